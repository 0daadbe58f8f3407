import { describe, expect, it } from 'vitest';
import { effectsOf } from './test-effects.js';

describe('investigate (701.36a)', () => {
  it('is "Create a Clue token.": a colorless Clue artifact with "{2}, Sacrifice ~: Draw a card."', () => {
    const [effect] = effectsOf('Investigate.') ?? [];
    expect(effect).toMatchObject({
      kind: 'createTokens',
      who: { kind: 'you' },
      amount: { kind: 'fixed', value: 1 },
      token: { name: 'Clue Token', colors: [], types: ['artifact'], subtypes: ['Clue'] },
    });
    expect(effect?.kind === 'createTokens' && effect.token.abilities?.[0]?.text).toBe('{2}, Sacrifice ~: Draw a card.');
  });

  it('reads after "then" like any verb', () => {
    expect(effectsOf('Draw a card, then investigate.')?.map((e) => e.kind)).toEqual(['drawCards', 'createTokens']);
  });
});
