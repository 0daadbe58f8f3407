import { describe, expect, it } from 'vitest';
import type { Ability } from '../../templates/card-template.js';
import { parseAbilityText } from '../parse-ability.js';

const abilitiesOf = (text: string): readonly Ability[] => parseAbilityText(text, 0, ['Foo']).abilities;
const problemOf = (text: string): string | undefined => parseAbilityText(text, 0, ['Foo']).problem?.message;

describe('morph and megamorph (702.37)', () => {
  it('"Morph {2}{U}" keeps its mana cost to turn the card face up', () => {
    expect(abilitiesOf('Morph {2}{U} (You may cast this card face down as a 2/2 creature for {3}.)')).toEqual([
      {
        kind: 'morph',
        line: 0,
        text: 'Morph {2}{U}',
        costs: [
          {
            kind: 'mana',
            mana: [
              { kind: 'generic', amount: 2 },
              { kind: 'colored', color: 'U' },
            ],
          },
        ],
        mega: false,
      },
    ]);
  });

  it('"Megamorph {1}{G}" is a morph that adds a +1/+1 counter (702.37b)', () => {
    expect(abilitiesOf('Megamorph {1}{G}')).toMatchObject([{ kind: 'morph', mega: true }]);
  });

  it('"Morph—Pay 5 life." and "Morph—Discard a card." read their costs after the dash', () => {
    expect(abilitiesOf('Morph—Pay 5 life.')).toMatchObject([
      { kind: 'morph', costs: [{ kind: 'payLife', amount: 5 }] },
    ]);
    expect(abilitiesOf('Morph—Discard a card.')).toMatchObject([{ kind: 'morph', costs: [{ kind: 'discard' }] }]);
  });

  it('says what it expected after a morph it cannot read', () => {
    expect(problemOf('Morph')).toMatch(/the morph cost/);
    expect(problemOf('Morph—Reveal a blue card in your hand.')).toMatch(/a cost such as/);
  });

  it('"When ~ is turned face up, …" is a trigger on the special action (702.37e)', () => {
    expect(abilitiesOf('When ~ is turned face up, draw two cards.')).toMatchObject([
      { kind: 'triggered', trigger: { event: { kind: 'turnedFaceUp', what: { kind: 'self' } } } },
    ]);
    expect(abilitiesOf('Whenever a permanent you control is turned face up, draw a card.')).toMatchObject([
      {
        kind: 'triggered',
        trigger: {
          event: {
            kind: 'turnedFaceUp',
            what: { kind: 'matching', description: { nouns: ['permanent'] } },
          },
        },
      },
    ]);
  });
});
