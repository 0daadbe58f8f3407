import { describe, expect, it } from 'vitest';
import { parseAbilityText } from '../parse-ability.js';

describe('transmute (702.53a) and channel ("Discard ~" costs)', () => {
  it('"Transmute {1}{U}{U}" discards the card from the hand to find a card of the same mana value, as a sorcery', () => {
    const [ability] = parseAbilityText('Transmute {1}{U}{U}', 1, ['Dizzy Spell']).abilities;
    expect(ability).toMatchObject({
      kind: 'activated',
      zone: 'hand',
      costs: [{ kind: 'mana' }, { kind: 'discardSelf' }],
      restrictions: [{ kind: 'sorcerySpeed' }],
      effects: [
        {
          kind: 'search',
          reveal: true,
          to: 'hand',
          what: {
            nouns: ['card'],
            qualities: [
              {
                kind: 'compareTo',
                property: 'manaValue',
                op: '=',
                amount: { kind: 'property', property: 'manaValue', of: { kind: 'self' } },
              },
            ],
          },
        },
      ],
    });
    expect(ability).not.toHaveProperty('cycling');
    expect(parseAbilityText('Transmute', 1, ['X']).problem?.message).toContain('the transmute cost');
  });

  it('a channel line is an activated ability that works from the hand, not a cycling one', () => {
    const [ability] = parseAbilityText(
      "Channel — {U}, Discard Shinen of Flight's Wings: Target creature gains flying until end of turn.",
      1,
      ["Shinen of Flight's Wings"],
    ).abilities;
    expect(ability).toMatchObject({
      kind: 'activated',
      zone: 'hand',
      costs: [{ kind: 'mana' }, { kind: 'discardSelf' }],
    });
    expect(ability).not.toHaveProperty('cycling');
  });

  it('"the same mana value as ~" is a comparison with the source', () => {
    const [ability] = parseAbilityText(
      'Search your library for a creature card with the same mana value as ~, reveal it, put it into your hand, then shuffle.',
      1,
      ['X'],
    ).abilities;
    expect(ability).toMatchObject({
      effects: [{ what: { qualities: [{ kind: 'type' }, { kind: 'compareTo', property: 'manaValue', op: '=' }] } }],
    });
  });
});
