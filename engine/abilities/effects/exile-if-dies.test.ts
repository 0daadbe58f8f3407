import { describe, expect, it } from 'vitest';
import { parseAbilityText } from '../parse-ability.js';
import { effectsOf, refusal } from './test-effects.js';

/** 614.1a, 700.4: "If … would die [this turn], exile it instead." */
describe('exile instead of dying', () => {
  it('"If that creature [or planeswalker] would die this turn, exile it instead." after the effect that named it', () => {
    expect(
      effectsOf('Test Card deals 2 damage to target creature. If that creature would die this turn, exile it instead.'),
    ).toMatchObject([{ kind: 'dealDamage' }, { kind: 'exileIfDies', what: { kind: 'it' }, dealtDamageThisWay: null }]);
    expect(
      effectsOf(
        'Test Card deals 3 damage to target creature or planeswalker. If that creature or planeswalker would die this turn, exile it instead.',
      ).at(-1),
    ).toMatchObject({ kind: 'exileIfDies', what: { kind: 'it' } });
  });

  it('"If a creature / permanent dealt damage this way would die this turn, exile it instead."', () => {
    expect(
      effectsOf(
        'Test Card deals 2 damage to any target. If a creature dealt damage this way would die this turn, exile it instead.',
      ).at(-1),
    ).toEqual({ kind: 'exileIfDies', what: null, dealtDamageThisWay: { nouns: ['creature'], qualities: [] } });
    expect(
      effectsOf(
        'Test Card deals 1 damage to each creature and each planeswalker. If a permanent dealt damage this way would die this turn, exile it instead.',
      ).at(-1),
    ).toMatchObject({ dealtDamageThisWay: { nouns: ['permanent'] } });
  });

  it('refuses it with nothing named before', () => {
    expect(refusal('If that creature would die this turn, exile it instead.')).not.toBeNull();
  });

  it('static: "If ~ would die, exile it instead.", "If a creature dealt damage by ~ this turn would die, …"', () => {
    const effect = (text: string): unknown => {
      const [ability] = parseAbilityText(text, 1, ['Test Card']).abilities;
      return ability?.kind === 'static' ? ability.effect : null;
    };
    expect(effect('If Test Card would die, exile it instead.')).toEqual({ kind: 'exileIfDies', what: null });
    expect(effect('If a creature dealt damage by Test Card this turn would die, exile it instead.')).toEqual({
      kind: 'exileIfDies',
      what: { nouns: ['creature'], qualities: [{ kind: 'dealtDamageBy', by: 'self' }] },
    });
    expect(effect('If another creature would die, exile it instead.')).toEqual({
      kind: 'exileIfDies',
      what: { nouns: ['creature'], qualities: [{ kind: 'other' }] },
    });
  });
});
