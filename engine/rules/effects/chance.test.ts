import { describe, expect, it } from 'vitest';
import type { Effect } from '../../templates/card-template.js';
import { setupState } from '../game/setup.js';
import { idOf } from '../test-support/find.js';
import { creature } from '../test-support/templates.js';
import { run } from './test-run.js';

const state = setupState({ players: [{ battlefield: [creature('Source', '{R}', '1/1')] }, {}], seed: 7 });
const source = idOf(state, 'Source');
const you = { kind: 'you' } as const;
const draw = (n: number): Effect => ({ kind: 'drawCards', who: you, amount: { kind: 'fixed', value: n } });
const gain = (amount: Extract<Effect, { kind: 'gainLife' }>['amount']): Effect => ({
  kind: 'gainLife',
  who: you,
  amount,
});

// "Flip a coin. If you win the flip, you gain 5 life. If you lose the flip, you gain 1 life."
const flip: Effect[] = [
  { kind: 'flipCoin', who: you },
  {
    kind: 'conditional',
    condition: { kind: 'coinFlip', won: true },
    effects: [gain({ kind: 'fixed', value: 5 })],
    otherwise: [],
  },
  {
    kind: 'conditional',
    condition: { kind: 'coinFlip', won: false },
    effects: [gain({ kind: 'fixed', value: 1 })],
    otherwise: [],
  },
];
// "Roll a six-sided die. You gain life equal to the result."
const roll: Effect[] = [{ kind: 'rollDie', who: you, sides: 6 }, gain({ kind: 'dieResult' })];

const events = (tx: ReturnType<typeof run>) => tx.events.map((e) => e.event);
const life = (tx: ReturnType<typeof run>): number => (tx.state.players.p1?.life ?? 0) - 20;

describe('coin flips (705)', () => {
  it('an answer decides the flip; the conditions read it (705.2) and the log tells who won', () => {
    const won = run(state, flip, { source, answers: { flips: [true] } });
    expect(life(won)).toBe(5);
    expect(events(won)).toContainEqual({ type: 'coinFlipped', player: 'p1', source, won: true });
    expect(life(run(state, flip, { source, answers: { flips: [false] } }))).toBe(1);
  });

  it('without an answer the seeded random decides: the same seed flips the same way, and the seed moves on', () => {
    const a = run(state, flip, { source });
    const b = run(state, flip, { source });
    expect(life(a)).toBe(life(b));
    expect([1, 5]).toContain(life(a));
    expect(a.state.seed).not.toBe(state.seed);
    // An answer takes no random draw.
    expect(run(state, flip, { source, answers: { flips: [true] } }).state.seed).toBe(state.seed);
    // Both outcomes happen over seeds (the generator is fair enough to give both in a few tries).
    const outcomes = new Set([1, 2, 3, 4, 5, 6, 7, 8].map((seed) => life(run({ ...state, seed }, flip, { source }))));
    expect(outcomes).toEqual(new Set([1, 5]));
  });

  it('with no flip in the resolution, neither "win" nor "lose" holds', () => {
    expect(life(run(state, flip.slice(1), { source }))).toBe(0);
  });

  it('each player named flips, in turn; the conditions read the last flip', () => {
    const both: Effect[] = [
      { kind: 'flipCoin', who: { kind: 'each', description: { nouns: ['player'], qualities: [] } } },
    ];
    const tx = run(state, [...both, ...flip.slice(1)], { source, answers: { flips: [true, false] } });
    expect(events(tx).filter((e) => e.type === 'coinFlipped')).toEqual([
      { type: 'coinFlipped', player: 'p1', source, won: true },
      { type: 'coinFlipped', player: 'p2', source, won: false },
    ]);
    expect(life(tx)).toBe(1);
  });
});

describe('die rolls (706)', () => {
  it('an answer is the result; "the result" reads it (706.2)', () => {
    const tx = run(state, roll, { source, answers: { rolls: [4] } });
    expect(life(tx)).toBe(4);
    expect(events(tx)).toContainEqual({ type: 'dieRolled', player: 'p1', source, sides: 6, result: 4 });
  });

  it('an answer that is no face of the die is ignored: the seeded random decides, 1 to 6', () => {
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]) {
      const result = life(run({ ...state, seed }, roll, { source, answers: { rolls: [7] } }));
      expect(result).toBeGreaterThanOrEqual(1);
      expect(result).toBeLessThanOrEqual(6);
    }
  });

  it('"if you roll a 1" compares the result; "Otherwise" runs on the rest', () => {
    const ifOne: Effect[] = [
      { kind: 'rollDie', who: you, sides: 6 },
      {
        kind: 'conditional',
        condition: { kind: 'dieRoll', op: '=', value: 1 },
        effects: [draw(1)],
        otherwise: [gain({ kind: 'fixed', value: 2 })],
      },
    ];
    const withLibrary = setupState({
      players: [{ battlefield: [creature('Source', '{R}', '1/1')], library: [creature('Card', '{R}', '1/1')] }, {}],
    });
    const src = idOf(withLibrary, 'Source');
    expect(run(withLibrary, ifOne, { source: src, answers: { rolls: [1] } }).state.players.p1?.zones.hand).toHaveLength(
      1,
    );
    const other = run(withLibrary, ifOne, { source: src, answers: { rolls: [2] } });
    expect(other.state.players.p1?.zones.hand).toHaveLength(0);
    expect(other.state.players.p1?.life).toBe(22);
  });

  it('with no die rolled, "the result" is 0', () => {
    expect(life(run(state, roll.slice(1), { source }))).toBe(0);
  });
});
