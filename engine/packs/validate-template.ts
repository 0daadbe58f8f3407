import {
  CARD_TYPE_NAMES,
  DESIGNATIONS,
  NOUN_NAMES,
  SUPERTYPE_NAMES,
  type Ability,
  type CardTemplate,
  type Condition,
  type Effect,
  type GrantedAbility,
  type Quality,
  type Subject,
  type TriggerEvent,
} from '../templates/card-template.js';
import {
  array,
  boolean,
  check,
  integer,
  isTrue,
  lazy,
  literal,
  nullable,
  optional,
  object,
  string,
  tagged,
  tuple,
  type Infer,
  type SameType,
  type Schema,
  type SchemaError,
} from './schema.js';

/**
 * The shape of a CardTemplate, checked by hand. A pack is untrusted input, so every template read back
 * from one is validated before the rules engine sees it. The SameType assertion at the bottom breaks the
 * build when CardTemplate changes and this schema does not.
 */

const color = literal('W', 'U', 'B', 'R', 'G');

const manaSymbol = tagged({
  generic: object({ kind: literal('generic'), amount: integer(0) }),
  colored: object({ kind: literal('colored'), color }),
  colorless: object({ kind: literal('colorless') }),
  snow: object({ kind: literal('snow') }),
  variable: object({ kind: literal('variable'), letter: literal('X', 'Y', 'Z') }),
  hybrid: object({ kind: literal('hybrid'), colors: tuple(color, color) }),
  twobrid: object({ kind: literal('twobrid'), color }),
  phyrexian: object({ kind: literal('phyrexian'), color }),
});
const manaCost = array(manaSymbol);

const keyword = literal(
  'deathtouch',
  'defender',
  'double strike',
  'first strike',
  'flash',
  'flying',
  'haste',
  'hexproof',
  'indestructible',
  'infect',
  'intimidate',
  'lifelink',
  'menace',
  'reach',
  'shroud',
  'trample',
  'vigilance',
  'wither',
  'fear',
  'shadow',
  'horsemanship',
  'devoid',
  'changeling',
  'convoke',
  'delve',
  'improvise',
  'assist',
  'fuse',
  'aftermath',
  'sunburst',
  'conspire',
  'rebound',
  'retrace',
  'jump-start',
  'split second',
  'totem armor',
  'umbra armor',
  'flanking',
  'plainswalk',
  'islandwalk',
  'swampwalk',
  'mountainwalk',
  'forestwalk',
  'nonbasic landwalk',
);
const cardType = literal(...CARD_TYPE_NAMES);
const supertype = literal(...SUPERTYPE_NAMES);
const describedZone = literal('battlefield', 'stack', 'graveyard', 'hand', 'library', 'exile');
const youOrOpponent = literal('you', 'opponent');
const compareOp = literal('<=', '>=', '=');
const designation = literal(...DESIGNATIONS);

// Quality is recursive ("white or blue" is anyOf two qualities); see Subject below for the pattern.
const qualityVariants = tagged({
  color: object({ kind: literal('color'), color, negated: boolean }),
  colorCount: object({ kind: literal('colorCount'), count: literal('colorless', 'multicolored', 'monocolored') }),
  type: object({ kind: literal('type'), type: cardType, negated: boolean }),
  subtype: object({ kind: literal('subtype'), subtype: string, negated: boolean }),
  supertype: object({ kind: literal('supertype'), supertype, negated: boolean }),
  keyword: object({ kind: literal('keyword'), keyword, negated: boolean }),
  controller: object({ kind: literal('controller'), who: youOrOpponent }),
  owner: object({ kind: literal('owner'), who: youOrOpponent }),
  other: object({ kind: literal('other') }),
  tapped: object({ kind: literal('tapped'), tapped: boolean }),
  token: object({ kind: literal('token'), token: boolean }),
  designated: object({ kind: literal('designated'), designation, negated: boolean }),
  paired: object({ kind: literal('paired'), paired: boolean }),
  kicked: object({ kind: literal('kicked') }),
  combat: object({ kind: literal('combat'), roles: array(literal('attacking', 'blocking')) }),
  compare: object({
    kind: literal('compare'),
    property: literal('power', 'toughness', 'manaValue'),
    op: compareOp,
    value: integer(0),
  }),
  targets: object({ kind: literal('targets'), what: nullable(lazy(() => description)) }),
  zone: object({ kind: literal('zone'), zone: describedZone, whose: literal('you', 'opponent', 'any', 'that') }),
  chosen: object({ kind: literal('chosen'), what: literal('color', 'type') }),
  counter: object({ kind: literal('counter'), counter: nullable(string), negated: boolean }),
  dealtDamageBy: object({ kind: literal('dealtDamageBy'), by: literal('self', 'enchanted', 'equipped') }),
  wasDealtDamage: object({ kind: literal('wasDealtDamage') }),
  exiledWith: object({ kind: literal('exiledWith') }),
  named: object({ kind: literal('named'), name: nullable(string) }),
  shares: object({
    kind: literal('shares'),
    what: literal('name', 'color', 'creatureType', 'cardType'),
    with: literal('it', 'self', 'enchanted', 'equipped'),
    other: boolean,
  }),
  controlledBy: object({ kind: literal('controlledBy'), player: literal('defending', 'that') }),
  compareTo: object({
    kind: literal('compareTo'),
    property: literal('power', 'toughness', 'manaValue'),
    op: literal('<', '<=', '=', '>=', '>'),
    amount: lazy(() => amount),
  }),
  anyOf: object({ kind: literal('anyOf'), qualities: array(lazy(() => quality)) }),
  allOf: object({ kind: literal('allOf'), qualities: array(lazy(() => quality)) }),
});
const quality: Schema<Quality> = qualityVariants;

const noun = literal(...NOUN_NAMES);
const duration = literal(
  'endOfTurn',
  'indefinitely',
  'whileSourceTapped',
  'whileYouControlSource',
  'whileYouControlSourceTapped',
  'whileSourceOnBattlefield',
  'untilNextUntapStep',
  'untilYourNextUntapStep',
  'untilYourNextTurn',
  'endOfCombat',
);

const description = object({ nouns: array(noun), qualities: array(quality) });
const manaUse = tagged({
  cast: object({ kind: literal('cast'), spells: description }),
  activate: object({ kind: literal('activate'), of: nullable(description) }),
});

// Subject is recursive ("its controller" names a subject): the variants refer to `subject` lazily, and
// `subjectVariants` keeps its inferred type so the SameType check below still compares every variant.
const subjectVariants = tagged({
  self: object({ kind: literal('self') }),
  you: object({ kind: literal('you') }),
  target: object({
    kind: literal('target'),
    allowed: array(noun),
    description,
    count: nullable(integer(1)),
    upTo: boolean,
    min: optional(integer(1)),
    countX: optional(isTrue),
    text: string,
  }),
  each: object({ kind: literal('each'), description, player: optional(lazy(() => subject)) }),
  chosen: object({ kind: literal('chosen'), description, count: integer(1) }),
  it: object({ kind: literal('it'), them: optional(isTrue) }),
  thatPlayer: object({ kind: literal('thatPlayer') }),
  thatSpell: object({ kind: literal('thatSpell') }),
  controllerOf: object({ kind: literal('controllerOf'), of: lazy(() => subject) }),
  ownerOf: object({ kind: literal('ownerOf'), of: lazy(() => subject) }),
  defendingPlayer: object({ kind: literal('defendingPlayer') }),
  attached: object({ kind: literal('attached'), how: literal('enchanted', 'equipped') }),
});
const subject: Schema<Subject> = subjectVariants;

const amount = tagged({
  fixed: object({ kind: literal('fixed'), value: integer(0) }),
  variable: object({ kind: literal('variable'), letter: literal('X') }),
  count: object({
    kind: literal('count'),
    of: description,
    times: integer(0),
    player: optional(lazy(() => subject)),
  }),
  property: object({ kind: literal('property'), property: literal('power', 'toughness', 'manaValue'), of: subject }),
  eventAmount: object({ kind: literal('eventAmount') }),
  party: object({ kind: literal('party'), times: integer(1) }),
  basicLandTypes: object({ kind: literal('basicLandTypes'), among: description, times: integer(1) }),
  lifeTotal: object({ kind: literal('lifeTotal') }),
  greatest: object({
    kind: literal('greatest'),
    property: literal('power', 'toughness', 'manaValue'),
    of: description,
  }),
  least: object({
    kind: literal('least'),
    property: literal('power', 'toughness', 'manaValue'),
    of: description,
  }),
  total: object({ kind: literal('total'), property: literal('power', 'toughness'), of: description }),
  sacrificed: object({ kind: literal('sacrificed'), property: literal('power', 'toughness', 'manaValue') }),
  devotion: object({ kind: literal('devotion'), colors: array(color) }),
  blockers: object({ kind: literal('blockers'), of: subject, beyond: integer(0), times: integer(0) }),
  counters: object({ kind: literal('counters'), of: subject, counter: string }),
  dieResult: object({ kind: literal('dieResult') }),
  votes: object({ kind: literal('votes'), option: string, times: integer(1) }),
  lifeLostThisWay: object({ kind: literal('lifeLostThisWay') }),
  discardedThisWay: object({ kind: literal('discardedThisWay') }),
  spellsCastBefore: object({ kind: literal('spellsCastBefore'), times: integer(1) }),
  devoured: object({ kind: literal('devoured'), times: integer(1) }),
});

const signedAmount = object({ sign: literal(1, -1), amount });

const combatRestriction = tagged({
  cantAttack: object({
    kind: literal('cantAttack'),
    alone: boolean,
    unlessDefenderControls: optional(description),
  }),
  cantBlock: object({ kind: literal('cantBlock'), alone: boolean }),
  cantBeBlocked: object({ kind: literal('cantBeBlocked'), by: nullable(description), except: nullable(description) }),
  blockerCount: object({ kind: literal('blockerCount'), min: integer(0), max: nullable(integer(0)) }),
  attacksEachCombat: object({ kind: literal('attacksEachCombat') }),
  blocksEachCombat: object({ kind: literal('blocksEachCombat') }),
  blocksSource: object({ kind: literal('blocksSource') }),
  cantActivate: object({ kind: literal('cantActivate'), exceptMana: boolean, tapOnly: boolean }),
  mustBeBlocked: object({ kind: literal('mustBeBlocked'), by: nullable(description), all: boolean }),
  canBlockOnly: object({ kind: literal('canBlockOnly'), attackers: description }),
  canBlockAdditional: object({ kind: literal('canBlockAdditional'), count: nullable(integer(1)) }),
  attacksAsThough: object({ kind: literal('attacksAsThough'), as: literal('noDefender', 'haste') }),
  doesntUntap: object({ kind: literal('doesntUntap') }),
});

/** Layers 7a/7b: a set power and toughness, as a modification and as a copy exception (707.9b). */
const setPTModification = object({
  kind: literal('setPT'),
  layer: literal('7a', '7b'),
  power: nullable(amount),
  toughness: nullable(amount),
  plus: integer(0),
});

const modification = tagged({
  ptChange: object({ kind: literal('ptChange'), power: signedAmount, toughness: signedAmount }),
  addKeywords: object({ kind: literal('addKeywords'), keywords: array(keyword), oneOf: optional(isTrue) }),
  addAbilities: object({
    kind: literal('addAbilities'),
    abilities: array(lazy((): Schema<GrantedAbility> => grantedAbility)),
  }),
  restriction: object({ kind: literal('restriction'), restriction: combatRestriction }),
  removeKeywords: object({ kind: literal('removeKeywords'), keywords: array(keyword), oneOf: optional(isTrue) }),
  loseAllAbilities: object({ kind: literal('loseAllAbilities') }),
  setPT: setPTModification,
  switchPT: object({ kind: literal('switchPT') }),
  control: object({ kind: literal('control'), to: optional(subject) }),
  types: object({ kind: literal('types'), add: boolean, types: array(cardType), subtypes: array(string) }),
  removeTypes: object({ kind: literal('removeTypes'), types: array(cardType) }),
  colors: object({ kind: literal('colors'), add: boolean, colors: array(color) }),
  protection: object({
    kind: literal('protection'),
    protection: object({ everything: boolean, qualities: array(quality) }),
    ofChoice: optional(literal('you', 'itsController')),
    keeps: optional(literal('source', 'yours')),
  }),
});

const conditionVariants = tagged({
  all: object({ kind: literal('all'), conditions: array(lazy((): Schema<Condition> => condition)) }),
  versus: object({ kind: literal('versus'), amount, op: literal('<', '>'), each: boolean }),
  not: object({ kind: literal('not'), condition: lazy((): Schema<Condition> => condition) }),
  permanentLeft: object({ kind: literal('permanentLeft') }),
  count: object({ kind: literal('count'), of: description, op: compareOp, value: integer(0) }),
  life: object({ kind: literal('life'), who: youOrOpponent, op: literal('<=', '>='), value: integer(0) }),
  yourTurn: object({ kind: literal('yourTurn'), negated: boolean }),
  cardTypes: object({ kind: literal('cardTypes'), op: compareOp, value: integer(0) }),
  kicked: object({ kind: literal('kicked'), cost: optional(manaCost) }),
  castFor: object({
    kind: literal('castFor'),
    keyword: literal('evoke', 'dash', 'surge', 'escape', 'madness', 'spectacle'),
  }),
  tribute: object({ kind: literal('tribute'), paid: boolean }),
  citysBlessing: object({ kind: literal('citysBlessing') }),
  monarch: object({ kind: literal('monarch'), asTurnBegan: optional(isTrue) }),
  cast: object({
    kind: literal('cast'),
    from: nullable(literal('hand', 'graveyard')),
    mainPhase: boolean,
    byYou: boolean,
  }),
  manaSpent: object({ kind: literal('manaSpent'), color: nullable(color), value: integer(1) }),
  amount: object({ kind: literal('amount'), amount, op: compareOp, value: integer(0) }),
  controlledSinceLastUpkeep: object({ kind: literal('controlledSinceLastUpkeep') }),
  greaterThanSelf: object({ kind: literal('greaterThanSelf'), properties: array(literal('power', 'toughness')) }),
  objectIs: object({ kind: literal('objectIs'), what: literal('self', 'enchanted', 'equipped', 'it'), description }),
  attachedTo: object({ kind: literal('attachedTo'), how: literal('enchanted', 'equipped') }),
  counters: object({
    kind: literal('counters'),
    counter: nullable(string),
    op: compareOp,
    value: integer(0),
    of: optional(literal('it')),
  }),
  level: object({ kind: literal('level'), min: integer(0), max: nullable(integer(0)) }),
  hadCounters: object({ kind: literal('hadCounters'), counter: nullable(string), op: compareOp, value: integer(0) }),
  coinFlip: object({ kind: literal('coinFlip'), won: boolean }),
  clashWon: object({ kind: literal('clashWon') }),
  vote: object({ kind: literal('vote'), option: string, orTied: boolean }),
  dieRoll: object({ kind: literal('dieRoll'), op: compareOp, value: integer(1) }),
  thatPlayer: object({ kind: literal('thatPlayer'), condition: lazy(() => condition) }),
  player: object({ kind: literal('player'), who: literal('opponent', 'defending'), condition: lazy(() => condition) }),
  attackedThisStep: object({ kind: literal('attackedThisStep') }),
  entered: object({
    kind: literal('entered'),
    who: youOrOpponent,
    of: description,
    op: compareOp,
    value: integer(0),
  }),
  happened: object({
    kind: literal('happened'),
    who: literal('you', 'opponent', 'player', 'all'),
    what: literal('attacked', 'died', 'lostLife', 'gainedLife', 'castSpells', 'dealtDamage'),
    turn: literal('this', 'last'),
    op: compareOp,
    value: integer(0),
    other: boolean,
  }),
});
const condition: Schema<Condition> = conditionVariants;

const cost = tagged({
  mana: object({ kind: literal('mana'), mana: manaCost }),
  tap: object({ kind: literal('tap') }),
  untap: object({ kind: literal('untap') }),
  payLife: object({ kind: literal('payLife'), amount: integer(0) }),
  payEnergy: object({ kind: literal('payEnergy'), amount: integer(1) }),
  sacrificeSelf: object({ kind: literal('sacrificeSelf') }),
  exertSelf: object({ kind: literal('exertSelf') }),
  returnSelfToHand: object({ kind: literal('returnSelfToHand') }),
  sacrifice: object({ kind: literal('sacrifice'), what: description, amount }),
  discard: object({ kind: literal('discard'), what: description, amount, random: boolean }),
  removeCounters: object({ kind: literal('removeCounters'), counter: string, amount }),
  tapUntapped: object({ kind: literal('tapUntapped'), what: description, amount }),
  exileFromGraveyard: object({ kind: literal('exileFromGraveyard'), what: description, amount }),
  exileFromHand: object({ kind: literal('exileFromHand'), what: description, amount }),
  revealFromHand: object({ kind: literal('revealFromHand'), what: description, amount }),
  returnToHand: object({ kind: literal('returnToHand'), what: description, amount }),
  discardSelf: object({ kind: literal('discardSelf') }),
  exileSelf: object({ kind: literal('exileSelf') }),
  tapTotalPower: object({ kind: literal('tapTotalPower'), what: description, power: integer(0) }),
  loyalty: object({ kind: literal('loyalty'), sign: literal(1, -1), amount }),
});

const TURN_PERIODS = [
  'upkeep',
  'draw',
  'combat',
  'beginningOfCombat',
  'declareAttackers',
  'declareBlockers',
  'combatDamage',
  'endOfCombat',
  'end',
] as const;
const turnPeriod = literal(...TURN_PERIODS);
// A moment is a period or the point where attackers or blockers are declared (TurnMoment).
const turnMoment = literal(...TURN_PERIODS, 'attackersDeclared', 'blockersDeclared');
const timingPart = tagged({
  turn: object({ kind: literal('turn'), whose: literal('you', 'opponent') }),
  during: object({ kind: literal('during'), period: turnPeriod }),
  before: object({ kind: literal('before'), moment: turnMoment }),
  after: object({ kind: literal('after'), moment: turnMoment }),
});

const restriction = tagged({
  sorcerySpeed: object({ kind: literal('sorcerySpeed') }),
  window: object({ kind: literal('window'), parts: array(timingPart) }),
  perTurn: object({ kind: literal('perTurn'), count: integer(1) }),
  condition: object({ kind: literal('condition'), condition }),
});

const tokenSpec = object({
  name: string,
  power: integer(0),
  toughness: integer(0),
  colors: array(color),
  supertypes: array(supertype),
  types: array(cardType),
  subtypes: array(string),
  keywords: array(keyword),
  abilities: optional(array(lazy((): Schema<Ability> => ability))),
});

/** 707.9: the exceptions a copy effect makes; only the modification kinds the grammar reads after "except". */
const copyExceptions = object({
  modifications: array(
    tagged({
      types: object({ kind: literal('types'), add: boolean, types: array(cardType), subtypes: array(string) }),
      colors: object({ kind: literal('colors'), add: boolean, colors: array(color) }),
      setPT: setPTModification,
      addKeywords: object({ kind: literal('addKeywords'), keywords: array(keyword) }),
    }),
  ),
  noManaCost: boolean,
});

const whose = literal('you', 'opponent', 'each');
const handSizeChange = tagged({
  none: object({ kind: literal('none') }),
  plus: object({ kind: literal('plus'), amount: integer(0) }),
  minus: object({ kind: literal('minus'), amount: integer(0) }),
  set: object({ kind: literal('set'), amount: integer(0) }),
});
const beginningOfStep = object({
  kind: literal('beginningOfStep'),
  step: literal('upkeep', 'draw', 'end', 'beginningOfCombat', 'main1', 'endOfCombat', 'cleanup'),
  whose: literal('you', 'opponent', 'each', 'attached'),
});
const topCardsPlace = literal('hand', 'graveyard', 'exile', 'battlefield', 'libraryTop', 'libraryBottom');

// Effect is recursive (`optional` holds effects); same pattern as Subject.
const effectVariants = tagged({
  addMana: object({
    kind: literal('addMana'),
    options: array(manaCost),
    times: optional(amount),
    only: optional(array(manaUse)),
    who: optional(subject),
    chosenColor: optional(boolean),
  }),
  addProducedMana: object({ kind: literal('addProducedMana'), who: optional(subject) }),
  chooseColor: object({ kind: literal('chooseColor') }),
  dealDamage: object({
    kind: literal('dealDamage'),
    amount,
    to: subject,
    from: subject,
    divided: optional(boolean),
  }),
  destroy: object({ kind: literal('destroy'), what: subject, noRegeneration: optional(boolean) }),
  regenerate: object({ kind: literal('regenerate'), what: subject }),
  transform: object({ kind: literal('transform'), what: subject }),
  exileIfLeaves: object({ kind: literal('exileIfLeaves'), what: subject }),
  reflexive: object({ kind: literal('reflexive'), effects: array(lazy(() => effect)) }),
  exileIfDies: object({
    kind: literal('exileIfDies'),
    what: nullable(subject),
    dealtDamageThisWay: nullable(description),
  }),
  drawCards: object({ kind: literal('drawCards'), who: subject, amount }),
  gainLife: object({ kind: literal('gainLife'), who: subject, amount }),
  loseLife: object({ kind: literal('loseLife'), who: subject, amount }),
  tap: object({ kind: literal('tap'), what: subject }),
  untap: object({ kind: literal('untap'), what: subject }),
  reveal: object({ kind: literal('reveal'), what: subject }),
  tapOrUntap: object({ kind: literal('tapOrUntap'), what: subject }),
  discard: object({ kind: literal('discard'), who: subject, amount, random: boolean, what: optional(subject) }),
  exileCards: object({
    kind: literal('exileCards'),
    who: subject,
    amount,
    what: description,
    from: literal('hand', 'graveyard'),
    random: boolean,
  }),
  revealHand: object({ kind: literal('revealHand'), who: subject }),
  discardHand: object({ kind: literal('discardHand'), who: subject }),
  chooseCard: object({ kind: literal('chooseCard'), what: description, from: subject }),
  putCounters: object({
    kind: literal('putCounters'),
    what: subject,
    counter: string,
    amount,
    divided: optional(boolean),
  }),
  proliferate: object({ kind: literal('proliferate') }),
  becomeDesignated: object({ kind: literal('becomeDesignated'), what: subject, designation }),
  moveCounters: object({ kind: literal('moveCounters'), from: subject, to: subject, counter: string, amount }),
  removeCounters: object({
    kind: literal('removeCounters'),
    what: subject,
    counter: string,
    amount: nullable(amount),
  }),
  createTokens: object({
    kind: literal('createTokens'),
    who: subject,
    amount,
    token: tokenSpec,
    tapped: optional(isTrue),
  }),
  // An emblem's abilities (114.2) are abilities like a card's (declared below).
  createEmblem: object({
    kind: literal('createEmblem'),
    who: subject,
    abilities: array(lazy((): Schema<Ability> => ability)),
  }),
  createTokenCopies: object({
    kind: literal('createTokenCopies'),
    who: subject,
    amount,
    of: subject,
    except: copyExceptions,
  }),
  becomeCopy: object({
    kind: literal('becomeCopy'),
    what: subject,
    of: subject,
    duration,
    except: copyExceptions,
  }),
  optional: object({
    kind: literal('optional'),
    effects: array(lazy(() => effect)),
    ifYouDo: array(lazy(() => effect)),
    ifYouDont: optional(array(lazy(() => effect))),
    must: optional(isTrue),
    by: optional(subject),
    anyOne: optional(isTrue),
    eachWhoDoes: optional(isTrue),
  }),
  pay: object({ kind: literal('pay'), costs: array(cost) }),
  fight: object({ kind: literal('fight'), what: subject, other: subject }),
  changeZone: object({
    kind: literal('changeZone'),
    what: subject,
    to: literal('hand', 'library', 'graveyard', 'exile', 'battlefield'),
    position: nullable(literal('top', 'bottom')),
    underYourControl: boolean,
    counters: optional(array(object({ counter: string, amount }))),
    from: optional(literal('graveyard')),
    tapped: optional(boolean),
    until: optional(literal('sourceLeaves')),
    shuffle: optional(isTrue),
  }),
  sacrifice: object({
    kind: literal('sacrifice'),
    who: subject,
    what: nullable(subject),
    chosen: nullable(description),
    amount,
  }),
  counter: object({ kind: literal('counter'), what: subject, to: optional(literal('exile', 'hand', 'library')) }),
  cascade: object({ kind: literal('cascade') }),
  castWithoutPaying: object({ kind: literal('castWithoutPaying'), what: subject, suspend: optional(isTrue) }),
  castForMadness: object({ kind: literal('castForMadness'), what: subject }),
  mayPlay: object({
    kind: literal('mayPlay'),
    what: subject,
    play: literal('play', 'cast'),
    until: literal('endOfTurn', 'endOfYourNextTurn', 'whileExiled'),
    free: boolean,
  }),
  copySpell: object({ kind: literal('copySpell'), what: subject, amount, newTargets: boolean }),
  preventDamage: object({
    kind: literal('preventDamage'),
    amount: nullable(amount),
    combat: boolean,
    to: nullable(subject),
    by: nullable(subject),
    duration,
    next: optional(boolean),
  }),
  mill: object({ kind: literal('mill'), who: subject, amount }),
  lookAtHand: object({ kind: literal('lookAtHand'), who: subject }),
  exchangeControl: object({ kind: literal('exchangeControl'), what: array(subject) }),
  extraTurn: object({ kind: literal('extraTurn'), who: subject }),
  skipNext: object({
    kind: literal('skipNext'),
    who: subject,
    what: literal('turn', 'untapStep'),
    count: integer(1),
  }),
  endGame: object({ kind: literal('endGame'), who: subject, result: literal('win', 'lose') }),
  additionalLands: object({ kind: literal('additionalLands'), who: subject, count: integer(1) }),
  maximumHandSize: object({
    kind: literal('maximumHandSize'),
    who: subject,
    change: handSizeChange,
    duration: literal('endOfTurn', 'untilYourNextTurn', 'indefinitely'),
  }),
  shuffleIntoLibrary: object({
    kind: literal('shuffleIntoLibrary'),
    who: subject,
    zones: array(literal('hand', 'graveyard')),
  }),
  revealUntil: object({
    kind: literal('revealUntil'),
    who: subject,
    what: description,
    to: topCardsPlace,
    tapped: boolean,
    rest: topCardsPlace,
    restOrder: literal('any', 'random'),
  }),
  flipCoin: object({ kind: literal('flipCoin'), who: subject }),
  clash: object({ kind: literal('clash') }),
  vote: object({ kind: literal('vote'), options: array(string) }),
  explore: object({ kind: literal('explore'), what: subject }),
  planeswalk: object({ kind: literal('planeswalk'), who: subject }),
  becomeMonarch: object({ kind: literal('becomeMonarch'), who: subject }),
  rollDie: object({ kind: literal('rollDie'), who: subject, sides: integer(1) }),
  search: object({
    kind: literal('search'),
    who: subject,
    what: description,
    amount,
    upTo: boolean,
    anyNumber: optional(isTrue),
    reveal: boolean,
    to: literal('hand', 'battlefield', 'graveyard', 'exile', 'libraryTop'),
    tapped: boolean,
    shuffleBeforePut: boolean,
    alsoGraveyard: optional(isTrue),
  }),
  unless: object({
    kind: literal('unless'),
    payer: subject,
    costs: array(cost),
    times: optional(amount),
    effects: array(lazy(() => effect)),
  }),
  topCards: object({
    kind: literal('topCards'),
    who: subject,
    amount,
    reveal: boolean,
    picks: array(
      object({
        how: literal('exactly', 'upTo', 'anyNumber', 'all'),
        amount,
        what: nullable(description),
        reveal: boolean,
        to: topCardsPlace,
        tapped: boolean,
      }),
    ),
    rest: nullable(topCardsPlace),
    restOrder: literal('any', 'random'),
  }),
  modify: object({
    kind: literal('modify'),
    what: subject,
    modifications: array(modification),
    duration,
  }),
  modal: object({
    kind: literal('modal'),
    min: integer(0),
    max: integer(0),
    modes: array(object({ line: integer(0), text: string, effects: array(lazy(() => effect)) })),
  }),
  attach: object({ kind: literal('attach'), what: subject, to: subject }),
  pair: object({ kind: literal('pair'), what: subject, with: subject }),
  delayed: object({ kind: literal('delayed'), at: beginningOfStep, effects: array(lazy(() => effect)) }),
  conditional: object({
    kind: literal('conditional'),
    condition,
    effects: array(lazy(() => effect)),
    otherwise: array(lazy(() => effect)),
    after: optional(isTrue),
    insteadOfEarlier: optional(isTrue),
  }),
});
const effect: Schema<Effect> = effectVariants;

const staticAffected = tagged({
  self: object({ kind: literal('self') }),
  attached: object({ kind: literal('attached'), how: literal('enchanted', 'equipped'), description }),
  each: object({ kind: literal('each'), description }),
  paired: object({ kind: literal('paired') }),
});

const preventionParty = tagged({
  self: object({ kind: literal('self') }),
  attached: object({ kind: literal('attached'), how: literal('enchanted', 'equipped'), description }),
  each: object({ kind: literal('each'), description }),
  you: object({ kind: literal('you') }),
});

const countChange = tagged({
  double: object({ kind: literal('double') }),
  plus: object({ kind: literal('plus'), amount: integer(1) }),
  minus: object({ kind: literal('minus'), amount: integer(1) }),
});

const staticEffect = tagged({
  asEntersChoose: object({
    kind: literal('asEntersChoose'),
    choice: literal('color', 'creatureType', 'basicLandType', 'cardType', 'opponent', 'player'),
    except: nullable(color),
    among: optional(array(cardType)),
  }),
  exileIfDies: object({ kind: literal('exileIfDies'), what: nullable(description) }),
  devour: object({ kind: literal('devour'), times: integer(1) }),
  ascend: object({ kind: literal('ascend') }),
  asEntersPay: object({
    kind: literal('asEntersPay'),
    costs: array(cost),
    paid: object({ tapped: boolean, counters: array(object({ counter: string, amount })) }),
    unpaid: object({ tapped: boolean, counters: array(object({ counter: string, amount })) }),
  }),
  entersAsCopy: object({ kind: literal('entersAsCopy'), of: description, tapped: boolean, except: copyExceptions }),
  entersWith: object({
    kind: literal('entersWith'),
    tapped: boolean,
    counters: array(object({ counter: string, amount })),
    condition: nullable(condition),
    unless: boolean,
    optional: optional(boolean),
    otherwise: optional(array(modification)),
    oneOf: optional(isTrue),
    tribute: optional(isTrue),
    gains: optional(array(modification)),
  }),
  continuous: object({
    kind: literal('continuous'),
    affected: staticAffected,
    modifications: array(modification),
    condition: optional(condition),
  }),
  spellCost: object({
    kind: literal('spellCost'),
    spells: tagged({
      self: object({ kind: literal('self') }),
      matching: object({ kind: literal('matching'), description, caster: literal('you', 'opponent', 'any') }),
    }),
    change: literal('less', 'more'),
    amount,
    condition: nullable(condition),
  }),
  preventDamage: object({
    kind: literal('preventDamage'),
    damage: literal('all', 'combat', 'noncombat'),
    to: nullable(array(preventionParty)),
    by: nullable(array(preventionParty)),
  }),
  lifeGainReplacement: object({
    kind: literal('lifeGainReplacement'),
    who: literal('you', 'opponent', 'each'),
    change: literal('double', 'none'),
  }),
  drawReplacement: object({
    kind: literal('drawReplacement'),
    who: literal('you', 'opponent', 'each'),
    exceptFirstInDrawStep: boolean,
    draws: integer(2),
  }),
  lifeFloor: object({ kind: literal('lifeFloor'), floor: integer(1) }),
  othersEnterTapped: object({ kind: literal('othersEnterTapped'), what: description }),
  skipStep: object({
    kind: literal('skipStep'),
    who: literal('you', 'opponent', 'each'),
    step: literal('untap', 'upkeep', 'draw'),
  }),
  additionalLands: object({
    kind: literal('additionalLands'),
    who: literal('you', 'opponent', 'each'),
    count: integer(1),
  }),
  maximumHandSize: object({ kind: literal('maximumHandSize'), who: whose, change: handSizeChange }),
  prohibition: object({
    kind: literal('prohibition'),
    who: literal('you', 'opponent', 'each'),
    action: tagged({
      cast: object({
        kind: literal('cast'),
        spells: description,
        during: nullable(array(timingPart)),
        from: nullable(array(literal('graveyard', 'library', 'exile'))),
        moreThan: nullable(integer(1)),
      }),
      gainLife: object({ kind: literal('gainLife') }),
    }),
  }),
  graveyardReplacement: object({
    kind: literal('graveyardReplacement'),
    what: literal('self', 'cards', 'cardsOrTokens'),
    whose: nullable(literal('you', 'opponent', 'each')),
    from: literal('battlefield', 'anywhere'),
    to: literal('exile', 'hand', 'libraryBottom', 'libraryShuffled'),
  }),
  tokenReplacement: object({
    kind: literal('tokenReplacement'),
    who: nullable(literal('you', 'opponent', 'each')),
    change: countChange,
  }),
  counterReplacement: object({
    kind: literal('counterReplacement'),
    on: tagged({
      permanent: object({ kind: literal('permanent'), description }),
      player: object({ kind: literal('player'), who: literal('you', 'opponent', 'each') }),
    }),
    counter: nullable(string),
    change: countChange,
  }),
  damageReplacement: object({
    kind: literal('damageReplacement'),
    damage: literal('all', 'combat', 'noncombat'),
    to: nullable(array(preventionParty)),
    by: nullable(array(preventionParty)),
    change: tagged({
      prevent: object({ kind: literal('prevent'), amount: integer(1) }),
      preventAllBut: object({ kind: literal('preventAllBut'), amount: integer(0) }),
      double: object({ kind: literal('double') }),
      minus: object({ kind: literal('minus'), amount: integer(1) }),
      plus: object({ kind: literal('plus'), amount: integer(1) }),
      half: object({ kind: literal('half') }),
      counters: object({
        kind: literal('counters'),
        action: literal('put', 'remove'),
        counter: string,
        amount: nullable(integer(1)),
      }),
    }),
    whileCounter: optional(string),
  }),
  exertAsAttacks: object({ kind: literal('exertAsAttacks'), whenYouDo: array(lazy(() => effect)) }),
  flashPermission: object({
    kind: literal('flashPermission'),
    condition: nullable(condition),
    extra: nullable(manaCost),
  }),
  playFromTop: object({
    kind: literal('playFromTop'),
    play: literal('play', 'cast'),
    what: nullable(description),
  }),
  topCardVisible: object({
    kind: literal('topCardVisible'),
    whose: literal('you', 'each'),
    to: literal('all', 'you'),
  }),
});

const watchedVariants = {
  self: object({ kind: literal('self') }),
  matching: object({ kind: literal('matching'), description }),
  attached: object({ kind: literal('attached'), how: literal('enchanted', 'equipped'), noun }),
};
const watched = tagged(watchedVariants);

// TriggerEvent is recursive ("attacks or blocks" is anyOf two events).
const triggerEventVariants = tagged({
  zoneChange: object({
    kind: literal('zoneChange'),
    what: watched,
    from: nullable(describedZone),
    to: nullable(describedZone),
    player: optional(literal('zoneOwner')),
  }),
  attacks: object({
    kind: literal('attacks'),
    what: watched,
    alone: optional(boolean),
    batch: optional(boolean),
    together: optional(object({ count: integer(1), others: description })),
    attacking: optional(literal('you', 'youOrYourPlaneswalkers')),
  }),
  blocks: object({
    kind: literal('blocks'),
    what: watched,
    blocksACreature: boolean,
    blocksSelf: optional(boolean),
  }),
  becomesBlocked: object({
    kind: literal('becomesBlocked'),
    what: watched,
    by: optional(description),
    orBlocks: optional(isTrue),
  }),
  attacksUnblocked: object({ kind: literal('attacksUnblocked'), what: watched }),
  dealsDamage: object({
    kind: literal('dealsDamage'),
    what: watched,
    combat: boolean,
    to: nullable(description),
    batch: optional(boolean),
  }),
  isDealtDamage: object({ kind: literal('isDealtDamage'), what: watched }),
  castSpell: object({ kind: literal('castSpell'), who: whose, spell: description, self: optional(isTrue) }),
  beginningOfStep,
  gainLife: object({ kind: literal('gainLife'), who: whose }),
  becomesMonarch: object({ kind: literal('becomesMonarch'), who: whose }),
  draws: object({ kind: literal('draws'), who: whose }),
  becomesTapped: object({ kind: literal('becomesTapped'), what: watched }),
  becomesUntapped: object({ kind: literal('becomesUntapped'), what: watched }),
  tappedForMana: object({ kind: literal('tappedForMana'), what: watched, who: whose }),
  cycled: object({ kind: literal('cycled'), what: watched, who: whose }),
  exerted: object({ kind: literal('exerted'), what: watched, who: whose }),
  turnedFaceUp: object({ kind: literal('turnedFaceUp'), what: watched }),
  becomesDesignated: object({ kind: literal('becomesDesignated'), what: watched, designation }),
  lastCounterRemoved: object({ kind: literal('lastCounterRemoved'), what: watched, counter: string }),
  becomesTarget: object({
    kind: literal('becomesTarget'),
    what: tagged({ ...watchedVariants, you: object({ kind: literal('you') }) }),
    by: object({ spell: description, abilities: boolean, who: whose }),
    firstTimeEachTurn: optional(boolean),
  }),
  state: object({ kind: literal('state'), condition }),
  reflexive: object({ kind: literal('reflexive') }),
  planarChaos: object({ kind: literal('planarChaos') }),
  setInMotion: object({ kind: literal('setInMotion') }),
  anyOf: object({ kind: literal('anyOf'), events: array(lazy(() => triggerEvent)) }),
});
const triggerEvent: Schema<TriggerEvent> = triggerEventVariants;

const trigger = object({ event: triggerEvent, condition: nullable(condition) });

const base = { line: integer(0), text: string };
const activatedAbility = object({
  ...base,
  kind: literal('activated'),
  costs: array(cost),
  effects: array(effect),
  restrictions: array(restriction),
  isManaAbility: boolean,
  implied: boolean,
  zone: optional(literal('hand', 'graveyard')),
  anyPlayer: optional(isTrue),
  cycling: optional(isTrue),
});
const triggeredAbility = object({
  ...base,
  kind: literal('triggered'),
  trigger,
  effects: array(effect),
  keyword: optional(keyword),
  zone: optional(literal('graveyard', 'stack', 'exile')),
});
/** What a continuous effect may give (613.1f): an activated or a triggered ability. */
const grantedAbility: Schema<GrantedAbility> = tagged({ activated: activatedAbility, triggered: triggeredAbility });
const ability = tagged({
  keyword: object({ ...base, kind: literal('keyword'), keyword }),
  protection: object({ ...base, kind: literal('protection'), everything: boolean, qualities: array(quality) }),
  activated: activatedAbility,
  kicker: object({ ...base, kind: literal('kicker'), mana: manaCost }),
  flashback: object({ ...base, kind: literal('flashback'), mana: manaCost }),
  morph: object({ ...base, kind: literal('morph'), costs: array(cost), mega: boolean }),
  buyback: object({ ...base, kind: literal('buyback'), costs: array(cost) }),
  entwine: object({ ...base, kind: literal('entwine'), costs: array(cost) }),
  suspend: object({ ...base, kind: literal('suspend'), count: integer(0), costs: array(cost) }),
  alternativeCost: object({
    ...base,
    kind: literal('alternativeCost'),
    costs: array(cost),
    conditions: array(condition),
    keyword: optional(literal('evoke', 'dash', 'surge', 'escape', 'madness', 'spectacle')),
    zone: optional(literal('graveyard', 'exile')),
  }),
  additionalCost: object({ ...base, kind: literal('additionalCost'), costs: array(cost) }),
  castRestriction: object({ ...base, kind: literal('castRestriction'), restrictions: array(restriction) }),
  spell: object({ ...base, kind: literal('spell'), effects: array(effect) }),
  static: object({ ...base, kind: literal('static'), effect: staticEffect }),
  enchant: object({ ...base, kind: literal('enchant'), what: description }),
  triggered: triggeredAbility,
  applied: object({ ...base, kind: literal('applied'), implementation: string }),
  unparsed: object({ ...base, kind: literal('unparsed') }),
});

const faceFields = {
  name: string,
  manaCost: nullable(manaCost),
  colors: array(color),
  colorIndicator: nullable(array(color)),
  supertypes: array(supertype),
  types: array(cardType),
  subtypes: array(string),
  power: nullable(string),
  toughness: nullable(string),
  loyalty: nullable(string),
  abilities: array(ability),
};
const cardFace = object(faceFields);

const cardTemplate = object({
  ...faceFields,
  layout: literal('normal', 'split', 'flip', 'transform', 'modal_dfc', 'adventure', 'aftermath', 'meld'),
  faces: array(cardFace),
  unknownLines: array(object({ line: integer(0), text: string })),
});

/**
 * Fail to compile when the schemas above drift from CardTemplate. The recursive schemas are annotated, so the
 * template check alone would take Subject, Effect, Quality and TriggerEvent on trust: their variants are compared one level down here.
 */
const schemaMatchesType: SameType<Infer<typeof cardTemplate>, CardTemplate> = true;
const subjectMatchesType: SameType<Infer<typeof subjectVariants>, Subject> = true;
const effectMatchesType: SameType<Infer<typeof effectVariants>, Effect> = true;
const qualityMatchesType: SameType<Infer<typeof qualityVariants>, Quality> = true;
const triggerEventMatchesType: SameType<Infer<typeof triggerEventVariants>, TriggerEvent> = true;
const conditionMatchesType: SameType<Infer<typeof conditionVariants>, Condition> = true;
void conditionMatchesType;
void schemaMatchesType;
void qualityMatchesType;
void triggerEventMatchesType;
void subjectMatchesType;
void effectMatchesType;

export type ValidateTemplateResult =
  { readonly ok: true; readonly card: CardTemplate } | { readonly ok: false; readonly errors: readonly SchemaError[] };

/** Checks that a parsed JSON value is a well-formed CardTemplate. Never throws. */
export function validateTemplate(value: unknown): ValidateTemplateResult {
  const result = check(cardTemplate, value);
  return result.ok ? { ok: true, card: result.value } : { ok: false, errors: result.errors };
}
