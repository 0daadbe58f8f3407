import type { Effect, Subject, TargetKind } from '../../templates/card-template.js';
import { hasKeyword, hasType, isCreature, isPlaneswalker } from '../state/characteristics.js';
import { describe } from '../state/queries.js';
import type { GameState, PlayerId } from '../state/types.js';

/** The subject an effect acts on, if it has one. */
export function subjectOf(effect: Effect): Subject | null {
  switch (effect.kind) {
    case 'addMana':
      return null;
    case 'dealDamage':
      return effect.to;
    case 'destroy':
    case 'regenerate':
    case 'tap':
      return effect.what;
    case 'drawCards':
    case 'gainLife':
      return effect.who;
  }
}

export interface TargetSlot {
  readonly allowed: readonly TargetKind[];
  readonly text: string;
}

/** Rule 601.2c: the targets an ability requires, numbered in the order they appear in its text. */
export function targetSlots(effects: readonly Effect[]): readonly TargetSlot[] {
  const out: TargetSlot[] = [];
  for (const e of effects) {
    const s = subjectOf(e);
    if (s?.kind === 'target') out.push({ allowed: s.allowed, text: s.text });
  }
  return out;
}

function matchesKind(state: GameState, id: string, kind: TargetKind): boolean {
  const player = state.players[id];
  const object = state.objects[id];
  if (player) return (kind === 'player' || kind === 'any') && !player.lost;
  if (!object || object.zone.zone !== 'battlefield') return false;
  switch (kind) {
    case 'player':
      return false;
    case 'permanent':
      return true;
    case 'creature':
      return isCreature(object);
    case 'planeswalker':
      return isPlaneswalker(object);
    case 'any':
      // 115.4: "any target" is a creature, player, planeswalker or battle.
      return isCreature(object) || isPlaneswalker(object) || hasType(object.template, 'battle');
    default:
      return hasType(object.template, kind);
  }
}

/**
 * Whether `id` is a legal target for a slot, for a spell or ability controlled by `controller` (115, 601.2c,
 * 608.2b). Returns the reason when it isn't: wrong kind, shroud (702.18a) or an opponent's hexproof (702.11b).
 */
export function checkTarget(
  state: GameState,
  slot: TargetSlot,
  id: string,
  controller: PlayerId,
): { readonly ok: true } | { readonly ok: false; readonly reason: string } {
  if (!slot.allowed.some((k) => matchesKind(state, id, k))) {
    return { ok: false, reason: `${describe(state, id)} is not a legal choice for "${slot.text}"` };
  }
  const object = state.objects[id];
  if (object && hasKeyword(object, 'shroud', state)) {
    return { ok: false, reason: `${describe(state, id)} has shroud (702.18a)` };
  }
  if (object && object.controller !== controller && hasKeyword(object, 'hexproof', state)) {
    return { ok: false, reason: `${describe(state, id)} has hexproof (702.11b)` };
  }
  return { ok: true };
}

/** Every legal choice for a slot, players first, for pickers in the UI and for legalActions. */
export function legalTargets(state: GameState, slot: TargetSlot, controller: PlayerId): readonly string[] {
  const candidates = [
    ...state.playerOrder,
    ...state.playerOrder.flatMap((p) => state.players[p]?.zones.battlefield ?? []),
  ];
  return candidates.filter((id) => checkTarget(state, slot, id, controller).ok);
}
