import { describe, expect, it } from 'vitest';
import type { Effect } from '../../templates/card-template.js';
import { mayReadChance } from './chance.js';
import { effectsOf, refusal } from './test-effects.js';

const you = { kind: 'you' } as const;
const self = { kind: 'self' } as const;

describe('flipping a coin (705)', () => {
  it('reads "Flip a coin." and the sentences about the flip after it', () => {
    expect(
      effectsOf('Flip a coin. If you win the flip, draw a card. If you lose the flip, ~ deals 2 damage to you.'),
    ).toEqual<Effect[]>([
      { kind: 'flipCoin', who: you },
      {
        kind: 'conditional',
        condition: { kind: 'coinFlip', won: true },
        effects: [{ kind: 'drawCards', who: you, amount: { kind: 'fixed', value: 1 } }],
        otherwise: [],
      },
      {
        kind: 'conditional',
        condition: { kind: 'coinFlip', won: false },
        effects: [{ kind: 'dealDamage', amount: { kind: 'fixed', value: 2 }, to: you, from: self }],
        otherwise: [],
      },
    ]);
  });

  it('reads another player flipping: "that player flips a coin. If they lose the flip, …"', () => {
    const effects = effectsOf('That player flips a coin. If they lose the flip, you draw a card.');
    expect(effects[0]).toEqual({ kind: 'flipCoin', who: { kind: 'thatPlayer' } });
    expect(effects[1]).toMatchObject({ kind: 'conditional', condition: { kind: 'coinFlip', won: false } });
  });

  it('refuses "the flip" with no coin flipped before it in the text', () => {
    expect(refusal('If you win the flip, draw a card.')).not.toBeNull();
    // 603.7: a flip in a delayed trigger happens later; "the flip" now would be none.
    expect(
      refusal('Flip a coin at the beginning of the next end step. If you lose the flip, sacrifice ~.'),
    ).not.toBeNull();
  });

  it('says what is missing after "flip"', () => {
    expect(refusal('Flip a table.')?.message).toContain("'a coin'");
  });
});

describe('rolling a die (706)', () => {
  it('reads the die by its faces and "the result" after it', () => {
    expect(effectsOf('Roll a six-sided die. You gain life equal to the result.')).toEqual<Effect[]>([
      { kind: 'rollDie', who: you, sides: 6 },
      { kind: 'gainLife', who: you, amount: { kind: 'dieResult' } },
    ]);
    expect(effectsOf('Roll a d20.')).toEqual<Effect[]>([{ kind: 'rollDie', who: you, sides: 20 }]);
    expect(effectsOf('Roll a four-sided die.')).toEqual<Effect[]>([{ kind: 'rollDie', who: you, sides: 4 }]);
  });

  it('reads "a number of … equal to the result" for tokens and counters, and "where X is the result"', () => {
    expect(
      effectsOf('Roll a six-sided die. Create a number of 1/1 red Goblin creature tokens equal to the result.')[1],
    ).toMatchObject({ kind: 'createTokens', amount: { kind: 'dieResult' } });
    expect(effectsOf('Roll a six-sided die and put a number of +1/+1 counters on ~ equal to the result.')[1]).toEqual({
      kind: 'putCounters',
      what: self,
      counter: '+1/+1',
      amount: { kind: 'dieResult' },
    });
    expect(effectsOf('Roll a six-sided die. ~ gets +X/+0 until end of turn, where X is the result.')[1]).toMatchObject({
      kind: 'modify',
      modifications: [{ kind: 'ptChange', power: { sign: 1, amount: { kind: 'dieResult' } } }],
    });
  });

  it('reads "If you roll a 1, …" with "Otherwise, …"', () => {
    expect(effectsOf('Roll a six-sided die. If you roll a 1, sacrifice ~. Otherwise, draw a card.')[1]).toMatchObject({
      kind: 'conditional',
      condition: { kind: 'dieRoll', op: '=', value: 1 },
      effects: [{ kind: 'sacrifice' }],
      otherwise: [{ kind: 'drawCards' }],
    });
  });

  it('refuses "the result" with no die rolled before it', () => {
    expect(refusal('Draw cards equal to the result.')).not.toBeNull();
    expect(refusal('You gain life equal to the result. Roll a six-sided die.')).not.toBeNull();
    expect(refusal('Roll a die.')?.message).toContain('six-sided');
  });
});

describe('mayReadChance (skips the walk for texts without a flip or roll)', () => {
  it('finds the words of a reading only between start and end, in any case', () => {
    const text = 'Draw a card. The result is ignored. Roll it.';
    expect(mayReadChance(text, 0, 12)).toBe(false);
    expect(mayReadChance(text, 0, text.length)).toBe(true);
    expect(mayReadChance(text, 13, 23)).toBe(true);
    expect(mayReadChance('If you WIN THE FLIP, draw.', 0, 26)).toBe(true);
    expect(mayReadChance('Draw a card.', 0, 12)).toBe(false);
  });
});
