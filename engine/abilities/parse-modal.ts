import type { Ability, Effect, Mode } from '../templates/card-template.js';
import { originEnd, originOf, trimMapped, type MappedText } from '../text/mapped-text.js';
import { stripAbilityWord } from './grammar/ability-word.js';
import { stripReminderText } from '../text/reminder-text.js';
import { Scanner } from '../text/scanner.js';
import { normalizeSelfReference } from '../text/self-reference.js';
import { effectSentences } from './effects/index.js';
import type { AbilityLineResult, AbilityProblem } from './parse-ability.js';
import { abilityParsers } from './parsers/index.js';

/**
 * Modal spells and abilities (700.2) span several `text` lines: a header ending in "choose one —" and one `•` line
 * per mode. parse-card-text.ts reads each mode with parseModeLine, then the header with parseModalHeader, which hands
 * the modes to the ability parsers (parsers/modal.ts makes them the ability's one `modal` effect).
 */

/** The text the grammar reads: `~` for self-references, reminder text and an ability or flavor word left out. */
function prepared(source: MappedText, names: readonly string[]): { normalized: MappedText; parsed: MappedText } {
  const normalized = trimMapped(normalizeSelfReference(source, names));
  return { normalized, parsed: stripAbilityWord(stripReminderText(normalized)) };
}

/** Where and why the grammar stopped, in the line's columns. */
function problemAt(s: Scanner, parsed: MappedText, nothing: string): AbilityProblem {
  const end = originEnd(parsed, parsed.text.length);
  if (s.furthest <= 0 && s.expectation === '') return { start: originOf(parsed, 0), end, message: nothing };
  const at = Math.max(0, s.furthest);
  const rest = parsed.text.slice(at);
  const found =
    rest.length > 0 ? ` but found "${rest.length > 30 ? `${rest.slice(0, 30)}…` : rest}"` : ' but the line ended';
  return { start: originOf(parsed, at), end, message: `expected ${s.expectation}${found}` };
}

/**
 * A modal header with its modes: "Choose one —", "When ~ enters the battlefield, choose one or both —", "{1},
 * Sacrifice ~: Choose one —". Parsed like any ability line, the modes going to the ability parsers; not memoized by
 * text as plain lines are, since the result depends on the modes.
 */
export function parseModalHeader(
  source: MappedText,
  line: number,
  names: readonly string[],
  modes: readonly Mode[],
): AbilityLineResult {
  const { normalized, parsed } = prepared(source, names);
  const s = new Scanner(parsed.text);
  const abilityLine = { line, text: parsed.text, modes };
  for (const parser of abilityParsers) {
    s.reset(0);
    const abilities = parser.parse(s, abilityLine);
    if (abilities) return { abilities, problem: null, parsed };
  }
  const problem = problemAt(
    s,
    parsed,
    'no ability parser understands this line yet; it is kept as text (see docs/card-format.md for the wordings understood)',
  );
  const unparsed: Ability = { kind: 'unparsed', line, text: normalized.text };
  return { abilities: [unparsed], problem, parsed };
}

export interface ModeLineResult {
  /** The mode's effects, or null when its words were not understood. */
  readonly effects: readonly Effect[] | null;
  readonly problem: AbilityProblem | null;
  /** The mode as the grammar saw it: `~` for self-references, reminder text left out. */
  readonly text: string;
  /** The mode as written, `~` for self-references (for an `unparsed` ability). */
  readonly written: string;
}

/**
 * One mode (700.2): `source` is the text after the `•` of its line, read as effect sentences ("Destroy target
 * artifact.", "~ deals 2 damage to each creature."). A flavor word before a dash is dropped as for abilities
 * (207.2d: "• Sell — …").
 */
export function parseModeLine(source: MappedText, names: readonly string[]): ModeLineResult {
  const { normalized, parsed } = prepared(source, names);
  const s = new Scanner(parsed.text);
  const effects = parsed.text.length > 0 ? effectSentences(s, false) : null;
  if (effects) return { effects, problem: null, text: parsed.text, written: normalized.text };
  if (parsed.text.length === 0) s.expected("an effect such as 'Draw a card.' after the bullet");
  const problem = problemAt(
    s,
    parsed,
    "no effect the grammar knows starts here; a mode is an effect such as 'Draw a card.'",
  );
  return { effects: null, problem, text: parsed.text, written: normalized.text };
}
