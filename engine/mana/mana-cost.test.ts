import { describe, expect, it } from 'vitest';
import { colorsOfCost, formatManaCost, manaValue, parseManaCost } from './mana-cost.js';

describe('parseManaCost', () => {
  it('reads {2}{W}{W} and formats it back', () => {
    const parsed = parseManaCost('{2}{W}{W}');
    expect(parsed).toEqual({
      ok: true,
      cost: [
        { kind: 'generic', amount: 2 },
        { kind: 'colored', color: 'W' },
        { kind: 'colored', color: 'W' },
      ],
    });
    expect(parsed.ok && formatManaCost(parsed.cost)).toBe('{2}{W}{W}');
  });

  it.each(['{X}{R}', '{B/R}', '{2/W}', '{W/P}', '{C}', '{S}', '{0}', '{10}{G}'])('round-trips %s', (text) => {
    const parsed = parseManaCost(text);
    expect(parsed.ok && formatManaCost(parsed.cost)).toBe(text);
  });

  it('accepts lower case and spaces between symbols', () => {
    const parsed = parseManaCost('{1} {g/w}');
    expect(parsed.ok && formatManaCost(parsed.cost)).toBe('{1}{G/W}');
  });

  it('points at the bad symbol', () => {
    expect(parseManaCost('{2}{Q}{G}')).toMatchObject({ ok: false, error: { start: 3, end: 6 } });
    expect(parseManaCost('{2}{G')).toMatchObject({ ok: false, error: { start: 3, end: 5 } });
    expect(parseManaCost('2G')).toMatchObject({ ok: false, error: { start: 0, end: 2 } });
    expect(parseManaCost('{G/G}')).toMatchObject({ ok: false });
    expect(parseManaCost('')).toMatchObject({ ok: false });
  });
});

describe('manaValue (rule 202.3)', () => {
  it('counts generic, colored, hybrid 1, two-brid 2, X as 0', () => {
    const value = (text: string): number => {
      const parsed = parseManaCost(text);
      return parsed.ok ? manaValue(parsed.cost) : -1;
    };
    expect(value('{2}{W}{W}')).toBe(4);
    expect(value('{X}{R}')).toBe(1);
    expect(value('{2/W}{2/W}{2/W}')).toBe(6);
    expect(value('{B/R}{W/P}')).toBe(2);
    expect(manaValue(null)).toBe(0);
  });
});

describe('colorsOfCost (rule 202.2)', () => {
  it('gives WUBRG order, hybrid both colors, none for colorless', () => {
    const colors = (text: string): readonly string[] => {
      const parsed = parseManaCost(text);
      return parsed.ok ? colorsOfCost(parsed.cost) : [];
    };
    expect(colors('{G}{W}')).toEqual(['W', 'G']);
    expect(colors('{B/R}')).toEqual(['B', 'R']);
    expect(colors('{4}{C}{S}')).toEqual([]);
  });
});
