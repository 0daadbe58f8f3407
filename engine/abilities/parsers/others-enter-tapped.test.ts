import { describe, expect, it } from 'vitest';
import { parseAbilityText } from '../parse-ability.js';

const effectOf = (text: string) => {
  const result = parseAbilityText(text);
  const [ability] = result.abilities;
  return result.problem ? null : ability?.kind === 'static' ? ability.effect : ability;
};

describe('"… enter the battlefield tapped" of other permanents (614.1c, 614.12)', () => {
  it('reads the permanents described', () => {
    expect(effectOf('Creatures your opponents control enter the battlefield tapped.')).toEqual({
      kind: 'othersEnterTapped',
      what: { nouns: ['creature'], qualities: [{ kind: 'controller', who: 'opponent' }] },
    });
    expect(effectOf('Nonbasic lands your opponents control enter the battlefield tapped.')).toMatchObject({
      what: { nouns: ['land'] },
    });
    expect(effectOf('Permanents enter the battlefield tapped.')).toEqual({
      kind: 'othersEnterTapped',
      what: { nouns: ['permanent'], qualities: [] },
    });
  });

  it("leaves ~'s own wording and cards to other parsers", () => {
    expect(effectOf('~ enters the battlefield tapped.')).toMatchObject({ kind: 'applied' });
    expect(effectOf('Creature cards enter the battlefield tapped.')).toBeNull();
  });
});
