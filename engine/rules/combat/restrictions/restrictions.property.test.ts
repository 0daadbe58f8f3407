import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Color } from '../../../mana/mana-symbol.js';
import type { CombatRestriction, Description, Keyword, Protection } from '../../../templates/card-template.js';
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
const flyers: Description = {
  nouns: ['creature'],
  qualities: [{ kind: 'keyword', keyword: 'flying', negated: false }],
};
const black: Description = { nouns: ['creature'], qualities: [{ kind: 'color', color: 'B', negated: false }] };
const artifacts: Description = { nouns: ['creature'], qualities: [{ kind: 'type', type: 'artifact', negated: false }] };
/** Restrictions a combatant may have, granted by anything (509.1b). */
const RESTRICTIONS: readonly CombatRestriction[] = [
  { kind: 'cantBlock', alone: false },
  { kind: 'canBlockOnly', attackers: flyers },
  { kind: 'cantBeBlocked', by: null, except: null },
  { kind: 'cantBeBlocked', by: black, except: null },
  { kind: 'cantBeBlocked', by: null, except: artifacts },
];

const combatant: fc.Arbitrary<Combatant> = fc
  .record({
    keywords: fc.subarray([...KEYWORDS]),
    restrictions: fc.subarray([...RESTRICTIONS]),
    colors: fc.subarray<Color>(['W', 'U', 'B', 'R', 'G']),
    artifact: fc.boolean(),
    protections: fc.subarray([...PROTECTIONS]),
    lands: fc.option(fc.subarray([...LANDS]), { nil: null }),
  })
  .map((r): Combatant => ({
    name: 'x',
    colors: r.colors,
    types: r.artifact ? ['artifact', 'creature'] : ['creature'],
    keywords: new Set(r.keywords),
    subtypes: [],
    supertypes: [],
    power: '2',
    toughness: '2',
    restrictions: r.restrictions.map((restriction) => ({
      restriction,
      source: 'Effect',
      sourceObject: null,
      controller: null,
    })),
    protections: r.protections,
    controllerLands: r.lands,
    game: null,
  }));

/**
 * The rules, written out once more, independently: 702.9b, 702.17b, 702.13b, 702.36b, 702.28b, 702.31b, 702.14c,
 * 702.16f, 509.1b restrictions, 101.2.
 */
function oracle(a: Combatant, b: Combatant): boolean {
  const has = (c: Combatant, k: Keyword) => c.keywords.has(k);
  const restricted = (c: Combatant, r: CombatRestriction) => c.restrictions.some((g) => g.restriction === r);
  const [cantBlock, onlyFlyers, unblockable, notByBlack, onlyArtifacts] = RESTRICTIONS as CombatRestriction[];
  if (restricted(b, cantBlock as CombatRestriction)) return false;
  if (restricted(b, onlyFlyers as CombatRestriction) && !has(a, 'flying')) return false;
  if (restricted(a, unblockable as CombatRestriction)) return false;
  if (restricted(a, notByBlack as CombatRestriction) && b.colors.includes('B')) return false;
  if (restricted(a, onlyArtifacts as CombatRestriction) && !b.types.includes('artifact')) return false;
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
        const cantBlock: CombatRestriction = { kind: 'cantBlock', alone: false };
        const stricter: Combatant = {
          ...b,
          restrictions: [
            ...b.restrictions,
            { restriction: cantBlock, source: 'Pacifism', sourceObject: null, controller: null },
          ],
        };
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
