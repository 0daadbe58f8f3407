import type { Description, Effect, TargetKind } from '../../templates/card-template.js';
import { allMatching, matchesDescription, type Viewpoint } from '../describe/matches.js';
import { protectedFrom } from '../protection/protection.js';
import { targetGroups } from './groups.js';
import { hasKeyword } from '../state/characteristics.js';
import { describe } from '../state/queries.js';
import type { GameState, ObjectId, PlayerId } from '../state/types.js';

export interface TargetSlot {
  /** The kinds the picker offers (the description's nouns); legality is the description's. */
  readonly allowed: readonly TargetKind[];
  /** What a legal target is: "another target nonblack creature you control" (115.1). */
  readonly description: Description;
  readonly text: string;
  /** A slot past its subject's fewest targets may stay empty ("up to two", "any number of", 601.2c, 115.1). */
  readonly optional: boolean;
  /** Which target subject of the text the slot belongs to (0-based): one subject's slots need distinct targets (115.3). */
  readonly subject: number;
}

/**
 * Rule 601.2c: the target slots of an ability, numbered in the order they appear in its text, as many per subject as
 * it may take ("any number of": its fewest, at least one), those past a subject's fewest optional. For pickers and
 * legal actions; the slots of an actual choice come from the subjects' counts (groups.ts `slotsFor`). `x`: the
 * announced X, for "X target creatures" (601.2b).
 */
export function targetSlots(effects: readonly Effect[], x: number | null = null): readonly TargetSlot[] {
  return targetGroups(effects, x).flatMap((g) =>
    Array.from({ length: g.max ?? Math.max(g.min, 1) }, (_, i) => ({ ...g.slot, optional: i >= g.min })),
  );
}

/**
 * What a slot's description may need besides its controller and source: the X announced before targets are chosen
 * (601.2b, "target creature with mana value X"), the player "that player" means ("target creature that player
 * controls").
 */
export type TargetContext = Pick<Viewpoint, 'x' | 'player'>;

export type TargetCheck = { readonly ok: true } | { readonly ok: false; readonly reason: string };

/**
 * Whether `id` is a legal target for a slot of a spell or ability controlled by `controller` whose source is
 * `source` (the spell's card or the ability's permanent; null when unknown, then "another" allows anything), with the
 * announced X and "that player" (`context`). 115,
 * 601.2c, 608.2b: it must fit the slot's description; not be a spell targeting itself (115.5); nor have shroud
 * (702.18a), an opponent's hexproof (702.11b), or protection from the source (702.16b).
 */
export function checkTarget(
  state: GameState,
  slot: TargetSlot,
  id: string,
  controller: PlayerId,
  source: ObjectId | null = null,
  context: TargetContext = {},
): TargetCheck {
  if (!matchesDescription(state, id, slot.description, { controller, source, ...context })) {
    return { ok: false, reason: `${describe(state, id)} is not a legal choice for "${slot.text}"` };
  }
  const object = state.objects[id];
  if (object && id === source && object.zone.zone === 'stack') {
    return { ok: false, reason: `${describe(state, id)} can't target itself (115.5)` };
  }
  if (object && hasKeyword(object, 'shroud', state)) {
    return { ok: false, reason: `${describe(state, id)} has shroud (702.18a)` };
  }
  if (object && object.controller !== controller && hasKeyword(object, 'hexproof', state)) {
    return { ok: false, reason: `${describe(state, id)} has hexproof (702.11b)` };
  }
  const sourceObject = source === null ? undefined : state.objects[source];
  const protection = object && sourceObject ? protectedFrom(state, object, sourceObject) : null;
  if (protection !== null) {
    return { ok: false, reason: `${describe(state, id)} has ${protection} (702.16b)` };
  }
  return { ok: true };
}

/**
 * Every legal choice for a slot, for pickers in the UI and for legalActions: players first in turn order, then
 * permanents, spells on the stack (their cards) and cards in other zones, as the description asks.
 */
export function legalTargets(
  state: GameState,
  slot: TargetSlot,
  controller: PlayerId,
  source: ObjectId | null = null,
  context: TargetContext = {},
): readonly string[] {
  return allMatching(state, slot.description, { controller, source, ...context }).filter(
    (id) => checkTarget(state, slot, id, controller, source, context).ok,
  );
}
