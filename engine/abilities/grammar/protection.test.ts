import { describe, expect, it } from 'vitest';
import { parseAbilityText } from '../parse-ability.js';
import { describeAbility } from '../describe.js';
import { KEYWORDS } from '../keywords.js';

const one = (text: string) => {
  const r = parseAbilityText(text, 2);
  expect(r.abilities).toHaveLength(1);
  return r.abilities[0];
};

describe('evasion and characteristic keywords (702.14, 702.28, 702.31, 702.36, 702.73, 702.114)', () => {
  it.each([
    'fear',
    'shadow',
    'horsemanship',
    'swampwalk',
    'islandwalk',
    'forestwalk',
    'mountainwalk',
    'plainswalk',
    'nonbasic landwalk',
    'devoid',
    'changeling',
  ] as const)('reads %s', (keyword) => {
    const text = keyword.charAt(0).toUpperCase() + keyword.slice(1);
    expect(one(text)).toEqual({ kind: 'keyword', keyword, line: 2, text });
    const entry = KEYWORDS.find((k) => k.keyword === keyword);
    expect(entry?.rule).toMatch(/^702\./);
    expect(entry?.explanation.length).toBeGreaterThan(10);
  });

  it('reads them in keyword lists, and reminder text goes', () => {
    expect(parseAbilityText('Flying, swampwalk', 1).abilities.map((a) => a.kind === 'keyword' && a.keyword)).toEqual([
      'flying',
      'swampwalk',
    ]);
    expect(parseAbilityText('Changeling (This card is every creature type.)', 1).abilities).toHaveLength(1);
  });

  it('does not read a keyword inside a longer word', () => {
    expect(one('Fearless')?.kind).toBe('unparsed');
  });
});

describe('protection (702.16a)', () => {
  it('from a color', () => {
    expect(one('Protection from black')).toEqual({
      kind: 'protection',
      everything: false,
      qualities: [{ kind: 'color', color: 'B', negated: false }],
      line: 2,
      text: 'Protection from black',
    });
  });

  it('from several qualities (702.16g), card types, subtypes, multicolored, all colors, everything', () => {
    const qualities = (text: string) => {
      const a = one(text);
      return a?.kind === 'protection' ? a.qualities : null;
    };
    expect(qualities('Protection from red and from white')).toEqual([
      { kind: 'color', color: 'R', negated: false },
      { kind: 'color', color: 'W', negated: false },
    ]);
    expect(qualities('Protection from creatures')).toEqual([{ kind: 'type', type: 'creature', negated: false }]);
    expect(qualities('Protection from artifacts')).toEqual([{ kind: 'type', type: 'artifact', negated: false }]);
    expect(qualities('Protection from Demons and from Dragons')).toEqual([
      { kind: 'subtype', subtype: 'Demon', negated: false },
      { kind: 'subtype', subtype: 'Dragon', negated: false },
    ]);
    expect(qualities('Protection from multicolored')).toEqual([{ kind: 'colorCount', count: 'multicolored' }]);
    expect(qualities('Protection from all colors')).toHaveLength(5);
    expect(one('Protection from everything')).toMatchObject({ kind: 'protection', everything: true, qualities: [] });
  });

  it('mixes with other keywords on a line', () => {
    const r = parseAbilityText('Flying, protection from red', 1);
    expect(r.abilities.map((a) => a.kind)).toEqual(['keyword', 'protection']);
    expect(r.abilities[1]?.text).toBe('protection from red');
  });

  it('refuses what is no characteristic: a chosen color', () => {
    expect(one('Protection from the color of your choice')?.kind).toBe('unparsed');
    expect(parseAbilityText('Protection from the chosen color', 1).problem).not.toBeNull();
  });

  it('is described in the parser panel', () => {
    const a = one('Protection from red and from creatures');
    expect(a && describeAbility(a)).toBe('Keyword: protection from red and from creatures');
  });
});

/** 702.16, 613.1f: protection granted by an effect or a static ability, a modification in layer 6. */
describe('granted protection', () => {
  const modifications = (text: string) => {
    const a = one(text);
    if (a?.kind === 'static' && a.effect.kind === 'continuous') return a.effect.modifications;
    if (a?.kind === 'activated' || a?.kind === 'spell') {
      const e = a.effects[0];
      return e?.kind === 'modify' ? e.modifications : null;
    }
    return null;
  };
  const red = { kind: 'color', color: 'R', negated: false } as const;

  it('"gains protection from the color of your choice / its controller\'s choice" (608.2d)', () => {
    expect(
      modifications(
        '{T}: Target creature you control gains protection from the color of your choice until end of turn.',
      ),
    ).toEqual([{ kind: 'protection', protection: { everything: false, qualities: [] }, ofChoice: 'you' }]);
    expect(
      modifications(
        "{2}: Target creature gains protection from the color of its controller's choice until end of turn.",
      ),
    ).toEqual([{ kind: 'protection', protection: { everything: false, qualities: [] }, ofChoice: 'itsController' }]);
  });

  it('"gains protection from red", with keywords before it', () => {
    expect(modifications('{W}: Target creature gains protection from red until end of turn.')).toEqual([
      { kind: 'protection', protection: { everything: false, qualities: [red] } },
    ]);
    expect(
      modifications('Discard a card: ~ gains flying and protection from green and from white until end of turn.'),
    ).toEqual([
      { kind: 'addKeywords', keywords: ['flying'] },
      {
        kind: 'protection',
        protection: {
          everything: false,
          qualities: [
            { kind: 'color', color: 'G', negated: false },
            { kind: 'color', color: 'W', negated: false },
          ],
        },
      },
    ]);
  });

  it('"has protection from …" in a static ability, "the chosen color", and what the effect doesn\'t remove', () => {
    expect(modifications('Enchanted creature gets +1/+1 and has protection from creatures.')?.[1]).toEqual({
      kind: 'protection',
      protection: { everything: false, qualities: [{ kind: 'type', type: 'creature', negated: false }] },
    });
    expect(modifications("Enchanted creature has protection from red. This effect doesn't remove ~.")).toEqual([
      { kind: 'protection', protection: { everything: false, qualities: [red] }, keeps: 'source' },
    ]);
    expect(
      modifications(
        "Enchanted creature has protection from the chosen color. This effect doesn't remove Auras and Equipment you control that are already attached to it.",
      ),
    ).toEqual([
      {
        kind: 'protection',
        protection: { everything: false, qualities: [{ kind: 'chosen', what: 'color' }] },
        keeps: 'yours',
      },
    ]);
    expect(modifications('Creatures you control have flying, haste, and protection from black and from red.')).toEqual([
      { kind: 'addKeywords', keywords: ['flying', 'haste'] },
      {
        kind: 'protection',
        protection: { everything: false, qualities: [{ kind: 'color', color: 'B', negated: false }, red] },
      },
    ]);
  });

  it('refuses what it cannot execute', () => {
    // A choice between two protections; "the chosen color" where nothing chose one; a player's protection.
    expect(
      one('Target creature gains protection from artifacts or from the color of your choice until end of turn.')?.kind,
    ).toBe('unparsed');
    expect(one('Target creature gains protection from the chosen color until end of turn.')?.kind).toBe('unparsed');
    expect(one('You gain protection from the color of your choice until end of turn.')?.kind).toBe('unparsed');
    expect(one('Enchanted creature has protection from the color of your choice.')?.kind).toBe('unparsed');
  });
});
