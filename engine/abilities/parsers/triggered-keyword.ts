import type { Ability } from '../../templates/card-template.js';
import { Scanner } from '../../text/scanner.js';
import { amount } from '../grammar/amount.js';
import { manaSymbols } from '../grammar/mana.js';
import { TRIGGERED_KEYWORDS, type TriggeredKeyword } from '../triggered-keywords/index.js';
import type { AbilityLine, AbilityParser } from './ability-parser.js';
import { activatedParser } from './activated.js';
import { entersWithParser } from './enters-with.js';
import { staticContinuousParser } from './static-continuous.js';
import { triggeredParser } from './triggered.js';

const BY_FIRST_WORD: ReadonlyMap<string, TriggeredKeyword> = new Map(
  TRIGGERED_KEYWORDS.map((k) => [k.name.split(' ')[0] as string, k]),
);

/** The parsers a keyword's defining sentences may need: each sentence is one ability. */
const MEANING_PARSERS: readonly AbilityParser[] = [
  triggeredParser,
  activatedParser,
  entersWithParser,
  staticContinuousParser,
];

/** The definitions read once per keyword and parameter: many cards share them. */
const meanings = new Map<string, readonly Ability[] | null>();

function meaningOf(keyword: TriggeredKeyword, n: number, cost: string): readonly Ability[] | null {
  const key = `${keyword.name} ${n} ${cost}`;
  let found = meanings.get(key);
  if (found === undefined) {
    const sentences = keyword.meaning(n, cost);
    const read: Ability[] = [];
    for (const sentence of typeof sentences === 'string' ? [sentences] : sentences) {
      const ability = readSentence(sentence);
      if (!ability) break;
      read.push(keyword.keyword && ability.kind === 'triggered' ? { ...ability, keyword: keyword.keyword } : ability);
    }
    found = read.length === (typeof sentences === 'string' ? 1 : sentences.length) ? read : null;
    meanings.set(key, found);
  }
  return found;
}

function readSentence(sentence: string): Ability | null {
  for (const parser of MEANING_PARSERS) {
    const s = new Scanner(sentence);
    const read = parser.parse(s, { line: 0, text: sentence });
    if (read?.length === 1 && read[0]) return read[0];
  }
  return null;
}

/**
 * "Prowess", "Bushido 2", "Battle cry", "Annihilator 1", "Exalted", "Flanking", "Fading 3", "Outlast {1}{W}": a
 * keyword that the rules define by its sentences (702) becomes the abilities those sentences are, read by the
 * grammar (triggered-keywords/), each with the keyword's printed words as its text. The keyword list parser
 * (keyword.ts) reads these among other keywords ("Flying; flanking"). Returns null without moving when no such
 * keyword starts here.
 */
export function triggeredKeyword(s: Scanner, line: AbilityLine): readonly Ability[] | null {
  if (s.peekWord() === 'cascade') {
    const found = cascade(s, line);
    return found ? [found] : null;
  }
  const keyword = BY_FIRST_WORD.get(s.peekWord());
  if (!keyword) return null;
  const start = s.mark();
  s.spaces();
  const from = s.pos;
  if (!s.words(keyword.name)) return null;
  let n = 0;
  let cost = '';
  if (keyword.parameter === true || keyword.parameter === 'number and cost') {
    const found = amount(s);
    if (found?.kind !== 'fixed') {
      s.expected(`a number after '${keyword.name}'`);
      s.reset(start);
      return null;
    }
    n = found.value;
  }
  if (keyword.parameter === 'cost' || keyword.parameter === 'number and cost') {
    // "Reinforce 1—{1}{W}": the number and the cost are joined by an em dash (702.77a).
    if (keyword.parameter === 'number and cost' && !s.symbol('—')) {
      s.expected(`'—' and a mana cost after '${keyword.name} ${n}'`);
      s.reset(start);
      return null;
    }
    s.spaces();
    const at = s.pos;
    if (!manaSymbols(s)) {
      s.expected(`a mana cost after '${keyword.name}'`);
      s.reset(start);
      return null;
    }
    cost = s.text.slice(at, s.pos);
  }
  const meaning = meaningOf(keyword, n, cost);
  if (!meaning) {
    s.reset(start);
    return null;
  }
  const text = s.text.slice(from, s.pos);
  return meaning.map((a) => ({ ...a, line: line.line, text }));
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
