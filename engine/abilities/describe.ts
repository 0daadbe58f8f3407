import { COLOR_NAMES } from '../mana/mana-symbol.js';
import { formatManaCost } from '../mana/mana-cost.js';
import { describeTiming } from '../templates/timing.js';
import type {
  Ability,
  ActivationRestriction,
  HandSizeChange,
  PlayerEffectDuration,
  Prohibited,
  Amount,
  CombatRestriction,
  Condition,
  CopyExceptions,
  Cost,
  Description,
  ManaUse,
  Effect,
  EnteringChange,
  EnteringChoice,
  Modification,
  Protection,
  Quality,
  SignedAmount,
  SpellCostChange,
  StaticPrevention,
  StaticDamageReplacement,
  DamageChange,
  GraveyardInstead,
  PreventionParty,
  SpellsAffected,
  StaticAffected,
  StaticEffect,
  Subject,
  TokenSpec,
  PlayPermissionDuration,
  TopCardsPick,
  TopCardsPlace,
  TriggerEvent,
  Watched,
  Duration,
  Whose,
} from '../templates/card-template.js';

/**
 * Parsed abilities back in words, for the parser panel and hovers: what the grammar understood, phrased
 * plainly ("when ~ enters the battlefield: draw 1 card"), so an author sees at once whether it read the text right.
 */

export function describeAmount(amount: Amount): string {
  switch (amount.kind) {
    case 'fixed':
      return String(amount.value);
    case 'variable':
      return amount.letter;
    case 'eventAmount':
      return 'that much';
    case 'property':
      return `${amount.property === 'manaValue' ? 'the mana value' : `the ${amount.property}`} of ${describeSubject(amount.of)}`;
    case 'count': {
      const player = amount.player ? ` (that player: ${describeSubject(amount.player)})` : '';
      return `${amount.times === 1 ? '' : `${amount.times} × `}the number of ${describeDescription(amount.of)}${player}`;
    }
    case 'sacrificed':
      return `the ${amount.property === 'manaValue' ? 'mana value' : amount.property} of the sacrificed permanent`;
    case 'lifeTotal':
      return 'your life total';
    case 'greatest':
      return `the greatest ${amount.property === 'manaValue' ? 'mana value' : amount.property} among ${describeDescription(amount.of)}`;
    case 'least':
      return `the least ${amount.property === 'manaValue' ? 'mana value' : amount.property} among ${describeDescription(amount.of)}`;
    case 'total':
      return `the total ${amount.property} of ${describeDescription(amount.of)}`;
    case 'party':
      return `${amount.times === 1 ? '' : `${amount.times} × `}the number of creatures in your party`;
    case 'basicLandTypes':
      return `${amount.times === 1 ? '' : `${amount.times} × `}the number of basic land types among ${describeDescription(amount.among)}`;
    case 'devotion':
      return `your devotion to ${amount.colors.map((c) => COLOR_NAMES[c]).join(' and ')}`;
    case 'counters':
      return `the number of ${amount.counter} counters on ${describeSubject(amount.of)}`;
    case 'dieResult':
      return 'the result of the die roll';
    case 'votes':
      return `${amount.times > 1 ? `${amount.times} times ` : ''}the number of ${amount.option} votes`;
    case 'discardedThisWay':
      return 'the number of cards discarded this way';
    case 'lifeLostThisWay':
      return 'the life lost this way';
    case 'devoured':
      return `${amount.times === 1 ? '' : `${amount.times} × `}the number of creatures it devoured`;
    case 'spellsCastBefore':
      return `${amount.times === 1 ? '' : `${amount.times} × `}the number of spells cast before it this turn`;
    case 'blockers': {
      const beyond = amount.beyond > 0 ? ` beyond the first ${amount.beyond}` : '';
      return `${amount.times === 1 ? '' : `${amount.times} × `}the number of creatures blocking ${describeSubject(amount.of)}${beyond}`;
    }
  }
}

function describeQuality(q: Quality): string {
  switch (q.kind) {
    case 'color':
      return `${q.negated ? 'non' : ''}${COLOR_NAMES[q.color].toLowerCase()}`;
    case 'colorCount':
      return q.count;
    case 'type':
      return `${q.negated ? 'non' : ''}${q.type}`;
    case 'subtype':
      return `${q.negated ? 'non-' : ''}${q.subtype}`;
    case 'supertype':
      return `${q.negated ? 'non' : ''}${q.supertype}`;
    case 'keyword':
      return `${q.negated ? 'without' : 'with'} ${q.keyword}`;
    case 'controller':
      return q.who === 'you' ? 'you control' : 'an opponent controls';
    case 'owner':
      return q.who === 'you' ? 'you own' : 'an opponent owns';
    case 'other':
      return 'other';
    case 'tapped':
      return q.tapped ? 'tapped' : 'untapped';
    case 'token':
      return q.token ? 'token' : 'nontoken';
    case 'designated':
      return q.negated ? `not ${q.designation}` : q.designation;
    case 'paired':
      return q.paired ? 'paired' : 'unpaired';
    case 'kicked':
      return 'kicked';
    case 'combat':
      return q.roles.join(' or ');
    case 'compare':
      return `with ${q.property === 'manaValue' ? 'mana value' : q.property} ${q.op === '=' ? '' : `${q.op} `}${q.value}`;
    case 'targets':
      return `that targets ${q.what ? describeDescription(q.what) : '~'}`;
    case 'zone':
      return `in ${q.whose === 'you' ? 'your' : q.whose === 'opponent' ? "an opponent's" : q.whose === 'that' ? "that player's" : 'a'} ${q.zone}`;
    case 'chosen':
      return `of the chosen ${q.what}`;
    case 'counter':
      return `${q.negated ? 'without' : 'with'} a ${q.counter === null ? '' : `${q.counter} `}counter on it`;
    case 'dealtDamageBy':
      return `dealt damage by ${q.by === 'self' ? '~' : `${q.by} creature`} this turn`;
    case 'wasDealtDamage':
      return 'that was dealt damage this turn';
    case 'exiledWith':
      return 'exiled with ~';
    case 'named':
      return `named ${q.name ?? '~'}`;
    case 'shares': {
      const what = { name: 'the name', color: 'a color', creatureType: 'a creature type', cardType: 'a card type' }[
        q.what
      ];
      const with_ = q.with === 'it' ? 'it' : q.with === 'self' ? '~' : `${q.with} permanent`;
      return `sharing ${what} with ${q.other ? 'but other than ' : ''}${with_}`;
    }
    case 'controlledBy':
      return `${q.player === 'defending' ? 'defending' : 'that'} player controls`;
    case 'compareTo': {
      const ops = {
        '<': 'less than',
        '<=': 'less than or equal to',
        '=': 'equal to',
        '>=': 'greater than or equal to',
        '>': 'greater than',
      };
      return `with ${q.property === 'manaValue' ? 'mana value' : q.property} ${ops[q.op]} ${describeAmount(q.amount)}`;
    }
    case 'anyOf':
      return q.qualities.map(describeQuality).join(' or ');
    case 'allOf':
      return q.qualities.map(describeQuality).join(' ');
  }
}

/** "nonblack creature you control": adjectives before the nouns, clauses after. */
export function describeDescription(d: Description, plural = false): string {
  // For players, "controller: opponent" means the player is an opponent (see Quality).
  if (
    d.nouns.length === 1 &&
    d.nouns[0] === 'player' &&
    d.qualities.some((q) => q.kind === 'controller' && q.who === 'opponent')
  ) {
    return 'opponent';
  }
  const after = (q: Quality): boolean =>
    q.kind === 'keyword' ||
    q.kind === 'controller' ||
    q.kind === 'controlledBy' ||
    q.kind === 'owner' ||
    q.kind === 'compare' ||
    q.kind === 'compareTo' ||
    q.kind === 'zone' ||
    q.kind === 'wasDealtDamage';
  const before = d.qualities.filter((q) => !after(q)).map(describeQuality);
  const clauses = d.qualities.filter(after).map(describeQuality);
  const nouns = d.nouns.map((n) => (n === 'any' ? 'any target' : plural ? `${n}s` : n)).join(plural ? ' and ' : ' or ');
  return [...before, nouns, ...clauses].join(' ');
}

export function describeSubject(subject: Subject): string {
  switch (subject.kind) {
    case 'self':
      return '~';
    case 'you':
      return 'you';
    case 'target':
      return subject.text;
    case 'each': {
      const each = `each ${describeDescription(subject.description)}`;
      return subject.player ? `${each} (that player: ${describeSubject(subject.player)})` : each;
    }
    case 'chosen': {
      const what = describeDescription(subject.description, subject.count > 1);
      const article = /^[aeiou]/.test(what) ? 'an' : 'a';
      return `${subject.count === 1 ? article : subject.count} ${what} (chosen as it resolves)`;
    }
    case 'it':
      return subject.them ? 'them' : 'it';
    case 'thatPlayer':
      return 'that player';
    case 'thatSpell':
      return 'that spell or ability';
    case 'controllerOf':
      return `the controller of ${describeSubject(subject.of)}`;
    case 'ownerOf':
      return `the owner of ${describeSubject(subject.of)}`;
    case 'attached':
      return subject.how === 'enchanted' ? 'the enchanted object' : 'the equipped creature';
    case 'defendingPlayer':
      return 'defending player';
  }
}

/** `{T}`, `{1}{G}`, `pay 2 life`. */
export function describeCost(cost: Cost): string {
  switch (cost.kind) {
    case 'mana':
      return formatManaCost(cost.mana);
    case 'tap':
      return '{T}';
    case 'untap':
      return '{Q}';
    case 'payLife':
      return `pay ${cost.amount} life`;
    case 'payEnergy':
      return `pay ${'{E}'.repeat(cost.amount)}`;
    case 'returnSelfToHand':
      return "return ~ to its owner's hand";
    case 'sacrificeSelf':
      return 'sacrifice ~';
    case 'exertSelf':
      return 'exert ~';
    case 'sacrifice':
      return `sacrifice ${describeAmount(cost.amount)} ${describeDescription(cost.what)}`;
    case 'discard':
      return `discard ${describeAmount(cost.amount)} ${describeDescription(cost.what)}${cost.random ? ' at random' : ''}`;
    case 'removeCounters':
      return `remove ${describeAmount(cost.amount)} ${cost.counter} counter(s) from ~`;
    case 'tapUntapped':
      return `tap ${describeAmount(cost.amount)} ${describeDescription(cost.what)}`;
    case 'exileFromGraveyard':
    case 'exileFromHand':
      return `exile ${describeAmount(cost.amount)} ${describeDescription(cost.what)}${cost.kind === 'exileFromHand' ? ' from your hand' : ''}`;
    case 'returnToHand':
      return `return ${describeAmount(cost.amount)} ${describeDescription(cost.what)} to its owner's hand`;
    case 'revealFromHand':
      return `reveal ${describeAmount(cost.amount)} ${describeDescription(cost.what)}`;
    case 'discardSelf':
      return 'discard this card';
    case 'exileSelf':
      return 'exile ~ from your graveyard';
    case 'tapTotalPower':
      return `tap any number of ${describeDescription(cost.what)} with total power ${cost.power} or greater`;
    case 'loyalty':
      return `${loyaltySign(cost)}${describeAmount(cost.amount)} loyalty`;
  }
}

/** The loyalty symbol's sign as printed: "+1", "−2", and "0" without one (209.1). */
function loyaltySign(cost: Extract<Cost, { kind: 'loyalty' }>): string {
  if (cost.amount.kind === 'fixed' && cost.amount.value === 0) return '';
  return cost.sign < 0 ? '−' : '+';
}

/** "only as a sorcery", "only once each turn" (602.5b). */
export function describeRestriction(restriction: ActivationRestriction): string {
  switch (restriction.kind) {
    case 'sorcerySpeed':
      return 'only as a sorcery';
    case 'window':
      return `only ${describeTiming(restriction.parts)}`;
    case 'perTurn':
      return `only ${restriction.count === 1 ? 'once' : `${restriction.count} times`} each turn`;
    case 'condition':
      return `only if ${describeCondition(restriction.condition)}`;
  }
}

function describeToken(token: TokenSpec): string {
  const colors =
    token.colors.length === 0 ? 'colorless' : token.colors.map((c) => COLOR_NAMES[c].toLowerCase()).join(' and ');
  const quoted = (token.abilities ?? []).map((a) => `"${a.text}"`);
  const abilities = [...token.keywords, ...quoted];
  const keywords = abilities.length > 0 ? ` with ${abilities.join(', ')}` : '';
  // 208.3: a noncreature token has no power and toughness.
  const pt = token.types.includes('creature') ? `${token.power}/${token.toughness} ` : '';
  return `${pt}${colors} ${[...token.subtypes, ...token.types].join(' ')} token "${token.name}"${keywords}`;
}

/** "draw 2 cards" for you, "target player: draw 2 cards" for anyone else. */
/** 305.2: "an additional land", "2 additional lands". */
/** 402.2: "no maximum hand size", "maximum hand size increased by 1", "maximum hand size 2". */
function describeHandSizeChange(change: HandSizeChange): string {
  switch (change.kind) {
    case 'none':
      return 'no maximum hand size';
    case 'plus':
      return `maximum hand size increased by ${change.amount}`;
    case 'minus':
      return `maximum hand size reduced by ${change.amount}`;
    case 'set':
      return `maximum hand size ${change.amount}`;
  }
}

/** Whose maximum hand size (402.2), as a possessive. */
const HAND_SIZE_OWNERS = { you: 'your', opponent: "each opponent's", each: "each player's" } as const;

/** "you have no maximum hand size", "each opponent's maximum hand size is reduced by 1", "your maximum hand size is 2". */
function handSizeWords(who: Whose, change: HandSizeChange): string {
  if (change.kind === 'none') return `${PROHIBITED_PLAYERS[who]} have no maximum hand size`;
  const how =
    change.kind === 'set'
      ? `${change.amount}`
      : `${change.kind === 'plus' ? 'increased' : 'reduced'} by ${change.amount}`;
  return `${HAND_SIZE_OWNERS[who]} maximum hand size is ${how}`;
}

/** How long an effect on players lasts, as words after it (611.2a). */
const PLAYER_DURATIONS: Readonly<Record<PlayerEffectDuration, string>> = {
  endOfTurn: ' until end of turn',
  untilYourNextTurn: ' until your next turn',
  indefinitely: ' for the rest of the game',
};

function landsWord(count: number): string {
  return count === 1 ? 'an additional land' : `${count} additional lands`;
}

function byPlayer(who: Subject, phrase: string): string {
  return who.kind === 'you' ? phrase : `${describeSubject(who)}: ${phrase}`;
}

/** Where found cards go, for the summary of a search. */
const SEARCH_DESTINATIONS: Readonly<Record<Extract<Effect, { kind: 'search' }>['to'], string>> = {
  hand: 'into hand',
  battlefield: 'onto the battlefield',
  graveyard: 'into graveyard',
  exile: 'into exile',
  libraryTop: 'on top of library',
};

const TOP_CARDS_PLACES: Readonly<Record<TopCardsPlace, string>> = {
  hand: 'into hand',
  graveyard: 'into graveyard',
  exile: 'into exile',
  battlefield: 'onto the battlefield',
  libraryTop: 'on top of library',
  libraryBottom: 'on the bottom of library',
};

/** How long a "you may play that card" permission lasts (611.2a). */
const PLAY_DURATIONS: Readonly<Record<PlayPermissionDuration, string>> = {
  endOfTurn: 'this turn',
  endOfYourNextTurn: 'until the end of your next turn',
  whileExiled: 'for as long as it remains exiled',
};

/** "scry" (701.22a) or "surveil" (701.25a) when a topCards effect is exactly one of them. */
function scryWord(effect: Extract<Effect, { kind: 'topCards' }>): string | null {
  const [pick, more] = effect.picks;
  if (effect.who.kind !== 'you' || effect.reveal || !pick || more || effect.rest !== 'libraryTop') return null;
  if (pick.how !== 'anyNumber' || pick.what !== null || effect.restOrder !== 'any') return null;
  return pick.to === 'libraryBottom' ? 'scry' : pick.to === 'graveyard' ? 'surveil' : null;
}

/** "Exile the top three cards of your library": a topCards effect whose one pick exiles every card, unrevealed. */
function exilesTopCards(effect: Extract<Effect, { kind: 'topCards' }>): boolean {
  const [pick, more] = effect.picks;
  return !effect.reveal && !more && pick?.how === 'all' && pick.what === null && pick.to === 'exile';
}

/** "put up to 1 creature card (revealed) into hand", "put any number on the bottom of library". */
function describeTopCardsPick(pick: TopCardsPick): string {
  const what = pick.what ? ` ${describeDescription(pick.what)}` : '';
  const which =
    pick.how === 'all'
      ? pick.what
        ? `all${what}`
        : 'them all'
      : pick.how === 'anyNumber'
        ? `any number${what ? ` of${what}` : ''}`
        : `${pick.how === 'upTo' ? 'up to ' : ''}${describeAmount(pick.amount)}${what}`;
  const place = `${TOP_CARDS_PLACES[pick.to]}${pick.tapped ? ' tapped' : ''}`;
  return `${pick.reveal ? 'reveal and ' : ''}put ${which} ${place}`;
}

/** Lower-case imperative summary: "add {R} or {G}", "deal 2 damage to any target". */
export function describeEffect(effect: Effect): string {
  switch (effect.kind) {
    case 'addMana':
      return `${effect.who ? `${describeSubject(effect.who)}: ` : ''}add ${joinOptions([...effect.options.map(formatManaCost), ...(effect.chosenColor ? ['one mana of the chosen color'] : [])])}${effect.times ? ` ${describeAmount(effect.times)} times` : ''}${effect.only ? ` (spend it only to ${describeManaUses(effect.only)})` : ''}`;
    case 'chooseColor':
      return 'choose a color';
    case 'addProducedMana':
      return `${effect.who ? `${describeSubject(effect.who)}: ` : ''}add one mana of any type that permanent produced`;
    case 'dealDamage': {
      const from = effect.from.kind === 'self' ? '' : `${describeSubject(effect.from)}: `;
      const to = `${effect.divided ? 'divided as you choose among ' : 'to '}${describeSubject(effect.to)}`;
      return `${from}deal ${describeAmount(effect.amount)} damage ${to}`;
    }
    case 'destroy':
      return `destroy ${describeSubject(effect.what)}${effect.noRegeneration ? " (it can't be regenerated)" : ''}`;
    case 'regenerate':
      return `regenerate ${describeSubject(effect.what)}`;
    case 'transform':
      return `transform ${describeSubject(effect.what)}`;
    case 'exileIfLeaves':
      return `if ${describeSubject(effect.what)} would leave the battlefield, exile it instead`;
    case 'reflexive':
      return `when you do (a reflexive trigger): ${effect.effects.map(describeEffect).join('; ')}`;
    case 'exileIfDies':
      return `if ${effect.what ? describeSubject(effect.what) : `a ${describeDescription(effect.dealtDamageThisWay ?? { nouns: ['creature'], qualities: [] })} dealt damage this way`} would die this turn, exile it instead`;
    case 'drawCards': {
      const n = effect.amount;
      const cards = n.kind === 'fixed' && n.value === 1 ? 'a card' : `${describeAmount(n)} cards`;
      return byPlayer(effect.who, `draw ${cards}`);
    }
    case 'gainLife':
      return byPlayer(effect.who, `gain ${describeAmount(effect.amount)} life`);
    case 'loseLife':
      return byPlayer(effect.who, `lose ${describeAmount(effect.amount)} life`);
    case 'tap':
      return `tap ${describeSubject(effect.what)}`;
    case 'untap':
      return `untap ${describeSubject(effect.what)}`;
    case 'reveal':
      return `reveal ${describeSubject(effect.what)}`;
    case 'tapOrUntap':
      return `tap or untap ${describeSubject(effect.what)}`;
    case 'exileCards':
      return byPlayer(
        effect.who,
        `exile ${describeAmount(effect.amount)} ${describeDescription(effect.what)}${effect.random ? ' at random' : ''} from their ${effect.from}`,
      );
    case 'discard':
      if (effect.what) return byPlayer(effect.who, `discard ${describeSubject(effect.what)}`);
      return byPlayer(
        effect.who,
        `discard ${describeAmount(effect.amount)} card(s)${effect.random ? ' at random' : ''}`,
      );
    case 'revealHand':
      return byPlayer(effect.who, 'reveal their hand');
    case 'discardHand':
      return byPlayer(effect.who, 'discard their hand');
    case 'chooseCard':
      return `choose ${describeDescription(effect.what)} from ${describeSubject(effect.from)}'s hand`;
    case 'becomeDesignated':
      return `${describeSubject(effect.what)} becomes ${effect.designation}`;
    case 'moveCounters':
      return `move ${describeAmount(effect.amount)} ${effect.counter} counter(s) from ${describeSubject(effect.from)} onto ${describeSubject(effect.to)}`;
    case 'removeCounters':
      return `remove ${effect.amount ? describeAmount(effect.amount) : 'all'} ${effect.counter} counter(s) from ${describeSubject(effect.what)}`;
    case 'proliferate':
      return 'proliferate: choose permanents and players with counters; each gets another counter of each kind it has';
    case 'putCounters':
      return effect.divided
        ? `distribute ${describeAmount(effect.amount)} ${effect.counter} counter(s) among ${describeSubject(effect.what)}`
        : `put ${describeAmount(effect.amount)} ${effect.counter} counter(s) on ${describeSubject(effect.what)}`;
    case 'createTokens':
      return byPlayer(
        effect.who,
        `create ${describeAmount(effect.amount)} ${effect.tapped === true ? 'tapped ' : ''}${describeToken(effect.token)}`,
      );
    case 'createEmblem':
      return byPlayer(
        effect.who,
        `get an emblem (114) with: ${effect.abilities.map((a) => describeAbility(a)).join(' / ')}`,
      );
    case 'createTokenCopies':
      return byPlayer(
        effect.who,
        `create ${describeAmount(effect.amount)} token(s) that are copies of ${describeSubject(effect.of)}${describeCopyExceptions(effect.except)}`,
      );
    case 'becomeCopy':
      return `${describeSubject(effect.what)} becomes a copy of ${describeSubject(effect.of)}${describeCopyExceptions(effect.except)}${effect.duration === 'endOfTurn' ? ' until end of turn' : ''}`;
    case 'optional': {
      if (effect.by) return describeOthersMay(effect, effect.by);
      const then = effect.ifYouDo.length > 0 ? `; if you do: ${effect.ifYouDo.map(describeEffect).join('; ')}` : '';
      const dont = effect.ifYouDont?.length ? `; if you don't: ${effect.ifYouDont.map(describeEffect).join('; ')}` : '';
      return `${effect.must ? '' : 'you may '}${effect.effects.map(describeEffect).join('; ')}${then}${dont}`;
    }
    case 'pay':
      return `pay ${effect.costs.map(describeCost).join(', ')}`;
    case 'changeZone': {
      const where = effect.position ? `the ${effect.position} of its owner's ${effect.to}` : `its owner's ${effect.to}`;
      const to =
        effect.to === 'battlefield' ? `the battlefield${effect.underYourControl ? ' under your control' : ''}` : where;
      const counters = (effect.counters ?? []).map((c) => `${describeAmount(c.amount)} ${c.counter} counter(s)`);
      const withCounters = counters.length > 0 ? ` with ${counters.join(' and ')}` : '';
      const from = effect.from ? ` from your ${effect.from}` : '';
      const tapped = effect.tapped ? ' tapped' : '';
      return `put ${describeSubject(effect.what)}${from} into ${to}${tapped}${withCounters}`;
    }
    case 'sacrifice':
      return byPlayer(
        effect.who,
        `sacrifice ${effect.what ? describeSubject(effect.what) : `${describeAmount(effect.amount)} ${effect.chosen ? describeDescription(effect.chosen) : 'permanent'}`}`,
      );
    case 'counter':
      return `counter ${describeSubject(effect.what)}`;
    case 'castWithoutPaying':
      return effect.suspend
        ? `cast ${describeSubject(effect.what)} without paying its mana cost if able; a creature spell cast this way gains haste until you lose control of it`
        : `you may cast ${describeSubject(effect.what)} without paying its mana cost`;
    case 'castForMadness':
      return `you may cast ${describeSubject(effect.what)} for its madness cost; if you don't, put it into your graveyard`;
    case 'mayPlay': {
      const free = effect.free ? ' without paying its mana cost' : '';
      return `you may ${effect.play} ${describeSubject(effect.what)}${free} ${PLAY_DURATIONS[effect.until]}`;
    }
    case 'cascade':
      return 'cascade: exile cards from the top of your library until you exile a nonland card that costs less; you may cast it without paying its mana cost; put the rest on the bottom in a random order';
    case 'copySpell': {
      const times =
        effect.amount.kind === 'fixed' && effect.amount.value === 1 ? '' : ` ${describeAmount(effect.amount)} times`;
      const retarget = effect.newTargets ? ' (you may choose new targets for the copies)' : '';
      return `copy ${describeSubject(effect.what)}${times}${retarget}`;
    }
    case 'fight':
      return `${describeSubject(effect.what)} fights ${describeSubject(effect.other)} (each deals damage equal to its power to the other)`;
    case 'preventDamage': {
      if (effect.next) {
        const by = effect.by ? describeSubject(effect.by) : 'a source';
        const to = effect.to ? ` to ${describeSubject(effect.to)}` : '';
        return `the next time ${by} would deal${effect.combat ? ' combat' : ''} damage${to} this turn, prevent that damage`;
      }
      const what = `${effect.amount ? `the next ${describeAmount(effect.amount)}` : 'all'}${effect.combat ? ' combat' : ''} damage`;
      const to = effect.to ? ` to ${describeSubject(effect.to)}` : '';
      const by = effect.by ? ` by ${describeSubject(effect.by)}` : '';
      return `prevent ${what} that would be dealt${to}${by} this turn`;
    }
    case 'mill':
      return byPlayer(effect.who, `mill ${describeAmount(effect.amount)} card(s)`);
    case 'lookAtHand':
      return `look at the hand of ${describeSubject(effect.who)}`;
    case 'extraTurn':
      return byPlayer(effect.who, 'take an extra turn after this one');
    case 'skipNext': {
      const what = effect.what === 'turn' ? 'turn' : 'untap step';
      const next = effect.count === 1 ? `next ${what}` : `next ${effect.count} ${what}s`;
      return byPlayer(effect.who, `skip ${next}`);
    }
    case 'endGame':
      return byPlayer(effect.who, `${effect.result} the game`);
    case 'additionalLands':
      return byPlayer(effect.who, `may play ${landsWord(effect.count)} this turn`);
    case 'maximumHandSize':
      return byPlayer(effect.who, `have ${describeHandSizeChange(effect.change)}${PLAYER_DURATIONS[effect.duration]}`);
    case 'exchangeControl':
      return `exchange control of ${effect.what.map((w) => describeSubject(w)).join(' and ')}`;
    case 'shuffleIntoLibrary':
      return byPlayer(effect.who, `shuffle ${effect.zones.join(' and ')} into library`);
    case 'search': {
      const n = effect.anyNumber ? 'any number of' : `${effect.upTo ? 'up to ' : ''}${describeAmount(effect.amount)}`;
      const put = `put ${SEARCH_DESTINATIONS[effect.to]}${effect.tapped ? ' tapped' : ''}`;
      const steps = `${effect.reveal ? 'reveal, ' : ''}${effect.shuffleBeforePut ? `shuffle, then ${put}` : `${put}, then shuffle`}`;
      return byPlayer(effect.who, `search library for ${n} ${describeDescription(effect.what)}; ${steps}`);
    }
    case 'unless':
      return `${effect.effects.map(describeEffect).join('; ')} unless ${describeSubject(effect.payer)} pays ${effect.costs.map(describeCost).join(', ')}${effect.times ? ` × ${describeAmount(effect.times)}` : ''}`;
    case 'revealUntil': {
      const whose = effect.who.kind === 'you' ? 'your' : `${describeSubject(effect.who)}'s`;
      const to = `${TOP_CARDS_PLACES[effect.to]}${effect.tapped ? ' tapped' : ''}`;
      const order = effect.rest.startsWith('library')
        ? effect.restOrder === 'random'
          ? ' in a random order'
          : ' in any order'
        : '';
      return `reveal cards from the top of ${whose} library until a ${describeDescription(effect.what)}; put it ${to}; the rest ${TOP_CARDS_PLACES[effect.rest]}${order}`;
    }
    case 'topCards': {
      const scry = scryWord(effect);
      if (scry) return `${scry} ${describeAmount(effect.amount)}`;
      const whose = effect.who.kind === 'you' ? 'your' : `${describeSubject(effect.who)}'s`;
      if (exilesTopCards(effect)) return `exile the top ${describeAmount(effect.amount)} card(s) of ${whose} library`;
      const look = `${effect.reveal ? 'reveal' : 'look at'} the top ${describeAmount(effect.amount)} card(s) of ${whose} library`;
      const order = effect.restOrder === 'random' ? ' in a random order' : ' in any order';
      const rest = effect.rest
        ? `; the rest ${TOP_CARDS_PLACES[effect.rest]}${effect.rest.startsWith('library') ? order : ''}`
        : '';
      return `${[look, ...effect.picks.map(describeTopCardsPick)].join('; ')}${rest}`;
    }
    case 'modify':
      return `${describeSubject(effect.what)} ${effect.modifications.map((m) => describeModification(m)).join(' and ')}${DURATION_WORDS[effect.duration]}`;
    case 'attach':
      return `attach ${describeSubject(effect.what)} to ${describeSubject(effect.to)}`;
    case 'pair':
      return `pair ${describeSubject(effect.what)} with ${describeSubject(effect.with)}`;
    case 'delayed': {
      const whose = effect.at.whose === 'you' ? 'your next' : 'the next';
      const when = `at the beginning of ${whose} ${STEP_NAMES[effect.at.step] ?? effect.at.step}`;
      return `${when}: ${effect.effects.map(describeEffect).join('; ')}`;
    }
    case 'conditional': {
      const otherwise =
        effect.otherwise.length > 0
          ? `; otherwise ${effect.otherwise.map(describeEffect).join('; ')}`
          : effect.insteadOfEarlier
            ? ' (instead of what the lines before do)'
            : '';
      return `if ${describeCondition(effect.condition)}: ${effect.effects.map(describeEffect).join('; ')}${otherwise}`;
    }
    case 'flipCoin':
      return byPlayer(effect.who, 'flip a coin');
    case 'clash':
      return 'clash with an opponent';
    case 'vote':
      return `starting with you, each player votes for ${effect.options.join(' or ')}`;
    case 'explore':
      return `${describeSubject(effect.what)} explores`;
    case 'planeswalk':
      return byPlayer(effect.who, 'planeswalk');
    case 'becomeMonarch':
      return byPlayer(effect.who, 'become the monarch');
    case 'rollDie':
      return byPlayer(effect.who, `roll a ${effect.sides}-sided die`);
    case 'modal':
      return `choose ${describeModeCount(effect)}: ${effect.modes
        .map((m, i) => `(${i + 1}) ${m.effects.map(describeEffect).join('; ')}`)
        .join(' ')}`;
  }
}

/** 700.2: "one", "two", "one or both", "one or more". */
function describeModeCount(modal: Extract<Effect, { kind: 'modal' }>): string {
  if (modal.min === modal.max) return `${modal.min}`;
  return modal.max >= modal.modes.length ? `${modal.min} or more` : `${modal.min} to ${modal.max}`;
}

function signed(n: SignedAmount): string {
  return `${n.sign < 0 ? '-' : '+'}${describeAmount(n.amount)}`;
}

/** "~ can't block", "each creature you control gets +1/+1 and has flying (while ~ is on the battlefield)". */
export function describeStaticEffect(effect: StaticEffect): string {
  switch (effect.kind) {
    case 'entersWith':
      return describeEntersWith(effect);
    case 'entersAsCopy':
      return `you may have ~ enter the battlefield${effect.tapped ? ' tapped' : ''} as a copy of any ${describeDescription(effect.of)}${describeCopyExceptions(effect.except)}`;
    case 'asEntersPay': {
      const how = (change: EnteringChange): string => {
        const counters = change.counters.map((c) => `${describeAmount(c.amount)} ${c.counter} counter(s)`);
        const words = [
          ...(change.tapped ? ['tapped'] : []),
          ...(counters.length > 0 ? [`with ${counters.join(' and ')}`] : []),
        ];
        return words.length > 0 ? words.join(' ') : 'as usual';
      };
      return `as ~ enters the battlefield, you may ${effect.costs.map(describeCost).join(', ')}: if you do, it enters ${how(effect.paid)}; if you don't, it enters ${how(effect.unpaid)}`;
    }
    case 'exileIfDies':
      return `if ${effect.what ? `a ${describeDescription(effect.what)}` : '~'} would die, exile it instead`;
    case 'ascend':
      return "ascend: if you control ten or more permanents, you get the city's blessing for the rest of the game";
    case 'devour':
      return `as ~ enters the battlefield, you may sacrifice any number of creatures; it enters with ${effect.times} +1/+1 counter(s) for each creature sacrificed this way`;
    case 'asEntersChoose':
      return `as ~ enters the battlefield, choose ${effect.among ? joinOptions(effect.among) : CHOICE_WORDS[effect.choice]}${effect.except ? ` other than ${COLOR_NAMES[effect.except].toLowerCase()}` : ''}`;
    case 'continuous': {
      const has = effect.modifications.map((m) => describeModification(m, 'has'));
      const condition = effect.condition ? ` as long as ${describeCondition(effect.condition)}` : '';
      return `${describeStaticAffected(effect.affected)} ${has.join(' and ')}${condition} (while ~ is on the battlefield)`;
    }
    case 'spellCost':
      return describeSpellCost(effect);
    case 'preventDamage':
      return describeStaticPrevention(effect);
    case 'damageReplacement':
      return describeDamageReplacement(effect);
    case 'lifeGainReplacement': {
      const gains = effect.change === 'double' ? 'twice that much life is gained' : 'no life is gained';
      return `if ${REPLACED_PLAYERS[effect.who]} would gain life, ${gains} instead (while ~ is on the battlefield)`;
    }
    case 'counterReplacement': {
      const on =
        effect.on.kind === 'player'
          ? REPLACED_PLAYERS[effect.on.who]
          : `each ${describeDescription(effect.on.description)}`;
      const counters = effect.counter ? `${effect.counter} counters` : 'counters';
      const change =
        effect.change.kind === 'double' ? 'twice that many' : `that many ${effect.change.kind} ${effect.change.amount}`;
      return `if one or more ${counters} would be put on ${on}, ${change} are put instead (while ~ is on the battlefield)`;
    }
    case 'tokenReplacement': {
      const under = effect.who
        ? ` under ${REPLACED_PLAYERS[effect.who] === 'you' ? 'your' : `${REPLACED_PLAYERS[effect.who]}'s`} control`
        : '';
      const change =
        effect.change.kind === 'double' ? 'twice that many' : `that many ${effect.change.kind} ${effect.change.amount}`;
      return `if one or more tokens would be created${under}, ${change} are created instead (while ~ is on the battlefield)`;
    }
    case 'skipStep':
      return `${effect.who === 'you' ? 'skip your' : 'each player skips their'} ${effect.step} step (while ~ is on the battlefield)`;
    case 'maximumHandSize':
      return `${handSizeWords(effect.who, effect.change)} (while ~ is on the battlefield)`;
    case 'additionalLands':
      return `${effect.who === 'you' ? 'you' : 'each player'} may play ${landsWord(effect.count)} in each of ${effect.who === 'you' ? 'your' : 'their'} turns (while ~ is on the battlefield)`;
    case 'othersEnterTapped':
      return `${describeDescription(effect.what, true)} enter the battlefield tapped (while ~ is on the battlefield)`;
    case 'lifeFloor':
      return `damage that would reduce your life total to less than ${effect.floor} reduces it to ${effect.floor} instead (while ~ is on the battlefield)`;
    case 'prohibition':
      return `${PROHIBITED_PLAYERS[effect.who]} can't ${describeProhibited(effect.action)} (while ~ is on the battlefield)`;
    case 'graveyardReplacement': {
      const what = effect.what === 'self' ? '~' : effect.what === 'cards' ? 'a card' : 'a card or token';
      const graveyard =
        effect.whose === null
          ? 'a graveyard'
          : effect.whose === 'you'
            ? 'your graveyard'
            : `${REPLACED_PLAYERS[effect.whose]}'s graveyard`;
      const event = effect.from === 'battlefield' ? 'would die' : `would be put into ${graveyard} from anywhere`;
      return `if ${what} ${event}, it goes to ${GRAVEYARD_INSTEAD[effect.to]} instead`;
    }
    case 'drawReplacement': {
      const except = effect.exceptFirstInDrawStep ? " except the first in that player's draw step" : '';
      return `if ${REPLACED_PLAYERS[effect.who]} would draw a card${except}, ${effect.draws} cards are drawn instead (while ~ is on the battlefield)`;
    }
    case 'flashPermission': {
      const condition = effect.condition ? ` if ${describeCondition(effect.condition)}` : '';
      const extra = effect.extra ? `, paying ${formatManaCost(effect.extra)} more when a sorcery couldn't be cast` : '';
      return `you may cast ~ as though it had flash${condition}${extra}`;
    }
    case 'exertAsAttacks': {
      const then = effect.whenYouDo.map(describeEffect).join('; ');
      return `you may exert ~ as it attacks${then ? `; when you do, ${then}` : ''}`;
    }
    case 'playFromTop': {
      const what = effect.what ? ` if it's a ${describeDescription(effect.what)}` : '';
      return `you may ${effect.play} the top card of your library${what}`;
    }
    case 'topCardVisible': {
      const whose = effect.whose === 'you' ? 'your library' : "each player's library";
      return effect.to === 'all'
        ? `the top card of ${whose} is revealed`
        : `you may look at the top card of ${whose} any time`;
    }
  }
}

const PREVENTED_DAMAGE: Readonly<Record<StaticPrevention['damage'], string>> = {
  all: 'all damage',
  combat: 'all combat damage',
  noncombat: 'all noncombat damage',
};

/** "prevent all combat damage that would be dealt to ~ by each creature (while ~ is on the battlefield)" (615.1a). */
function describeStaticPrevention(effect: StaticPrevention): string {
  return `prevent ${PREVENTED_DAMAGE[effect.damage]} that would be dealt${describeDamageParties(effect)} (while ~ is on the battlefield)`;
}

/** " to you or each creature you control by each source an opponent controls": what damage a static effect watches. */
function describeDamageParties(effect: Pick<StaticPrevention, 'to' | 'by'>): string {
  const parties = (list: readonly PreventionParty[]): string =>
    list.map((p) => (p.kind === 'you' ? 'you' : describeStaticAffected(p))).join(' or ');
  const to = effect.to ? ` to ${parties(effect.to)}` : '';
  const by = effect.by ? ` by ${parties(effect.by)}` : '';
  return `${to}${by}`;
}

const REPLACED_PLAYERS: Readonly<Record<Whose, string>> = { you: 'you', opponent: 'an opponent', each: 'a player' };

const GRAVEYARD_INSTEAD: Readonly<Record<GraveyardInstead, string>> = {
  exile: 'exile',
  hand: "its owner's hand",
  libraryBottom: "the bottom of its owner's library",
  libraryShuffled: "its owner's library, revealed and shuffled in",
};

const WATCHED_DAMAGE: Readonly<Record<StaticPrevention['damage'], string>> = {
  all: 'damage',
  combat: 'combat damage',
  noncombat: 'noncombat damage',
};

/** "if damage would be dealt to you by each source an opponent controls, prevent 1 of it (while …)" (614.1a, 615.1a). */
function describeDamageReplacement(effect: StaticDamageReplacement): string {
  const { change } = effect;
  const whileCounter = effect.whileCounter ? ` while it has a ${effect.whileCounter} counter` : '';
  return `if ${WATCHED_DAMAGE[effect.damage]} would be dealt${describeDamageParties(effect)}${whileCounter}, ${describeDamageChange(change)} (while ~ is on the battlefield)`;
}

function describeDamageChange(change: DamageChange): string {
  switch (change.kind) {
    case 'prevent':
      return `prevent ${change.amount} of it`;
    case 'preventAllBut':
      return `prevent all but ${change.amount} of it`;
    case 'double':
      return 'twice that much is dealt instead';
    case 'minus':
      return `that much minus ${change.amount} is dealt instead`;
    case 'plus':
      return `that much plus ${change.amount} is dealt instead`;
    case 'half':
      return 'half that much, rounded down, is dealt instead';
    case 'counters': {
      const n = change.amount === null ? 'that many' : String(change.amount);
      const how =
        change.action === 'put'
          ? `${n} ${change.counter} counter(s) are put on it`
          : `${n} ${change.counter} counter(s) are removed from it`;
      return `none is dealt and ${how} instead`;
    }
  }
}

/** 707.9: ", except it is artifact in addition to its other types and gains haste, with no mana cost". */
function describeCopyExceptions(except: CopyExceptions): string {
  const parts = except.modifications.map((m) => describeModification(m, 'has'));
  if (except.noManaCost) parts.push('has no mana cost');
  return parts.length > 0 ? `, except it ${parts.join(' and ')}` : '';
}

const CASTERS: Readonly<Record<Extract<SpellsAffected, { kind: 'matching' }>['caster'], string>> = {
  you: ' you cast',
  opponent: ' your opponents cast',
  any: '',
};

/** "this spell costs {1} less for each artifact you control", "creature spells you cast cost {1} less" (601.2f). */
function describeSpellCost(effect: SpellCostChange): string {
  const spells =
    effect.spells.kind === 'self'
      ? 'this spell costs'
      : `${describeDescription(effect.spells.description)}${CASTERS[effect.spells.caster]} cost`;
  const amount =
    effect.amount.kind === 'count'
      ? `{${effect.amount.times}} ${effect.change} for each ${describeDescription(effect.amount.of)}`
      : `{${describeAmount(effect.amount)}} ${effect.change}`;
  const condition = effect.condition ? ` if ${describeCondition(effect.condition)}` : '';
  const where = effect.spells.kind === 'self' ? '' : ' (while ~ is on the battlefield)';
  return `${spells} ${amount} to cast${condition}${where}`;
}

const CHOICE_WORDS: Readonly<Record<EnteringChoice, string>> = {
  color: 'a color',
  creatureType: 'a creature type',
  basicLandType: 'a basic land type',
  cardType: 'a card type',
  opponent: 'an opponent',
  player: 'a player',
};

/** "~ enters the battlefield tapped with 2 charge counters (unless you control …)". */
function describeEntersWith(effect: Extract<StaticEffect, { kind: 'entersWith' }>): string {
  const counters = effect.counters.map((c) => `${describeAmount(c.amount)} ${c.counter} counter(s)`);
  const how = [
    ...(effect.tapped ? ['tapped'] : []),
    ...(counters.length > 0
      ? [`with ${effect.oneOf ? 'your choice of ' : ''}${counters.join(effect.oneOf ? ' or ' : ' and ')}`]
      : []),
    ...(effect.gains ? [`and it ${effect.gains.map((m) => describeModification(m)).join(' and ')}`] : []),
  ];
  const condition = effect.condition
    ? ` ${effect.unless ? 'unless' : 'if'} ${describeCondition(effect.condition)}`
    : '';
  const otherwise = effect.otherwise
    ? `; if you don't, it ${effect.otherwise.map((m) => describeModification(m)).join(' and ')}`
    : '';
  if (effect.tribute) {
    return `tribute: as ~ enters the battlefield, an opponent may have it enter ${how.join(' ')} (additional)`;
  }
  if (effect.optional) return `you may have ~ enter the battlefield ${how.join(' ')}${condition}${otherwise}`;
  return `~ enters the battlefield ${how.join(' ')}${condition}`;
}

/** "can't block", "can't be blocked except by creature with flying", "attacks each combat if able". */
export function describeCombatRestriction(r: CombatRestriction): string {
  switch (r.kind) {
    case 'cantAttack': {
      const unless = r.unlessDefenderControls
        ? ` unless defending player controls a ${describeDescription(r.unlessDefenderControls)}`
        : '';
      return `${r.alone ? "can't attack alone" : "can't attack"}${unless}`;
    }
    case 'cantBlock':
      return r.alone ? "can't block alone" : "can't block";
    case 'cantBeBlocked':
      if (r.by) return `can't be blocked by ${describeCreatures(r.by)}`;
      if (r.except) return `can't be blocked except by ${describeCreatures(r.except)}`;
      return "can't be blocked";
    case 'blockerCount':
      return r.max !== null
        ? `can't be blocked by more than ${r.max === 1 ? 'one creature' : `${r.max} creatures`}`
        : `can't be blocked except by ${r.min} or more creatures`;
    case 'attacksEachCombat':
      return 'attacks each combat if able';
    case 'blocksEachCombat':
      return 'blocks each combat if able';
    case 'blocksSource':
      return 'blocks the source of this effect if able';
    case 'cantActivate':
      return `its activated abilities${r.tapOnly ? ' with {T} in their costs' : ''} can't be activated${r.exceptMana ? " unless they're mana abilities" : ''}`;
    case 'mustBeBlocked':
      return r.all
        ? `all ${r.by ? describeCreatures(r.by) : 'creatures'} able to block it do so`
        : `must be blocked${r.by ? ` by ${describeCreatures(r.by)}` : ''} if able`;
    case 'canBlockOnly':
      return `can block only ${describeCreatures(r.attackers)}`;
    case 'canBlockAdditional':
      return r.count === null
        ? 'can block any number of creatures'
        : `can block ${r.count === 1 ? 'an additional creature' : `${r.count} additional creatures`}`;
    case 'doesntUntap':
      return "doesn't untap during its controller's untap step";
    case 'attacksAsThough':
      return r.as === 'noDefender'
        ? "can attack as though it didn't have defender"
        : 'can attack as though it had haste';
  }
}

/** "Walls", "creatures with power 2 or less", "Walls and/or creatures with flying": creatures a restriction names. */
function describeCreatures(d: Description): string {
  const only = d.qualities.length === 1 ? d.qualities[0] : undefined;
  if (only?.kind === 'anyOf') {
    return only.qualities.map((q) => describeCreatures({ nouns: ['creature'], qualities: [q] })).join(' and/or ');
  }
  if (only?.kind === 'subtype' && !only.negated) return `${only.subtype}s`;
  return describeDescription(d, true);
}

function describeStaticAffected(affected: StaticAffected): string {
  switch (affected.kind) {
    case 'self':
      return '~';
    case 'attached':
      return `${affected.how} ${describeDescription(affected.description)}`;
    case 'each': {
      // "Other Zombie creatures": "each other Zombie creature" reads better than the quality in its place.
      const d = affected.description;
      const other = d.qualities.some((q) => q.kind === 'other');
      const rest = { ...d, qualities: d.qualities.filter((q) => q.kind !== 'other') };
      return `each ${other ? 'other ' : ''}${describeDescription(rest)}`;
    }
    case 'paired':
      return '~ and the creature paired with it';
  }
}

/** "gets +2/+2", "gains flying" (`has` for a static ability's), "has base power and toughness 0/1" … (613.1). */
function describeModification(m: Modification, gains: 'gains' | 'has' = 'gains'): string {
  switch (m.kind) {
    case 'restriction':
      return describeCombatRestriction(m.restriction);
    case 'ptChange':
      return `gets ${signed(m.power)}/${signed(m.toughness)}`;
    case 'addKeywords':
      return `${gains} ${m.oneOf ? `your choice of ${m.keywords.join(' or ')}` : m.keywords.join(', ')}`;
    case 'addAbilities':
      return `${gains} ${m.abilities.map((a) => `"${a.text}"`).join(' and ')}`;
    case 'removeKeywords':
      return `loses ${m.oneOf ? `your choice of ${m.keywords.join(' or ')}` : m.keywords.join(', ')}`;
    case 'loseAllAbilities':
      return 'loses all abilities';
    case 'setPT': {
      const value = (a: Amount | null): string =>
        a === null ? 'unchanged' : `${m.plus > 0 ? `${m.plus} plus ` : ''}${describeAmount(a)}`;
      const what = m.layer === '7a' ? 'has power and toughness' : 'has base power and toughness';
      return `${what} ${value(m.power)}/${value(m.toughness)}`;
    }
    case 'switchPT':
      return 'has its power and toughness switched';
    case 'control':
      return m.to ? `is controlled by ${describeSubject(m.to)}` : 'is controlled by you';
    case 'types':
      return `is ${[...m.subtypes, ...m.types].join(' ')}${m.add ? ' in addition to its other types' : ''}`;
    case 'removeTypes':
      return `isn't ${m.types.join(' or ')}`;
    case 'colors':
      return `is ${m.colors.join(' and ')}${m.add ? ' in addition to its other colors' : ''}`;
    case 'protection': {
      const from =
        m.ofChoice === 'you'
          ? 'protection from the color of your choice'
          : m.ofChoice === 'itsController'
            ? "protection from the color of its controller's choice"
            : describeProtection(m.protection);
      const keeps =
        m.keeps === 'source'
          ? " (this effect doesn't remove ~)"
          : m.keeps === 'yours'
            ? " (this effect doesn't remove Auras and Equipment you control already attached to it)"
            : '';
      return `${gains} ${from}${keeps}`;
    }
  }
}

function joinOptions(options: readonly string[]): string {
  if (options.length <= 1) return options[0] ?? '';
  if (options.length === 2) return `${options[0]} or ${options[1]}`;
  return `${options.slice(0, -1).join(', ')}, or ${options[options.length - 1]}`;
}

function describeWatched(w: Watched): string {
  if (w.kind === 'self') return '~';
  if (w.kind === 'attached') return `${w.how} ${w.noun}`;
  return `a ${describeDescription(w.description)}`;
}

function describeWhose(whose: Whose | 'attached', thing: string): string {
  if (whose === 'attached') return `the ${thing} of the player ~ is attached to or of its permanent's controller`;
  if (whose === 'you') return `your ${thing}`;
  if (whose === 'opponent') return `each opponent's ${thing}`;
  return `each ${thing}`;
}

const STEP_NAMES: Readonly<Record<string, string>> = {
  upkeep: 'upkeep',
  draw: 'draw step',
  end: 'end step',
  beginningOfCombat: 'combat',
  endOfCombat: 'end of combat step',
  main1: 'precombat main phase',
  cleanup: 'cleanup step',
};

/** How long an effect lasts, as words after it (611.2). */
const DURATION_WORDS: Readonly<Record<Duration, string>> = {
  endOfTurn: ' until end of turn',
  indefinitely: '',
  whileSourceTapped: ' for as long as ~ remains tapped',
  whileYouControlSource: ' for as long as you control ~',
  whileYouControlSourceTapped: ' for as long as you control ~ and ~ remains tapped',
  whileSourceOnBattlefield: ' for as long as ~ remains on the battlefield',
  untilNextUntapStep: " during its controller's next untap step",
  untilYourNextUntapStep: ' during your next untap step',
  untilYourNextTurn: ' until your next turn',
  endOfCombat: ' this combat',
};

export function describeTriggerEvent(event: TriggerEvent): string {
  switch (event.kind) {
    case 'reflexive':
      return 'you do (603.12)';
    case 'planarChaos':
      return 'you roll {CHAOS} on the planar die (901.9b)';
    case 'setInMotion':
      return 'you set this scheme in motion (701.25)';
    case 'zoneChange': {
      const what = describeWatched(event.what);
      if (event.to === 'battlefield') return `${what} enters the battlefield`;
      if (event.from === 'battlefield' && event.to === 'graveyard') return `${what} dies`;
      if (event.from === 'battlefield') return `${what} leaves the battlefield`;
      return `${what} is put into ${event.to ?? 'another zone'}${event.from ? ` from ${event.from}` : ' from anywhere'}`;
    }
    case 'attacks': {
      if (event.batch) return `one or more ${describeWatched(event.what)} attack`;
      const together = event.together
        ? ` with at least ${event.together.count} other ${describeDescription(event.together.others)}`
        : '';
      const attacking =
        event.attacking === 'you'
          ? ' you'
          : event.attacking === 'youOrYourPlaneswalkers'
            ? ' you or a planeswalker you control'
            : '';
      return `${describeWatched(event.what)} attacks${attacking}${event.alone ? ' alone' : ''}${together}`;
    }
    case 'blocks':
      return `${describeWatched(event.what)} blocks${event.blocksSelf ? ' ~' : event.blocksACreature ? ' a creature' : ''}`;
    case 'becomesBlocked':
      return `${describeWatched(event.what)} ${event.orBlocks ? 'blocks or ' : ''}becomes blocked${event.by ? ` by a ${describeDescription(event.by)}` : ''}`;
    case 'attacksUnblocked':
      return `${describeWatched(event.what)} attacks and isn't blocked`;
    case 'dealsDamage':
      return `${event.batch ? 'one or more ' : ''}${describeWatched(event.what)} deals ${event.combat ? 'combat ' : ''}damage${event.to ? ` to a ${describeDescription(event.to)}` : ''}`;
    case 'isDealtDamage':
      return `${describeWatched(event.what)} is dealt damage`;
    case 'castSpell':
      if (event.self === true) return 'you cast ~';
      return `${event.who === 'you' ? 'you cast' : event.who === 'opponent' ? 'an opponent casts' : 'a player casts'} a ${describeDescription(event.spell)}`;
    case 'beginningOfStep':
      return `the beginning of ${describeWhose(event.whose, STEP_NAMES[event.step] ?? event.step)}`;
    case 'gainLife':
      return `${event.who === 'you' ? 'you gain' : event.who === 'opponent' ? 'an opponent gains' : 'a player gains'} life`;
    case 'draws':
      return `${event.who === 'you' ? 'you draw' : event.who === 'opponent' ? 'an opponent draws' : 'a player draws'} a card`;
    case 'becomesMonarch':
      return `${event.who === 'you' ? 'you become' : event.who === 'opponent' ? 'an opponent becomes' : 'a player becomes'} the monarch`;
    case 'becomesTapped':
      return `${describeWatched(event.what)} becomes tapped`;
    case 'becomesUntapped':
      return `${describeWatched(event.what)} becomes untapped`;
    case 'tappedForMana':
      return `${event.who === 'you' ? 'you tap' : event.who === 'opponent' ? 'an opponent taps' : 'a player taps'} ${event.what.kind === 'matching' ? describeDescription(event.what.description) : describeWatched(event.what)} for mana`;
    case 'cycled':
      return `${event.who === 'you' ? 'you cycle' : event.who === 'opponent' ? 'an opponent cycles' : 'a player cycles'} ${event.what.kind === 'matching' ? describeDescription(event.what.description) : describeWatched(event.what)}`;
    case 'exerted':
      return `${event.who === 'you' ? 'you exert' : event.who === 'opponent' ? 'an opponent exerts' : 'a player exerts'} ${event.what.kind === 'matching' ? describeDescription(event.what.description) : describeWatched(event.what)}`;
    case 'turnedFaceUp':
      return `${describeWatched(event.what)} is turned face up`;
    case 'becomesDesignated':
      return `${describeWatched(event.what)} becomes ${event.designation}`;
    case 'lastCounterRemoved':
      return `the last ${event.counter} counter is removed from ${describeWatched(event.what)}`;
    case 'becomesTarget': {
      const what = event.what.kind === 'you' ? 'you become' : `${describeWatched(event.what)} becomes`;
      const by = `a ${describeDescription(event.by.spell)}${event.by.abilities ? ' or ability' : ''}`;
      const whose =
        event.by.who === 'you' ? ' you control' : event.by.who === 'opponent' ? ' an opponent controls' : '';
      return `${what} the target of ${by}${whose}${event.firstTimeEachTurn ? ' for the first time each turn' : ''}`;
    }
    case 'state':
      return `the state: ${describeCondition(event.condition)}`;
    case 'anyOf':
      return event.events.map(describeTriggerEvent).join(' or ');
  }
}

export function describeCondition(condition: Condition): string {
  switch (condition.kind) {
    case 'all':
      return condition.conditions.map(describeCondition).join(' and ');
    case 'permanentLeft':
      return 'a permanent you controlled left the battlefield this turn';
    case 'not':
      return `not: ${describeCondition(condition.condition)}`;
    case 'versus':
      return `${describeAmount(condition.amount)} is ${condition.op === '>' ? 'greater' : 'less'} than ${condition.each ? "each opponent's" : "an opponent's"}`;
    case 'count': {
      const op = condition.op === '=' ? 'exactly' : condition.op === '>=' ? 'at least' : 'at most';
      const yours = condition.of.qualities.some((q) => q.kind === 'controller' && q.who === 'you');
      const of = yours
        ? describeDescription({
            ...condition.of,
            qualities: condition.of.qualities.filter((q) => q.kind !== 'controller'),
          })
        : describeDescription(condition.of);
      return `${yours ? 'you control' : 'there are'} ${op} ${condition.value} ${of}`;
    }
    case 'life':
      return `${condition.who === 'you' ? 'you have' : 'an opponent has'} ${condition.op === '<=' ? 'at most' : 'at least'} ${condition.value} life`;
    case 'cardTypes': {
      const op = condition.op === '=' ? 'exactly' : condition.op === '>=' ? 'at least' : 'at most';
      return `there are ${op} ${condition.value} card types among cards in your graveyard`;
    }
    case 'yourTurn':
      return condition.negated ? "it isn't your turn" : "it's your turn";
    case 'kicked':
      return condition.cost ? `it was kicked with its ${formatManaCost(condition.cost)} kicker` : 'it was kicked';
    case 'castFor':
      return `its ${condition.keyword} cost was paid`;
    case 'tribute':
      return condition.paid ? 'tribute was paid' : "tribute wasn't paid";
    case 'citysBlessing':
      return "you have the city's blessing";
    case 'monarch':
      return condition.asTurnBegan ? 'you were the monarch as the turn began' : "you're the monarch";
    case 'cast': {
      const from = condition.from === null ? '' : condition.from === 'hand' ? ' from your hand' : ' from a graveyard';
      return `${condition.byYou ? 'you cast it' : 'it was cast'}${from}${condition.mainPhase ? ' during your main phase' : ''}`;
    }
    case 'amount': {
      const op = condition.op === '=' ? 'exactly' : condition.op === '>=' ? 'at least' : 'at most';
      return `${describeAmount(condition.amount)} is ${op} ${condition.value}`;
    }
    case 'manaSpent':
      return `at least ${condition.value} ${condition.color === null ? 'mana of one color' : `{${condition.color}}`} was spent to cast it`;
    case 'controlledSinceLastUpkeep':
      return 'it came under your control since the beginning of your last upkeep';
    case 'greaterThanSelf':
      return condition.properties.map((p) => `that creature's ${p} is greater than ~'s ${p}`).join(' or ');
    case 'objectIs':
      return `${condition.what === 'self' ? '~' : condition.what === 'it' ? 'it' : `${condition.what} permanent`} is ${describeDescription(condition.description).trim() || 'so'}`;
    case 'attachedTo':
      return `~ is ${condition.how}`;
    case 'counters': {
      const op = condition.op === '=' ? 'exactly' : condition.op === '>=' ? 'at least' : 'at most';
      const on = condition.of === 'it' ? 'it' : '~';
      return `${on} has ${op} ${condition.value} ${condition.counter ?? ''} counter(s)`.replace('  ', ' ');
    }
    case 'level':
      return `~ is level ${condition.min}${condition.max === null ? '+' : `-${condition.max}`}`;
    case 'coinFlip':
      return `the flip's caller ${condition.won ? 'won' : 'lost'} the flip`;
    case 'clashWon':
      return 'you won the clash';
    case 'vote':
      return `${condition.option} got more votes${condition.orTied ? ' or the vote was tied' : ''}`;
    case 'dieRoll': {
      const op = condition.op === '=' ? '' : condition.op === '>=' ? ' or higher' : ' or lower';
      return `the die roll's result is ${condition.value}${op}`;
    }
    case 'thatPlayer':
      return `that player, as "you": ${describeCondition(condition.condition)}`;
    case 'player': {
      // Said of that player: "an opponent controls at least 1 Forest permanent", "… has at least 8 card in their …".
      const who = condition.who === 'opponent' ? 'an opponent' : 'the defending player';
      const said = describeCondition(condition.condition);
      if (said.startsWith('you control ')) return `${who} controls ${said.slice(12).replace(/\byour\b/g, 'their')}`;
      if (said.startsWith('there are ')) return `${who} has ${said.slice(10).replace(/\byour\b/g, 'their')}`;
      return `${who}, as "you": ${said}`;
    }
    case 'attackedThisStep':
      return "you've been attacked this step";
    case 'entered': {
      const op = condition.op === '=' ? 'exactly' : condition.op === '>=' ? 'at least' : 'at most';
      const who = condition.who === 'you' ? 'you' : 'an opponent';
      return `${who} had ${op} ${condition.value} ${describeDescription(condition.of)} enter the battlefield under ${condition.who === 'you' ? 'your' : 'their'} control this turn`;
    }
    case 'happened': {
      const op = condition.op === '=' ? 'exactly' : condition.op === '>=' ? 'at least' : 'at most';
      const who = { you: 'you', opponent: 'an opponent', player: 'a player', all: 'all players together' }[
        condition.who
      ];
      const what = {
        attacked: 'attacked with',
        died: 'saw die',
        lostLife: 'lost',
        gainedLife: 'gained',
        castSpells: condition.other ? 'cast other' : 'cast',
        dealtDamage: 'were dealt damage',
      }[condition.what];
      const unit = {
        attacked: 'creature(s)',
        died: 'creature(s)',
        lostLife: 'life',
        gainedLife: 'life',
        castSpells: 'spell(s)',
        dealtDamage: 'time(s)',
      }[condition.what];
      return `${who} ${what} ${op} ${condition.value} ${unit} ${condition.turn} turn`;
    }
    case 'hadCounters': {
      const op = condition.op === '=' ? 'exactly' : condition.op === '>=' ? 'at least' : 'at most';
      return `it had ${op} ${condition.value} ${condition.counter ?? ''} counter(s) as it left`.replace('  ', ' ');
    }
  }
}

/** 702.16a: "protection from black", "protection from red and from white", "protection from creatures". */
export function describeProtection(p: Protection): string {
  if (p.everything) return 'protection from everything';
  const quality = (q: Quality): string =>
    q.kind === 'type'
      ? `${q.type === 'sorcery' ? 'sorcerie' : q.type}s`
      : q.kind === 'subtype'
        ? `${q.subtype}s`
        : q.kind === 'chosen'
          ? `the chosen ${q.what}`
          : describeQuality(q);
  return `protection from ${p.qualities.map(quality).join(' and from ')}`;
}

/** One line a person reads in the parser panel: "Mana ability: {T}: add {G}". */
export function describeAbility(ability: Ability): string {
  switch (ability.kind) {
    case 'keyword':
      return `Keyword: ${ability.keyword}`;
    case 'protection':
      return `Keyword: ${describeProtection(ability)}`;
    case 'activated': {
      const label = ability.isManaAbility ? 'Mana ability' : 'Activated ability';
      const implied = ability.implied ? ' (from its land type)' : '';
      const restrictions = ability.restrictions.map((r) => ` (${describeRestriction(r)})`).join('');
      const zone = ability.zone ? ` (from your ${ability.zone})` : '';
      const who = ability.anyPlayer === true ? ' (any player may activate it)' : '';
      return `${label}${implied}${zone}: ${ability.costs.map(describeCost).join(', ')}: ${ability.effects.map(describeEffect).join('; ')}${restrictions}${who}`;
    }
    case 'triggered': {
      const condition = ability.trigger.condition ? `, if ${describeCondition(ability.trigger.condition)}` : '';
      const zone = ability.zone ? ` (from your ${ability.zone})` : '';
      return `Triggered ability${zone}: when ${describeTriggerEvent(ability.trigger.event)}${condition}: ${ability.effects.map(describeEffect).join('; ')}`;
    }
    case 'spell':
      return `Spell: ${ability.effects.map(describeEffect).join('; ')}`;
    case 'static':
      return `Static: ${describeStaticEffect(ability.effect)}`;
    case 'kicker':
      return `Kicker: ${formatManaCost(ability.mana)} more as you cast it (cast kicked)`;
    case 'flashback':
      return `Flashback: cast it from your graveyard for ${formatManaCost(ability.mana)}, then exile it`;
    case 'alternativeCost': {
      const label = ability.keyword
        ? `${ability.keyword[0]?.toUpperCase()}${ability.keyword.slice(1)}`
        : 'Alternative cost';
      const when =
        ability.conditions.length > 0 ? `if ${ability.conditions.map(describeCondition).join(' and ')}, ` : '';
      const pay = ability.costs.length > 0 ? ability.costs.map(describeCost).join(', ') : 'nothing';
      return `${label}: ${when}you may cast it for ${pay} rather than its mana cost (cast it ${ability.keyword ?? 'alternative'})`;
    }
    case 'suspend':
      return `Suspend ${ability.count}: any time you could cast it from your hand, you may pay ${ability.costs.map(describeCost).join(', ')} and exile it with ${ability.count} time counter${ability.count === 1 ? '' : 's'} on it (do suspend)`;
    case 'entwine':
      return `Entwine: choose all its modes for ${ability.costs.map(describeCost).join(', ')} more as you cast it`;
    case 'buyback':
      return `Buyback: ${ability.costs.map(describeCost).join(', ')} more as you cast it (cast with buyback); it then returns to your hand as it resolves`;
    case 'morph':
      return `${ability.mega ? 'Megamorph' : 'Morph'}: cast it face down as a 2/2 creature for {3}; turn it face up any time you have priority for ${ability.costs.map(describeCost).join(', ')}${ability.mega ? ' and put a +1/+1 counter on it' : ''}`;
    case 'additionalCost':
      return `Additional cost to cast it: ${ability.costs.map(describeCost).join(', ')}`;
    case 'castRestriction':
      return `Cast it ${ability.restrictions.map(describeRestriction).join(' and ')}`;
    case 'enchant':
      return `Enchant: ${describeDescription(ability.what)} (its spell targets one; attached to anything else it goes to the graveyard)`;
    case 'applied':
      return `Implementation: ${ability.implementation}`;
    case 'unparsed':
      return `Not understood: ${ability.text}`;
  }
}

/** 106.6: "cast creature spells or activate abilities of artifacts". */
export function describeManaUses(uses: readonly ManaUse[]): string {
  return uses
    .map((use) =>
      use.kind === 'cast'
        ? `cast ${describeDescription(use.spells, true)}`
        : `activate abilities${use.of ? ` of ${describeDescription(use.of, true)}` : ''}`,
    )
    .join(' or ');
}

const PROHIBITED_PLAYERS = { you: 'you', opponent: 'your opponents', each: 'players' } as const;

/** "cast noncreature spells during combat", "cast more than one spell each turn", "gain life". */
export function describeProhibited(action: Prohibited): string {
  if (action.kind === 'gainLife') return 'gain life';
  const more = action.moreThan === null ? '' : `more than ${action.moreThan} `;
  const from = action.from === null ? '' : ` from ${action.from.join(' or ')}`;
  const during = action.during === null ? '' : ` ${describeTiming(action.during)}`;
  const each = action.moreThan === null ? '' : ' each turn';
  return `cast ${more}${describeDescription(action.spells, action.moreThan !== 1)}${from}${during}${each}`;
}

/** "target opponent may (that player) draw 1 card(s); if a player does: …" — another player's choice (608.2d, 101.4). */
function describeOthersMay(effect: Extract<Effect, { kind: 'optional' }>, by: Subject): string {
  const who = effect.anyOne ? 'any one player of ' : '';
  const did = effect.eachWhoDoes ? 'for each one who does' : effect.anyOne ? 'if a player does' : 'if they do';
  const then = effect.ifYouDo.length > 0 ? `; ${did}: ${effect.ifYouDo.map(describeEffect).join('; ')}` : '';
  const none = effect.anyOne ? 'if no one does' : "if they don't";
  const dont = effect.ifYouDont?.length ? `; ${none}: ${effect.ifYouDont.map(describeEffect).join('; ')}` : '';
  const order = by.kind === 'each' ? ' (in turn order)' : '';
  return `${who}${describeSubject(by)} may${order}: ${effect.effects.map(describeEffect).join('; ')}${then}${dont}`;
}
