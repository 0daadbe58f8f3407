import { describe, expect, it } from 'vitest';
import { parseAbilityText } from '../parse-ability.js';

const effect = (text: string): unknown => {
  const result = parseAbilityText(text, 1, []);
  expect(result.problem).toBeNull();
  const [ability] = result.abilities;
  return ability?.kind === 'static' ? ability.effect : ability?.kind;
};

describe('"As ~ enters the battlefield, choose …" (614.12)', () => {
  it.each([
    ['As ~ enters the battlefield, choose a color.', 'color', null],
    ['As ~ enters the battlefield, choose a color other than red.', 'color', 'R'],
    ['As ~ enters the battlefield, choose a creature type.', 'creatureType', null],
    ['As ~ enters the battlefield, choose a basic land type.', 'basicLandType', null],
    ['As ~ enters, choose an opponent.', 'opponent', null],
    ['As ~ enters the battlefield, choose a player.', 'player', null],
  ])('reads "%s"', (text, choice, except) => {
    expect(effect(text)).toEqual({ kind: 'asEntersChoose', choice, except });
  });

  it('refuses choices it cannot make, and more sentences', () => {
    expect(parseAbilityText('As ~ enters the battlefield, choose a card name.').problem?.message).toContain(
      'what to choose',
    );
    expect(parseAbilityText('As ~ enters the battlefield, choose an opponent. Draw a card.').problem).not.toBeNull();
  });

  it('"of the chosen color / type" is a quality of descriptions', () => {
    const [ability] = parseAbilityText('Creatures you control of the chosen type get +1/+1.').abilities;
    expect(ability?.kind === 'static' && ability.effect.kind === 'continuous' && ability.effect.affected).toEqual({
      kind: 'each',
      description: {
        nouns: ['creature'],
        qualities: [
          { kind: 'controller', who: 'you' },
          { kind: 'chosen', what: 'type' },
        ],
      },
    });
  });
});
