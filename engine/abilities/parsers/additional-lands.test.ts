import { describe, expect, it } from 'vitest';
import { effectsOf } from '../effects/test-effects.js';
import { parseAbilityText } from '../parse-ability.js';

const staticEffect = (text: string) => {
  const ability = parseAbilityText(text, 1, ['Test Card']).abilities[0];
  return ability?.kind === 'static' ? ability.effect : ability;
};

// Real wordings from the sample: Exploration, Azusa, Rites of Flourishing, Storm Cauldron, Urban Evolution, Summer Bloom.
describe('additional land plays (305.2)', () => {
  it("reads the static permission for your turns or each player's", () => {
    expect(staticEffect('You may play an additional land on each of your turns.')).toEqual({
      kind: 'additionalLands',
      who: 'you',
      count: 1,
    });
    expect(staticEffect('You may play two additional lands on each of your turns.')).toMatchObject({ count: 2 });
    expect(staticEffect('Each player may play an additional land on each of their turns.')).toMatchObject({
      who: 'each',
    });
    expect(staticEffect('Each player may play an additional land during each of their turns.')).toMatchObject({
      who: 'each',
    });
  });

  it('reads "this turn" as an effect that is a permission, not a choice made as it resolves', () => {
    expect(effectsOf('Draw three cards. You may play an additional land this turn.')[1]).toEqual({
      kind: 'additionalLands',
      who: { kind: 'you' },
      count: 1,
    });
    expect(effectsOf('You may play up to three additional lands this turn.')).toEqual([
      { kind: 'additionalLands', who: { kind: 'you' }, count: 3 },
    ]);
  });
});
