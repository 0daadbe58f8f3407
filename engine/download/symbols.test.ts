import { describe, expect, it } from 'vitest';
import {
  normalizeGathererSymbols,
  normalizeLegacySymbols,
  normalizeLoyaltyCost,
  stripInlineTags,
  symbolFromGathererImage,
} from './symbols.js';

describe('symbolFromGathererImage', () => {
  it.each([
    ['BP', 'Phyrexian Black', '{B/P}'],
    ['UP', 'Phyrexian Blue', '{U/P}'],
    ['2R', 'Two or Red', '{2/R}'],
    ['WU', 'White or Blue', '{W/U}'],
    ['tap', 'Tap', '{T}'],
    ['untap', 'Untap', '{Q}'],
    ['snow', 'Snow', '{S}'],
    ['10', '10', '{10}'],
    ['X', 'Variable Colorless', '{X}'],
    ['G', 'Green', '{G}'],
  ])('name=%s (%s) → %s', (code, alt, expected) => {
    expect(symbolFromGathererImage(code, alt)).toBe(expected);
  });
});

describe('normalizeGathererSymbols (today’s site)', () => {
  it('splits runs, reads parenthesized hybrids and snow', () => {
    expect(normalizeGathererSymbols('{UUU}')).toBe('{U}{U}{U}');
    expect(normalizeGathererSymbols('{(u/b)}, {T}: Add {WW}.')).toBe('{U/B}, {T}: Add {W}{W}.');
    expect(normalizeGathererSymbols('{(2/w)}')).toBe('{2/W}');
    expect(normalizeGathererSymbols('{Si}: Regenerate')).toBe('{S}: Regenerate');
  });

  it('reads bare codes of printed text', () => {
    expect(normalizeGathererSymbols('o3, ocT, Sacrifice a creature: draw.')).toBe(
      '{3}, {T}, Sacrifice a creature: draw.',
    );
    expect(normalizeGathererSymbols('oW: ~ gets +1/+1.')).toBe('{W}: ~ gets +1/+1.');
    expect(normalizeGathererSymbols('ooWoU add')).toBe('{W}{U} add');
    expect(normalizeGathererSymbols('of odd words stay')).toBe('of odd words stay');
  });
});

describe('normalizeLegacySymbols', () => {
  it('reads slash-less hybrid, phyrexian and two-brid', () => {
    expect(normalizeLegacySymbols('{WU}, {T}: Add {W}{W}.')).toBe('{W/U}, {T}: Add {W}{W}.');
    expect(normalizeLegacySymbols('{BP}{2G}')).toBe('{B/P}{2/G}');
  });
});

describe('normalizeLoyaltyCost', () => {
  it.each([
    ['＋１：Draw.', '+1: Draw.'],
    ['−2: Mill.', '-2: Mill.'],
    ['—X: Boom.', '-X: Boom.'],
    ['[+3]: Win.', '+3: Win.'],
    ['0: Nothing.', '0: Nothing.'],
    ['2: Not a loyalty cost.', '2: Not a loyalty cost.'],
  ])('%s → %s', (line, expected) => {
    expect(normalizeLoyaltyCost(line)).toBe(expected);
  });
});

it('stripInlineTags keeps reminder text and drops italics, escaped or not', () => {
  expect(stripInlineTags('Evoke {U} &lt;i&gt;(You may cast it.)&lt;/i&gt; <i>x</i>')).toBe(
    'Evoke {U} (You may cast it.) x',
  );
});
