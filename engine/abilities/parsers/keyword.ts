import type { Ability, Keyword } from '../../templates/card-template.js';
import type { Scanner } from '../../text/scanner.js';
import { protection } from '../grammar/protection.js';
import { KEYWORD_NAMES } from '../keywords.js';
import type { AbilityParser } from './ability-parser.js';
import { triggeredKeyword } from './triggered-keyword.js';

/** Keywords by first letter: most lines start with no keyword's letter and are turned away at once. */
const KEYWORDS_BY_LETTER: ReadonlyMap<string, readonly Keyword[]> = groupByFirstLetter(KEYWORD_NAMES);

function groupByFirstLetter(words: readonly Keyword[]): Map<string, Keyword[]> {
  const map = new Map<string, Keyword[]>();
  for (const word of words) map.set(word.charAt(0), [...(map.get(word.charAt(0)) ?? []), word]);
  return map;
}

/**
 * "Flying", "Flying, vigilance", "First strike and lifelink", "Flying, protection from red", "Flying; flanking": one
 * keyword ability each (rule 702.1); protection carries its quality (702.16a); a keyword that is a triggered ability
 * ("Exalted", "Bushido 2") is the triggered ability its rule defines (triggered-keyword.ts).
 */
export const keywordParser: AbilityParser = {
  id: 'keyword',
  examples: ['Flying', 'Flying, vigilance', 'First strike', 'Protection from red and from white', 'Exalted'],
  parse(s, line) {
    const abilities: Ability[] = [];
    let read = 0;
    for (;;) {
      s.spaces();
      const start = s.pos;
      const candidates = KEYWORDS_BY_LETTER.get(s.peek().toLowerCase());
      const keyword: Keyword | null = candidates ? s.oneOf(candidates) : null;
      const from = keyword ? null : protection(s);
      const triggered = keyword || from ? null : triggeredKeyword(s, line);
      if (triggered) {
        abilities.push(...triggered);
      } else if (from) {
        abilities.push({ kind: 'protection', ...from, line: line.line, text: s.text.slice(start, s.pos) });
      } else if (keyword) {
        abilities.push({ kind: 'keyword', keyword, line: line.line, text: s.text.slice(start, s.pos) });
      } else {
        if (read > 0) s.expected(`a keyword such as 'vigilance' after ','`);
        return null;
      }
      read++;
      // A lone keyword may end with a period ("Annihilator 2.").
      if (s.restIsEmpty() || (read === 1 && endsWithPeriod(s))) return abilities;
      if (!(s.words(', and') || s.symbol(',') || s.symbol(';') || s.words('and'))) {
        s.expected("',' and another keyword, or the end of the line");
        return null;
      }
    }
  },
};

function endsWithPeriod(s: Scanner): boolean {
  const save = s.mark();
  if (s.symbol('.') && s.restIsEmpty()) return true;
  s.reset(save);
  return false;
}
