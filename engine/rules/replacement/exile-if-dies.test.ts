import { describe, expect, it } from 'vitest';
import type { CardTemplate, Effect } from '../../templates/card-template.js';
import { cardFromText } from '../effects/test-cards.js';
import { run } from '../effects/test-run.js';
import { setupState } from '../game/setup.js';
import { moveTo, ownerZone } from '../ops/zones.js';
import { Transaction } from '../state/transaction.js';
import type { GameObject, GameState } from '../state/types.js';
import { idOf } from '../test-support/find.js';
import { creature } from '../test-support/templates.js';

/** 614.1a, 700.4: "If … would die, exile it instead." */
const effectsOf = (c: CardTemplate): readonly Effect[] => {
  const a = c.abilities[0];
  return a && 'effects' in a ? a.effects : [];
};
const dies = (state: GameState, id: string): string | undefined => {
  const tx = new Transaction(state);
  moveTo(tx, id, ownerZone(tx.state.objects[id] as GameObject, 'graveyard'));
  return tx.state.objects[id]?.zone.zone;
};
const nextTurn = (state: GameState): GameState => ({
  ...state,
  turn: { ...state.turn, number: state.turn.number + 1 },
});

describe('"If that creature would die this turn, exile it instead." (614.1a)', () => {
  const spray = cardFromText(
    'Spray',
    '{R}',
    '~ deals 1 damage to target creature. If that creature would die this turn, exile it instead.',
    ['instant'],
  );
  const state = setupState({ players: [{ battlefield: [creature('Bear', '{1}{G}', '2/2')] }, {}] });
  const bear = idOf(state, 'Bear');

  it('this turn the creature is exiled instead of dying; next turn it dies as usual', () => {
    const after = run(state, effectsOf(spray), { source: bear, targets: [bear] }).state;
    expect(after.objects[bear]?.damage).toBe(1);
    expect(dies(after, bear)).toBe('exile');
    expect(dies(nextTurn(after), bear)).toBe('graveyard');
    // Only dying: returned to its owner's hand, it goes there.
    const tx = new Transaction(after);
    moveTo(tx, bear, { player: 'p1', zone: 'hand' });
    expect(tx.state.objects[bear]?.zone.zone).toBe('hand');
    // 400.7: back on the battlefield it is a new object.
    moveTo(tx, bear, { player: 'p1', zone: 'battlefield' });
    expect(dies(tx.state, bear)).toBe('graveyard');
  });
});

describe('"If a creature dealt damage this way would die this turn, exile it instead."', () => {
  const storm = cardFromText(
    'Storm',
    '{R}',
    '~ deals 1 damage to each creature you control. If a creature dealt damage this way would die this turn, exile it instead.',
    ['sorcery'],
  );
  it('the creatures the source dealt damage to, not the others', () => {
    const state = setupState({
      players: [{ battlefield: [creature('Bear', '{1}{G}', '2/2')] }, { battlefield: [creature('Elf', '{G}', '1/1')] }],
    });
    const after = run(state, effectsOf(storm), { source: idOf(state, 'Bear') }).state;
    expect(dies(after, idOf(state, 'Bear'))).toBe('exile');
    expect(dies(after, idOf(state, 'Elf'))).toBe('graveyard');
  });
});

describe('static: "If ~ would die …", "If a creature dealt damage by ~ this turn would die …"', () => {
  const skaab = cardFromText('Skaab', '{3}{U}{B}', 'If ~ would die, exile it instead.', ['creature'], '3/2');
  const pupils = cardFromText(
    'Pupils',
    '{4}{R}',
    'If a creature dealt damage by ~ this turn would die, exile it instead.',
    ['creature'],
    '3/3',
  );
  it('~ itself, while it has the ability', () => {
    const state = setupState({ players: [{ battlefield: [skaab, creature('Bear', '{1}{G}', '2/2')] }, {}] });
    expect(dies(state, idOf(state, 'Skaab'))).toBe('exile');
    expect(dies(state, idOf(state, 'Bear'))).toBe('graveyard');
  });
  it('a creature it dealt damage to this turn, while it is on the battlefield', () => {
    const state = setupState({
      players: [{ battlefield: [pupils] }, { battlefield: [creature('Elf', '{G}', '1/1')] }],
    });
    const pupilsId = idOf(state, 'Pupils');
    const elf = idOf(state, 'Elf');
    const ping: Effect = {
      kind: 'dealDamage',
      amount: { kind: 'fixed', value: 1 },
      to: { kind: 'each', description: { nouns: ['creature'], qualities: [{ kind: 'controller', who: 'opponent' }] } },
      from: { kind: 'self' },
    };
    expect(dies(state, elf)).toBe('graveyard');
    const pinged = run(state, [ping], { source: pupilsId }).state;
    expect(dies(pinged, elf)).toBe('exile');
    const tx = new Transaction(pinged);
    moveTo(tx, pupilsId, { player: 'p1', zone: 'hand' });
    expect(dies(tx.state, elf)).toBe('graveyard');
  });
});
