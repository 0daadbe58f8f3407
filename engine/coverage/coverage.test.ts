import { describe, expect, it } from 'vitest';
import { parseCardText } from '../format/formats.js';
import { cardCoverage, coverageOf, formatShare, stopPhrase, summarizeCoverage } from './coverage.js';

function file(path: string, text: string) {
  return { path, result: parseCardText(text, path) };
}

// Lines the grammar takes (Shock, Serra Angel: real cards) and lines of made-up words no grammar will take, so these
// tests stay true while the grammar grows.
const shock = file('shock.card', 'name Shock\ncost {R}\ntype instant\ntext ~ deals 2 damage to any target.\n');
const zorbAura = file(
  'zorb-aura.card',
  "name Zorb Aura\ncost {1}{W}\ntype enchantment - aura\ntext Zorble creature\ntext Zorbled creature can't attack or block.\n",
);
const sentry = file(
  'sentry.card',
  'name Frob Monk\ncost {2}{W}\ntype creature - human monk cleric\npt 2/2\n' +
    'text Whenzo ~ frobs the battlefield, you gain 2 life.\n',
);
const angel = file(
  'angel.card',
  'name Serra Angel\ncost {3}{W}{W}\ntype creature - angel\npt 4/4\ntext Flying, vigilance\n' +
    "text (This creature can't be blocked except by creatures with flying or reach.)\n",
);

describe('cardCoverage', () => {
  it('counts a line once, however many abilities it gives', () => {
    // "Flying, vigilance" is two keyword abilities on one line; the reminder-only line is no ability.
    expect(cardCoverage(angel.path, angel.result)).toEqual({ abilityLines: 1, clean: true, refused: [] });
  });

  it('keeps each refused line with its place, text, card and key', () => {
    const coverage = cardCoverage(zorbAura.path, zorbAura.result);
    expect(coverage.abilityLines).toBe(2);
    expect(coverage.clean).toBe(false);
    expect(coverage.refused.map(({ line, column, text, card, key }) => ({ line, column, text, card, key }))).toEqual([
      { line: 4, column: 6, text: 'Zorble creature', card: 'Zorb Aura', key: 'zorble creature' },
      {
        line: 5,
        column: 6,
        text: "Zorbled creature can't attack or block.",
        card: 'Zorb Aura',
        key: "zorbled creature can't",
      },
    ]);
  });

  it('takes the key where the grammar stopped, and the column from the warning', () => {
    const monk = cardCoverage(sentry.path, sentry.result);
    expect(monk.refused[0]).toMatchObject({ line: 5, column: 6, key: 'whenzo ~ frobs' });
    const zorble = file('zorble.card', 'name Sage\ntype artifact\ntext {1}, {T}: Zorble 2 widgets.\n');
    const [line] = cardCoverage(zorble.path, zorble.result).refused;
    // The warning points at "Zorble", past the cost the grammar did take; the key starts there too.
    expect(line).toMatchObject({ column: 16, key: 'zorble 2 widgets' });
    expect(zorble.result.warnings[0]).toMatchObject({ code: 'unparsed-ability', line: 3, column: 16 });
  });

  it('counts the faces of a multi-face card once each', () => {
    const split = file(
      'night-day.card',
      'layout split\n\nface Night\ncost {B}\ntype instant\ntext Zorble target creature.\n\n' +
        'face Day\ncost {2}{W}\ntype instant\ntext Frob each player.\n',
    );
    const coverage = cardCoverage(split.path, split.result);
    expect(coverage.abilityLines).toBe(2);
    expect(coverage.refused.map((r) => [r.line, r.card, r.key])).toEqual([
      [6, 'Night // Day', 'zorble target creature'],
      [11, 'Night // Day', 'frob each player'],
    ]);
  });

  it('leaves out implied land abilities and apply lines, and counts a redundant line as understood', () => {
    // The implied "{T}: Add {G}." is line 0; the written one is redundant (a warning) but understood.
    const forest = file(
      'forest.card',
      'name Forest\nsuper basic\ntype land - forest\ntext {T}: Add {G}.\napply enters-tapped\n',
    );
    expect(forest.result.warnings.map((w) => w.code)).toEqual(['redundant-ability']);
    expect(cardCoverage(forest.path, forest.result)).toEqual({ abilityLines: 1, clean: false, refused: [] });
  });

  it("counts a text line read as an implementation's wording: it is rules text the engine runs", () => {
    const lane = file('tapped.card', 'name Tapped Lane\ntype land\ntext ~ enters the battlefield tapped.\n');
    expect(lane.result.card.abilities.map((a) => a.kind)).toEqual(['applied']);
    expect(cardCoverage(lane.path, lane.result)).toEqual({ abilityLines: 1, clean: true, refused: [] });
  });
});

describe('stopPhrase', () => {
  it('takes up to three words from the stop, lower case, without punctuation or reminder text', () => {
    expect(stopPhrase('When ~ enters the battlefield, draw a card.', 0)).toBe('when ~ enters');
    expect(stopPhrase('Flying (This creature can fly.) Enchant creature', 6)).toBe('enchant creature');
    expect(stopPhrase('Cycling {2}{U} ({2}{U}, Discard ~: Draw a card.)', 0)).toBe('cycling {2}{U}');
    expect(stopPhrase('{t}: Target creature gets +1/+1 until end of turn.', 5)).toBe('target creature gets');
    expect(stopPhrase('{t}: Add {g}.', 0)).toBe('{T} add {G}');
  });

  it('names a stop at the end of the line', () => {
    expect(stopPhrase('Flying, and', 11)).toBe('(end of line)');
    expect(stopPhrase('Flying (reminder)', 6)).toBe('(end of line)');
    expect(stopPhrase('Flying (unclosed reminder', 6)).toBe('unclosed reminder');
    expect(stopPhrase('Zorble (one (two)) the widget', 0)).toBe('zorble the widget');
  });
});

describe('coverageOf', () => {
  it('adds up lines and cards and groups refused lines largest first, ties by key', () => {
    const ward = file('ward.card', 'name Ward\ntype enchantment - aura\ntext Zorble creature\ntext Flying\n');
    const report = coverageOf([shock, zorbAura, sentry, angel, ward]);
    expect(report).toMatchObject({
      abilityLines: 7,
      understoodLines: 3,
      cards: 5,
      cleanCards: 2,
    });
    expect(report.understoodShare).toBeCloseTo(3 / 7);
    expect(report.groups.map((g) => [g.key, g.count, g.examples])).toEqual([
      ['zorble creature', 2, ['Zorb Aura', 'Ward']],
      ['whenzo ~ frobs', 1, ['Frob Monk']],
      ["zorbled creature can't", 1, ['Zorb Aura']],
    ]);
    expect(report.groups[0]?.lines.map((l) => [l.path, l.line, l.column, l.text])).toEqual([
      ['zorb-aura.card', 4, 6, 'Zorble creature'],
      ['ward.card', 3, 6, 'Zorble creature'],
    ]);
  });

  it('keeps two different example cards per group', () => {
    const a = file('a.card', 'name A\ntype enchantment\ntext Zorble creature\n');
    const a2 = file('a2.card', 'name A\ntype enchantment\ntext Zorble creature\n');
    const b = file('b.card', 'name B\ntype enchantment\ntext Zorble creature\n');
    const c = file('c.card', 'name C\ntype enchantment\ntext Zorble creature\n');
    expect(coverageOf([a, a2, b, c]).groups[0]?.examples).toEqual(['A', 'B']);
  });

  it('says everything is understood when there is nothing to read', () => {
    expect(summarizeCoverage([])).toEqual({
      abilityLines: 0,
      understoodLines: 0,
      understoodShare: 1,
      cards: 0,
      cleanCards: 0,
      groups: [],
    });
  });

  it('stays linear on many cards', () => {
    const many = Array.from({ length: 20_000 }, (_, i) => ({
      abilityLines: 2,
      clean: false,
      refused: [{ path: `${i}.card`, line: 3, column: 6, text: 'Zorble creature', card: `C${i}`, key: `k${i % 500}` }],
    }));
    const started = performance.now();
    const report = summarizeCoverage(many);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(report.groups).toHaveLength(500);
    expect(report.groups[0]).toMatchObject({ key: 'k0', count: 40 });
  });
});

describe('formatShare', () => {
  it('shows one decimal', () => {
    expect(formatShare(4862 / 26233)).toBe('18.5%');
    expect(formatShare(1)).toBe('100.0%');
  });
});
