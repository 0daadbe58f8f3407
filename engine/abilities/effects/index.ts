import type { Amount, Condition, Effect, Quality, Subject } from '../../templates/card-template.js';
import { fight } from './fight.js';
import { clash, flipCoin, mayReadChance, rollDie, unreadyChance } from './chance.js';
import { defineX, subjectsOf, targetsOf, targetsOfAmount } from '../../templates/subjects.js';
import { resolvingCondition } from '../grammar/condition.js';
import { delayedMoment } from '../grammar/delayed-moment.js';
import type { Scanner } from '../../text/scanner.js';
import { whereIs } from '../grammar/amount.js';
import { defineDescribedX } from '../grammar/description.js';
import { isObjectSubject, isPlayerSubject, possessor, subject } from '../grammar/subject.js';
import { anyChooserOutcome, anyPlayerMay, chooserOutcome, isChoosingPlayer } from '../grammar/player-choice.js';
import { addMana } from './add-mana.js';
import { attachEffect } from './attach.js';
import { pairEffect } from './pair.js';
import { createdTokensHave, createTokens } from './create-tokens.js';
import { createEmblem } from './create-emblem.js';
import { dealDamage } from './deal-damage.js';
import { becomeCopy } from './become-copy.js';
import type { EffectParser } from './effect-parser.js';
import { gainControl, modify, switchPT } from './modify.js';
import { objectVerbs } from './object-verbs.js';
import { pay } from './pay.js';
import { costAction } from './cost-action.js';
import { exileIfDiesSentence } from './exile-if-dies.js';
import { discard, drawCards, gainLife, loseLife } from './player-verbs.js';
import { nextTimePrevention, preventDamage } from './prevent-damage.js';
import { proliferate } from './proliferate.js';
import { planeswalk } from './planeswalk.js';
import { investigate } from './investigate.js';
import { getEnergy } from './get-energy.js';
import { getPoison } from './get-poison.js';
import { extraTurn } from './extra-turn.js';
import { becomeMonarch } from './become-monarch.js';
import { endGame } from './end-game.js';
import { skipNext } from './skip-next.js';
import { distributeCounters, putCounters } from './put-counters.js';
import { moveCounters, removeCounters } from './remove-counters.js';
import { becomeDesignated } from './become-designated.js';
import { monstrosity } from './monstrosity.js';
import { explore } from './explore.js';
import { amass } from './amass.js';
import { support } from './support.js';
import { bolster } from './bolster.js';
import { adapt } from './adapt.js';
import { chooseCard, revealHand, revealObject } from './reveal-hand.js';
import { chooseColor } from './choose-color.js';
import { exileCards } from './exile-cards.js';
import { zoneChanges } from './zone-change.js';
import { sacrifice } from './sacrifice.js';
import { counteredThisWay, counterSpell } from './counter-spell.js';
import { copySpell, newTargetsSentence } from './copy-spell.js';
import { mill } from './mill.js';
import { shuffleZones } from './shuffle-zones.js';
import { exchangeControl } from './exchange-control.js';
import { lookAtHand } from './look-at-hand.js';
import { lure } from './lure.js';
import { banActivation, detain } from './activation-ban.js';
import { mayPlay, untilMayPlay } from './may-play.js';
import { unreadyVotes, vote, voteCondition } from './vote.js';
import { additionalLandsThisTurn } from './additional-lands.js';
import { maximumHandSize } from './maximum-hand-size.js';
import { search } from './search.js';
import { topCards } from './top-cards.js';
import { unlessClause } from './unless.js';

/** Every verb phrase the grammar understands. Adding one is one module plus one line. */
export const effectParsers: readonly EffectParser[] = [
  addMana,
  dealDamage,
  ...objectVerbs,
  drawCards,
  gainLife,
  loseLife,
  discard,
  putCounters,
  removeCounters,
  moveCounters,
  becomeDesignated,
  monstrosity,
  amass,
  support,
  bolster,
  adapt,
  proliferate,
  planeswalk,
  investigate,
  getEnergy,
  getPoison,
  extraTurn,
  becomeMonarch,
  endGame,
  skipNext,
  maximumHandSize,
  distributeCounters,
  createTokens,
  createEmblem,
  ...zoneChanges,
  sacrifice,
  counterSpell,
  copySpell,
  mill,
  shuffleZones,
  becomeCopy,
  modify,
  switchPT,
  gainControl,
  exchangeControl,
  attachEffect,
  pairEffect,
  search,
  topCards,
  preventDamage,
  nextTimePrevention,
  revealHand,
  revealObject,
  lookAtHand,
  chooseCard,
  chooseColor,
  exileCards,
  fight,
  lure,
  banActivation,
  detain,
  flipCoin,
  clash,
  explore,
  rollDie,
  untilMayPlay,
  vote,
];

/** The verb phrases allowed only right after "you may": paying is a choice, never an order (118.12). */
const OPTIONAL_ONLY: readonly EffectParser[] = [pay, mayPlay, additionalLandsThisTurn];

/**
 * The verb phrases to try, in order, when the next word is a given word: those that list it among their `verbs` and
 * those that list none. Worked out once for each listed verb instead of testing every parser's verbs at every clause;
 * any other word gets the parsers that list none.
 */
class VerbDispatch {
  private readonly byVerb = new Map<string, readonly EffectParser[]>();
  private readonly unlisted: readonly EffectParser[];

  constructor(parsers: readonly EffectParser[]) {
    this.unlisted = parsers.filter((p) => !p.verbs);
    for (const verb of new Set(parsers.flatMap((p) => p.verbs ?? []))) {
      this.byVerb.set(
        verb,
        parsers.filter((p) => !p.verbs || p.verbs.includes(verb)),
      );
    }
  }

  for(word: string): readonly EffectParser[] {
    return this.byVerb.get(word) ?? this.unlisted;
  }

  /** Whether some verb phrase lists `word` as its verb ("gain", "draws", "sacrifices"). */
  has(word: string): boolean {
    return this.byVerb.has(word);
  }
}

const EFFECTS = new VerbDispatch(effectParsers);

/** Whether `word` begins a verb phrase the grammar knows: after "and you", a new clause rather than a list. */
export const isVerb = (word: string): boolean => EFFECTS.has(word);
const EFFECTS_AFTER_MAY = new VerbDispatch([...OPTIONAL_ONLY, ...effectParsers]);

function verbPhrase(s: Scanner, actor: Subject | null, parsers: VerbDispatch): Effect[] | null {
  // "each opponent also discards a card", "it also deals 4 damage to …", "also regenerate …": "also" only says the
  // effect comes in addition to those before it (608.2c), which every effect of a sentence already does.
  if (s.peekWord() === 'also') {
    const save = s.mark();
    s.words('also');
    const found = s.peekWord() === 'also' ? null : verbPhrase(s, actor, parsers);
    if (!found) s.reset(save);
    return found;
  }
  for (const parser of parsers.for(s.peekWord())) {
    const found = parser.parse(s, actor);
    if (found) return found;
  }
  return null;
}

interface Clause {
  readonly effects: Effect[];
  /** Who acted, carried to a following verb without a subject ("Target player draws a card and loses 1 life"). */
  readonly actor: Subject | null;
  /** "You may pay {1}": a following "If you do, …" sentence belongs to it. */
  readonly optional: Extract<Effect, { kind: 'optional' }> | null;
}

/** The effects of one clause, wrapped when "unless … pays …" follows them (118.12); `actor` is who acts in it. */
function guarded(s: Scanner, effects: Effect[], actor: Subject | null): Effect[] {
  const unless = unlessClause(s, actor);
  return unless ? [{ kind: 'unless', ...unless, effects }] : effects;
}

/** "[subject] verb …", "you may verb …", or a verb alone (imperative: "you" act). */
function clause(s: Scanner, carried: Subject | null): Clause | null {
  const save = s.mark();
  // "Any player may sacrifice a land.": each in turn order until one does (101.4).
  const anyone = anyPlayerMay(s);
  if (anyone) {
    const chosen = othersMay(s, anyone, true);
    if (chosen) return { effects: [chosen], actor: null, optional: chosen };
    s.reset(save);
    return null;
  }
  const actor = subject(s);
  if (actor) {
    if (actor.kind !== 'you' && isChoosingPlayer(actor) && s.peekWord() === 'may' && s.words('may')) {
      const chosen = othersMay(s, actor, false);
      if (chosen) return { effects: [chosen], actor, optional: chosen };
    } else if (actor.kind === 'you' && s.words('may')) {
      // 608.2d: "you may" — the controller chooses as it resolves; 118.12: "you may sacrifice a creature. If you do,
      // …" pays a cost.
      const paid = costBeforeOutcome(s);
      const chosen = paid ?? causative(s) ?? verbPhrase(s, actor, EFFECTS_AFTER_MAY);
      // 601.3: "you may play that card this turn" is a permission that lasts, not a choice made as it resolves; so is
      // "you may play an additional land this turn" (305.2).
      const permission =
        chosen?.length === 1 && (chosen[0]?.kind === 'mayPlay' || chosen[0]?.kind === 'additionalLands');
      if (permission) return { effects: chosen, actor, optional: null };
      if (chosen) {
        const optional: Extract<Effect, { kind: 'optional' }> = {
          kind: 'optional',
          effects: guarded(s, chosen, actor),
          ifYouDo: [],
        };
        return { effects: [optional], actor, optional };
      }
      s.expected("what you may do, such as 'draw a card' or 'pay {1}'");
    } else {
      // "Any number of target players each gain 6 life", "two target players each draw a card": each target acts.
      if (actor.kind === 'target' && (actor.upTo || actor.count !== 1)) s.words('each');
      const effects = verbPhrase(s, actor, EFFECTS);
      if (effects) return { effects: guarded(s, effects, actor), actor, optional: null };
    }
    s.reset(save);
  }
  const effects = verbPhrase(s, carried, EFFECTS);
  if (effects) return { effects: guarded(s, effects, carried), actor: carried, optional: null };
  s.reset(save);
  return null;
}

/**
 * 608.2d, 101.4: "Target opponent may draw a card.", "Its controller may search their library for …", "Each player
 * may scry 1.", "Any player may sacrifice a land." (`anyOne`), "… may have ~ deal 6 damage to them": another player
 * chooses, and acts as "that player" (the chooser named while they choose); a cost before "If a player does, …" is
 * theirs to pay (118.12). Null with the expectation noted when no verb phrase follows "may".
 */
function othersMay(s: Scanner, by: Subject, anyOne: boolean): Extract<Effect, { kind: 'optional' }> | null {
  const acting: Subject = { kind: 'thatPlayer' };
  const chosen = costBeforeOutcome(s) ?? causative(s) ?? verbPhrase(s, acting, EFFECTS);
  if (!chosen) {
    s.expected("what the player may do, such as 'draw a card' or 'sacrifice a land'");
    return null;
  }
  return { kind: 'optional', effects: guarded(s, chosen, acting), ifYouDo: [], by, ...(anyOne ? { anyOne } : {}) };
}

/**
 * "you may have it deal 2 damage to target creature", "you may have ~ deal 1 damage to each creature", "you may have
 * target creature get +2/+0 until end of turn": the controller's choice (608.2d) of what the object named after
 * "have" does, read as that object's verb phrase ("it deals …", "target creature gets …"), the object being the
 * source of the damage (120.3) or what the effect changes.
 */
function causative(s: Scanner): Effect[] | null {
  const save = s.mark();
  if (s.peekWord() !== 'have' || !s.words('have')) return null;
  const actor = subject(s);
  // "you may have target player discard a card": the player named does it, if the controller chooses (608.2d).
  const player = actor?.kind === 'target' && isPlayerSubject(actor);
  if (!actor || !(player || (isObjectSubject(actor) && CAUSED_VERBS.has(s.peekWord())))) {
    s.reset(save);
    return null;
  }
  const effects = verbPhrase(s, actor, EFFECTS);
  if (!effects) s.reset(save);
  return effects;
}

/** The bare verbs after "have <object>" whose effects are the object's own (the damage it deals, what it gets). */
const CAUSED_VERBS: ReadonlySet<string> = new Set(['deal', 'get', 'gain']);

/**
 * 118.12: "sacrifice a creature", "discard a card", "pay {1} and 1 life" read as costs when the next sentence asks
 * whether they were paid ("If you do, …", "If you don't, …", "If you can't, …"). Null, unmoved, otherwise: the same
 * words are then the effects of their verbs.
 */
function costBeforeOutcome(s: Scanner): Effect[] | null {
  const save = s.mark();
  const costs = costAction(s);
  if (!costs) return null;
  const after = s.mark();
  const outcome = s.symbol('.') && (outcomeWords(s) ?? anyChooserOutcome(s)) !== null;
  s.reset(after);
  if (!outcome) {
    s.reset(save);
    return null;
  }
  return [{ kind: 'pay', costs }];
}

/**
 * "If you do," / "If you don't," / "If you can't," (118.12), "When you do," (603.12: a reflexive triggered ability):
 * which outcome of a cost the sentence is about.
 */
function outcomeWords(s: Scanner): Outcome | null {
  const word = s.peekWord();
  if (word === 'when') return s.words('when you do,') ? 'reflexive' : null;
  if (word !== 'if') return null;
  if (s.words('if you do,')) return 'do';
  if (s.words("if you don't,") || s.words("if you can't,")) return 'dont';
  return null;
}

/** `each`: "For each opponent who does, …" after another player's choice (once for each who did). */
type Outcome = 'do' | 'dont' | 'reflexive' | 'each';

/** Words that join two effects in one sentence: "…, then …", "… and …". */
function joiner(s: Scanner): boolean {
  return s.words(', then') || s.words('then') || s.words(', and') || s.words('and') || s.symbol(',');
}

interface Sentence {
  readonly effects: Effect[];
  readonly optional: Extract<Effect, { kind: 'optional' }> | null;
}

/**
 * 603.7: a clause that ends "… at the beginning of the next end step" happens then, through a delayed triggered
 * ability. Its effects may not choose targets (none of its words are read as one today), so a clause that would is
 * refused rather than targeting now. Returns the clause unchanged when no such words follow.
 */
function laterOrNow(s: Scanner, found: Clause): Clause | null {
  const save = s.mark();
  const at = delayedMoment(s);
  if (!at) return found;
  if (targetsOf(found.effects).length > 0) {
    s.expected('an effect without a target before a delayed trigger (603.7)', save);
    s.reset(save);
    return null;
  }
  return { ...found, effects: [{ kind: 'delayed', at, effects: found.effects }], optional: null };
}

/** One sentence: clauses joined by "and"/"then", up to the period or the end of the text. */
function sentence(s: Scanner): Sentence | null {
  const save = s.mark();
  s.words('then');
  const at = delayedMoment(s);
  if (at && !s.symbol(',')) {
    s.reset(save);
    return null;
  }
  const first = laterOrNow(s, clause(s, null) ?? NO_CLAUSE);
  if (!first || first === NO_CLAUSE) {
    s.reset(save);
    return null;
  }
  const effects = [...first.effects];
  let last = first;
  for (;;) {
    const before = s.mark();
    if (!joiner(s)) break;
    const next = clause(s, last.actor);
    const delayed = next && laterOrNow(s, next);
    if (!delayed) {
      s.reset(before);
      break;
    }
    effects.push(...delayed.effects);
    last = delayed;
  }
  if (at) {
    // "At the beginning of the next end step, sacrifice it.": the whole sentence waits (603.7).
    if (targetsOf(effects).length > 0) {
      s.expected('an effect without a target after a delayed trigger (603.7)', save);
      s.reset(save);
      return null;
    }
    return { effects: [{ kind: 'delayed', at, effects }], optional: null };
  }
  return { effects, optional: first.effects.length === 1 ? first.optional : null };
}

/** No clause read: lets `sentence` pass a missing first clause through `laterOrNow` without a second branch. */
const NO_CLAUSE: Clause = { effects: [], actor: null, optional: null };

/**
 * 701.19c: "Destroy target creature. It can't be regenerated." / "Destroy all creatures. They can't be regenerated.":
 * the destroy effect just read takes no regeneration shield. Null-like false, unmoved, when this is no such sentence.
 */
function cantBeRegenerated(s: Scanner, effects: Effect[]): boolean {
  const last = effects[effects.length - 1];
  if (last?.kind !== 'destroy') return false;
  const word = s.peekWord();
  if (word !== 'it' && word !== 'they') return false;
  if (!s.words(`${word} can't be regenerated`)) return false;
  effects[effects.length - 1] = { ...last, noRegeneration: true };
  return true;
}

/**
 * 614.1a, 702.84a: "If it would leave the battlefield, exile it instead of putting it anywhere else." after a sentence
 * that named the object ("Return ~ from your graveyard to the battlefield. It gains haste."): a replacement effect on
 * it, for as long as it stays that object. Null, unmoved, when this is no such sentence.
 */
function exileIfLeavesSentence(s: Scanner, effects: readonly Effect[]): Effect | null {
  if (effects.length === 0 || s.peekWord() !== 'if') return null;
  const save = s.mark();
  if (s.words('if it would leave the battlefield, exile it instead of putting it anywhere else')) {
    return { kind: 'exileIfLeaves', what: { kind: 'it' } };
  }
  s.reset(save);
  return null;
}

/** ", where X is the number of Zombies you control" / ", where X is its power" (107.3a). */
export function whereX(s: Scanner): Amount | null {
  return whereIs(s, possessor);
}

/**
 * 608.2c: "If this spell was kicked, draw a card." / "If ~ was kicked, that creature gets +5/+5 until end of turn
 * instead." / "If it was kicked, instead …": a sentence that runs only when its condition holds as it resolves;
 * with "instead" the sentence before it (`previous`) is what happens otherwise. A kicked sentence may not choose
 * new targets (601.2c would make them depend on the kicker being paid), so "… to another target creature" is left
 * unread. Null, with the scanner unmoved, when this is no such sentence.
 */
function conditionalSentence(
  s: Scanner,
  previous: Sentence | null,
  lineStart: boolean,
): Extract<Effect, { kind: 'conditional' }> | null {
  const save = s.mark();
  // "Then if you control four or more lands, untap that land.": "then" only orders it after the sentence before, and
  // the condition is checked as that point of the resolution is reached (608.2c).
  const then = s.peekWord() === 'then' && s.words('then');
  if (s.peekWord() !== 'if' || !s.words('if')) {
    s.reset(save);
    return null;
  }
  const found = resolvingCondition(s);
  if (!found || !s.symbol(',')) {
    s.reset(save);
    return null;
  }
  const insteadFirst = !then && s.words('instead');
  const result = sentence(s);
  if (!result) {
    s.reset(save);
    return null;
  }
  const instead = !then && (insteadFirst || s.words('instead'));
  // "If it's a land card, put it onto the battlefield. Otherwise, put it into your hand." (608.2c).
  const otherwise = instead ? null : otherwiseSentence(s);
  // "Hellbent — If you have no cards in hand, instead search your library …": a spell's later line replaces its
  // earlier lines (put together by the engine's spellEffects).
  const earlier = instead && lineStart && s.spell;
  if (instead && !earlier && (previous === null || previous.effects.length === 0)) {
    s.expected("a sentence before 'instead' for it to replace", save);
    s.reset(save);
    return null;
  }
  // "If that creature is red, you may put it on the bottom … instead.": declining would leave neither branch done;
  // such a choice between two results is not read yet.
  if (instead && result.effects.some((e) => e.kind === 'optional')) {
    s.expected("an effect that is not 'you may' before 'instead'", save);
    s.reset(save);
    return null;
  }
  // 601.2c: the targets are chosen as it is cast, when how it is cast (kicked, main phase, mana) decides them too.
  if (aboutCasting(found) && targetsOf(result.effects).length > 0) {
    s.expected("an effect with no new target: a kicked spell's extra targets are not supported yet", save);
    s.reset(save);
    return null;
  }
  if (earlier)
    return { kind: 'conditional', condition: found, effects: result.effects, otherwise: [], insteadOfEarlier: true };
  return {
    kind: 'conditional',
    condition: found,
    effects: result.effects,
    otherwise: instead ? (previous?.effects ?? []) : (otherwise ?? []),
  };
}

/** 701.32a: "If time gets more votes, take an extra turn after this one." Null, unmoved, otherwise. */
function voteSentence(s: Scanner): Extract<Effect, { kind: 'conditional' }> | null {
  const save = s.mark();
  const condition = voteCondition(s);
  if (!condition) return null;
  const then = sentence(s);
  if (!then) {
    s.reset(save);
    return null;
  }
  return { kind: 'conditional', condition, effects: then.effects, otherwise: [] };
}

/** Whether an effect after a `createTokens` names "each other …" / "all other …" (see effectSentences). */
function otherAfterTokens(effects: readonly Effect[]): boolean {
  let created = false;
  for (const effect of effects) {
    const inner = effect.kind === 'conditional' ? [...effect.effects, ...effect.otherwise] : [effect];
    for (const e of inner) {
      if (created && subjectsOf(e).some((x) => x.kind === 'each' && x.description.qualities.some(isOther))) return true;
      if (e.kind === 'createTokens') created = true;
    }
  }
  return false;
}

function isOther(q: Quality): boolean {
  return q.kind === 'other';
}

/** Conditions about how the spell was cast (702.33d kicked, 601.2 where from and when, adamant's mana). */
function aboutCasting(condition: Condition): boolean {
  return condition.kind === 'kicked' || condition.kind === 'cast' || condition.kind === 'manaSpent';
}

/** ". Otherwise, …": what a conditional sentence does when its condition doesn't hold. Unmoved when absent. */
function otherwiseSentence(s: Scanner): Effect[] | null {
  const save = s.mark();
  if (!s.symbol('.') || s.peekWord() !== 'otherwise' || !s.words('otherwise,')) {
    s.reset(save);
    return null;
  }
  const found = sentence(s);
  // Its targets would be chosen as the spell is cast and named before the condition's "it" (engine's conditional).
  if (!found || targetsOf(found.effects).length > 0) {
    s.reset(save);
    return null;
  }
  return found.effects;
}

/**
 * 608.2c: "Draw a card if you have seven or more cards in hand.": the sentence before runs only when the condition
 * holds as it resolves (its targets are chosen either way, 601.2c). Unmoved when no "if" clause ends the sentence.
 */
function trailingCondition(s: Scanner): Condition | null {
  const save = s.mark();
  if (s.peekWord() !== 'if' || !s.words('if')) return null;
  const found = resolvingCondition(s);
  if (!found || found.kind === 'kicked') {
    s.reset(save);
    return null;
  }
  return found;
}

/** Whether `tail` is the last of `effects`, the same objects in order. */
function endsWith(effects: readonly Effect[], tail: readonly Effect[]): boolean {
  const start = effects.length - tail.length;
  return start >= 0 && tail.every((e, i) => effects[start + i] === e);
}

/**
 * 608.2c: "~ deals 5 damage instead if you control a Chandra planeswalker.", "That creature gets -4/-4 instead if …":
 * the sentence just read (`found`) replaces the sentence before it (`previous`) when the condition holds as it
 * resolves; on a spell's later line with no sentence before it ("Morbid — Put three +1/+1 counters on that creature
 * instead if a creature died this turn."), it replaces the spell's earlier lines. Null, unmoved, when no "instead if"
 * follows; false when one does but has nothing it may replace (the expectation is set).
 */
function trailingInstead(
  s: Scanner,
  found: Sentence,
  previous: Sentence | null,
  lineStart: boolean,
): Extract<Effect, { kind: 'conditional' }> | null | false {
  const save = s.mark();
  if (s.peekWord() !== 'instead' || !s.words('instead if')) return null;
  const condition = resolvingCondition(s);
  // "… if it was kicked" after a sentence about a target spell would be about that spell (see trailingCondition).
  if (!condition || condition.kind === 'kicked') {
    s.reset(save);
    return null;
  }
  // 601.2c: targets chosen as it is cast can't depend on how it is cast (as in conditionalSentence).
  if (aboutCasting(condition) && targetsOf(found.effects).length > 0) {
    s.expected("an effect with no new target: a kicked spell's extra targets are not supported yet", save);
    return false;
  }
  // "you may … instead": declining would leave neither sentence done (as with "If …, … instead").
  if (found.effects.some((e) => e.kind === 'optional')) {
    s.expected("an effect that is not 'you may' before 'instead'", save);
    return false;
  }
  if (lineStart && s.spell) {
    return { kind: 'conditional', condition, effects: found.effects, otherwise: [], insteadOfEarlier: true };
  }
  if (lineStart || previous === null || previous.effects.length === 0) {
    s.expected("a sentence before 'instead' for it to replace", save);
    return false;
  }
  return { kind: 'conditional', condition, effects: found.effects, otherwise: previous.effects };
}

/**
 * One or more effect sentences up to the end of the text: "Draw a card." or "~ deals 2 damage to any target. You
 * gain 2 life." A sentence "If you do, …" completes the "You may …" sentence before it (608.2c). The final period
 * may be left out. `afterColon` says whether a colon came before, for the message when no effect starts here.
 */
export function effectSentences(s: Scanner, afterColon: boolean): Effect[] | null {
  const outer = s.effects;
  s.effects = true;
  const effects = effectSentencesIn(s, afterColon);
  s.effects = outer;
  return effects;
}

function effectSentencesIn(s: Scanner, afterColon: boolean): Effect[] | null {
  const save = s.mark();
  const effects = sentences(s, afterColon);
  // 705.2, 706.2: "the flip" and "the result" are those of a coin flipped or die rolled before them in the text.
  const unready = effects && mayReadChance(s.text, save, s.mark()) && unreadyChance(effects);
  // "Create X 1/1 white Soldier creature tokens. If X is 5 or more, destroy all other creatures.": "other" means other
  // than the tokens just created, which no description here says; refused rather than read as "other than ~".
  // 701.32a: "If carnage gets more votes", "for each death vote" need a vote with that word before them.
  if (effects && unreadyVotes(s.text, save, s.mark(), effects)) {
    s.expected("'Starting with you, each player votes for …' before the votes are counted", save);
    s.reset(save);
    return null;
  }
  if (effects && otherAfterTokens(effects)) {
    s.expected("no 'other' after tokens are created: 'other than those tokens' is not supported", save);
    s.reset(save);
    return null;
  }
  if (unready) {
    s.expected(
      unready === 'flip'
        ? "'Flip a coin.' before 'the flip'"
        : unready === 'clash'
          ? "'Clash with an opponent.' before 'If you win'"
          : "'Roll a six-sided die.' before its result",
      save,
    );
    s.reset(save);
    return null;
  }
  return effects;
}

function sentences(s: Scanner, afterColon: boolean): Effect[] | null {
  const save = s.mark();
  const effects: Effect[] = [];
  let previous: Sentence | null = null;
  // The "you may …" / cost sentence the next "If you do, …", "If you don't, …" or "Otherwise, …" completes (118.12).
  let pending: Extract<Effect, { kind: 'optional' }> | null = null;
  for (;;) {
    const before = previous as Sentence | null;
    const open: Extract<Effect, { kind: 'optional' }> | null = pending;
    const outcome: Outcome | null = open ? outcomeOf(s, open) : null;
    const ifYouDo: boolean = outcome !== null;
    const must: Extract<Effect, { kind: 'optional' }> | null = ifYouDo ? null : mustPay(s);
    if (must) {
      // "Sacrifice ~. If you do, …" (118.12): the cost, then the sentence that asks whether it was paid.
      effects.push(must);
      previous = { effects: [must], optional: must };
      pending = must;
      s.symbol('.');
      continue;
    }
    const conditional = ifYouDo ? null : (voteSentence(s) ?? conditionalSentence(s, before, effects.length === 0));
    if (conditional) {
      // "…, draw three cards instead.": the conditional takes the place of the sentence before it (its `otherwise`
      // is then that very array; an "Otherwise, …" sentence is new).
      if (conditional.otherwise.length > 0 && conditional.otherwise === before?.effects) {
        effects.splice(effects.length - conditional.otherwise.length);
      }
      effects.push(conditional);
      previous = { effects: [conditional], optional: null };
      // "If that permanent is a Chandra planeswalker, you may discard a card. If you do, draw a card.": the "If you
      // do" sentence completes the choice inside the conditional (118.12, 608.2c).
      pending = optionalInside(conditional);
      const period = s.symbol('.');
      if (s.restIsEmpty()) return effects;
      if (!period) {
        s.expected("'.' at the end of the effect");
        s.reset(save);
        return null;
      }
      continue;
    }
    const exileInstead = ifYouDo ? null : (exileIfLeavesSentence(s, effects) ?? exileIfDiesSentence(s, effects));
    if (exileInstead) effects.push(exileInstead);
    // "If that spell is countered this way, exile it instead …" changes the counter effect just read (614.1a).
    const countered = ifYouDo || exileInstead ? null : counteredThisWay(s, effects);
    if (countered) effects.splice(0, effects.length, ...countered);
    if (
      exileInstead ||
      countered ||
      cantBeRegenerated(s, effects) ||
      newTargetsSentence(s, effects) ||
      createdTokensHave(s, effects)
    ) {
      previous = null;
      pending = null;
      const period = s.symbol('.');
      if (s.restIsEmpty()) return effects;
      if (!period) {
        s.expected("'.' at the end of the effect");
        s.reset(save);
        return null;
      }
      continue;
    }
    let found = sentence(s);
    if (!found) {
      s.expected(
        effects.length === 0
          ? afterColon
            ? "an effect such as 'Add {G}.' after ':'"
            : "an effect such as 'Draw a card.'"
          : 'another effect or the end of the line',
      );
      s.reset(save);
      return null;
    }
    const defined = whereX(s);
    if (defined && found.effects.some(isDividedEffect)) {
      // 601.2d: a divided amount is announced as the spell is cast; ", where X is …" is worked out only as it resolves.
      s.expected('a divided amount known as the spell is cast (601.2d), such as 3 or X');
      s.reset(save);
      return null;
    }
    if (defined && targetsOf(found.effects).some((t) => t.countX)) {
      // 601.2c: how many targets is known as targets are chosen; ", where X is …" is worked out only as it resolves.
      s.expected('a number of targets known as they are chosen (601.2c), such as two or X');
      s.reset(save);
      return null;
    }
    if (defined) {
      // 107.3c: X is defined for the whole sentence, the X of a description too ("with mana value X or less").
      const described = defineDescribedX(
        found.effects.map((e) => defineX(e, defined)),
        defined,
      );
      if (!described) {
        s.expected("an X a description can work out, such as 'the number of Faeries you control'");
        s.reset(save);
        return null;
      }
      // "you draw X cards and you lose X life, where X is the number of cards in target player's graveyard": one
      // target (115.1) that each use of X would name again as a target of its own.
      const ownTargets = targetsOfAmount(defined).length;
      if (ownTargets > 0 && targetsOf(described).length > targetsOf(found.effects).length + ownTargets) {
        s.expected('an X that names a target used once, such as "draw X cards, where X is …"', save);
        s.reset(save);
        return null;
      }
      found = { effects: described, optional: null };
    }
    // Only a sentence read whole, last among `effects`, may be replaced (not one inside "If you do, …").
    const replaceable = before !== null && endsWith(effects, before.effects) ? before : null;
    const insteadIf: Extract<Effect, { kind: 'conditional' }> | null | false = outcome
      ? null
      : trailingInstead(s, found, replaceable, effects.length === 0);
    if (insteadIf === false) {
      s.reset(save);
      return null;
    }
    if (insteadIf) {
      // The conditional takes the place of the sentence before it (its `otherwise`).
      if (insteadIf.otherwise.length > 0) effects.splice(effects.length - insteadIf.otherwise.length);
      found = { effects: [insteadIf], optional: null };
    }
    const onlyIf: Condition | null = insteadIf ? null : trailingCondition(s);
    if (onlyIf)
      found = {
        effects: [{ kind: 'conditional', condition: onlyIf, effects: found.effects, otherwise: [], after: true }],
        optional: null,
      };
    if (outcome && pending) {
      // 603.12: "When you do, …" makes a reflexive triggered ability, with targets of its own.
      const reflexive: Effect[] = [{ kind: 'reflexive', effects: found.effects }];
      const completed: Extract<Effect, { kind: 'optional' }> =
        outcome === 'dont'
          ? { ...pending, ifYouDont: found.effects }
          : outcome === 'each'
            ? { ...pending, ifYouDo: found.effects, eachWhoDoes: true }
            : { ...pending, ifYouDo: outcome === 'do' ? found.effects : reflexive };
      replaceOptional(effects, pending, completed);
      pending = completed;
      previous = { effects: found.effects, optional: null };
    } else {
      effects.push(...found.effects);
      previous = found;
      pending = found.optional;
    }
    const period = s.symbol('.') || endedInQuote(s);
    if (s.restIsEmpty()) return effects;
    if (!period) {
      s.expected("'.' at the end of the effect");
      s.reset(save);
      return null;
    }
  }
}

/**
 * The outcome the sentence starting here completes `pending` with (118.12, 608.2c): "If you do, …" (once), "If you
 * don't, …" / "If you can't, …" / "Otherwise, …" after an "If you do" sentence (once). Null, unmoved, otherwise.
 */
function outcomeOf(s: Scanner, pending: Extract<Effect, { kind: 'optional' }>): Outcome | null {
  if (pending.ifYouDont) return null;
  const save = s.mark();
  // Another player's choice is asked about in its own words ("If that player doesn't, …", "If no one does, …").
  const many = pending.by?.kind === 'each';
  const found = pending.by
    ? chooserOutcome(s, many)
    : (outcomeWords(s) ?? (pending.ifYouDo.length > 0 && s.words('otherwise,') ? 'dont' : null));
  if ((found === 'do' || found === 'reflexive' || found === 'each') && pending.ifYouDo.length > 0) {
    s.reset(save);
    return null;
  }
  // "If you can't, …" is about a cost that must be paid; after "you may" it is "If you don't".
  return found;
}

/**
 * 118.12: "Sacrifice ~. If you do, …", "Remove a +1/+1 counter from ~. If you do, …", "Sacrifice a creature. If you
 * can't, …": a cost the text orders, paid as it resolves if it can be, then the sentence about whether it was.
 * Null, unmoved, when no such cost sentence starts here.
 */
function mustPay(s: Scanner): Extract<Effect, { kind: 'optional' }> | null {
  const paid = costBeforeOutcome(s);
  return paid ? { kind: 'optional', effects: paid, ifYouDo: [], must: true } : null;
}

/** The "you may …" choice a conditional sentence ends with and nothing follows ("…, you may reveal it."), or null. */
function optionalInside(
  conditional: Extract<Effect, { kind: 'conditional' }>,
): Extract<Effect, { kind: 'optional' }> | null {
  const last = conditional.effects[conditional.effects.length - 1];
  return conditional.otherwise.length === 0 && last?.kind === 'optional' ? last : null;
}

/** Puts `completed` where `pending` was: among `effects`, or inside the conditional sentence that ends with it. */
function replaceOptional(
  effects: Effect[],
  pending: Extract<Effect, { kind: 'optional' }>,
  completed: Extract<Effect, { kind: 'optional' }>,
): void {
  const at = effects.lastIndexOf(pending);
  if (at >= 0) {
    effects[at] = completed;
    return;
  }
  const index = effects.findLastIndex((e) => e.kind === 'conditional' && e.effects.includes(pending));
  const holder = effects[index];
  if (holder?.kind !== 'conditional') return;
  effects[index] = { ...holder, effects: holder.effects.map((e) => (e === pending ? completed : e)) };
}

/**
 * Whether the sentence just read ended inside a closing quote ("You get an emblem with "Lands you control have
 * indestructible." Search your library …"): the quoted text's period ends the sentence too.
 */
function endedInQuote(s: Scanner): boolean {
  const last = s.text.charCodeAt(s.pos - 1);
  return (last === 34 || last === 0x201d) && s.text.charCodeAt(s.pos - 2) === 46;
}

/** "deals 3 damage divided as you choose among …", "distribute three +1/+1 counters among …" (601.2d). */
function isDividedEffect(e: Effect): boolean {
  return (e.kind === 'dealDamage' || e.kind === 'putCounters') && e.divided === true;
}
