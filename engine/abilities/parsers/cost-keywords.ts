import type { ManaCost } from '../../mana/mana-symbol.js';
import type { Ability, Description, Effect } from '../../templates/card-template.js';
import type { Scanner } from '../../text/scanner.js';
import { manaSymbols } from '../grammar/mana.js';
import { subtypeOf } from '../grammar/subtypes.js';
import type { AbilityParser } from './ability-parser.js';

/**
 * Keyword abilities with a cost that work from outside the battlefield or add to a spell's cost (702.29 cycling,
 * 702.33 kicker, 702.34 flashback). Each reads "Keyword {cost}" and nothing more; the reminder text is gone already.
 * Costs with other parts ("Flashback—{1}{R}, Pay 3 life.", "Kicker—Sacrifice a land.") are not read; two kicker costs
 * ("Kicker {1}{U} and/or {2}{B}") are two kicker abilities (702.33b).
 */

/** "{2}{G}" right after the keyword, to the end of the line or the next ", …cycling". */
function keywordCost(s: Scanner, keyword: string): ManaCost | null {
  const mana = manaSymbols(s);
  if (!mana) s.expected(`the ${keyword} cost, such as '{2}'`);
  return mana;
}

/** 702.29a: "Cycling [cost]" means "[Cost], Discard this card: Draw a card." */
const DRAW: Effect = { kind: 'drawCards', who: { kind: 'you' }, amount: { kind: 'fixed', value: 1 } };

/**
 * 702.29e: "[Type]cycling [cost]" means "[Cost], Discard this card: Search your library for a [type] card, reveal it,
 * put it into your hand, then shuffle." (The type is a subtype, "land" or "basic land".)
 */
function typeSearch(what: Description): Effect {
  return {
    kind: 'search',
    who: { kind: 'you' },
    what,
    amount: { kind: 'fixed', value: 1 },
    upTo: false,
    reveal: true,
    to: 'hand',
    tapped: false,
    shuffleBeforePut: false,
  };
}

const CYCLING_WORD = /([a-z']*)cycling\b/iy;

/** "Cycling", "Plainscycling", "basic landcycling": what the ability does once its cost is paid, or null. */
function cyclingWord(s: Scanner): Effect | null {
  const save = s.mark();
  const basic = s.words('basic');
  const m = s.regex(CYCLING_WORD);
  if (!m) {
    s.reset(save);
    return null;
  }
  const type = (m[1] ?? '').toLowerCase();
  if (type === '') return basic ? (s.reset(save), null) : DRAW;
  if (type === 'land') {
    const qualities = [
      { kind: 'type', type: 'land', negated: false } as const,
      ...(basic ? [{ kind: 'supertype', supertype: 'basic', negated: false } as const] : []),
    ];
    return typeSearch({ nouns: ['card'], qualities });
  }
  const sub = basic ? null : subtypeOf(type);
  if (!sub) {
    s.expected("a card type for typecycling, such as 'Plainscycling' or 'basic landcycling'", save);
    s.reset(save);
    return null;
  }
  return typeSearch({ nouns: ['card'], qualities: [{ kind: 'subtype', subtype: sub.subtype, negated: false }] });
}

/** "Cycling {2}", "Plainscycling {2}", "Mountaincycling {2}, forestcycling {2}" (702.29). */
export const cyclingParser: AbilityParser = {
  id: 'cycling',
  examples: ['Cycling {2}', 'Plainscycling {2}', 'Basic landcycling {1}{B}'],
  parse(s, line) {
    const out: Ability[] = [];
    for (;;) {
      s.spaces();
      const start = s.pos;
      const effect = cyclingWord(s);
      if (!effect) return out.length > 0 ? s.expected("another cycling ability such as 'swampcycling {2}'") : null;
      const mana = keywordCost(s, 'cycling');
      if (!mana) return null;
      out.push({
        kind: 'activated',
        line: line.line,
        text: s.text.slice(start, s.pos).trim(),
        costs: [{ kind: 'mana', mana }, { kind: 'discardSelf' }],
        effects: [effect],
        restrictions: [],
        isManaAbility: false,
        implied: false,
        zone: 'hand',
        cycling: true,
      });
      if (s.restIsEmpty()) return out;
      if (!s.symbol(',')) return s.expected('the end of the line after the cycling cost');
    }
  },
};

/** "Kicker {2}{G}" (702.33a) and "Flashback {2}{R}" (702.34a): one mana cost, then the end of the line. */
function costKeyword(keyword: 'kicker' | 'flashback', example: string): AbilityParser {
  return {
    id: keyword,
    examples: [example],
    parse(s, line) {
      if (s.peekWord() !== keyword || !s.words(keyword)) return null;
      const mana = keywordCost(s, keyword);
      if (!mana) return null;
      // 702.33b: "Kicker [cost 1] and/or [cost 2]" means "Kicker [cost 1], kicker [cost 2]."
      const two = keyword === 'kicker' && s.words('and/or');
      const second = two ? keywordCost(s, keyword) : null;
      if (two && !second) return null;
      if (!s.restIsEmpty()) return s.expected(`the end of the line after the ${keyword} cost`);
      const first = { kind: keyword, line: line.line, text: line.text, mana };
      return second ? [first, { kind: keyword, line: line.line, text: line.text, mana: second }] : [first];
    },
  };
}

export const kickerParser = costKeyword('kicker', 'Kicker {2}{G}');
export const flashbackParser = costKeyword('flashback', 'Flashback {2}{R}');
