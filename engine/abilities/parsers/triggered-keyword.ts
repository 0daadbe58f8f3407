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
