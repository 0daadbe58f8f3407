import { describe, expect, it } from 'vitest';
import type { Effect } from '../../templates/card-template.js';
import { setupState } from '../game/setup.js';
import { idOf } from '../test-support/find.js';
import { creature } from '../test-support/templates.js';
import { cardFromText } from './test-cards.js';
import { run } from './test-run.js';

/**
 * "You may have it deal 4 damage to target opponent", "you may have target creature get +2/+0 until end of turn":
 * the object after "have" is the source of the damage (120.3) or what changes; "you may" is answered as it resolves
 * (608.2d).
 */
describe('"you may have X deal / get …"', () => {
  const charge = cardFromText(
    'Aether Charge',
    '{4}{R}',
    'Whenever a Beast enters the battlefield under your control, you may have it deal 4 damage to target opponent or planeswalker.',
    ['enchantment'],
  );
  const beast = creature('Beast', '{G}', '2/2');
  const state = setupState({ players: [{ battlefield: [charge, beast] }, {}] });
  const chargeId = idOf(state, 'Aether Charge');
  const beastId = idOf(state, 'Beast');
  const effects = (): readonly Effect[] => {
    const a = charge.abilities[0];
    return a?.kind === 'triggered' ? a.effects : [];
  };
  const trigger = { object: beastId, player: null, amount: null };

  it('"it" is the object the trigger was about, and the source of the damage', () => {
    const tx = run(state, effects(), { source: chargeId, targets: ['p2'], trigger, answers: { may: [true] } });
    expect(tx.state.players['p2']?.life).toBe(16);
    const dealt = tx.events.map((e) => e.event).find((e) => e.type === 'damageDealt');
    expect(dealt).toMatchObject({ source: beastId, to: 'p2', amount: 4 });
  });

  it('"you may": no deals nothing', () => {
    const tx = run(state, effects(), { source: chargeId, targets: ['p2'], trigger, answers: { may: [false] } });
    expect(tx.state.players['p2']?.life).toBe(20);
  });

  it('"have target creature get +2/+0": the target changes', () => {
    const shaman = cardFromText(
      'Shaman',
      '{3}{R}',
      'At the beginning of combat on your turn, you may have target creature get +2/+0 until end of turn.',
      ['creature'],
      '2/2',
    );
    const a = shaman.abilities[0];
    const tx = run(state, a?.kind === 'triggered' ? a.effects : [], { source: chargeId, targets: [beastId] });
    expect(tx.state.continuousEffects[0]?.modifications).toEqual([{ kind: 'ptChange', power: 2, toughness: 0 }]);
  });
});
