import { describeDescription } from '../../../abilities/describe.js';
import type { Description } from '../../../templates/card-template.js';
import { matchesDescription } from '../../describe/matches.js';
import { opponentOf } from '../../state/queries.js';
import { restrictionsOfKind, type Combatant } from '../combatant.js';
import { because } from '../granted.js';
import type { AttackRestriction, GroupRestriction } from './types.js';

/** 508.1c: "~ can't attack", "Enchanted creature can't attack or block", "Target creature can't attack this turn". */
export const cantAttack: AttackRestriction = {
  id: 'cantAttack',
  check(attacker) {
    const g = restrictionsOfKind(attacker, 'cantAttack').find(
      (r) => !r.restriction.alone && !defenderControls(attacker, r.restriction.unlessDefenderControls),
    );
    if (!g) return null;
    const unless = g.restriction.unlessDefenderControls;
    return because(
      g,
      unless ? `can't attack unless defending player controls a ${describeDescription(unless)}` : "can't attack",
    );
  },
};

/**
 * "unless defending player controls an Island": whether the player it would attack controls such a permanent. Outside
 * a game (a template alone) no one is defending, so the restriction holds.
 */
function defenderControls(attacker: Combatant, wanted: Description | undefined): boolean {
  if (!wanted || !attacker.game) return false;
  const { state, id } = attacker.game;
  const controller = state.objects[id]?.controller;
  if (controller === undefined) return false;
  const defending = state.combat?.defendingPlayer ?? opponentOf(state, controller);
  const view = { controller: defending, source: id };
  return (state.players[defending]?.zones.battlefield ?? []).some(
    (p) => state.objects[p]?.controller === defending && matchesDescription(state, p, wanted, view),
  );
}

/** 506.5, 508.1c: "can't attack alone": it attacks only if another creature attacks too. */
export const cantAttackAlone: GroupRestriction = {
  id: 'cantAttackAlone',
  check(member, group) {
    if (group.length > 1) return null;
    const g = restrictionsOfKind(member, 'cantAttack').find((r) => r.restriction.alone);
    return g ? because(g, "can't attack alone") : null;
  },
};
