import { describe, expect, it } from 'vitest';
import { parseAbilityText } from '../parse-ability.js';
import { effectsOf, refusal } from './test-effects.js';

describe('emblems (114.2)', () => {
  it('"You get an emblem with "Creatures you control get +1/+1."": a static ability of the emblem', () => {
    expect(effectsOf('You get an emblem with "Creatures you control get +1/+1."')).toMatchObject([
      {
        kind: 'createEmblem',
        who: { kind: 'you' },
        abilities: [
          {
            kind: 'static',
            text: 'Creatures you control get +1/+1.',
            effect: {
              kind: 'continuous',
              affected: { kind: 'each', description: { nouns: ['creature'] } },
              modifications: [{ kind: 'ptChange' }],
            },
          },
        ],
      },
    ]);
  });

  it('a loyalty ability with a triggered emblem; "this emblem" is the emblem (`~`), its text kept as written', () => {
    const result = parseAbilityText(
      '\u22127: You get an emblem with "Whenever you cast a spell, this emblem deals 5 damage to any target."',
      1,
      ['Chandra, Torch of Defiance', 'Chandra'],
    );
    expect(result.problem).toBeNull();
    expect(result.abilities[0]).toMatchObject({
      kind: 'activated',
      costs: [{ kind: 'loyalty', sign: -1 }],
      effects: [
        {
          kind: 'createEmblem',
          abilities: [
            {
              kind: 'triggered',
              text: 'Whenever you cast a spell, this emblem deals 5 damage to any target.',
              trigger: { event: { kind: 'castSpell', who: 'you' } },
              effects: [{ kind: 'dealDamage', from: { kind: 'self' }, to: { kind: 'target' } }],
            },
          ],
        },
      ],
    });
  });

  it('another player gets it: "Target opponent gets …", "Each opponent gets …"', () => {
    expect(
      effectsOf('Target opponent gets an emblem with "Whenever a player draws a card, you lose 2 life."'),
    ).toMatchObject([{ kind: 'createEmblem', who: { kind: 'target', description: { nouns: ['player'] } } }]);
    expect(
      effectsOf(
        'Each opponent gets an emblem with "At the beginning of your upkeep, this emblem deals 1 damage to you."',
      ),
    ).toMatchObject([{ kind: 'createEmblem', who: { kind: 'each' } }]);
  });

  it('two quoted abilities joined by "and"; curly quotes; a sentence after the quote', () => {
    expect(
      effectsOf(
        'You get an emblem with "Creatures you control get +1/+0." and "At the beginning of your end step, you gain 1 life."',
      ),
    ).toMatchObject([{ kind: 'createEmblem', abilities: [{ kind: 'static' }, { kind: 'triggered' }] }]);
    expect(effectsOf('You get an emblem with \u201cCreatures you control get +1/+1.\u201d')).toMatchObject([
      { kind: 'createEmblem' },
    ]);
    expect(effectsOf('You get an emblem with "Creatures you control get +1/+1." Draw a card.')).toMatchObject([
      { kind: 'createEmblem' },
      { kind: 'drawCards' },
    ]);
  });

  it('a quoted ability the grammar refuses refuses the line, saying why inside the quote', () => {
    const refused = refusal('You get an emblem with "Creatures you control wibble."');
    expect(refused?.at).toBe('wibble."');
    const inner = refusal(
      'You get an emblem with "Whenever a creature attacks a planeswalker, this emblem deals 1 damage to that creature."',
    );
    expect(inner?.message).toContain("',' after the trigger condition");
    expect(inner?.at.startsWith('a planeswalker, this emblem')).toBe(true);
  });

  it('refuses abilities that do nothing from the command zone (114.4), the card naming itself, a missing quote', () => {
    expect(refusal('You get an emblem with "~ gets +1/+1."')?.message).toContain("doesn't name the card");
    expect(refusal('You get an emblem with "Flying"')?.message).toContain('works from the command zone');
    expect(refusal('You get an emblem with "Enchanted creature gets +1/+1."')?.message).toContain(
      'works from the command zone',
    );
    expect(refusal('You get an emblem with "Creatures you control get +1/+1.')?.message).toContain('closing quote');
    expect(refusal('You get an emblem with flying.')?.message).toContain('in quotes');
    expect(refusal('Target creature gets an emblem with "Creatures you control get +1/+1."')).not.toBeNull();
  });
});
