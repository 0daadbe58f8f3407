import { describe, expect, it } from 'vitest';
import type { Effect } from '../../templates/card-template.js';
import { setupState } from '../game/setup.js';
import { idOf } from '../test-support/find.js';
import { card, creature } from '../test-support/templates.js';
import { run } from './test-run.js';

/** "Choose a color. ~ deals 1 damage to each creature of the chosen color." */
const demise: Effect[] = [
  { kind: 'chooseColor' },
  {
    kind: 'dealDamage',
    amount: { kind: 'fixed', value: 1 },
    from: { kind: 'self' },
    to: { kind: 'each', description: { nouns: ['creature'], qualities: [{ kind: 'chosen', what: 'color' }] } },
  },
];

function game() {
  return setupState({
    players: [
      { battlefield: [card('Demise', { types: ['sorcery'] })] },
      { battlefield: [creature('Red One', '{R}', '2/2'), creature('Green One', '{G}', '2/2')] },
    ],
  });
}

describe('choose a color as it resolves (608.2d)', () => {
  it('the answer is the chosen color the rest of the text reads, remembered by the source', () => {
    const state = game();
    const source = idOf(state, 'Demise');
    const tx = run(state, demise, { source, answers: { choices: ['green'] } });
    expect(tx.state.objects[source]?.chosen).toEqual({ color: 'G' });
    expect(tx.state.objects[idOf(state, 'Green One')]?.damage).toBe(1);
    expect(tx.state.objects[idOf(state, 'Red One')]?.damage).toBe(0);
  });

  it("without an answer the engine chooses: the color most common among the opponents' permanents", () => {
    const state = game();
    const source = idOf(state, 'Demise');
    const tx = run(state, demise, { source });
    expect(tx.state.objects[source]?.chosen?.color).toBeDefined();
    const hit = ['Red One', 'Green One'].filter((n) => tx.state.objects[idOf(state, n)]?.damage === 1);
    expect(hit).toHaveLength(1);
  });
});
