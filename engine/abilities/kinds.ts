import type {
  Ability,
  ActivationRestriction,
  Amount,
  CardTemplate,
  CombatRestriction,
  Cost,
  Effect,
  Modification,
  StaticAffected,
  SpellsAffected,
  StaticEffect,
  Subject,
  TimingPart,
  TriggerEvent,
} from '../templates/card-template.js';

/**
 * Every kind of parsed phrase, as `family:kind` names ("effect:dealDamage", "trigger:attacks"), and the kinds a card
 * uses. The lists are records over the contract's unions, so a kind added to the contract and not here is a type
 * error; a test checks that every kind is exercised by a shipped scenario (understood means executed).
 */
const ABILITY_KINDS: Record<Ability['kind'], true> = {
  keyword: true,
  protection: true,
  activated: true,
  triggered: true,
  spell: true,
  static: true,
  enchant: true,
  kicker: true,
  flashback: true,
  morph: true,
  buyback: true,
  entwine: true,
  suspend: true,
  alternativeCost: true,
  additionalCost: true,
  castRestriction: true,
  applied: true,
  unparsed: true,
};
const EFFECT_KINDS: Record<Effect['kind'], true> = {
  addMana: true,
  addProducedMana: true,
  chooseColor: true,
  dealDamage: true,
  destroy: true,
  regenerate: true,
  transform: true,
  drawCards: true,
  gainLife: true,
  loseLife: true,
  tap: true,
  untap: true,
  tapOrUntap: true,
  exileCards: true,
  discard: true,
  revealHand: true,
  reveal: true,
  discardHand: true,
  chooseCard: true,
  putCounters: true,
  proliferate: true,
  removeCounters: true,
  moveCounters: true,
  becomeDesignated: true,
  createTokens: true,
  createTokenCopies: true,
  createEmblem: true,
  becomeCopy: true,
  optional: true,
  pay: true,
  changeZone: true,
  exileIfLeaves: true,
  exileIfDies: true,
  reflexive: true,
  sacrifice: true,
  counter: true,
  copySpell: true,
  cascade: true,
  castWithoutPaying: true,
  castForMadness: true,
  mayPlay: true,
  revealUntil: true,
  mill: true,
  shuffleIntoLibrary: true,
  exchangeControl: true,
  extraTurn: true,
  becomeMonarch: true,
  endGame: true,
  skipNext: true,
  additionalLands: true,
  maximumHandSize: true,
  pair: true,
  lookAtHand: true,
  modify: true,
  search: true,
  modal: true,
  attach: true,
  delayed: true,
  conditional: true,
  topCards: true,
  preventDamage: true,
  unless: true,
  fight: true,
  flipCoin: true,
  rollDie: true,
  planeswalk: true,
  clash: true,
  vote: true,
  explore: true,
};
const TRIGGER_KINDS: Record<TriggerEvent['kind'], true> = {
  reflexive: true,
  planarChaos: true,
  setInMotion: true,
  zoneChange: true,
  attacks: true,
  blocks: true,
  becomesBlocked: true,
  attacksUnblocked: true,
  dealsDamage: true,
  isDealtDamage: true,
  castSpell: true,
  beginningOfStep: true,
  gainLife: true,
  becomesMonarch: true,
  draws: true,
  becomesTapped: true,
  becomesUntapped: true,
  tappedForMana: true,
  cycled: true,
  exerted: true,
  turnedFaceUp: true,
  lastCounterRemoved: true,
  becomesDesignated: true,
  becomesTarget: true,
  state: true,
  anyOf: true,
};
const SUBJECT_KINDS: Record<Subject['kind'], true> = {
  self: true,
  you: true,
  target: true,
  each: true,
  chosen: true,
  it: true,
  thatPlayer: true,
  thatSpell: true,
  controllerOf: true,
  ownerOf: true,
  defendingPlayer: true,
  attached: true,
};
const STATIC_KINDS: Record<StaticEffect['kind'], true> = {
  entersWith: true,
  asEntersChoose: true,
  asEntersPay: true,
  exileIfDies: true,
  devour: true,
  ascend: true,
  entersAsCopy: true,
  continuous: true,
  spellCost: true,
  preventDamage: true,
  damageReplacement: true,
  lifeGainReplacement: true,
  drawReplacement: true,
  counterReplacement: true,
  tokenReplacement: true,
  graveyardReplacement: true,
  lifeFloor: true,
  othersEnterTapped: true,
  skipStep: true,
  additionalLands: true,
  maximumHandSize: true,
  prohibition: true,
  flashPermission: true,
  exertAsAttacks: true,
  topCardVisible: true,
  playFromTop: true,
};
const SPELLS_AFFECTED_KINDS: Record<SpellsAffected['kind'], true> = {
  self: true,
  matching: true,
};
const AFFECTED_KINDS: Record<StaticAffected['kind'], true> = {
  self: true,
  attached: true,
  each: true,
  paired: true,
};
const MODIFICATION_KINDS: Record<Modification['kind'], true> = {
  ptChange: true,
  addKeywords: true,
  addAbilities: true,
  restriction: true,
  removeKeywords: true,
  loseAllAbilities: true,
  setPT: true,
  switchPT: true,
  control: true,
  types: true,
  removeTypes: true,
  colors: true,
  protection: true,
};
const COMBAT_RESTRICTION_KINDS: Record<CombatRestriction['kind'], true> = {
  cantAttack: true,
  cantBlock: true,
  cantBeBlocked: true,
  blockerCount: true,
  attacksEachCombat: true,
  blocksEachCombat: true,
  blocksSource: true,
  cantActivate: true,
  mustBeBlocked: true,
  canBlockOnly: true,
  canBlockAdditional: true,
  attacksAsThough: true,
  doesntUntap: true,
};
const AMOUNT_KINDS: Record<Amount['kind'], true> = {
  fixed: true,
  variable: true,
  count: true,
  property: true,
  eventAmount: true,
  blockers: true,
  devotion: true,
  party: true,
  basicLandTypes: true,
  lifeTotal: true,
  greatest: true,
  least: true,
  total: true,
  sacrificed: true,
  counters: true,
  dieResult: true,
  votes: true,
  spellsCastBefore: true,
  devoured: true,
  lifeLostThisWay: true,
  discardedThisWay: true,
};
const COST_KINDS: Record<Cost['kind'], true> = {
  mana: true,
  tap: true,
  untap: true,
  payLife: true,
  payEnergy: true,
  sacrificeSelf: true,
  exertSelf: true,
  returnSelfToHand: true,
  sacrifice: true,
  discard: true,
  removeCounters: true,
  tapUntapped: true,
  exileFromGraveyard: true,
  exileFromHand: true,
  revealFromHand: true,
  returnToHand: true,
  discardSelf: true,
  exileSelf: true,
  tapTotalPower: true,
  loyalty: true,
};
const RESTRICTION_KINDS: Record<ActivationRestriction['kind'], true> = {
  sorcerySpeed: true,
  window: true,
  perTurn: true,
  condition: true,
};
const TIMING_KINDS: Record<TimingPart['kind'], true> = {
  turn: true,
  during: true,
  before: true,
  after: true,
};

/** The kind records by union, for tests that need every kind of one union (the pack schema's, say). */
export const KIND_RECORDS = {
  ability: ABILITY_KINDS,
  effect: EFFECT_KINDS,
  triggerEvent: TRIGGER_KINDS,
  subject: SUBJECT_KINDS,
  staticEffect: STATIC_KINDS,
  affected: AFFECTED_KINDS,
  spellsAffected: SPELLS_AFFECTED_KINDS,
  modification: MODIFICATION_KINDS,
  combatRestriction: COMBAT_RESTRICTION_KINDS,
  amount: AMOUNT_KINDS,
  cost: COST_KINDS,
  restriction: RESTRICTION_KINDS,
  timing: TIMING_KINDS,
} as const;

/** Every kind the engine must execute. `unparsed` is no kind the parser "understands", so it is left out. */
export const ALL_KINDS: readonly string[] = [
  ...Object.keys(ABILITY_KINDS)
    .filter((k) => k !== 'unparsed')
    .map((k) => `ability:${k}`),
  ...Object.keys(EFFECT_KINDS).map((k) => `effect:${k}`),
  ...Object.keys(TRIGGER_KINDS).map((k) => `trigger:${k}`),
  ...Object.keys(SUBJECT_KINDS).map((k) => `subject:${k}`),
  ...Object.keys(AMOUNT_KINDS).map((k) => `amount:${k}`),
  ...Object.keys(COST_KINDS).map((k) => `cost:${k}`),
  ...Object.keys(RESTRICTION_KINDS).map((k) => `restriction:${k}`),
  ...Object.keys(TIMING_KINDS).map((k) => `timing:${k}`),
  ...Object.keys(STATIC_KINDS).map((k) => `static:${k}`),
  ...Object.keys(AFFECTED_KINDS).map((k) => `affected:${k}`),
  ...Object.keys(SPELLS_AFFECTED_KINDS).map((k) => `spells:${k}`),
  ...Object.keys(MODIFICATION_KINDS).map((k) => `modification:${k}`),
  ...Object.keys(COMBAT_RESTRICTION_KINDS).map((k) => `combatRestriction:${k}`),
];

/**
 * The kinds a card's abilities use, found by walking its plain data: every object with a `kind` under an
 * ability's `effects`, `costs`, `trigger` is named by the family of the field that holds it.
 */
export function kindsOf(card: CardTemplate): Set<string> {
  const out = new Set<string>();
  for (const face of card.faces.length > 0 ? card.faces : [card]) {
    for (const ability of face.abilities) {
      out.add(`ability:${ability.kind}`);
      walk(ability, 'ability', out);
      // 702.88a: rebound's delayed trigger is made of this effect (rules/actions/resolve.ts), not of parsed words.
      if (ability.kind === 'keyword' && ability.keyword === 'rebound') out.add('effect:castWithoutPaying');
      // 702.35a: so is madness's trigger (rules/ops/discard.ts).
      if (ability.kind === 'alternativeCost' && ability.keyword === 'madness') out.add('effect:castForMadness');
    }
  }
  // 603.12: a "When you do, …" effect makes the reflexive triggered ability (rules/effects/reflexive.ts).
  if (out.has('effect:reflexive')) out.add('trigger:reflexive');
  return out;
}

/** Which family a field's values belong to; fields not listed keep their parent's family. */
const FIELD_FAMILY: Readonly<Record<string, string>> = {
  effects: 'effect',
  ifYouDo: 'effect',
  ifYouDont: 'effect',
  otherwise: 'effect',
  costs: 'cost',
  restrictions: 'restriction',
  // The parts of a timing window ("during combat", "before attackers are declared", 506.6).
  parts: 'timing',
  event: 'trigger',
  events: 'trigger',
  to: 'subject',
  from: 'subject',
  what: 'subject',
  who: 'subject',
  by: 'subject',
  payer: 'subject',
  of: 'subject',
  amount: 'amount',
  // How many times an "unless" cost is paid (702.24a).
  times: 'amount',
  // Descriptions have no kind; their qualities are checked by the description matcher's own typed tests.
  qualities: 'quality',
  condition: 'condition',
  token: 'token',
  modifications: 'modification',
  // A static ability's effect (604.1) and what its continuous effect applies to (611.3a).
  effect: 'static',
  affected: 'affected',
  // Which spells a cost change applies to (601.2f).
  spells: 'spells',
  // A modification's rule about attacking, blocking or untapping (no layer).
  restriction: 'combatRestriction',
  // An emblem's abilities (114.2): abilities again, whose own parts are walked like a card's.
  abilities: 'ability',
};

function walk(value: unknown, family: string, out: Set<string>): void {
  if (Array.isArray(value)) {
    for (const item of value) walk(item, family, out);
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  const record = value as Record<string, unknown>;
  const kind = record['kind'];
  if (typeof kind === 'string' && family !== 'ability') out.add(`${family}:${kind}`);
  for (const [key, child] of Object.entries(record)) {
    if (key === 'kind') continue;
    // A trigger's `what` is what it watches (`~` or a description), not an effect's subject.
    const next = family === 'trigger' && key === 'what' ? 'watched' : (FIELD_FAMILY[key] ?? family);
    walk(child, next, out);
  }
}
