import type { Effect } from '../../templates/card-template.js';
import type { Scanner } from '../../text/scanner.js';
import { NUMBER_WORDS } from '../grammar/amount.js';
import { isPlayerSubject } from '../grammar/subject.js';
import { actingPlayer, verb, type EffectParser } from './effect-parser.js';

/**
 * 701.23b: "Clash with an opponent." (said by "you" only: the controller and an opponent clash). "If you win, …" reads
 * the outcome (701.23d).
 */
export const clash: EffectParser = {
  id: 'clash',
  verbs: ['clash'],
  example: 'Clash with an opponent.',
  parse(s, actor) {
    if (actor !== null && actor.kind !== 'you') return null;
    const save = s.mark();
    if (!s.words('clash')) return null;
    if (s.words('with an opponent')) return [{ kind: 'clash' }];
    s.expected("'with an opponent'");
    s.reset(save);
    return null;
  },
};

/** 705.1: "Flip a coin.", "that player flips a coin". What the flip decides is read by "If you win the flip, …". */
export const flipCoin: EffectParser = {
  id: 'flipCoin',
  verbs: ['flip', 'flips'],
  example: 'Flip a coin.',
  parse(s, actor) {
    const who = actingPlayer(actor);
    if (!isPlayerSubject(who)) return null;
    const save = s.mark();
    if (!verb(s, 'flip')) return null;
    if (s.words('a coin')) return [{ kind: 'flipCoin', who }];
    s.expected("'a coin'");
    s.reset(save);
    return null;
  },
};

/** "d20", "d6": a die named by its faces (706.1). */
const D_SIDES = /d(\d{1,3})\b/iy;

/** "a six-sided die", "a twenty-sided die", "a d20": the number of faces, or null (unmoved). */
export function die(s: Scanner): number | null {
  const save = s.mark();
  if (!s.words('a')) return null;
  const d = s.regex(D_SIDES);
  if (d?.[1] !== undefined && Number(d[1]) >= 2) return Number(d[1]);
  const word = s.peekWord();
  if (word.endsWith('-sided')) {
    const sides = NUMBER_WORDS.indexOf(word.slice(0, -'-sided'.length));
    if (sides >= 2 && s.words(`${word} die`)) return sides;
  }
  s.reset(save);
  return null;
}

/** 706.1: "Roll a six-sided die.", "roll a d20", "that player rolls a six-sided die". "The result" reads it. */
export const rollDie: EffectParser = {
  id: 'rollDie',
  verbs: ['roll', 'rolls'],
  example: 'Roll a six-sided die.',
  parse(s, actor) {
    const who = actingPlayer(actor);
    if (!isPlayerSubject(who)) return null;
    const save = s.mark();
    if (!verb(s, 'roll')) return null;
    const sides = die(s);
    if (sides !== null) return [{ kind: 'rollDie', who, sides } satisfies Effect];
    s.expected("a die, such as 'a six-sided die' or 'a d20'");
    s.reset(save);
    return null;
  },
};

/** The words every reading of a flip, roll or clash holds ("win the flip", "the result", "you roll a 6", "you win"). */
const CHANCE_WORDS = /flip|roll|result|win/gi;

/**
 * Whether `text` from `start` to `end` may read a flip or a roll: unreadyChance's walk over the effects is needed only
 * then. Most effect texts say none of these words, so the walk (generic over every field) is skipped for them.
 */
export function mayReadChance(text: string, start: number, end: number): boolean {
  CHANCE_WORDS.lastIndex = start;
  const found = CHANCE_WORDS.exec(text);
  return found !== null && found.index < end;
}

/**
 * What effects read before anything was flipped or rolled, walking them in text order: 'flip' for an "if you win
 * the flip" with no coin flipped before it, 'roll' for "the result" or "if you roll a 6" with no die rolled before,
 * null when every such reading has its flip or roll earlier (in the same resolution). The contract is plain data, so the walk is generic; the
 * kind names it looks for belong to no other family.
 */
export function unreadyChance(effects: readonly Effect[]): 'flip' | 'roll' | 'clash' | null {
  let flipped = false;
  let rolled = false;
  let clashed = false;
  const visit = (value: unknown): 'flip' | 'roll' | 'clash' | null => {
    if (Array.isArray(value)) {
      for (const item of value) {
        const found = visit(item);
        if (found) return found;
      }
      return null;
    }
    if (typeof value !== 'object' || value === null) return null;
    const kind = (value as { readonly kind?: unknown }).kind;
    // 603.7: a delayed trigger's flip happens later, as it resolves: it is no flip for the text around it, and its
    // own effects must flip before they read one.
    if (kind === 'delayed') return unreadyChance((value as Extract<Effect, { kind: 'delayed' }>).effects);
    if (kind === 'flipCoin') flipped = true;
    else if (kind === 'rollDie') rolled = true;
    else if (kind === 'clash') clashed = true;
    else if (kind === 'clashWon' && !clashed) return 'clash';
    else if (kind === 'coinFlip' && !flipped) return 'flip';
    else if ((kind === 'dieRoll' || kind === 'dieResult') && !rolled) return 'roll';
    for (const field of Object.values(value)) {
      const found = visit(field);
      if (found) return found;
    }
    return null;
  };
  return visit(effects);
}
