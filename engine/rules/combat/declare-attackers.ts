import type { Action } from '../actions/types.js';
import { implementationAttackProblem } from '../implementations/hooks.js';
import { tap } from '../ops/permanents.js';
import { fail, ok, type Result } from '../result.js';
import { hasKeyword, isCreature, isPlaneswalker } from '../state/characteristics.js';
import { describe, isSummoningSick } from '../state/queries.js';
import type { Transaction } from '../state/transaction.js';
import { recordAttack } from '../state/turn-record.js';
import type { Attacker, GameObject, GameState } from '../state/types.js';
import { attacksAsThough, combatantOfObject } from './combatant.js';
import { exertAbilities, exertAsItAttacks } from './exert.js';
import { ATTACK_GROUP_RESTRICTIONS, ATTACK_RESTRICTIONS } from './restrictions/registry.js';
import { attackRequirement } from './restrictions/requirements.js';

/** Why this creature can't attack at all, or null (508.1a, 508.1c, 302.6). */
export function attackProblem(state: GameState, creature: GameObject, player: string): string | null {
  const name = describe(state, creature.id);
  if (creature.zone.zone !== 'battlefield') return `${name} is not on the battlefield`;
  if (creature.controller !== player) return `${name} is not controlled by ${player}`;
  if (!isCreature(creature, state)) return `${name} is not a creature (506.3)`;
  if (creature.tapped) return `${name} is tapped (508.1a)`;
  const sick = isSummoningSick(state, creature) && !hasKeyword(creature, 'haste', state);
  // 302.6: "can attack as though it had haste" lets a creature that came under its controller's control this turn attack.
  if (sick && !attacksAsThough(combatantOfObject(creature, state), 'haste')) {
    return `${name} has summoning sickness (302.6)`;
  }
  const own = implementationAttackProblem(creature, state);
  if (own !== null) return `${name}: ${own}`;
  for (const r of ATTACK_RESTRICTIONS) {
    const reason = r.check(combatantOfObject(creature, state));
    if (reason !== null) return `${name}: ${reason}`;
  }
  return null;
}

/** 508.1b: a creature attacks the defending player or a planeswalker that player controls. */
function targetProblem(state: GameState, target: string, defending: string): string | null {
  if (target === defending) return null;
  const pw = state.objects[target];
  if (pw && pw.zone.zone === 'battlefield' && isPlaneswalker(pw) && pw.controller === defending) return null;
  return `${describe(state, target)} can't be attacked: attack ${defending} or a planeswalker they control`;
}

/**
 * Rule 508.1: the active player declares attackers in the declare attackers step. Each chosen creature taps
 * unless it has vigilance (508.1f, 702.20b). Declaring no creatures is allowed.
 */
export function declareAttackers(tx: Transaction, action: Extract<Action, { type: 'declareAttackers' }>): Result {
  const state = tx.state;
  const combat = state.combat;
  if (state.turn.step !== 'declareAttackers' || !combat) {
    return fail(`attackers are declared in the declare attackers step (it is the ${state.turn.step} step)`);
  }
  if (action.player !== state.turn.activePlayer)
    return fail(`only the active player (${state.turn.activePlayer}) attacks`);
  if (combat.attackersDeclared) return fail('attackers were already declared this combat');
  const seen = new Set<string>();
  const attackers: Attacker[] = [];
  for (const a of action.attackers) {
    const creature = state.objects[a.creature];
    if (!creature) return fail(`no creature ${a.creature}`);
    if (seen.has(creature.id)) return fail(`${describe(state, creature.id)} is declared twice`);
    seen.add(creature.id);
    const problem = attackProblem(state, creature, action.player);
    if (problem !== null) return fail(problem);
    const target = a.target ?? combat.defendingPlayer;
    const bad = targetProblem(state, target, combat.defendingPlayer);
    if (bad !== null) return fail(bad);
    if (a.exert === true && exertAbilities(state, creature).length === 0) {
      return fail(
        `${describe(state, creature.id)} can't be exerted as it attacks: it has no "You may exert ~ as it attacks." (701.39d)`,
      );
    }
    attackers.push({ creature: creature.id, target, blocked: false, blockers: [] });
  }
  const problem = declarationProblem(state, action.player, attackers);
  if (problem !== null) return fail(problem);
  for (const a of attackers) {
    const creature = tx.state.objects[a.creature] as GameObject;
    if (!hasKeyword(creature, 'vigilance', tx.state)) tap(tx, a.creature);
  }
  tx.set(['combat'], tx.state.combat, { ...combat, attackers, attackersDeclared: true });
  // 508.1g-h: the optional costs to attack chosen, exerting those creatures (701.39).
  for (const a of action.attackers) if (a.exert === true) exertAsItAttacks(tx, a.creature, action.player);
  recordAttack(tx, action.player, attackers.length);
  tx.emit({ type: 'attackersDeclared', player: action.player, attackers: attackers.map((a) => a.creature) });
  return ok();
}

/**
 * The declaration as a whole: restrictions on the group (506.5, "can't attack alone") and requirements (508.1d):
 * a creature that attacks each combat if able must be declared when it could attack. Declaring no attackers at all
 * obeys "can't attack alone" too.
 */
function declarationProblem(state: GameState, player: string, attackers: readonly Attacker[]): string | null {
  const group = attackers.map((a) => combatantOfObject(state.objects[a.creature] as GameObject, state));
  for (const [i, member] of group.entries()) {
    for (const r of ATTACK_GROUP_RESTRICTIONS) {
      const reason = r.check(member, group);
      if (reason !== null) return `${describe(state, attackers[i]?.creature ?? '')}: ${reason}`;
    }
  }
  for (const id of state.players[player]?.zones.battlefield ?? []) {
    if (attackers.some((a) => a.creature === id)) continue;
    const creature = state.objects[id];
    if (!creature || !isCreature(creature)) continue;
    const required = attackRequirement(combatantOfObject(creature, state));
    if (required !== null && attackProblem(state, creature, player) === null) {
      return `${describe(state, id)} must attack: it ${required}`;
    }
  }
  return null;
}
