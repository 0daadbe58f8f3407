import { describe, expect, it } from 'vitest';
import type { PicksQuestion } from './types.js';
import { setupState } from '../game/setup.js';
import { idOf } from '../test-support/find.js';
import { creature } from '../test-support/templates.js';
import { run } from './test-run.js';

// p1: Mine (+1/+1 ×2 and a charge counter), Bare (no counters); p2: Theirs (-1/-1), 1 poison counter.
const state = setupState({
  players: [
    {
      battlefield: [
        { template: creature('Mine', '{G}', '3/3'), counters: { '+1/+1': 2, charge: 1 } },
        creature('Bare', '{G}', '1/1'),
      ],
    },
    { battlefield: [{ template: creature('Theirs', '{B}', '3/3'), counters: { '-1/-1': 1 } }], poison: 1 },
  ],
});
const mine = idOf(state, 'Mine');
const theirs = idOf(state, 'Theirs');

describe('proliferate (701.27a)', () => {
  it('offers what has counters, yours first; by default only your own get one more of each kind', () => {
    const asked: PicksQuestion[] = [];
    const tx = run(state, [{ kind: 'proliferate' }], { source: mine, asked: (q) => asked.push(q) });
    expect(asked).toMatchObject([{ kind: 'pick', from: [mine, 'p2', theirs], min: 0, max: 3, byDefault: [mine] }]);
    expect(tx.state.objects[mine]?.counters).toEqual({ '+1/+1': 3, charge: 2 });
    expect(tx.state.objects[theirs]?.counters).toEqual({ '-1/-1': 1 });
    expect(tx.state.players.p2?.poison).toBe(1);
  });

  it('the answer chooses: an opponent and their permanent, not yours', () => {
    const tx = run(state, [{ kind: 'proliferate' }], { source: mine, answers: { picks: [['p2', theirs]] } });
    expect(tx.state.objects[mine]?.counters).toEqual({ '+1/+1': 2, charge: 1 });
    expect(tx.state.objects[theirs]?.counters).toEqual({ '-1/-1': 2 });
    expect(tx.state.players.p2?.poison).toBe(2);
  });
});
