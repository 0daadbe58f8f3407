import { describe, expect, it } from 'vitest';
import type { Effect } from '../../templates/card-template.js';
import { effectsOf } from './test-effects.js';

const tokenOf = (effect: Effect | undefined) =>
  effect?.kind === 'createTokens'
    ? effect.token
    : effect?.kind === 'optional' && effect.effects[0]?.kind === 'createTokens'
      ? effect.effects[0].token
      : null;

describe('"It has …" / "They have …" after creating tokens (111.4)', () => {
  it('gives the token the quoted ability', () => {
    const [effect, more] =
      effectsOf('Create a 1/1 colorless Eldrazi Scion creature token. It has "Sacrifice ~: Add {C}."') ?? [];
    expect(more).toBeUndefined();
    const token = tokenOf(effect);
    expect(token).toMatchObject({
      name: 'Eldrazi Scion Token',
      power: 1,
      toughness: 1,
      subtypes: ['Eldrazi', 'Scion'],
    });
    expect(token?.abilities?.map((a) => a.text)).toEqual(['Sacrifice ~: Add {C}.']);
    expect(token?.abilities?.[0]).toMatchObject({ kind: 'activated', isManaAbility: true });
  });

  it('reads "They have" after several tokens, and keywords as well as quoted abilities', () => {
    const plural = effectsOf(
      'Create two 1/1 colorless Eldrazi Scion creature tokens. They have "Sacrifice ~: Add {C}."',
    );
    expect(tokenOf(plural?.[0])?.abilities).toHaveLength(1);
    const keyword = effectsOf('Create a 1/1 white Spirit creature token. It has flying.');
    expect(tokenOf(keyword?.[0])?.keywords).toEqual(['flying']);
  });

  it('applies inside "you may create …"', () => {
    const [effect] =
      effectsOf('You may create a 0/1 colorless Eldrazi Spawn creature token. It has "Sacrifice ~: Add {C}."') ?? [];
    expect(effect?.kind).toBe('optional');
    expect(tokenOf(effect)?.abilities).toHaveLength(1);
  });

  it('keeps the number straight: "It has" after several tokens is not read', () => {
    expect(() => effectsOf('Create two 1/1 white Spirit creature tokens. It has flying.')).toThrow(/refused/);
    expect(() => effectsOf('Draw a card. It has flying.')).toThrow(/refused/);
  });
});
