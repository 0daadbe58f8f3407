import { describe, expect, it } from 'vitest';
import type { Quality } from '../../templates/card-template.js';
import { idOf } from '../test-support/find.js';
import { allMatching, allObjectIds, choosable, matchesDescription, type Viewpoint } from './matches.js';
import { board, d, names } from './test-board.js';

const state = board();
const goblin = idOf(state, 'Goblin');
const me: Viewpoint = { controller: 'p1', source: goblin };
const them: Viewpoint = { controller: 'p2', source: null };
const all = (desc: ReturnType<typeof d>, viewpoint = me) => names(state, allMatching(state, desc, viewpoint));

describe('names (201.2)', () => {
  it('"named Bear"; "named ~" is the source\'s own name (201.5)', () => {
    expect(all(d(['creature'], { kind: 'named', name: 'Bear' }))).toEqual(['Bear']);
    expect(all(d(['creature'], { kind: 'named', name: null }))).toEqual(['Goblin']);
    expect(all(d(['creature'], { kind: 'named', name: null }), them)).toEqual([]);
  });
});

describe('sharing with an object (201.2, 105.2, 205.3, 205.2a)', () => {
  const shares = (
    what: 'name' | 'color' | 'creatureType' | 'cardType',
    other = false,
    by: 'it' | 'self' = 'it',
  ): Quality => ({ kind: 'shares', what, with: by, other });
  const about = (name: string): Viewpoint => ({ ...me, it: idOf(state, name) });

  it('compares with the object named before ("it"), none without one', () => {
    // Golgari is black and green: the Bear shares green.
    expect(all(d(['creature'], shares('color')), about('Golgari'))).toEqual(['Bear', 'Golgari']);
    expect(all(d(['creature'], shares('color', true)), about('Golgari'))).toEqual(['Bear']);
    expect(all(d(['creature'], shares('color')))).toEqual([]);
    expect(all(d(['permanent'], shares('cardType', true)), about('Ring'))).toEqual([]);
    expect(all(d(['permanent'], shares('cardType', true)), about('Bear'))).toEqual([
      'Goblin',
      'Elite',
      'Angel',
      'Golgari',
    ]);
    expect(all(d(['creature'], shares('name', true)), about('Bear'))).toEqual([]);
    expect(all(d(['creature'], shares('creatureType')), about('Angel'))).toEqual(['Angel']);
  });

  it('compares with the source ("~")', () => {
    expect(all(d(['creature'], shares('creatureType', false, 'self')))).toEqual(['Goblin']);
  });
});

describe('nouns', () => {
  it('"any target" is players, creatures, planeswalkers and battles (115.4)', () => {
    expect(all(d(['any']))).toEqual(['p1', 'p2', 'Goblin', 'Bear', 'Elite', 'Angel', 'Golgari']);
  });

  it('"permanent" is everything on the battlefield, in turn order', () => {
    expect(all(d(['permanent']))).toEqual(['Goblin', 'Bear', 'Elite', 'Ring', 'Forest', 'Angel', 'Golgari', 'Shrine']);
  });

  it('"spell" is on the stack (112.1); "card" is in any zone but the battlefield and stack', () => {
    expect(all(d(['spell']))).toEqual(['Blaze']);
    expect(all(d(['card']))).toEqual(['Zombie', 'Bolt', 'L1']);
  });

  it('"source" is any object outside hidden zones (120.7); one of your choice a permanent or spell (609.7a)', () => {
    expect(all(d(['source']))).toEqual([
      'Goblin',
      'Bear',
      'Elite',
      'Ring',
      'Forest',
      'Angel',
      'Golgari',
      'Shrine',
      'Blaze',
      'Zombie',
    ]);
    expect(names(state, choosable(state, d(['source']), me))).toEqual([
      'Goblin',
      'Bear',
      'Elite',
      'Ring',
      'Forest',
      'Angel',
      'Golgari',
      'Shrine',
      'Blaze',
    ]);
  });

  it('card-type nouns look on the battlefield unless a zone quality says otherwise', () => {
    expect(all(d(['creature']))).toEqual(['Goblin', 'Bear', 'Elite', 'Angel', 'Golgari']);
    expect(all(d(['creature'], { kind: 'zone', zone: 'graveyard', whose: 'any' }))).toEqual(['Zombie']);
    expect(all(d(['artifact', 'enchantment']))).toEqual(['Ring', 'Shrine']);
    expect(all(d(['land']))).toEqual(['Forest']);
    expect(all(d(['planeswalker', 'battle']))).toEqual([]);
  });

  it('"player" is each player; a player who left the game is none (800.4a)', () => {
    expect(all(d(['player']))).toEqual(['p1', 'p2']);
    const lost = { ...state, players: { ...state.players, p2: { ...state.players.p2!, lost: true } } };
    expect(allMatching(lost, d(['player']), me)).toEqual(['p1']);
  });

  it('unknown ids match nothing', () => {
    expect(matchesDescription(state, 'c999', d(['permanent', 'player', 'card', 'spell']), me)).toBe(false);
  });
});

describe('qualities', () => {
  it('color and colorCount (105.2, 105.4)', () => {
    expect(all(d(['creature'], { kind: 'color', color: 'W', negated: false }))).toEqual(['Elite', 'Angel']);
    expect(all(d(['creature'], { kind: 'color', color: 'B', negated: true }))).toEqual([
      'Goblin',
      'Bear',
      'Elite',
      'Angel',
    ]);
    expect(all(d(['permanent'], { kind: 'colorCount', count: 'colorless' }))).toEqual(['Ring', 'Forest']);
    expect(all(d(['permanent'], { kind: 'colorCount', count: 'multicolored' }))).toEqual(['Golgari']);
    expect(all(d(['creature'], { kind: 'colorCount', count: 'monocolored' }))).toEqual([
      'Goblin',
      'Bear',
      'Elite',
      'Angel',
    ]);
  });

  it('type, subtype and supertype, plain and negated (205)', () => {
    expect(all(d(['permanent'], { kind: 'type', type: 'creature', negated: true }))).toEqual([
      'Ring',
      'Forest',
      'Shrine',
    ]);
    expect(all(d(['permanent'], { kind: 'type', type: 'land', negated: true }))).toHaveLength(7);
    expect(all(d(['creature'], { kind: 'subtype', subtype: 'Goblin', negated: false }))).toEqual(['Goblin']);
    expect(all(d(['creature'], { kind: 'subtype', subtype: 'elf', negated: false }))).toEqual(['Golgari']);
    expect(all(d(['creature'], { kind: 'subtype', subtype: 'Angel', negated: true }))).toHaveLength(4);
    expect(all(d(['permanent'], { kind: 'supertype', supertype: 'legendary', negated: false }))).toEqual(['Elite']);
    expect(all(d(['land'], { kind: 'supertype', supertype: 'basic', negated: true }))).toEqual([]);
  });

  it('keywords: "with flying", "without flying"', () => {
    expect(all(d(['creature'], { kind: 'keyword', keyword: 'flying', negated: false }))).toEqual(['Elite', 'Angel']);
    expect(all(d(['creature'], { kind: 'keyword', keyword: 'flying', negated: true }))).toEqual([
      'Goblin',
      'Bear',
      'Golgari',
    ]);
  });

  it('controller and owner depend on the viewpoint (108.3, 108.4)', () => {
    const mine = d(['creature'], { kind: 'controller', who: 'you' });
    expect(all(mine)).toEqual(['Goblin', 'Bear', 'Elite']);
    expect(all(mine, them)).toEqual(['Angel', 'Golgari']);
    expect(all(d(['creature'], { kind: 'controller', who: 'opponent' }))).toEqual(['Angel', 'Golgari']);
    expect(all(d(['card'], { kind: 'owner', who: 'opponent' }))).toEqual(['Zombie', 'Bolt', 'L1']);
    expect(all(d(['card'], { kind: 'owner', who: 'you' }))).toEqual([]);
    expect(all(d(['spell'], { kind: 'controller', who: 'opponent' }))).toEqual(['Blaze']);
  });

  it('"you" / "opponent" / "other" for players', () => {
    expect(all(d(['player'], { kind: 'controller', who: 'opponent' }))).toEqual(['p2']);
    expect(all(d(['player'], { kind: 'controller', who: 'you' }))).toEqual(['p1']);
    expect(all(d(['player'], { kind: 'controller', who: 'you' }), them)).toEqual(['p2']);
    expect(all(d(['player'], { kind: 'other' }))).toEqual(['p2']);
  });

  it('"another" excludes the source (and nothing without a source)', () => {
    expect(all(d(['creature'], { kind: 'other' }, { kind: 'controller', who: 'you' }))).toEqual(['Bear', 'Elite']);
    expect(all(d(['creature'], { kind: 'other' }), them)).toHaveLength(5);
  });

  it('tapped, token', () => {
    expect(all(d(['permanent'], { kind: 'tapped', tapped: true }))).toEqual(['Forest']);
    expect(all(d(['permanent'], { kind: 'tapped', tapped: false }))).toHaveLength(7);
    expect(all(d(['creature'], { kind: 'token', token: true }))).toEqual(['Elite']);
    expect(all(d(['creature'], { kind: 'token', token: false }))).toHaveLength(4);
  });

  it('combat roles read state.combat (506.4)', () => {
    expect(all(d(['creature'], { kind: 'combat', roles: ['attacking'] }))).toEqual(['Bear']);
    expect(all(d(['creature'], { kind: 'combat', roles: ['blocking'] }))).toEqual(['Angel']);
    expect(all(d(['creature'], { kind: 'combat', roles: ['attacking', 'blocking'] }))).toEqual(['Bear', 'Angel']);
    expect(
      allMatching({ ...state, combat: null }, d(['creature'], { kind: 'combat', roles: ['attacking'] }), me),
    ).toEqual([]);
  });

  it('compare: power and toughness with counters, mana value with X (202.3)', () => {
    expect(all(d(['creature'], { kind: 'compare', property: 'power', op: '<=', value: 1 }))).toEqual(['Elite']);
    expect(all(d(['creature'], { kind: 'compare', property: 'toughness', op: '>=', value: 4 }))).toEqual(['Angel']);
    expect(all(d(['creature'], { kind: 'compare', property: 'power', op: '=', value: 2 }))).toEqual([
      'Goblin',
      'Bear',
      'Golgari',
    ]);
    // A noncreature permanent has no power at all (208.3).
    expect(all(d(['permanent'], { kind: 'compare', property: 'power', op: '<=', value: 5 }))).toHaveLength(5);
    const bear = idOf(state, 'Bear');
    const pumped = {
      ...state,
      objects: { ...state.objects, [bear]: { ...state.objects[bear]!, counters: { '+1/+1': 2 } } },
    };
    expect(
      names(
        pumped,
        allMatching(pumped, d(['creature'], { kind: 'compare', property: 'power', op: '>=', value: 4 }), me),
      ),
    ).toEqual(['Bear', 'Angel']);
    expect(all(d(['permanent'], { kind: 'compare', property: 'manaValue', op: '>=', value: 3 }))).toEqual([
      'Angel',
      'Shrine',
    ]);
    expect(all(d(['permanent'], { kind: 'compare', property: 'manaValue', op: '=', value: 0 }))).toEqual(['Forest']);
    // On the stack X is the chosen value (202.3e): {X}{R} with X = 3 is 4.
    expect(all(d(['spell'], { kind: 'compare', property: 'manaValue', op: '=', value: 4 }))).toEqual(['Blaze']);
  });

  it('zone and whose', () => {
    expect(all(d(['card'], { kind: 'zone', zone: 'hand', whose: 'opponent' }))).toEqual(['Bolt']);
    expect(all(d(['card'], { kind: 'zone', zone: 'hand', whose: 'you' }))).toEqual([]);
    expect(all(d(['card'], { kind: 'zone', zone: 'library', whose: 'you' }), them)).toEqual(['L1']);
    expect(all(d(['permanent'], { kind: 'zone', zone: 'battlefield', whose: 'you' }))).toHaveLength(5);
    expect(all(d(['spell'], { kind: 'zone', zone: 'stack', whose: 'opponent' }))).toEqual(['Blaze']);
    // "from target player's hand": the player the subject names (the viewpoint's `player`), none without one.
    const hand = d(['card'], { kind: 'zone', zone: 'hand', whose: 'that' });
    expect(all(hand, { ...me, player: 'p2' })).toEqual(['Bolt']);
    expect(all(hand, { ...me, player: 'p1' })).toEqual([]);
    expect(all(hand)).toEqual([]);
  });

  it('counters: "with a +1/+1 counter on it", "with one or more counters on them", "without …" (122.1)', () => {
    expect(all(d(['artifact'], { kind: 'counter', counter: null, negated: false }))).toEqual(['Ring']);
    expect(all(d(['permanent'], { kind: 'counter', counter: '+1/+1', negated: false }))).toEqual([]);
    expect(all(d(['artifact', 'creature'], { kind: 'counter', counter: 'charge', negated: true }))).toEqual([
      'Goblin',
      'Bear',
      'Elite',
      'Angel',
      'Golgari',
    ]);
  });

  it('"dealt damage by ~ this turn": the turn\'s record of what the source damaged', () => {
    const bear = idOf(state, 'Bear');
    const angel = idOf(state, 'Angel');
    const damaged = { ...state, turn: { ...state.turn, damaged: { [goblin]: [angel], [bear]: [goblin] } } };
    const byGoblin = d(['creature'], { kind: 'dealtDamageBy', by: 'self' });
    expect(names(damaged, allMatching(damaged, byGoblin, me))).toEqual(['Angel']);
    expect(allMatching(damaged, byGoblin, { controller: 'p1', source: bear })).toEqual([goblin]);
    // "target player dealt damage by ~ this turn": players are in the record too.
    const hitP2 = { ...state, turn: { ...state.turn, damaged: { [goblin]: ['p2'] } } };
    expect(allMatching(hitP2, d(['player'], { kind: 'dealtDamageBy', by: 'self' }), me)).toEqual(['p2']);
  });

  it('"that was dealt damage this turn": by any source (120.3)', () => {
    const angel = idOf(state, 'Angel');
    const damaged = { ...state, turn: { ...state.turn, wasDamaged: [angel, 'p2'] } };
    const wasDealt = d(['creature', 'player'], { kind: 'wasDealtDamage' });
    expect(names(damaged, allMatching(damaged, wasDealt, me))).toEqual(['p2', 'Angel']);
    expect(all(wasDealt)).toEqual([]);
  });

  it('"defending player controls" (506.2): the player attacked, else the opponent; "that player" the viewpoint\'s', () => {
    const defending = d(['permanent'], { kind: 'controlledBy', player: 'defending' });
    expect(all(defending)).toEqual(['Angel', 'Golgari', 'Shrine']);
    // Outside combat: the opponent of the ability's controller.
    const calm = { ...state, combat: null };
    expect(names(calm, allMatching(calm, defending, them))).toEqual(['Goblin', 'Bear', 'Elite', 'Ring', 'Forest']);
    const that = d(['creature'], { kind: 'controlledBy', player: 'that' });
    expect(all(that, { ...me, player: 'p2' })).toEqual(['Angel', 'Golgari']);
    expect(all(that)).toEqual([]);
    // Cards in a graveyard have no controller (108.4a).
    expect(
      all(
        d(['card'], { kind: 'controlledBy', player: 'defending' }, { kind: 'zone', zone: 'graveyard', whose: 'any' }),
      ),
    ).toEqual([]);
  });

  it("compareTo: X as announced (107.3a), a count, the source's power", () => {
    const x = { kind: 'variable', letter: 'X' } as const;
    const upToX = d(['permanent'], { kind: 'compareTo', property: 'manaValue', op: '<=', amount: x });
    expect(all(upToX)).toEqual(['Forest']);
    expect(all(upToX, { ...me, x: 2 })).toEqual(['Goblin', 'Bear', 'Elite', 'Ring', 'Forest', 'Golgari']);
    const exactlyX = d(['creature'], { kind: 'compareTo', property: 'manaValue', op: '=', amount: x });
    expect(all(exactlyX, { ...me, x: 5 })).toEqual(['Angel']);
    // "with power less than ~'s power": the Goblin's 2.
    const selfPower = { kind: 'property', property: 'power', of: { kind: 'self' } } as const;
    expect(all(d(['creature'], { kind: 'compareTo', property: 'power', op: '<', amount: selfPower }))).toEqual([
      'Elite',
    ]);
    expect(all(d(['creature'], { kind: 'compareTo', property: 'power', op: '>', amount: selfPower }))).toEqual([
      'Angel',
    ]);
    // Without a source there is nothing to compare with.
    expect(all(d(['creature'], { kind: 'compareTo', property: 'power', op: '<', amount: selfPower }), them)).toEqual(
      [],
    );
    // "toughness greater than or equal to the number of creatures you control" (p1: three, p2: two).
    const count = { kind: 'count', of: d(['creature'], { kind: 'controller', who: 'you' }), times: 1 } as const;
    const upToCount = d(['creature'], { kind: 'compareTo', property: 'toughness', op: '>=', amount: count });
    expect(all(upToCount)).toEqual(['Angel']);
    expect(all(upToCount, them)).toEqual(['Goblin', 'Bear', 'Angel', 'Golgari']);
  });

  it('anyOf: "white or green"', () => {
    const whiteOrGreen: Quality = {
      kind: 'anyOf',
      qualities: [
        { kind: 'color', color: 'W', negated: false },
        { kind: 'color', color: 'G', negated: false },
      ],
    };
    expect(all(d(['creature'], whiteOrGreen))).toEqual(['Bear', 'Elite', 'Angel', 'Golgari']);
    expect(all(d(['creature'], { kind: 'anyOf', qualities: [] }))).toEqual([]);
  });

  it('players have the negated object qualities only ("each creature without flying and each player")', () => {
    const earthquake = d(['creature', 'player'], { kind: 'keyword', keyword: 'flying', negated: true });
    expect(all(earthquake)).toEqual(['p1', 'p2', 'Goblin', 'Bear', 'Golgari']);
    expect(all(d(['player'], { kind: 'tapped', tapped: false }))).toEqual([]);
  });
});

describe('allObjectIds', () => {
  it('lists every object once', () => {
    const ids = allObjectIds(state);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(Object.keys(state.objects).sort());
  });
});

/** One case per quality kind; the mapped type makes a new kind in the contract a compile error until it has one. */
const ONE_PER_KIND: {
  readonly [K in Quality['kind']]: { readonly quality: Extract<Quality, { kind: K }>; readonly expected: string[] };
} = {
  color: { quality: { kind: 'color', color: 'G', negated: false }, expected: ['Bear', 'Golgari'] },
  colorCount: { quality: { kind: 'colorCount', count: 'multicolored' }, expected: ['Golgari'] },
  type: { quality: { kind: 'type', type: 'creature', negated: true }, expected: ['Ring', 'Forest', 'Shrine'] },
  subtype: { quality: { kind: 'subtype', subtype: 'Angel', negated: false }, expected: ['Angel'] },
  supertype: { quality: { kind: 'supertype', supertype: 'basic', negated: false }, expected: ['Forest'] },
  keyword: { quality: { kind: 'keyword', keyword: 'hexproof', negated: false }, expected: ['Shrine'] },
  controller: { quality: { kind: 'controller', who: 'opponent' }, expected: ['Angel', 'Golgari', 'Shrine'] },
  owner: { quality: { kind: 'owner', who: 'opponent' }, expected: ['Angel', 'Golgari', 'Shrine'] },
  other: { quality: { kind: 'other' }, expected: ['Bear', 'Elite', 'Ring', 'Forest', 'Angel', 'Golgari', 'Shrine'] },
  tapped: { quality: { kind: 'tapped', tapped: true }, expected: ['Forest'] },
  token: { quality: { kind: 'token', token: true }, expected: ['Elite'] },
  // 702.112b: none of the board is renowned (the renown scenario makes one so).
  designated: { quality: { kind: 'designated', designation: 'renowned', negated: false }, expected: [] },
  // 702.95b: no creature of this board is paired (the soulbond scenario pairs two).
  paired: { quality: { kind: 'paired', paired: true }, expected: [] },
  // 702.33d: nothing on this board was cast kicked.
  kicked: { quality: { kind: 'kicked' }, expected: [] },
  combat: { quality: { kind: 'combat', roles: ['blocking'] }, expected: ['Angel'] },
  compare: { quality: { kind: 'compare', property: 'manaValue', op: '=', value: 2 }, expected: ['Bear', 'Golgari'] },
  zone: { quality: { kind: 'zone', zone: 'battlefield', whose: 'opponent' }, expected: ['Angel', 'Golgari', 'Shrine'] },
  // Nothing on this board made a choice as it entered (614.12): nothing is of the chosen color.
  chosen: { quality: { kind: 'chosen', what: 'color' }, expected: [] },
  // Blaze is on the stack with no targets on this board.
  targets: { quality: { kind: 'targets', what: null }, expected: [] },
  counter: { quality: { kind: 'counter', counter: 'charge', negated: false }, expected: ['Ring'] },
  // Nothing on this board dealt damage this turn.
  dealtDamageBy: { quality: { kind: 'dealtDamageBy', by: 'self' }, expected: [] },
  wasDealtDamage: { quality: { kind: 'wasDealtDamage' }, expected: [] },
  exiledWith: { quality: { kind: 'exiledWith' }, expected: [] },
  named: { quality: { kind: 'named', name: 'Golgari' }, expected: ['Golgari'] },
  // Red, as the source (the Goblin) is: only the Goblin itself.
  shares: { quality: { kind: 'shares', what: 'color', with: 'self', other: false }, expected: ['Goblin'] },
  // p2 is the defending player in this board's combat (506.2).
  controlledBy: { quality: { kind: 'controlledBy', player: 'defending' }, expected: ['Angel', 'Golgari', 'Shrine'] },
  // Power less than the source's (Goblin, 2/2).
  compareTo: {
    quality: {
      kind: 'compareTo',
      property: 'power',
      op: '<',
      amount: { kind: 'property', property: 'power', of: { kind: 'self' } },
    },
    expected: ['Elite'],
  },
  anyOf: {
    quality: {
      kind: 'anyOf',
      qualities: [
        { kind: 'token', token: true },
        { kind: 'tapped', tapped: true },
      ],
    },
    expected: ['Elite', 'Forest'],
  },
  allOf: {
    quality: {
      kind: 'allOf',
      qualities: [
        { kind: 'type', type: 'land', negated: false },
        { kind: 'tapped', tapped: true },
      ],
    },
    expected: ['Forest'],
  },
};

describe('every quality kind is handled', () => {
  it.each(Object.entries(ONE_PER_KIND))('%s', (_kind, { quality, expected }) => {
    expect(all(d(['permanent'], quality))).toEqual(expected);
  });
});
