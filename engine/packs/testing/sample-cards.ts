import type { CardWarning } from '../../diagnostics.js';
import type { ParseResult } from '../../format/card-format.js';
import type {
  ActivationRestriction,
  Amount,
  CardTemplate,
  Condition,
  Cost,
  CombatRestriction,
  Description,
  Effect,
  GrantedAbility,
  Modification,
  Quality,
  Subject,
  TokenSpec,
  TriggerEvent,
} from '../../templates/card-template.js';

/** Llanowar Elves' mana ability, as the sample card prints it on line 5 (and as an effect may give it). */
const tapForGreen: GrantedAbility = {
  kind: 'activated',
  line: 5,
  text: '{T}: Add {G}.',
  costs: [{ kind: 'tap' }],
  effects: [{ kind: 'addMana', options: [[{ kind: 'colored', color: 'G' }]] }],
  restrictions: [],
  isManaAbility: true,
  implied: false,
};

/** Hand-made templates for pack tests, independent of the parser. */

export function card(overrides: Partial<CardTemplate> = {}): CardTemplate {
  return {
    name: 'Llanowar Elves',
    manaCost: [{ kind: 'colored', color: 'G' }],
    colors: ['G'],
    colorIndicator: null,
    supertypes: [],
    types: ['creature'],
    subtypes: ['Elf', 'Druid'],
    power: '1',
    toughness: '1',
    loyalty: null,
    abilities: [tapForGreen],
    layout: 'normal',
    faces: [],
    unknownLines: [],
    ...overrides,
  };
}

export const shock: CardTemplate = card({
  name: 'Shock',
  manaCost: [{ kind: 'colored', color: 'R' }],
  colors: ['R'],
  types: ['instant'],
  subtypes: [],
  power: null,
  toughness: null,
  abilities: [
    {
      kind: 'spell',
      line: 3,
      text: '~ deals 2 damage to any target.',
      effects: [
        {
          kind: 'dealDamage',
          amount: { kind: 'fixed', value: 2 },
          to: {
            kind: 'target',
            allowed: ['any'],
            description: { nouns: ['any'], qualities: [] },
            count: 1,
            upTo: false,
            text: 'any target',
          },
          from: { kind: 'self' },
        },
      ],
    },
  ],
});

export const oddity: CardTemplate = card({
  name: 'Oddity',
  manaCost: [
    { kind: 'hybrid', colors: ['B', 'R'] },
    { kind: 'variable', letter: 'X' },
  ],
  colors: ['B', 'R'],
  abilities: [
    { kind: 'keyword', line: 4, text: 'Flying', keyword: 'flying' },
    { kind: 'unparsed', line: 5, text: 'Whenever ~ dances, shuffle.' },
  ],
  unknownLines: [{ line: 6, text: 'flavor A strange one.' }],
});

// ---- One of every kind of the rules-text contract, so validation is tested against all of it. ----
// Each list is checked for completeness by validate-template.test.ts (a Record over the union's kinds).

const creatures: Description = { nouns: ['creature'], qualities: [] };
const anyTarget: Subject = {
  kind: 'target',
  allowed: ['any'],
  description: { nouns: ['any'], qualities: [] },
  count: 1,
  upTo: false,
  text: 'any target',
};

export const everyModification: readonly Modification[] = [
  {
    kind: 'ptChange',
    power: { sign: 1, amount: { kind: 'fixed', value: 2 } },
    toughness: { sign: -1, amount: { kind: 'count', of: creatures, times: 1 } },
  },
  { kind: 'addKeywords', keywords: ['flying', 'first strike'] },
  ...everyCombatRestriction().map((restriction): Modification => ({ kind: 'restriction', restriction })),
  { kind: 'removeKeywords', keywords: ['defender'] },
  // "gains / loses your choice of …" (608.2d).
  { kind: 'addKeywords', keywords: ['reach', 'trample'], oneOf: true },
  { kind: 'removeKeywords', keywords: ['flying', 'first strike'], oneOf: true },
  { kind: 'loseAllAbilities' },
  {
    kind: 'setPT',
    layer: '7b',
    power: { kind: 'fixed', value: 0 },
    toughness: { kind: 'count', of: creatures, times: 1 },
    plus: 1,
  },
  { kind: 'switchPT' },
  { kind: 'removeTypes', types: ['creature'] },
  { kind: 'control' },
  { kind: 'types', add: true, types: ['artifact', 'creature'], subtypes: ['Golem'] },
  { kind: 'colors', add: false, colors: ['U', 'R'] },
  {
    kind: 'protection',
    protection: { everything: false, qualities: [{ kind: 'chosen', what: 'color' }] },
    ofChoice: 'you',
    keeps: 'yours',
  },
  {
    kind: 'addAbilities',
    abilities: [{ ...tapForGreen, line: 0 }],
  },
];

/** One of each combat restriction (509.1b, 508.1d, 502.3 …), for modifications. */
function everyCombatRestriction(): CombatRestriction[] {
  const walls: Description = { nouns: ['creature'], qualities: [{ kind: 'subtype', subtype: 'Wall', negated: false }] };
  return [
    { kind: 'cantAttack', alone: false },
    { kind: 'cantAttack', alone: false, unlessDefenderControls: { nouns: ['land'], qualities: [] } },
    { kind: 'cantBlock', alone: true },
    { kind: 'cantBeBlocked', by: walls, except: null },
    { kind: 'cantBeBlocked', by: null, except: walls },
    { kind: 'blockerCount', min: 1, max: 1 },
    { kind: 'attacksEachCombat' },
    { kind: 'blocksEachCombat' },
    { kind: 'blocksSource' },
    { kind: 'cantActivate', exceptMana: true, tapOnly: false },
    { kind: 'mustBeBlocked', by: null, all: false },
    { kind: 'mustBeBlocked', by: creatures, all: true },
    { kind: 'canBlockOnly', attackers: walls },
    { kind: 'canBlockAdditional', count: null },
    { kind: 'attacksAsThough', as: 'noDefender' },
    { kind: 'doesntUntap' },
  ];
}

export const everyQuality: readonly Quality[] = [
  { kind: 'color', color: 'B', negated: true },
  { kind: 'colorCount', count: 'multicolored' },
  { kind: 'type', type: 'artifact', negated: false },
  { kind: 'subtype', subtype: 'Goblin', negated: false },
  { kind: 'chosen', what: 'type' },
  { kind: 'counter', counter: '+1/+1', negated: false },
  { kind: 'supertype', supertype: 'legendary', negated: false },
  { kind: 'keyword', keyword: 'flying', negated: true },
  { kind: 'dealtDamageBy', by: 'self' },
  { kind: 'controller', who: 'you' },
  { kind: 'owner', who: 'opponent' },
  { kind: 'other' },
  { kind: 'tapped', tapped: false },
  { kind: 'token', token: true },
  { kind: 'designated', designation: 'renowned', negated: true },
  { kind: 'paired', paired: false },
  { kind: 'combat', roles: ['attacking', 'blocking'] },
  { kind: 'compare', property: 'power', op: '<=', value: 2 },
  { kind: 'zone', zone: 'graveyard', whose: 'you' },
  { kind: 'wasDealtDamage' },
  { kind: 'exiledWith' },
  { kind: 'named', name: 'Ajani, Inspiring Leader' },
  { kind: 'shares', what: 'name', with: 'it', other: true },
  { kind: 'controlledBy', player: 'defending' },
  {
    kind: 'compareTo',
    property: 'manaValue',
    op: '<',
    amount: { kind: 'property', property: 'power', of: { kind: 'self' } },
  },
  {
    kind: 'anyOf',
    qualities: [
      { kind: 'color', color: 'W', negated: false },
      { kind: 'color', color: 'U', negated: false },
    ],
  },
  // One alternative of an anyOf: "white creature" in "white creature or black artifact".
  {
    kind: 'allOf',
    qualities: [
      { kind: 'color', color: 'W', negated: false },
      { kind: 'type', type: 'creature', negated: false },
    ],
  },
];

export const everySubject: readonly Subject[] = [
  { kind: 'self' },
  { kind: 'you' },
  {
    kind: 'target',
    allowed: ['creature'],
    description: { nouns: ['creature'], qualities: everyQuality },
    count: 2,
    upTo: true,
    text: 'up to two target creatures',
  },
  { kind: 'each', description: { nouns: ['player'], qualities: [{ kind: 'controller', who: 'opponent' }] } },
  // "X target creatures" (601.2b) and "all creatures target player controls" (608.2c).
  {
    kind: 'target',
    allowed: ['creature'],
    description: { nouns: ['creature'], qualities: [] },
    count: null,
    upTo: false,
    countX: true,
    text: 'X target creatures',
  },
  {
    kind: 'each',
    description: { nouns: ['creature'], qualities: [{ kind: 'controlledBy', player: 'that' }] },
    player: {
      kind: 'target',
      allowed: ['player'],
      description: { nouns: ['player'], qualities: [] },
      count: 1,
      upTo: false,
      text: 'target player',
    },
  },
  { kind: 'chosen', description: { nouns: ['land'], qualities: [{ kind: 'controller', who: 'you' }] }, count: 1 },
  { kind: 'it' },
  { kind: 'it', them: true },
  { kind: 'thatPlayer' },
  { kind: 'thatSpell' },
  { kind: 'controllerOf', of: { kind: 'ownerOf', of: { kind: 'it' } } },
  { kind: 'ownerOf', of: { kind: 'self' } },
  { kind: 'defendingPlayer' },
  { kind: 'attached', how: 'enchanted' },
];

export const everyAmount: readonly Amount[] = [
  { kind: 'fixed', value: 3 },
  { kind: 'variable', letter: 'X' },
  { kind: 'count', of: creatures, times: 2 },
  {
    kind: 'count',
    of: { nouns: ['creature'], qualities: [{ kind: 'controlledBy', player: 'that' }] },
    times: 1,
    player: {
      kind: 'target',
      allowed: ['player'],
      description: { nouns: ['player'], qualities: [{ kind: 'controller', who: 'opponent' }] },
      count: 1,
      upTo: false,
      text: 'target opponent',
    },
  },
  { kind: 'property', property: 'power', of: { kind: 'it' } },
  { kind: 'eventAmount' },
  { kind: 'devotion', colors: ['W', 'B'] },
  { kind: 'blockers', of: { kind: 'it' }, beyond: 1, times: 2 },
  { kind: 'counters', of: { kind: 'self' }, counter: 'age' },
  { kind: 'dieResult' },
  { kind: 'votes', option: 'sprout', times: 2 },
  { kind: 'spellsCastBefore', times: 1 },
  { kind: 'devoured', times: 2 },
  { kind: 'lifeLostThisWay' },
  { kind: 'discardedThisWay' },
  { kind: 'party', times: 1 },
  { kind: 'basicLandTypes', among: { nouns: ['land'], qualities: [{ kind: 'controller', who: 'you' }] }, times: 1 },
  { kind: 'sacrificed', property: 'toughness' },
  { kind: 'lifeTotal' },
  { kind: 'greatest', property: 'power', of: creatures },
  { kind: 'least', property: 'toughness', of: creatures },
  { kind: 'total', property: 'power', of: creatures },
];

export const everyCondition: readonly Condition[] = [
  { kind: 'count', of: creatures, op: '>=', value: 3 },
  {
    kind: 'all',
    conditions: [
      { kind: 'count', of: creatures, op: '>=', value: 1 },
      { kind: 'count', of: creatures, op: '>=', value: 2 },
    ],
  },
  { kind: 'life', who: 'opponent', op: '<=', value: 10 },
  { kind: 'yourTurn', negated: true },
  { kind: 'cardTypes', op: '>=', value: 4 },
  { kind: 'kicked' },
  { kind: 'castFor', keyword: 'evoke' },
  { kind: 'tribute', paid: false },
  { kind: 'citysBlessing' },
  { kind: 'cast', from: 'hand', mainPhase: false, byYou: true },
  { kind: 'manaSpent', color: null, value: 3 },
  { kind: 'not', condition: { kind: 'yourTurn', negated: false } },
  { kind: 'versus', amount: { kind: 'lifeTotal' }, op: '<', each: false },
  { kind: 'amount', amount: { kind: 'devotion', colors: ['B'] }, op: '<=', value: 4 },
  { kind: 'controlledSinceLastUpkeep' },
  { kind: 'greaterThanSelf', properties: ['power', 'toughness'] },
  { kind: 'objectIs', what: 'enchanted', description: { nouns: [], qualities: [{ kind: 'tapped', tapped: false }] } },
  { kind: 'attachedTo', how: 'equipped' },
  { kind: 'counters', counter: '+1/+1', op: '>=', value: 1 },
  { kind: 'level', min: 1, max: 3 },
  { kind: 'hadCounters', counter: '-1/-1', op: '=', value: 0 },
  { kind: 'coinFlip', won: false },
  { kind: 'clashWon' },
  { kind: 'vote', option: 'time', orTied: true },
  { kind: 'dieRoll', op: '>=', value: 4 },
  { kind: 'permanentLeft' },
  { kind: 'thatPlayer', condition: { kind: 'life', who: 'you', op: '<=', value: 5 } },
  { kind: 'player', who: 'opponent', condition: { kind: 'count', of: creatures, op: '>=', value: 7 } },
  { kind: 'player', who: 'defending', condition: { kind: 'count', of: creatures, op: '=', value: 0 } },
  { kind: 'attackedThisStep' },
  { kind: 'entered', who: 'opponent', of: creatures, op: '>=', value: 2 },
  { kind: 'happened', who: 'player', what: 'castSpells', turn: 'last', op: '>=', value: 2, other: false },
];

export const everyCost: readonly Cost[] = [
  { kind: 'mana', mana: [{ kind: 'generic', amount: 2 }] },
  { kind: 'tap' },
  { kind: 'untap' },
  { kind: 'payLife', amount: 2 },
  { kind: 'payEnergy', amount: 2 },
  { kind: 'sacrificeSelf' },
  { kind: 'returnSelfToHand' },
  { kind: 'exertSelf' },
  {
    kind: 'sacrifice',
    what: { nouns: ['creature'], qualities: [{ kind: 'other' }] },
    amount: { kind: 'fixed', value: 1 },
  },
  { kind: 'discard', what: { nouns: ['card'], qualities: [] }, amount: { kind: 'fixed', value: 2 }, random: true },
  { kind: 'removeCounters', counter: '+1/+1', amount: { kind: 'variable', letter: 'X' } },
  {
    kind: 'tapUntapped',
    what: {
      nouns: ['creature'],
      qualities: [
        { kind: 'tapped', tapped: false },
        { kind: 'controller', who: 'you' },
      ],
    },
    amount: { kind: 'fixed', value: 2 },
  },
  {
    kind: 'exileFromGraveyard',
    what: { nouns: ['card'], qualities: [{ kind: 'zone', zone: 'graveyard', whose: 'you' }] },
    amount: { kind: 'fixed', value: 1 },
  },
  {
    kind: 'exileFromHand',
    what: { nouns: ['card'], qualities: [{ kind: 'zone', zone: 'hand', whose: 'you' }] },
    amount: { kind: 'fixed', value: 1 },
  },
  {
    kind: 'returnToHand',
    what: { nouns: ['land'], qualities: [{ kind: 'controller', who: 'you' }] },
    amount: { kind: 'fixed', value: 1 },
  },
  {
    kind: 'revealFromHand',
    what: { nouns: ['card'], qualities: [{ kind: 'zone', zone: 'hand', whose: 'you' }] },
    amount: { kind: 'fixed', value: 1 },
  },
  { kind: 'discardSelf' },
  { kind: 'exileSelf' },
  {
    kind: 'tapTotalPower',
    what: { nouns: ['creature'], qualities: [{ kind: 'other' }] },
    power: 3,
  },
  { kind: 'loyalty', sign: -1, amount: { kind: 'variable', letter: 'X' } },
];

export const everyRestriction: readonly ActivationRestriction[] = [
  { kind: 'sorcerySpeed' },
  {
    kind: 'window',
    parts: [
      { kind: 'turn', whose: 'you' },
      { kind: 'before', moment: 'attackersDeclared' },
    ],
  },
  {
    kind: 'window',
    parts: [
      { kind: 'turn', whose: 'opponent' },
      { kind: 'during', period: 'combat' },
      { kind: 'after', moment: 'combatDamage' },
    ],
  },
  { kind: 'perTurn', count: 2 },
  { kind: 'condition', condition: { kind: 'count', of: creatures, op: '>=', value: 3 } },
];

export const soldierToken: TokenSpec = {
  name: 'Soldier Token',
  power: 1,
  toughness: 1,
  colors: ['W'],
  supertypes: [],
  types: ['creature'],
  subtypes: ['Soldier'],
  keywords: ['vigilance'],
};

export const everyEffect: readonly Effect[] = [
  { kind: 'addMana', options: [[{ kind: 'colored', color: 'R' }], [{ kind: 'colorless' }]] },
  { kind: 'dealDamage', amount: { kind: 'eventAmount' }, to: anyTarget, from: { kind: 'self' } },
  { kind: 'destroy', what: { kind: 'each', description: creatures } },
  { kind: 'regenerate', what: { kind: 'self' } },
  { kind: 'transform', what: { kind: 'self' } },
  { kind: 'exileIfLeaves', what: { kind: 'it' } },
  {
    kind: 'reflexive',
    effects: [{ kind: 'drawCards', who: { kind: 'you' }, amount: { kind: 'fixed', value: 1 } }],
  },
  { kind: 'exileIfDies', what: { kind: 'it' }, dealtDamageThisWay: null },
  { kind: 'exileIfDies', what: null, dealtDamageThisWay: { nouns: ['creature'], qualities: [] } },
  {
    kind: 'preventDamage',
    amount: { kind: 'fixed', value: 3 },
    combat: false,
    to: anyTarget,
    by: null,
    duration: 'endOfTurn',
  },
  { kind: 'preventDamage', amount: null, combat: true, to: null, by: { kind: 'self' }, duration: 'endOfTurn' },
  {
    kind: 'preventDamage',
    amount: null,
    combat: false,
    to: { kind: 'you' },
    by: { kind: 'chosen', description: { nouns: ['source'], qualities: [] }, count: 1 },
    duration: 'endOfTurn',
    next: true,
  },
  { kind: 'drawCards', who: { kind: 'you' }, amount: { kind: 'fixed', value: 1 } },
  { kind: 'gainLife', who: { kind: 'you' }, amount: { kind: 'count', of: creatures, times: 1 } },
  { kind: 'loseLife', who: { kind: 'thatPlayer' }, amount: { kind: 'fixed', value: 2 } },
  { kind: 'tap', what: anyTarget },
  { kind: 'untap', what: { kind: 'self' } },
  { kind: 'tapOrUntap', what: anyTarget },
  {
    kind: 'delayed',
    at: { kind: 'beginningOfStep', step: 'end', whose: 'each' },
    effects: [{ kind: 'changeZone', what: { kind: 'it' }, to: 'exile', position: null, underYourControl: false }],
  },
  { kind: 'discard', who: { kind: 'thatPlayer' }, amount: { kind: 'fixed', value: 2 }, random: true },
  { kind: 'revealHand', who: { kind: 'thatPlayer' } },
  { kind: 'reveal', what: { kind: 'it' } },
  { kind: 'discardHand', who: { kind: 'you' } },
  {
    kind: 'chooseCard',
    what: { nouns: ['card'], qualities: [{ kind: 'type', type: 'land', negated: true }] },
    from: { kind: 'thatPlayer' },
  },
  {
    kind: 'discard',
    who: { kind: 'thatPlayer' },
    amount: { kind: 'fixed', value: 1 },
    random: false,
    what: { kind: 'it' },
  },
  { kind: 'putCounters', what: { kind: 'self' }, counter: '+1/+1', amount: { kind: 'fixed', value: 1 } },
  { kind: 'proliferate' },
  { kind: 'becomeDesignated', what: { kind: 'self' }, designation: 'monstrous' },
  {
    kind: 'moveCounters',
    from: { kind: 'self' },
    to: { kind: 'it' },
    counter: '+1/+1',
    amount: { kind: 'fixed', value: 1 },
  },
  {
    kind: 'removeCounters',
    what: { kind: 'self' },
    counter: 'fade',
    amount: { kind: 'fixed', value: 1 },
  },
  { kind: 'createTokens', who: { kind: 'you' }, amount: { kind: 'fixed', value: 2 }, token: soldierToken },
  {
    kind: 'createTokens',
    who: { kind: 'you' },
    amount: { kind: 'fixed', value: 1 },
    token: soldierToken,
    tapped: true,
  },
  {
    kind: 'createEmblem',
    who: { kind: 'you' },
    abilities: [
      {
        kind: 'triggered',
        line: 0,
        text: 'At the beginning of your upkeep, you gain 1 life.',
        trigger: { event: { kind: 'beginningOfStep', step: 'upkeep', whose: 'you' }, condition: null },
        effects: [{ kind: 'gainLife', who: { kind: 'you' }, amount: { kind: 'fixed', value: 1 } }],
      },
    ],
  },
  {
    kind: 'createTokenCopies',
    who: { kind: 'you' },
    amount: { kind: 'fixed', value: 1 },
    of: { kind: 'self' },
    except: {
      modifications: [
        { kind: 'types', add: true, types: ['artifact'], subtypes: [] },
        { kind: 'colors', add: false, colors: ['B'] },
        { kind: 'addKeywords', keywords: ['haste'] },
      ],
      noManaCost: true,
    },
  },
  {
    kind: 'becomeCopy',
    what: { kind: 'self' },
    of: { kind: 'it' },
    duration: 'endOfTurn',
    except: {
      modifications: [
        {
          kind: 'setPT',
          layer: '7b',
          power: { kind: 'fixed', value: 7 },
          toughness: { kind: 'fixed', value: 7 },
          plus: 0,
        },
      ],
      noManaCost: false,
    },
  },
  {
    kind: 'optional',
    effects: [{ kind: 'pay', costs: [{ kind: 'mana', mana: [{ kind: 'generic', amount: 1 }] }] }],
    ifYouDo: [
      {
        kind: 'optional',
        effects: [{ kind: 'drawCards', who: { kind: 'you' }, amount: { kind: 'fixed', value: 1 } }],
        ifYouDo: [],
      },
    ],
    ifYouDont: [{ kind: 'gainLife', who: { kind: 'you' }, amount: { kind: 'fixed', value: 1 } }],
    must: true,
  },
  {
    // "Any player may pay 2 life. If a player does, …" / "For each opponent who does, …" (608.2d, 101.4).
    kind: 'optional',
    effects: [{ kind: 'pay', costs: [{ kind: 'payLife', amount: 2 }] }],
    ifYouDo: [{ kind: 'drawCards', who: { kind: 'you' }, amount: { kind: 'fixed', value: 1 } }],
    by: { kind: 'each', description: { nouns: ['player'], qualities: [] } },
    anyOne: true,
    eachWhoDoes: true,
  },
  { kind: 'pay', costs: [{ kind: 'payLife', amount: 1 }] },
  { kind: 'changeZone', what: anyTarget, to: 'library', position: 'top', underYourControl: false },
  { kind: 'changeZone', what: { kind: 'it' }, to: 'battlefield', position: null, underYourControl: true },
  {
    kind: 'changeZone',
    what: { kind: 'it' },
    to: 'battlefield',
    position: null,
    underYourControl: false,
    counters: [{ counter: '-1/-1', amount: { kind: 'fixed', value: 1 } }],
  },
  {
    kind: 'changeZone',
    what: { kind: 'self' },
    to: 'battlefield',
    position: null,
    underYourControl: false,
    from: 'graveyard',
    tapped: true,
  },
  { kind: 'changeZone', what: anyTarget, to: 'exile', position: null, underYourControl: false, until: 'sourceLeaves' },
  { kind: 'changeZone', what: { kind: 'self' }, to: 'library', position: null, underYourControl: false, shuffle: true },
  {
    kind: 'sacrifice',
    who: { kind: 'you' },
    what: { kind: 'self' },
    chosen: null,
    amount: { kind: 'fixed', value: 1 },
  },
  {
    kind: 'sacrifice',
    who: { kind: 'each', description: { nouns: ['player'], qualities: [] } },
    what: null,
    chosen: creatures,
    amount: { kind: 'fixed', value: 2 },
  },
  { kind: 'counter', what: { ...anyTarget, allowed: ['spell'], description: { nouns: ['spell'], qualities: [] } } },
  { kind: 'cascade' },
  { kind: 'castWithoutPaying', what: { kind: 'it' } },
  { kind: 'castForMadness', what: { kind: 'it' } },
  { kind: 'mayPlay', what: { kind: 'it', them: true }, play: 'play', until: 'endOfYourNextTurn', free: false },
  { kind: 'copySpell', what: { kind: 'it' }, amount: { kind: 'fixed', value: 2 }, newTargets: true },
  { kind: 'fight', what: { kind: 'self' }, other: anyTarget },
  { kind: 'mill', who: { kind: 'thatPlayer' }, amount: { kind: 'variable', letter: 'X' } },
  { kind: 'exchangeControl', what: [{ kind: 'self' }, anyTarget] },
  { kind: 'pair', what: { kind: 'it' }, with: { kind: 'self' } },
  { kind: 'lookAtHand', who: { kind: 'you' } },
  { kind: 'extraTurn', who: { kind: 'you' } },
  { kind: 'endGame', who: { kind: 'you' }, result: 'win' },
  { kind: 'skipNext', who: { kind: 'you' }, what: 'turn', count: 1 },
  { kind: 'additionalLands', who: { kind: 'you' }, count: 1 },
  {
    kind: 'shuffleIntoLibrary',
    who: { kind: 'each', description: { nouns: ['player'], qualities: [] } },
    zones: ['hand', 'graveyard'],
  },
  { kind: 'flipCoin', who: { kind: 'thatPlayer' } },
  { kind: 'clash' },
  { kind: 'vote', options: ['time', 'knowledge'] },
  { kind: 'explore', what: { kind: 'it' } },
  { kind: 'rollDie', who: { kind: 'you' }, sides: 20 },
  { kind: 'modify', what: anyTarget, modifications: everyModification, duration: 'endOfTurn' },
  {
    kind: 'search',
    who: { kind: 'you' },
    what: { nouns: ['card'], qualities: [{ kind: 'supertype', supertype: 'basic', negated: false }] },
    amount: { kind: 'fixed', value: 2 },
    upTo: true,
    reveal: false,
    to: 'battlefield',
    tapped: true,
    shuffleBeforePut: false,
  },
  {
    kind: 'search',
    who: { kind: 'you' },
    what: { nouns: ['card'], qualities: [{ kind: 'named', name: 'Ajani, Inspiring Leader' }] },
    amount: { kind: 'fixed', value: 1 },
    upTo: false,
    reveal: true,
    to: 'hand',
    tapped: false,
    shuffleBeforePut: false,
    alsoGraveyard: true,
  },
  {
    kind: 'unless',
    payer: { kind: 'controllerOf', of: { kind: 'it' } },
    costs: [{ kind: 'mana', mana: [{ kind: 'generic', amount: 1 }] }],
    times: { kind: 'fixed', value: 2 },
    effects: [{ kind: 'counter', what: { kind: 'it' } }],
  },
  {
    kind: 'revealUntil',
    who: { kind: 'you' },
    what: { nouns: ['card'], qualities: [{ kind: 'type', type: 'creature', negated: false }] },
    to: 'battlefield',
    tapped: false,
    rest: 'libraryBottom',
    restOrder: 'random',
  },
  {
    kind: 'topCards',
    who: { kind: 'you' },
    amount: { kind: 'fixed', value: 4 },
    reveal: true,
    picks: [
      {
        how: 'all',
        amount: { kind: 'fixed', value: 1 },
        what: { nouns: ['card'], qualities: [{ kind: 'type', type: 'land', negated: false }] },
        reveal: false,
        to: 'hand',
        tapped: false,
      },
    ],
    rest: 'libraryBottom',
    restOrder: 'random',
  },
  {
    kind: 'modal',
    min: 1,
    max: 2,
    modes: [
      { line: 4, text: 'Destroy target creature.', effects: [{ kind: 'destroy', what: anyTarget }] },
      {
        line: 5,
        text: 'Draw a card.',
        effects: [{ kind: 'drawCards', who: { kind: 'you' }, amount: { kind: 'fixed', value: 1 } }],
      },
    ],
  },
  {
    kind: 'conditional',
    condition: { kind: 'kicked' },
    effects: [{ kind: 'drawCards', who: { kind: 'you' }, amount: { kind: 'fixed', value: 3 } }],
    otherwise: [{ kind: 'drawCards', who: { kind: 'you' }, amount: { kind: 'fixed', value: 2 } }],
  },
  { kind: 'attach', what: { kind: 'self' }, to: anyTarget },
];

export const everyTriggerEvent: readonly TriggerEvent[] = [
  { kind: 'reflexive' },
  { kind: 'zoneChange', what: { kind: 'self' }, from: null, to: 'battlefield' },
  {
    kind: 'zoneChange',
    what: { kind: 'matching', description: { nouns: ['card'], qualities: [{ kind: 'owner', who: 'opponent' }] } },
    from: null,
    to: 'graveyard',
    player: 'zoneOwner',
  },
  { kind: 'attacks', what: { kind: 'matching', description: creatures } },
  { kind: 'attacks', what: { kind: 'matching', description: creatures }, alone: true },
  { kind: 'attacks', what: { kind: 'matching', description: creatures }, batch: true },
  { kind: 'attacks', what: { kind: 'self' }, together: { count: 2, others: creatures } },
  { kind: 'blocks', what: { kind: 'self' }, blocksACreature: true },
  { kind: 'blocks', what: { kind: 'matching', description: creatures }, blocksACreature: false, blocksSelf: true },
  { kind: 'becomesBlocked', what: { kind: 'self' } },
  { kind: 'becomesBlocked', what: { kind: 'self' }, by: creatures, orBlocks: true },
  { kind: 'attacksUnblocked', what: { kind: 'attached', how: 'enchanted', noun: 'creature' } },
  { kind: 'dealsDamage', what: { kind: 'self' }, combat: true, to: { nouns: ['player'], qualities: [] } },
  {
    kind: 'dealsDamage',
    what: { kind: 'matching', description: creatures },
    combat: true,
    to: { nouns: ['player'], qualities: [] },
    batch: true,
  },
  { kind: 'isDealtDamage', what: { kind: 'self' } },
  { kind: 'castSpell', who: 'you', spell: { nouns: ['spell'], qualities: [everyQuality[2] as Quality] } },
  { kind: 'castSpell', who: 'you', spell: { nouns: ['spell'], qualities: [] }, self: true },
  { kind: 'beginningOfStep', step: 'upkeep', whose: 'each' },
  { kind: 'gainLife', who: 'you' },
  { kind: 'draws', who: 'opponent' },
  { kind: 'becomesTapped', what: { kind: 'self' } },
  { kind: 'cycled', what: { kind: 'self' }, who: 'you' },
  { kind: 'exerted', what: { kind: 'matching', description: { nouns: ['creature'], qualities: [] } }, who: 'you' },
  { kind: 'turnedFaceUp', what: { kind: 'self' } },
  { kind: 'becomesDesignated', what: { kind: 'self' }, designation: 'monstrous' },
  { kind: 'lastCounterRemoved', what: { kind: 'self' }, counter: 'time' },
  { kind: 'state', condition: { kind: 'count', of: creatures, op: '=', value: 0 } },
  {
    kind: 'becomesTarget',
    what: { kind: 'you' },
    by: { spell: { nouns: ['spell'], qualities: [] }, abilities: true, who: 'opponent' },
  },
  {
    kind: 'becomesTarget',
    what: { kind: 'self' },
    by: { spell: { nouns: ['spell'], qualities: [] }, abilities: true, who: 'each' },
    firstTimeEachTurn: true,
  },
  {
    kind: 'anyOf',
    events: [
      { kind: 'attacks', what: { kind: 'self' } },
      { kind: 'blocks', what: { kind: 'self' }, blocksACreature: true },
    ],
  },
];

/** A template holding every kind above: subjects as destroy targets, amounts as draws, one trigger per event. */
export const everyKind: CardTemplate = card({
  name: 'Everything Engine',
  abilities: [
    { kind: 'keyword', line: 1, text: 'Flying', keyword: 'flying' },
    {
      kind: 'protection',
      line: 1,
      text: 'protection from red and from creatures',
      everything: false,
      qualities: [
        { kind: 'color', color: 'R', negated: false },
        { kind: 'type', type: 'creature', negated: false },
      ],
    },
    {
      kind: 'activated',
      line: 2,
      text: 'costs',
      costs: everyCost,
      effects: everySubject.map((what): Effect => ({ kind: 'destroy', what })),
      restrictions: everyRestriction,
      isManaAbility: false,
      implied: false,
      anyPlayer: true,
    },
    {
      kind: 'spell',
      line: 3,
      text: 'effects',
      effects: [
        ...everyEffect,
        ...everyAmount.map((amount): Effect => ({ kind: 'drawCards', who: { kind: 'you' }, amount })),
      ],
    },
    {
      kind: 'static',
      line: 4,
      text: "~ can't block.",
      effect: { kind: 'continuous', affected: { kind: 'self' }, modifications: everyModification },
    },
    {
      kind: 'static',
      line: 4,
      text: 'You may have ~ enter the battlefield tapped as a copy of any land on the battlefield.',
      effect: {
        kind: 'entersAsCopy',
        of: { nouns: ['land'], qualities: [] },
        tapped: true,
        except: { modifications: [], noManaCost: false },
      },
    },
    {
      kind: 'static',
      line: 4,
      text: 'As ~ enters the battlefield, choose a color other than red.',
      effect: { kind: 'asEntersChoose', choice: 'color', except: 'R' },
    },
    { kind: 'static', line: 4, text: 'Devour 2', effect: { kind: 'devour', times: 2 } },
    { kind: 'static', line: 4, text: 'Ascend', effect: { kind: 'ascend' } },
    {
      kind: 'static',
      line: 4,
      text: 'If a creature dealt damage by ~ this turn would die, exile it instead.',
      effect: {
        kind: 'exileIfDies',
        what: { nouns: ['creature'], qualities: [{ kind: 'dealtDamageBy', by: 'self' }] },
      },
    },
    {
      kind: 'static',
      line: 4,
      text: 'If ~ would die, exile it instead.',
      effect: { kind: 'exileIfDies', what: null },
    },
    {
      kind: 'static',
      line: 4,
      text: "As ~ enters the battlefield, you may pay 2 life. If you don't, ~ enters the battlefield tapped.",
      effect: {
        kind: 'asEntersPay',
        costs: [{ kind: 'payLife', amount: 2 }],
        paid: { tapped: false, counters: [{ counter: '+1/+1', amount: { kind: 'fixed', value: 1 } }] },
        unpaid: { tapped: true, counters: [] },
      },
    },
    {
      kind: 'static',
      line: 4,
      text: '~ enters the battlefield tapped with X charge counters on it unless you control a Forest.',
      effect: {
        kind: 'entersWith',
        tapped: true,
        counters: [{ counter: 'charge', amount: { kind: 'variable', letter: 'X' } }],
        condition: everyCondition[0] ?? null,
        unless: true,
      },
    },
    {
      kind: 'static',
      line: 4,
      text: '~ enters the battlefield with your choice of a flying counter or a reach counter on it.',
      effect: {
        kind: 'entersWith',
        tapped: false,
        counters: [
          { counter: 'flying', amount: { kind: 'fixed', value: 1 } },
          { counter: 'reach', amount: { kind: 'fixed', value: 1 } },
        ],
        condition: null,
        unless: false,
        oneOf: true,
      },
    },
    {
      kind: 'static',
      line: 4,
      text: 'Tribute 2',
      effect: {
        kind: 'entersWith',
        tapped: false,
        counters: [{ counter: '+1/+1', amount: { kind: 'fixed', value: 2 } }],
        condition: null,
        unless: false,
        optional: true,
        tribute: true,
      },
    },
    {
      kind: 'static',
      line: 4,
      text: 'Enchanted creature gets +1/+2 and has flying.',
      effect: {
        kind: 'continuous',
        affected: { kind: 'attached', how: 'enchanted', description: { nouns: ['creature'], qualities: [] } },
        modifications: everyModification,
      },
    },
    {
      kind: 'static',
      line: 4,
      text: 'As long as ~ is paired with another creature, both creatures have reach.',
      effect: {
        kind: 'continuous',
        affected: { kind: 'paired' },
        modifications: everyModification,
        condition: {
          kind: 'objectIs',
          what: 'self',
          description: { nouns: [], qualities: [{ kind: 'paired', paired: true }] },
        },
      },
    },
    {
      kind: 'static',
      line: 4,
      text: 'Other Zombie creatures you control get +1/+1.',
      effect: {
        kind: 'continuous',
        affected: { kind: 'each', description: { nouns: ['creature'], qualities: everyQuality } },
        modifications: everyModification,
      },
    },
    {
      kind: 'static',
      line: 4,
      text: '~ gets +1/+1 as long as you control a Swamp.',
      effect: {
        kind: 'continuous',
        affected: { kind: 'self' },
        modifications: everyModification,
        condition: { kind: 'yourTurn', negated: false },
      },
    },
    {
      kind: 'static',
      line: 4,
      text: 'This spell costs {1} less to cast for each artifact you control.',
      effect: {
        kind: 'spellCost',
        spells: { kind: 'self' },
        change: 'less',
        amount: {
          kind: 'count',
          of: { nouns: ['artifact'], qualities: [{ kind: 'controller', who: 'you' }] },
          times: 1,
        },
        condition: null,
      },
    },
    {
      kind: 'static',
      line: 4,
      text: 'Noncreature spells your opponents cast cost {1} more to cast if you control a Swamp.',
      effect: {
        kind: 'spellCost',
        spells: {
          kind: 'matching',
          description: { nouns: ['spell'], qualities: [{ kind: 'type', type: 'creature', negated: true }] },
          caster: 'opponent',
        },
        change: 'more',
        amount: { kind: 'fixed', value: 1 },
        condition: everyCondition[0] ?? null,
      },
    },
    {
      kind: 'static',
      line: 4,
      text: 'Prevent all noncombat damage that would be dealt to you and enchanted creature by ~ and creatures.',
      effect: {
        kind: 'preventDamage',
        damage: 'noncombat',
        to: [
          { kind: 'you' },
          { kind: 'attached', how: 'enchanted', description: { nouns: ['creature'], qualities: [] } },
        ],
        by: [{ kind: 'self' }, { kind: 'each', description: { nouns: ['creature'], qualities: [] } }],
      },
    },
    {
      kind: 'static',
      line: 4,
      text: 'If a source an opponent controls would deal combat damage to you, prevent 1 of that damage.',
      effect: {
        kind: 'damageReplacement',
        damage: 'combat',
        to: [{ kind: 'you' }],
        by: [
          { kind: 'each', description: { nouns: ['source'], qualities: [{ kind: 'controller', who: 'opponent' }] } },
        ],
        change: { kind: 'prevent', amount: 1 },
      },
    },
    {
      kind: 'static',
      line: 4,
      text: 'If a player would gain life, that player gains no life instead.',
      effect: { kind: 'lifeGainReplacement', who: 'each', change: 'none' },
    },
    {
      kind: 'static',
      line: 4,
      text: 'If you would draw a card except the first one you draw in each of your draw steps, draw two cards instead.',
      effect: { kind: 'drawReplacement', who: 'you', exceptFirstInDrawStep: true, draws: 2 },
    },
    {
      kind: 'static',
      line: 4,
      text: 'If one or more +1/+1 counters would be put on a creature you control, that many plus one +1/+1 counters are put on that creature instead.',
      effect: {
        kind: 'counterReplacement',
        on: {
          kind: 'permanent',
          description: { nouns: ['creature'], qualities: [{ kind: 'controller', who: 'you' }] },
        },
        counter: '+1/+1',
        change: { kind: 'plus', amount: 1 },
      },
    },
    {
      kind: 'static',
      line: 4,
      text: 'If one or more tokens would be created, twice that many of those tokens are created instead.',
      effect: { kind: 'tokenReplacement', who: null, change: { kind: 'double' } },
    },
    {
      kind: 'static',
      line: 4,
      text: "If a card would be put into an opponent's graveyard from anywhere, exile it instead.",
      effect: { kind: 'graveyardReplacement', what: 'cards', whose: 'opponent', from: 'anywhere', to: 'exile' },
    },
    {
      kind: 'static',
      line: 4,
      text: 'Damage that would reduce your life total to less than 1 reduces it to 1 instead.',
      effect: { kind: 'lifeFloor', floor: 1 },
    },
    {
      kind: 'static',
      line: 4,
      text: 'Creatures your opponents control enter the battlefield tapped.',
      effect: {
        kind: 'othersEnterTapped',
        what: { nouns: ['creature'], qualities: [{ kind: 'controller', who: 'opponent' }] },
      },
    },
    { kind: 'static', line: 4, text: 'Skip your draw step.', effect: { kind: 'skipStep', who: 'you', step: 'draw' } },
    {
      kind: 'static',
      line: 4,
      text: 'Each player may play an additional land on each of their turns.',
      effect: { kind: 'additionalLands', who: 'each', count: 1 },
    },
    {
      kind: 'static',
      line: 4,
      text: "Your opponents can't cast creature spells from graveyards during your turn.",
      effect: {
        kind: 'prohibition',
        who: 'opponent',
        action: {
          kind: 'cast',
          spells: { nouns: ['spell'], qualities: [{ kind: 'type', type: 'creature', negated: false }] },
          during: [{ kind: 'turn', whose: 'you' }],
          from: ['graveyard'],
          moreThan: null,
        },
      },
    },
    {
      kind: 'static',
      line: 4,
      text: "Players can't gain life.",
      effect: { kind: 'prohibition', who: 'each', action: { kind: 'gainLife' } },
    },
    {
      kind: 'static',
      line: 4,
      text: 'If you control a Swamp, you may cast ~ as though it had flash if you pay {2} more to cast it.',
      effect: {
        kind: 'flashPermission',
        condition: everyCondition[0] ?? null,
        extra: [{ kind: 'generic', amount: 2 }],
      },
    },
    {
      kind: 'static',
      line: 4,
      text: 'You may exert ~ as it attacks. When you do, draw a card.',
      effect: {
        kind: 'exertAsAttacks',
        whenYouDo: [{ kind: 'drawCards', who: { kind: 'you' }, amount: { kind: 'fixed', value: 1 } }],
      },
    },
    {
      kind: 'static',
      line: 4,
      text: 'Players play with the top card of their libraries revealed.',
      effect: { kind: 'topCardVisible', whose: 'each', to: 'all' },
    },
    {
      kind: 'static',
      line: 4,
      text: 'You may cast creature spells from the top of your library.',
      effect: {
        kind: 'playFromTop',
        play: 'cast',
        what: { nouns: ['card'], qualities: [{ kind: 'type', type: 'creature', negated: false }] },
      },
    },
    { kind: 'enchant', line: 4, text: 'Enchant creature', what: { nouns: ['creature'], qualities: [] } },
    ...everyTriggerEvent.map((event, i) => ({
      kind: 'triggered' as const,
      line: 5 + i,
      text: `trigger ${i}`,
      trigger: { event, condition: everyCondition[i % (everyCondition.length + 1)] ?? null },
      effects: [everyEffect[i % everyEffect.length] as Effect],
    })),
    {
      kind: 'activated',
      line: 20,
      text: 'Cycling {2}',
      costs: [{ kind: 'mana', mana: [{ kind: 'generic', amount: 2 }] }, { kind: 'discardSelf' }],
      effects: [{ kind: 'drawCards', who: { kind: 'you' }, amount: { kind: 'fixed', value: 1 } }],
      restrictions: [],
      isManaAbility: false,
      implied: false,
      zone: 'hand',
      cycling: true,
    },
    {
      kind: 'activated',
      line: 20,
      text: '{1}{B}: Return ~ from your graveyard to your hand.',
      costs: [{ kind: 'mana', mana: [{ kind: 'generic', amount: 1 }] }],
      effects: [
        {
          kind: 'changeZone',
          what: { kind: 'self' },
          to: 'hand',
          position: null,
          underYourControl: false,
          from: 'graveyard',
        },
      ],
      restrictions: [],
      isManaAbility: false,
      implied: false,
      zone: 'graveyard',
    },
    {
      kind: 'triggered',
      line: 20,
      text: 'At the beginning of your upkeep, if ~ is in your graveyard, you gain 1 life.',
      trigger: { event: { kind: 'beginningOfStep', step: 'upkeep', whose: 'you' }, condition: null },
      effects: [{ kind: 'gainLife', who: { kind: 'you' }, amount: { kind: 'fixed', value: 1 } }],
      zone: 'graveyard',
    },
    {
      kind: 'kicker',
      line: 20,
      text: 'Kicker {2}{G}',
      mana: [
        { kind: 'generic', amount: 2 },
        { kind: 'colored', color: 'G' },
      ],
    },
    { kind: 'flashback', line: 20, text: 'Flashback {R}', mana: [{ kind: 'colored', color: 'R' }] },
    {
      kind: 'buyback',
      line: 20,
      text: 'Buyback {3}',
      costs: [{ kind: 'mana', mana: [{ kind: 'generic', amount: 3 }] }],
    },
    {
      kind: 'entwine',
      line: 20,
      text: 'Entwine {2}',
      costs: [{ kind: 'mana', mana: [{ kind: 'generic', amount: 2 }] }],
    },
    {
      kind: 'suspend',
      line: 20,
      text: 'Suspend 4—{R}',
      count: 4,
      costs: [{ kind: 'mana', mana: [{ kind: 'colored', color: 'R' }] }],
    },
    {
      kind: 'alternativeCost',
      line: 20,
      text: 'Evoke {U}',
      costs: [{ kind: 'mana', mana: [{ kind: 'colored', color: 'U' }] }],
      conditions: [{ kind: 'yourTurn', negated: true }],
      keyword: 'evoke',
    },
    { kind: 'morph', line: 20, text: 'Megamorph—Pay 2 life.', costs: [{ kind: 'payLife', amount: 2 }], mega: true },
    {
      kind: 'additionalCost',
      line: 20,
      text: 'As an additional cost to cast this spell, sacrifice a creature.',
      costs: [
        {
          kind: 'sacrifice',
          what: { nouns: ['creature'], qualities: [] },
          amount: { kind: 'fixed', value: 1 },
        },
      ],
    },
    {
      kind: 'castRestriction',
      line: 20,
      text: 'Cast ~ only during combat.',
      restrictions: [{ kind: 'window', parts: [{ kind: 'during', period: 'combat' }] }],
    },
    { kind: 'applied', line: 20, text: 'apply storm', implementation: 'storm' },
    { kind: 'unparsed', line: 21, text: 'Whenever ~ dances, shuffle.' },
  ],
});

export function warning(file: string, line: number, overrides: Partial<CardWarning> = {}): CardWarning {
  return {
    file,
    line,
    column: 1,
    endColumn: 5,
    code: 'unparsed-ability',
    message: 'No ability parser understands this line.',
    ...overrides,
  };
}

export function parsed(template: CardTemplate, warnings: readonly CardWarning[] = []): ParseResult {
  return { card: template, warnings };
}

/** A stand-in for SHA-256 in engine tests (the engine cannot import node:crypto): FNV-1a, shaped like a hex SHA-256. */
export function fakeSha256(bytes: Uint8Array): string {
  let hash = 0x811c9dc5;
  for (const byte of bytes) hash = Math.imul(hash ^ byte, 0x01000193) >>> 0;
  return hash.toString(16).padStart(8, '0').repeat(8);
}
