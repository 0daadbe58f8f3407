import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Color } from '../../../mana/mana-symbol.js';
import type { Keyword, Protection, StaticEffect } from '../../../templates/card-template.js';
import { canBlock, canBlockAlone } from '../can-block.js';
import type { Combatant, LandSeen } from '../combatant.js';

const KEYWORDS: readonly Keyword[] = [
  'flying',
  'reach',
  'intimidate',
  'menace',
  'defender',
  'vigilance',
  'fear',
  'shadow',
  'horsemanship',
  'swampwalk',
  'nonbasic landwalk',
];
const PROTECTIONS: readonly Protection[] = [
  { everything: false, qualities: [{ kind: 'color', color: 'B', negated: false }] },
  { everything: false, qualities: [{ kind: 'type', type: 'artifact', negated: false }] },
];
const LANDS: readonly LandSeen[] = [
  { subtypes: ['Swamp'], supertypes: ['basic'] },
  { subtypes: [], supertypes: [] },
];
/** The blocking restrictions among the static effects (continuous ones are not about blocking). */
const STATICS: readonly Exclude<StaticEffect['kind'], 'continuous'>[] = ['cantBlock', 'canBlockOnlyFlying'];

const combatant: fc.Arbitrary<Combatant> = fc
  .record({
    keywords: fc.subarray([...KEYWORDS]),
    statics: fc.subarray([...STATICS]),
    colors: fc.subarray<Color>(['W', 'U', 'B', 'R', 'G']),
    artifact: fc.boolean(),
    protections: fc.subarray([...PROTECTIONS]),
    lands: fc.option(fc.subarray([...LANDS]), { nil: null }),
  })
  .map((r) => ({
    name: 'x',
    colors: r.colors,
    types: r.artifact ? ['artifact', 'creature'] : ['creature'],
    keywords: new Set(r.keywords),
    subtypes: [],
    supertypes: [],
    statics: r.statics.map((kind) => ({ kind }) as StaticEffect),
    protections: r.protections,
    controllerLands: r.lands,
  }));

/**
 * The rules, written out once more, independently: 702.9b, 702.17b, 702.13b, 702.36b, 702.28b, 702.31b, 702.14c,
 * 702.16f, 509.1b restrictions, 101.2.
 */
function oracle(a: Combatant, b: Combatant): boolean {
  const has = (c: Combatant, k: Keyword) => c.keywords.has(k);
  const hasStatic = (c: Combatant, k: StaticEffect['kind']) => c.statics.some((s) => s.kind === k);
  if (hasStatic(b, 'cantBlock')) return false;
  if (hasStatic(b, 'canBlockOnlyFlying') && !has(a, 'flying')) return false;
  if (has(a, 'flying') && !has(b, 'flying') && !has(b, 'reach')) return false;
  if (has(a, 'intimidate') && !b.types.includes('artifact') && !b.colors.some((c) => a.colors.includes(c)))
    return false;
  if (has(a, 'fear') && !b.types.includes('artifact') && !b.colors.includes('B')) return false;
  if (has(a, 'shadow') !== has(b, 'shadow')) return false;
  if (has(a, 'horsemanship') && !has(b, 'horsemanship')) return false;
  const lands = b.controllerLands ?? [];
  if (has(a, 'swampwalk') && lands.some((l) => l.subtypes.includes('Swamp'))) return false;
  if (has(a, 'nonbasic landwalk') && lands.some((l) => !l.supertypes.includes('basic'))) return false;
  for (const p of a.protections) {
    for (const q of p.qualities) {
      if (q.kind === 'color' && b.colors.includes(q.color)) return false;
      if (q.kind === 'type' && b.types.includes(q.type)) return false;
    }
  }
  return true;
}

describe('blocking restrictions against an independent oracle', () => {
  it('canBlock agrees with the rules for every combination of abilities', () => {
    fc.assert(
      fc.property(combatant, combatant, (a, b) => {
        const verdict = canBlock(a, b);
        expect(verdict.ok).toBe(oracle(a, b));
        if (!verdict.ok) expect(verdict.reasons.length).toBeGreaterThan(0);
      }),
      { numRuns: 1000, seed: 509 },
    );
  });

  it('blocking alone additionally fails against menace (702.111b)', () => {
    fc.assert(
      fc.property(combatant, combatant, (a, b) => {
        expect(canBlockAlone(a, b).ok).toBe(oracle(a, b) && !a.keywords.has('menace'));
      }),
      { numRuns: 500, seed: 111 },
    );
  });

  it('adding a "can\'t" never turns a refusal into a permission (101.2)', () => {
    fc.assert(
      fc.property(combatant, combatant, (a, b) => {
        const stricter: Combatant = { ...b, statics: [...b.statics, { kind: 'cantBlock' }] };
        expect(canBlock(a, stricter).ok).toBe(false);
        if (!canBlock(a, b).ok) expect(canBlock(a, stricter).ok).toBe(false);
      }),
      { seed: 1012 },
    );
  });

  it('defender and vigilance never matter for blocking', () => {
    fc.assert(
      fc.property(combatant, combatant, (a, b) => {
        const plain = (c: Combatant): Combatant => ({
          ...c,
          keywords: new Set([...c.keywords].filter((k) => k !== 'defender' && k !== 'vigilance')),
        });
        expect(canBlock(a, b)).toEqual(canBlock(plain(a), plain(b)));
      }),
      { seed: 7023 },
    );
  });
});
