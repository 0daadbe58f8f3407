import type { Ability } from '../../templates/card-template.js';
import { Scanner } from '../../text/scanner.js';
import { amount } from '../grammar/amount.js';
import { TRIGGERED_KEYWORDS } from '../triggered-keywords/index.js';
import type { AbilityLine } from './ability-parser.js';
import { triggeredParser } from './triggered.js';

const BY_FIRST_WORD: ReadonlyMap<string, (typeof TRIGGERED_KEYWORDS)[number]> = new Map(
  TRIGGERED_KEYWORDS.map((k) => [k.name.split(' ')[0] as string, k]),
);

/** The definitions read once per keyword and number: many cards share them. */
const meanings = new Map<string, Ability | null>();

function meaningOf(keyword: (typeof TRIGGERED_KEYWORDS)[number], n: number): Ability | null {
  const key = `${keyword.name} ${n}`;
  let found = meanings.get(key);
  if (found === undefined) {
    const read = triggeredParser.parse(new Scanner(keyword.meaning(n)), { line: 0, text: '' });
    const ability = read?.[0] ?? null;
    found =
      ability && keyword.keyword && ability.kind === 'triggered' ? { ...ability, keyword: keyword.keyword } : ability;
    meanings.set(key, found);
  }
  return found;
}

/**
 * "Prowess", "Bushido 2", "Battle cry", "Annihilator 1", "Exalted", "Flanking": a keyword that is a triggered
 * ability (702) becomes the triggered ability its rule defines, read from the definition's sentence
 * (triggered-keywords/), with the keyword's printed words as its text. The keyword list parser (keyword.ts) reads
 * these among other keywords ("Flying; flanking"). Returns null without moving when no such keyword starts here.
 */
export function triggeredKeyword(s: Scanner, line: AbilityLine): Ability | null {
  if (s.peekWord() === 'cascade') return cascade(s, line);
  const keyword = BY_FIRST_WORD.get(s.peekWord());
  if (!keyword) return null;
  const start = s.mark();
  s.spaces();
  const from = s.pos;
  if (!s.words(keyword.name)) return null;
  let n = 0;
  if (keyword.parameter) {
    const found = amount(s);
    if (found?.kind !== 'fixed') {
      s.expected(`a number after '${keyword.name}'`);
      s.reset(start);
      return null;
    }
    n = found.value;
  }
  const meaning = meaningOf(keyword, n);
  if (!meaning) {
    s.reset(start);
    return null;
  }
  return { ...meaning, line: line.line, text: s.text.slice(from, s.pos) };
}

/**
 * 702.85a: "Cascade" means "When you cast this spell, exile cards from the top of your library until you exile a
 * nonland card whose mana value is less than this spell's mana value. You may cast that card without paying its mana
 * cost … Then put all cards exiled this way that weren't cast on the bottom of your library in a random order.": a
 * cast trigger working from the stack (113.6k) with an effect of its own (`cascade`: no other text words it); each
 * instance triggers separately (702.85c: "Cascade, cascade").
 */
function cascade(s: Scanner, line: AbilityLine): Ability | null {
  s.spaces();
  const from = s.pos;
  if (!s.words('cascade')) return null;
  return {
    kind: 'triggered',
    line: line.line,
    text: s.text.slice(from, s.pos),
    trigger: {
      event: { kind: 'castSpell', who: 'you', spell: { nouns: ['spell'], qualities: [] }, self: true },
      condition: null,
    },
    effects: [{ kind: 'cascade' }],
    zone: 'stack',
  };
}
