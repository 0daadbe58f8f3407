import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NOUN_NAMES, type Description, type Noun, type Quality } from '../../templates/card-template.js';
import { idOf } from '../test-support/find.js';
import { allMatching, allObjectIds, matchesDescription, type Viewpoint } from './matches.js';
import { board } from './test-board.js';

const state = board();
const NOUNS: readonly Noun[] = NOUN_NAMES;
const negated = fc.boolean();
const who = fc.constantFrom('you' as const, 'opponent' as const);

/** One generator per quality kind: the mapped type makes a new kind a compile error here. */
const QUALITY: { readonly [K in Quality['kind']]: fc.Arbitrary<Extract<Quality, { kind: K }>> } = {
  color: fc.record({ kind: fc.constant('color'), color: fc.constantFrom('W', 'U', 'B', 'R', 'G'), negated }),
  colorCount: fc.record({
    kind: fc.constant('colorCount'),
    count: fc.constantFrom('colorless', 'multicolored', 'monocolored'),
  }),
  type: fc.record({
    kind: fc.constant('type'),
    type: fc.constantFrom('creature', 'artifact', 'land', 'enchantment', 'sorcery', 'instant'),
    negated,
  }),
  subtype: fc.record({ kind: fc.constant('subtype'), subtype: fc.constantFrom('Goblin', 'Elf', 'Angel'), negated }),
  supertype: fc.record({ kind: fc.constant('supertype'), supertype: fc.constantFrom('legendary', 'basic'), negated }),
  keyword: fc.record({
    kind: fc.constant('keyword'),
    keyword: fc.constantFrom('flying', 'haste', 'hexproof'),
    negated,
  }),
  controller: fc.record({ kind: fc.constant('controller'), who }),
  owner: fc.record({ kind: fc.constant('owner'), who }),
  other: fc.constant({ kind: 'other' }),
  tapped: fc.record({ kind: fc.constant('tapped'), tapped: fc.boolean() }),
  token: fc.record({ kind: fc.constant('token'), token: fc.boolean() }),
  paired: fc.record({ kind: fc.constant('paired'), paired: fc.boolean() }),
  kicked: fc.constant({ kind: 'kicked' as const }),
  designated: fc.record({
    kind: fc.constant('designated'),
    designation: fc.constantFrom('renowned', 'monstrous'),
    negated: fc.boolean(),
  }),
  combat: fc.record({
    kind: fc.constant('combat'),
    roles: fc.subarray(['attacking', 'blocking'] as const, { minLength: 1 }),
  }),
  counter: fc.record({
    kind: fc.constant('counter'),
    counter: fc.constantFrom('+1/+1', 'charge', null),
    negated,
  }),
  compare: fc.record({
    kind: fc.constant('compare'),
    property: fc.constantFrom('power', 'toughness', 'manaValue'),
    op: fc.constantFrom('<=', '>=', '='),
    value: fc.integer({ min: 0, max: 5 }),
  }),
  zone: fc.record({
    kind: fc.constant('zone'),
    zone: fc.constantFrom('battlefield', 'stack', 'graveyard', 'hand', 'library', 'exile'),
    whose: fc.constantFrom('you', 'opponent', 'any', 'that'),
  }),
  chosen: fc.record({ kind: fc.constant('chosen'), what: fc.constantFrom('color', 'type') }),
  targets: fc.record({ kind: fc.constant('targets'), what: fc.constant(null) }),
  dealtDamageBy: fc.record({ kind: fc.constant('dealtDamageBy'), by: fc.constantFrom('self', 'equipped') }),
  wasDealtDamage: fc.constant({ kind: 'wasDealtDamage' }),
  exiledWith: fc.constant({ kind: 'exiledWith' }),
  named: fc.constant({ kind: 'named', name: 'Bear' }),
  shares: fc.constant({ kind: 'shares', what: 'color', with: 'self', other: false }),
  controlledBy: fc.record({ kind: fc.constant('controlledBy'), player: fc.constantFrom('defending', 'that') }),
  compareTo: fc.record({
    kind: fc.constant('compareTo'),
    property: fc.constantFrom('power', 'toughness', 'manaValue'),
    op: fc.constantFrom('<', '<=', '=', '>=', '>'),
    amount: fc.oneof(
      fc.record({ kind: fc.constant('variable' as const), letter: fc.constant('X' as const) }),
      fc.record({
        kind: fc.constant('property' as const),
        property: fc.constantFrom('power', 'toughness', 'manaValue'),
        of: fc.constant({ kind: 'self' as const }),
      }),
    ),
  }),
  anyOf: fc.record({
    kind: fc.constant('anyOf'),
    qualities: fc.array(
      fc.oneof(
        fc.record({ kind: fc.constant('color' as const), color: fc.constantFrom('W', 'G'), negated }),
        fc.record({ kind: fc.constant('tapped' as const), tapped: fc.boolean() }),
      ),
      { maxLength: 2 },
    ),
  }),
  allOf: fc.record({
    kind: fc.constant('allOf'),
    qualities: fc.array(
      fc.oneof(
        fc.record({ kind: fc.constant('color' as const), color: fc.constantFrom('W', 'G'), negated }),
        fc.record({ kind: fc.constant('tapped' as const), tapped: fc.boolean() }),
      ),
      { maxLength: 2 },
    ),
  }),
};
const quality: fc.Arbitrary<Quality> = fc.oneof(...Object.values(QUALITY));
const description: fc.Arbitrary<Description> = fc.record({
  nouns: fc.subarray([...NOUNS], { minLength: 1, maxLength: 3 }),
  qualities: fc.array(quality, { maxLength: 3 }),
});
const viewpoint: fc.Arbitrary<Viewpoint> = fc.record({
  controller: fc.constantFrom('p1', 'p2'),
  source: fc.constantFrom(null, idOf(state, 'Goblin'), idOf(state, 'Angel')),
});
const everyId = [...state.playerOrder, ...allObjectIds(state)];

describe('description matching (properties)', () => {
  it('allMatching is exactly the ids that match, in the fixed order, once each', () => {
    fc.assert(
      fc.property(description, viewpoint, (desc, vp) => {
        expect(allMatching(state, desc, vp)).toEqual(everyId.filter((id) => matchesDescription(state, id, desc, vp)));
      }),
    );
  });

  it('adding a quality never adds a match (except one naming a zone, which says where to look instead)', () => {
    // "creature card in your graveyard": a zone quality replaces the default zone of a card-type noun (the
    // battlefield), so it may add cards elsewhere; every other quality only narrows.
    const namesZone = (q: Quality): boolean => q.kind === 'zone' || (q.kind === 'anyOf' && q.qualities.some(namesZone));
    fc.assert(
      fc.property(
        description,
        quality.filter((q) => !namesZone(q)),
        viewpoint,
        (desc, q, vp) => {
          const narrower = allMatching(state, { ...desc, qualities: [...desc.qualities, q] }, vp);
          const wider = allMatching(state, desc, vp);
          expect(narrower.every((id) => wider.includes(id))).toBe(true);
        },
      ),
    );
  });

  it('nouns are any-of: the matches of two nouns are the union of each', () => {
    fc.assert(
      fc.property(description, fc.constantFrom(...NOUNS), viewpoint, (desc, noun, vp) => {
        const both = allMatching(state, { ...desc, nouns: [...desc.nouns, noun] }, vp);
        const one = allMatching(state, desc, vp);
        const other = allMatching(state, { ...desc, nouns: [noun] }, vp);
        expect(new Set(both)).toEqual(new Set([...one, ...other]));
      }),
    );
  });

  it('a negated quality splits an object noun\'s matches in two ("black" / "nonblack")', () => {
    const negatable = fc.oneof(QUALITY.color, QUALITY.type, QUALITY.subtype, QUALITY.supertype, QUALITY.keyword);
    fc.assert(
      fc.property(description, negatable, viewpoint, (desc, q, vp) => {
        const objects = { ...desc, nouns: desc.nouns.filter((n) => n !== 'player' && n !== 'any') };
        const base = allMatching(state, objects, vp);
        const yes = allMatching(state, { ...objects, qualities: [...objects.qualities, { ...q, negated: false }] }, vp);
        const no = allMatching(state, { ...objects, qualities: [...objects.qualities, { ...q, negated: true }] }, vp);
        expect(yes.filter((id) => no.includes(id))).toEqual([]);
        expect(new Set([...yes, ...no])).toEqual(new Set(base));
      }),
    );
  });

  it('anyOf of one quality is that quality', () => {
    fc.assert(
      fc.property(description, quality, viewpoint, (desc, q, vp) => {
        const plain = allMatching(state, { ...desc, qualities: [...desc.qualities, q] }, vp);
        const wrapped = allMatching(
          state,
          { ...desc, qualities: [...desc.qualities, { kind: 'anyOf', qualities: [q] }] },
          vp,
        );
        expect(wrapped).toEqual(plain);
      }),
    );
  });
});
