import type { Ability } from '../templates/card-template.js';
import { mapped, originEnd, originOf, trimMapped, type MappedText } from '../text/mapped-text.js';
import { stripAbilityWord } from './grammar/ability-word.js';
import { stripReminderText } from '../text/reminder-text.js';
import { Scanner } from '../text/scanner.js';
import { deepFreeze, detached, memoByText, TextMap } from '../text/text-memo.js';
import { normalizeSelfReference } from '../text/self-reference.js';
import { abilityParsers } from './parsers/index.js';

/** Why a line was not understood: 0-based columns in the original line. */
export interface AbilityProblem {
  readonly start: number;
  readonly end: number;
  readonly message: string;
}

export interface AbilityLineResult {
  readonly abilities: readonly Ability[];
  /** Set when the line became an `unparsed` ability. */
  readonly problem: AbilityProblem | null;
  /** The text the parsers saw: `~` for self-references, reminder text stripped. */
  readonly parsed: MappedText;
}

/**
 * Parses one ability line. `source` maps back to columns of the original line so a problem found
 * after self-reference normalization still points at the right place.
 */
export function parseAbilityLine(source: MappedText, line: number, names: readonly string[]): AbilityLineResult {
  if (source.segments !== null || line < 0 || line >= MAX_REMEMBERED_LINE || mentionsAny(source.text, names)) {
    return parseLine(source, line, names);
  }
  // A line that names no card: its result depends on its text, the column it starts at and its line number only.
  let known = lineResults.get(source.text);
  if (known === undefined || known.source.base !== source.base) {
    // A copy: the text of a line is a slice of its whole file, which a remembered slice would keep alive.
    const text = detached(source.text);
    known = { source: mapped(text, source.base), atLine: [] };
    lineResults.set(text, known);
  }
  let result = known.atLine[line];
  if (result === undefined) {
    result = deepFreeze(parseLine(known.source, line, names));
    known.atLine[line] = result;
  }
  return result;
}

/**
 * The results of the lines that name no card, by their text as written: most of a folder's lines ("Flying",
 * "{T}: Add {G}.") recur, and finding the result by the text skips normalizing it and stamping the line number on
 * its abilities again. One result per line number, each frozen (shared by every card with that line there).
 */
const lineResults = new TextMap<{ readonly source: MappedText; readonly atLine: AbilityLineResult[] }>(10_000);
/** Results are remembered for the first lines of a file only (a card has a few dozen): `atLine` stays small. */
const MAX_REMEMBERED_LINE = 128;

/** Whether `text` holds one of the card's names anywhere (even inside a longer word: then it takes the full path). */
function mentionsAny(text: string, names: readonly string[]): boolean {
  for (const name of names) if (name.length > 0 && text.includes(name)) return true;
  return false;
}

function parseLine(source: MappedText, line: number, names: readonly string[]): AbilityLineResult {
  const normalized = trimMapped(normalizeSelfReference(source, names));
  const parsed = stripAbilityWord(stripReminderText(normalized));
  // A line that is only reminder text is no ability at all (rule 207.2).
  if (parsed.text.length === 0) return { abilities: [], problem: null, parsed };
  const outcome = grammarOf(parsed.text);
  if (outcome.abilities) {
    const abilities = line === 0 ? outcome.abilities : outcome.abilities.map((a) => ({ ...a, line }));
    return { abilities, problem: null, parsed };
  }
  const problem = describeFailure(outcome, parsed);
  return {
    abilities: [{ kind: 'unparsed', line, text: normalized.text }],
    problem,
    parsed,
  };
}

/** What the ability parsers made of a text: abilities (with line 0), or where and why they stopped. */
interface GrammarOutcome {
  readonly abilities: readonly Ability[] | null;
  readonly furthest: number;
  readonly expectation: string;
}

/**
 * The grammar's outcome depends only on the text, and many cards share lines ("Flying", "{T}: Add {G}.",
 * "Enchant creature", "When ~ enters the battlefield, draw a card."), so it is remembered by text (bounded; results
 * are frozen, line numbers are stamped per use).
 */
const grammarOf = memoByText((text: string): GrammarOutcome => {
  const s = new Scanner(text);
  const abilityLine = { line: 0, text };
  for (const parser of abilityParsers) {
    s.reset(0);
    const abilities = parser.parse(s, abilityLine);
    if (abilities) return { abilities, furthest: -1, expectation: '' };
  }
  return { abilities: null, furthest: s.furthest, expectation: s.expectation };
}, 10_000);

/** Convenience for callers holding a bare string (JSON cards, tests, the editor's hover). */
export function parseAbilityText(text: string, line = 0, names: readonly string[] = []): AbilityLineResult {
  return parseAbilityLine(mapped(text), line, names);
}

function describeFailure(s: Pick<GrammarOutcome, 'furthest' | 'expectation'>, parsed: MappedText): AbilityProblem {
  const end = originEnd(parsed, parsed.text.length);
  if (s.furthest <= 0) {
    return {
      start: originOf(parsed, 0),
      end,
      message:
        'no ability parser understands this line yet; it is kept as text (see docs/card-format.md for the wordings understood)',
    };
  }
  const rest = parsed.text.slice(s.furthest);
  const found =
    rest.length > 0 ? ` but found "${rest.length > 30 ? `${rest.slice(0, 30)}…` : rest}"` : ' but the line ended';
  return { start: originOf(parsed, s.furthest), end, message: `expected ${s.expectation}${found}` };
}
