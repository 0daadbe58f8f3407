import type { Action } from '../actions/types.js';
import { fail, ok, type Result } from '../result.js';
import { isCreature } from '../state/characteristics.js';
import { describe } from '../state/queries.js';
import type { Transaction } from '../state/transaction.js';
import type { Attacker, Blocker, GameObject, GameState } from '../state/types.js';
import { blockRequirementProblem } from './block-requirements.js';
import { canBlock } from './can-block.js';
import { combatantOfObject } from './combatant.js';
import { BLOCK_GROUP_RESTRICTIONS, DECLARATION_RESTRICTIONS } from './restrictions/registry.js';
import { blockCapacity } from './restrictions/requirements.js';

/**
 * Rule 509.1: the defending player declares blockers. Each blocker is an untapped creature they control and
 * blocks one attacker, or more if it "can block an additional creature" (canBlockAdditional). Every pair is checked by
 * the restriction modules, then the whole declaration (menace). The damage assignment order starts as the
 * declaration order (509.2) and can be changed with setDamageOrder.
 */
export function declareBlockers(tx: Transaction, action: Extract<Action, { type: 'declareBlockers' }>): Result {
  const state = tx.state;
  const combat = state.combat;
  if (state.turn.step !== 'declareBlockers' || !combat) {
    return fail(`blockers are declared in the declare blockers step (it is the ${state.turn.step} step)`);
  }
  if (action.player !== combat.defendingPlayer)
    return fail(`only the defending player (${combat.defendingPlayer}) blocks`);
  if (combat.blockersDeclared) return fail('blockers were already declared this combat');
  const blockers: Blocker[] = [];
  const seen = new Set<string>();
  for (const block of action.blocks) {
    const blocker = state.objects[block.blocker];
    if (!blocker) return fail(`no creature ${block.blocker}`);
    const name = describe(state, blocker.id);
    if (seen.has(blocker.id)) return fail(`${name} is declared twice`);
    seen.add(blocker.id);
    if (blocker.zone.zone !== 'battlefield' || blocker.controller !== action.player) {
      return fail(`${name} is not on ${action.player}'s battlefield`);
    }
    if (!isCreature(blocker, state)) return fail(`${name} is not a creature (506.3)`);
    if (blocker.tapped) return fail(`${name} is tapped (509.1a)`);
    if (block.attackers.length === 0) return fail(`${name} blocks nothing`);
    if (new Set(block.attackers).size !== block.attackers.length) return fail(`${name} lists an attacker twice`);
    const capacity = blockCapacity(combatantOfObject(blocker, state), blocker.canBlockAdditional);
    if (block.attackers.length > capacity) return fail(`${name} can block only ${capacity} creature(s) (509.1a)`);
    for (const attackerId of block.attackers) {
      const attacker = state.objects[attackerId];
      if (!attacker || !combat.attackers.some((a) => a.creature === attackerId)) {
        return fail(`${describe(state, attackerId)} is not attacking`);
      }
      const verdict = canBlock(combatantOfObject(attacker, state), combatantOfObject(blocker, state));
      if (!verdict.ok) {
        return fail(`${name} can't block ${describe(state, attackerId)}: ${verdict.reasons.join('; ')}`);
      }
    }
    blockers.push({ creature: blocker.id, attackers: [...block.attackers] });
  }
  const attackers = withBlockers(state, blockers);
  const problem =
    restrictionProblem(state, attackers, blockers) ??
    blockRequirementProblem(state, action.player, blockers, (other) => {
      return restrictionProblem(state, withBlockers(state, other), other) === null;
    });
  if (problem !== null) return fail(problem);
  tx.set(['combat'], combat, { ...combat, attackers, blockers, blockersDeclared: true });
  tx.emit({ type: 'blockersDeclared', player: action.player, blockers: blockers.map((b) => b.creature) });
  return ok();
}

/** The attackers of the combat with the blockers of a declaration. */
function withBlockers(state: GameState, blockers: readonly Blocker[]): Attacker[] {
  return (state.combat?.attackers ?? []).map((a) => {
    const mine = blockers.filter((b) => b.attackers.includes(a.creature)).map((b) => b.creature);
    return { ...a, blocked: mine.length > 0, blockers: mine };
  });
}

/**
 * What a declaration breaks beyond its pairs: how each attacker is blocked (menace, "can't be blocked except by two or
 * more creatures", 509.1b) and the blockers as a group ("can't block alone", 506.5). Requirements come after (509.1c).
 */
function restrictionProblem(state: GameState, attackers: readonly Attacker[], blockers: readonly Blocker[]) {
  for (const a of attackers) {
    if (!a.blocked) continue;
    const attacker = state.objects[a.creature] as GameObject;
    const theirs = a.blockers.map((id) => combatantOfObject(state.objects[id] as GameObject, state));
    for (const r of DECLARATION_RESTRICTIONS) {
      const reason = r.check(combatantOfObject(attacker, state), theirs);
      if (reason !== null) return `${describe(state, a.creature)} can't be blocked like that: ${reason}`;
    }
  }
  const group = blockers.map((b) => combatantOfObject(state.objects[b.creature] as GameObject, state));
  for (const [i, member] of group.entries()) {
    for (const r of BLOCK_GROUP_RESTRICTIONS) {
      const reason = r.check(member, group);
      if (reason !== null) return `${describe(state, blockers[i]?.creature ?? '')}: ${reason}`;
    }
  }
  return null;
}

/** 509.2: the attacking player orders the creatures blocking one attacker. */
export function setDamageOrder(tx: Transaction, action: Extract<Action, { type: 'setDamageOrder' }>): Result {
  const combat = tx.state.combat;
  if (!combat?.blockersDeclared) return fail('there are no declared blockers to order');
  if (action.player !== combat.attackingPlayer) return fail('only the attacking player orders blockers (509.2)');
  const index = combat.attackers.findIndex((a) => a.creature === action.attacker);
  const attacker = combat.attackers[index];
  if (!attacker) return fail(`${describe(tx.state, action.attacker)} is not attacking`);
  const same =
    action.blockers.length === attacker.blockers.length && attacker.blockers.every((b) => action.blockers.includes(b));
  if (!same) return fail(`the order must list exactly its blockers: ${attacker.blockers.join(', ')}`);
  const attackers = combat.attackers.map((a, i) => (i === index ? { ...a, blockers: [...action.blockers] } : a));
  tx.set(['combat'], combat, { ...combat, attackers });
  return ok();
}
