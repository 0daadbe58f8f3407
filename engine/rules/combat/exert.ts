import type { Effect, StaticEffect } from '../../templates/card-template.js';
import { runEffects } from '../effects/run.js';
import { abilitiesOf } from '../state/abilities.js';
import type { Transaction } from '../state/transaction.js';
import type { GameObject, GameState, ObjectId, PlayerId } from '../state/types.js';

type ExertAsAttacks = Extract<StaticEffect, { kind: 'exertAsAttacks' }>;

/** 701.39d: the creature's "You may exert ~ as it attacks." abilities it has now (607.2h: each with its "when you do"). */
export function exertAbilities(state: GameState, creature: GameObject): readonly ExertAsAttacks[] {
  const found: ExertAsAttacks[] = [];
  for (const a of abilitiesOf(state, creature)) {
    if (a?.kind === 'static' && a.effect.kind === 'exertAsAttacks') found.push(a.effect);
  }
  return found;
}

/** 701.39a: "it won't untap during your next untap step" (ended after that step, continuous/lifecycle.ts). */
const WONT_UNTAP: Effect = {
  kind: 'modify',
  what: { kind: 'self' },
  modifications: [{ kind: 'restriction', restriction: { kind: 'doesntUntap' } }],
  duration: 'untilNextUntapStep',
};

/**
 * 701.39a-b: `player` exerts the permanent: it won't untap during their next untap step (exerted twice, both effects
 * end in that same step); "Whenever you exert a creature" sees the `exerted` event. As it attacks or as a cost.
 */
export function exert(tx: Transaction, permanent: ObjectId, player: PlayerId): void {
  runEffects(tx, [WONT_UNTAP], { source: permanent, controller: player, x: 0, choice: 0, targets: [] });
  tx.emit({ type: 'exerted', object: permanent, player });
}

/**
 * 508.1g, 701.39: the attacking player exerts `creature` as it attacks: it won't untap during their next untap step
 * (exerted twice, both effects end in that same step, 701.39b), and each linked "When you do, …" triggers (603.12,
 * 607.2h), its targets chosen as it is put on the stack.
 */
export function exertAsItAttacks(tx: Transaction, creature: ObjectId, player: PlayerId): void {
  const object = tx.state.objects[creature];
  if (!object) return;
  const linked = exertAbilities(tx.state, object);
  exert(tx, creature, player);
  const resolution = { source: creature, controller: player, x: 0, choice: 0, targets: [] };
  for (const ability of linked) {
    if (ability.whenYouDo.length > 0) runEffects(tx, [{ kind: 'reflexive', effects: ability.whenYouDo }], resolution);
  }
}
