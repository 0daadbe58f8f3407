import { describe, expect, it } from 'vitest';
import { effectsOf, refusal } from './test-effects.js';

describe('"… unless [player] pays [cost]" (118.12)', () => {
  it('wraps the clause before it: "Counter target spell unless its controller pays {1}."', () => {
    const [effect] = effectsOf('Counter target spell unless its controller pays {1}.');
    expect(effect).toMatchObject({
      kind: 'unless',
      payer: { kind: 'controllerOf', of: { kind: 'it' } },
      costs: [{ kind: 'mana', mana: [{ kind: 'generic', amount: 1 }] }],
      effects: [{ kind: 'counter', what: { kind: 'target' } }],
    });
  });

  it('only the clause it follows: "put a +1/+1 counter on ~, then sacrifice ~ unless you pay {G}"', () => {
    const effects = effectsOf('Put a +1/+1 counter on ~, then sacrifice ~ unless you pay {G}.', '~');
    expect(effects.map((e) => e.kind)).toEqual(['putCounters', 'unless']);
    expect(effects[1]).toMatchObject({ payer: { kind: 'you' }, effects: [{ kind: 'sacrifice' }] });
  });

  it('inside "you may", and with life as the payment', () => {
    expect(effectsOf('You may counter target spell unless its controller pays {X}.')[0]).toMatchObject({
      kind: 'optional',
      effects: [{ kind: 'unless' }],
    });
    expect(effectsOf('Destroy target creature unless its controller pays 3 life.')[0]).toMatchObject({
      kind: 'unless',
      costs: [{ kind: 'payLife', amount: 3 }],
    });
  });

  it('a payment "for each …": that many times over, counted as it resolves (107.1)', () => {
    expect(
      effectsOf('Counter target spell unless its controller pays {1} for each card in your hand.')[0],
    ).toMatchObject({
      kind: 'unless',
      costs: [{ kind: 'mana', mana: [{ kind: 'generic', amount: 1 }] }],
      times: { kind: 'count', of: { nouns: ['card'], qualities: [{ kind: 'zone', zone: 'hand', whose: 'you' }] } },
    });
  });

  it('"unless they pay": the players who act, else the player named before', () => {
    expect(effectsOf('Each opponent sacrifices a permanent unless they pay {2}.')[0]).toMatchObject({
      kind: 'unless',
      payer: { kind: 'each', description: { nouns: ['player'] } },
      effects: [{ kind: 'sacrifice' }],
    });
    expect(effectsOf('~ deals 2 damage to that player unless they pay {2}.', '~')[0]).toMatchObject({
      kind: 'unless',
      payer: { kind: 'thatPlayer' },
    });
  });

  it.each([
    ['Counter target spell unless its controller pays {1} plus {1} for each card.', 'plus {1} for each card.'],
    ['Counter target spell unless its controller discards a card.', 'discards a card.'],
  ])('refuses a payment it cannot read exactly: %s', (text, at) => {
    expect(refusal(text)?.at).toBe(at);
  });
});
