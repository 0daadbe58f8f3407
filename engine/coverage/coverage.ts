import { parseAbilityText } from '../abilities/parse-ability.js';
import { parseModeLine } from '../abilities/parse-modal.js';
import type { Ability } from '../templates/card-template.js';
import { mapped } from '../text/mapped-text.js';
import type { CardWarning } from '../diagnostics.js';
import type { ParseResult } from '../format/card-format.js';

/**
 * How much of a set of cards' rules text the ability grammar understands, and which phrases stop it most often.
 * Pure: the CLI (`cardsmith coverage`) and the app's Coverage tab both feed it parse results.
 */

/** One parsed card file. */
export interface CoverageInput {
  readonly path: string;
  readonly result: ParseResult;
}

/** An ability line the grammar could not take. */
export interface RefusedLine {
  readonly path: string;
  /** 1-based line and column of the file (the column where the grammar stopped, from the warning). */
  readonly line: number;
  readonly column: number;
  /** The line's ability text, the card's own name as `~`. */
  readonly text: string;
  readonly card: string;
}

/** Refused lines that stopped the grammar at the same phrase. */
export interface CoverageGroup {
  /** The first up to 3 words where the grammar stopped, lower case: "enchant creature", "when ~ enters". */
  readonly key: string;
  readonly count: number;
  /** Up to two card names, for a glance at what the phrase is about. */
  readonly examples: readonly string[];
  readonly lines: readonly RefusedLine[];
}

export interface CoverageReport {
  /** Ability lines (`text` lines that are more than reminder text). */
  readonly abilityLines: number;
  readonly understoodLines: number;
  /** understoodLines / abilityLines; 1 when there are no ability lines (nothing was refused). */
  readonly understoodShare: number;
  readonly cards: number;
  /** Cards whose parse gave no warning at all. */
  readonly cleanCards: number;
  /** Largest first, ties by key. */
  readonly groups: readonly CoverageGroup[];
}

/** What one card file adds to a report. Computed once per parse result (the app caches it per file). */
export interface CardCoverage {
  readonly abilityLines: number;
  readonly clean: boolean;
  readonly refused: readonly (RefusedLine & { readonly key: string })[];
}

/** How many words a group key keeps. */
const KEY_WORDS = 3;

/** An `apply NAME` line's ability: its text is the implementation's name (a text line's is its sentence). */
function isApplyLine(ability: Ability): boolean {
  return ability.kind === 'applied' && ability.text.trim().toLowerCase() === ability.implementation.toLowerCase();
}

/** Abilities and warnings of one file → its ability lines and refused lines with their group keys. */
export function cardCoverage(path: string, result: ParseResult): CardCoverage {
  const { card, warnings } = result;
  const lines = new Set<number>();
  // The first unparsed-ability warning of each line: where the grammar stopped, in the file's columns.
  const stops = new Map<number, CardWarning>();
  for (const w of warnings) {
    if (w.code === 'unparsed-ability' && !stops.has(w.line)) stops.set(w.line, w);
    // A line the grammar read but that repeats what the card's types say is still a line it understood.
    if (w.code === 'unparsed-ability' || w.code === 'redundant-ability') lines.add(w.line);
  }
  const refused: (RefusedLine & { key: string })[] = [];
  const refusedAt = new Set<number>();
  // A multi-face card's top-level abilities are its first face's: count the faces, not both.
  for (const face of card.faces.length > 0 ? card.faces : [card]) {
    for (const ability of face.abilities) {
      // Line 0: implied by a basic land type; `apply` lines name an implementation, they are no rules text (a text
      // line read as an implementation's wording, "~ enters the battlefield tapped.", is, and counts).
      if (ability.line <= 0 || isApplyLine(ability)) continue;
      lines.add(ability.line);
      // A modal ability (700.2) also holds its `•` lines, each understood with it.
      for (const line of modeLines(ability)) lines.add(line);
      // One text line may give several abilities ("Flying, vigilance"): a line counts once.
      if (ability.kind !== 'unparsed' || refusedAt.has(ability.line)) continue;
      refusedAt.add(ability.line);
      refused.push({
        path,
        line: ability.line,
        column: stops.get(ability.line)?.column ?? 1,
        text: ability.text,
        card: card.name === '' ? path : card.name,
        key: stopPhrase(ability.text, stopOffset(ability.text)),
      });
    }
  }
  return { abilityLines: lines.size, clean: warnings.length === 0, refused };
}

/**
 * Where the grammar stops in an unparsed ability's text. The warning's column counts in the file's line, which the
 * parse result does not keep (and `~` replaced the name in between), so the text is read again by the same grammar:
 * only refused lines, and the same answer.
 */
function stopOffset(text: string): number {
  // A `•` line of a modal ability not understood: where its mode stops (parse-modal.ts reads it the same way).
  if (text.startsWith('• ')) return 2 + (parseModeLine(mapped(text.slice(2)), []).problem?.start ?? 0);
  return parseAbilityText(text).problem?.start ?? 0;
}

/** The `•` lines of a modal spell or ability (700.2). */
function modeLines(ability: Ability): number[] {
  if (ability.kind !== 'spell' && ability.kind !== 'activated' && ability.kind !== 'triggered') return [];
  return ability.effects.flatMap((e) => (e.kind === 'modal' ? e.modes.map((m) => m.line).filter((l) => l > 0) : []));
}

/**
 * The group key: the first up to 3 words of `text` from `start`, reminder text left out, lower case. Mana and other
 * symbols count as words (`{2}{W}` is one), in upper case as cards print them; other punctuation is dropped.
 * A stop at the end of the line (the grammar wanted more) gives "(end of line)".
 */
export function stopPhrase(text: string, start: number): string {
  const rest = withoutReminderText(text.slice(Math.max(0, start)));
  const words: string[] = [];
  for (const match of rest.matchAll(WORD)) {
    const word = match[0];
    words.push(word.startsWith('{') ? word.toUpperCase() : word.toLowerCase());
    if (words.length === KEY_WORDS) break;
  }
  return words.length > 0 ? words.join(' ') : '(end of line)';
}

/** Symbols (`{T}`, `{2}{W}`), or runs of letters, digits, `~` and the signs inside words (`+1/+1`, `can't`, `non-Aura`). */
const WORD = /\{[^{}\s]*\}(?:\{[^{}\s]*\})*|[\p{L}\p{N}~'’+\-−/*]+/gu;

/** Drops parenthesized spans (rule 207.2: reminder text); an unclosed "(" stays, as the parser keeps it. */
function withoutReminderText(text: string): string {
  if (!text.includes('(')) return text;
  let out = '';
  let i = 0;
  while (i < text.length) {
    const open = text.indexOf('(', i);
    if (open < 0) break;
    let depth = 0;
    let close = -1;
    for (let j = open; j < text.length && close < 0; j++) {
      if (text[j] === '(') depth++;
      else if (text[j] === ')' && --depth === 0) close = j;
    }
    if (close < 0) break;
    out += `${text.slice(i, open)} `;
    i = close + 1;
  }
  return out + text.slice(i);
}

/** Adds up per-file coverage: one pass, refused lines grouped in a Map by key. */
export function summarizeCoverage(cards: Iterable<CardCoverage>): CoverageReport {
  let abilityLines = 0;
  let refusedLines = 0;
  let count = 0;
  let cleanCards = 0;
  const byKey = new Map<string, { key: string; examples: string[]; lines: RefusedLine[] }>();
  for (const card of cards) {
    count++;
    abilityLines += card.abilityLines;
    refusedLines += card.refused.length;
    if (card.clean) cleanCards++;
    for (const { key, ...line } of card.refused) {
      let group = byKey.get(key);
      if (!group) {
        group = { key, examples: [], lines: [] };
        byKey.set(key, group);
      }
      group.lines.push(line);
      if (group.examples.length < 2 && !group.examples.includes(line.card)) group.examples.push(line.card);
    }
  }
  const groups: CoverageGroup[] = [...byKey.values()].map((g) => ({
    key: g.key,
    count: g.lines.length,
    examples: g.examples,
    lines: g.lines,
  }));
  groups.sort((a, b) => b.count - a.count || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const understoodLines = abilityLines - refusedLines;
  return {
    abilityLines,
    understoodLines,
    understoodShare: abilityLines === 0 ? 1 : understoodLines / abilityLines,
    cards: count,
    cleanCards,
    groups,
  };
}

/** The coverage of a set of parsed card files. */
export function coverageOf(files: Iterable<CoverageInput>): CoverageReport {
  const cards: CardCoverage[] = [];
  for (const file of files) cards.push(cardCoverage(file.path, file.result));
  return summarizeCoverage(cards);
}

/** A share as the headline shows it: `18.5%`. */
export function formatShare(share: number): string {
  return `${(share * 100).toFixed(1)}%`;
}
