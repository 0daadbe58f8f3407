import type { Description } from '../../templates/card-template.js';
import { isCreature } from '../state/characteristics.js';
import { describe } from '../state/queries.js';
import type { Blocker, GameObject, GameState, ObjectId, PlayerId } from '../state/types.js';
import { canBlock } from './can-block.js';
import { combatantFits, combatantOfObject, restrictionsOfKind, type Combatant } from './combatant.js';
import { because } from './granted.js';

/**
 * 509.1c: the requirements on a declaration of blockers, and whether a declaration obeys as many as it can.
 *
 * - "~ blocks each combat if able", "Target creature blocks this turn if able": that creature blocks.
 * - "Target creature blocks ~ this turn if able": that creature blocks the effect's source, when it attacks.
 * - "All creatures able to block ~ do so" (Lure): each creature matching the description blocks ~.
 * - "~ must be blocked if able", "… by an Eldrazi …": some creature (matching the description) blocks ~.
 *
 * A declaration must obey the most requirements possible without breaking a restriction (509.1c). It is checked
 * against every declaration that differs from it in one creature's blocks (that creature not blocking, or blocking one
 * attacker it can block): when one of those is legal and obeys more, the declaration is refused, naming the creature
 * and what it should block. Exchanging the blocks of two creatures at once is not searched; with menace or "can't
 * block alone" in play, a requirement only one group of creatures could obey together is not enforced.
 */

interface Requirement {
  /** The creature that must block (null: any creature matching `by`). */
  readonly blocker: ObjectId | null;
  /** The attacker it must block (null: any attacker). */
  readonly attacker: ObjectId | null;
  /**
   * For `blocker` null: which creatures count, whose description it is, and its source (what "~" in the description
   * is: "with power less than ~'s power", "that shares a color with ~").
   */
  readonly by: {
    readonly description: Description | null;
    readonly controller: PlayerId | null;
    readonly source: ObjectId | null;
  } | null;
  readonly why: string;
}

/**
 * The first requirement problem of `blockers`, declared by `player`, or null. `legal` tells whether another
 * declaration breaks no restriction (its pairs are ones that can block each other).
 */
export function blockRequirementProblem(
  state: GameState,
  player: PlayerId,
  blockers: readonly Blocker[],
  legal: (declaration: readonly Blocker[]) => boolean,
): string | null {
  const attackers = (state.combat?.attackers ?? []).map((a) => a.creature);
  const candidates = possibleBlockers(state, player);
  const requirements = requirementsOf(state, attackers, candidates);
  if (requirements.length === 0) return null;
  const obeyedNow = obeyed(state, requirements, blockers);
  for (const [id, me] of candidates) {
    const current = blockers.find((b) => b.creature === id);
    const others = blockers.filter((b) => b.creature !== id);
    for (const attacker of attackers) {
      if (current?.attackers.length === 1 && current.attackers[0] === attacker) continue;
      const them = state.objects[attacker];
      if (!them || !canBlock(combatantOfObject(them, state), me).ok) continue;
      const alternative = [...others, { creature: id, attackers: [attacker] }];
      if (obeyed(state, requirements, alternative).length <= obeyedNow.length || !legal(alternative)) continue;
      const gained = obeyed(state, requirements, alternative).find((r) => !obeyedNow.includes(r));
      return `${describe(state, id)} must block ${describe(state, attacker)}: ${gained?.why ?? 'a requirement (509.1c)'}`;
    }
  }
  return null;
}

/** The defending player's untapped creatures, as combatants: the only ones that could block (509.1a). */
function possibleBlockers(state: GameState, player: PlayerId): [ObjectId, Combatant][] {
  const out: [ObjectId, Combatant][] = [];
  for (const id of state.players[player]?.zones.battlefield ?? []) {
    const creature = state.objects[id];
    if (creature && !creature.tapped && isCreature(creature, state)) out.push([id, combatantOfObject(creature, state)]);
  }
  return out;
}

function requirementsOf(
  state: GameState,
  attackers: readonly ObjectId[],
  candidates: readonly [ObjectId, Combatant][],
): Requirement[] {
  const out: Requirement[] = [];
  for (const [id, me] of candidates) {
    for (const g of restrictionsOfKind(me, 'blocksEachCombat')) {
      out.push({
        blocker: id,
        attacker: null,
        by: null,
        why: `it ${because(g, 'blocks each combat if able (509.1c)')}`,
      });
    }
    for (const g of restrictionsOfKind(me, 'blocksSource')) {
      if (g.sourceObject === null || !attackers.includes(g.sourceObject)) continue;
      const why = `it ${because(g, `blocks ${describe(state, g.sourceObject)} this turn if able (509.1c)`)}`;
      out.push({ blocker: id, attacker: g.sourceObject, by: null, why });
    }
  }
  for (const attacker of attackers) {
    const object = state.objects[attacker] as GameObject | undefined;
    if (!object) continue;
    const name = describe(state, attacker);
    for (const g of restrictionsOfKind(combatantOfObject(object, state), 'mustBeBlocked')) {
      const { by, all } = g.restriction;
      if (!all) {
        const why = `${name} ${because(g, `must be blocked if able (509.1c)`)}`;
        out.push({
          blocker: null,
          attacker,
          by: { description: by, controller: g.controller, source: g.sourceObject },
          why,
        });
        continue;
      }
      for (const [id, me] of candidates) {
        // The description is seen from the requirement's source, as every restriction's is (combatantFits).
        if (by !== null && !combatantFits(me, by, g.controller, g.sourceObject)) continue;
        const why = because(g, `all creatures able to block ${name} do so (509.1c)`);
        out.push({ blocker: id, attacker, by: null, why });
      }
    }
  }
  return out;
}

/** The requirements a declaration obeys. */
function obeyed(state: GameState, requirements: readonly Requirement[], blockers: readonly Blocker[]): Requirement[] {
  return requirements.filter((r) => {
    if (r.blocker !== null) {
      const mine = blockers.find((b) => b.creature === r.blocker);
      return mine !== undefined && (r.attacker === null || mine.attackers.includes(r.attacker));
    }
    return blockers.some((b) => {
      if (r.attacker !== null && !b.attackers.includes(r.attacker)) return false;
      const description = r.by?.description ?? null;
      if (description === null) return true;
      const object = state.objects[b.creature];
      if (object === undefined) return false;
      return combatantFits(
        combatantOfObject(object, state),
        description,
        r.by?.controller ?? null,
        r.by?.source ?? null,
      );
    });
  });
}
