import {
  attackProblem,
  canBlock,
  combatantOfObject,
  type GameObject,
  type GameState,
  type ObjectId,
} from './engine.js';

/**
 * Why a creature can't block the attackers it isn't offered, as the game sees it now: its keywords and every
 * restriction in play, whatever grants it ("can't block (Luminous Bonds)", "can't be blocked by Walls"), 509.1b.
 */
export function whyCantBlock(state: GameState, blocker: GameObject): string {
  if (blocker.tapped) return 'tapped';
  const me = combatantOfObject(blocker, state);
  return (state.combat?.attackers ?? [])
    .flatMap((a) => {
      const attacker = state.objects[a.creature];
      if (!attacker) return [];
      const verdict = canBlock(combatantOfObject(attacker, state), me);
      return verdict.ok ? [] : [`${attacker.template.name}: ${verdict.reasons.join('; ')}`];
    })
    .join(' · ');
}

/** Why a creature can't attack now (508.1a, 508.1c, 302.6), without its id; null when it can. */
export function whyCantAttack(state: GameState, id: ObjectId, player: string): string | null {
  const creature = state.objects[id];
  if (!creature) return null;
  const problem = attackProblem(state, creature, player);
  if (problem === null) return null;
  const name = creature.template.name;
  return problem.replace(`${name} (${id}): `, '').replace(`${name} (${id}) `, '');
}
