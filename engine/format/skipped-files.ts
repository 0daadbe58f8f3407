import type { CardWarning } from '../diagnostics.js';
import { cardFormats } from './formats.js';

/**
 * Files a folder command or the app's tree passed over because no card format reads them, counted by ending, so
 * a folder of `*.txt` cards is not silently empty (issue 22). Shared by the CLI and the app: the same words in both.
 */

/** Card file endings, for messages: `.card or .card.json`. */
export const CARD_EXTENSIONS = cardFormats.flatMap((f) => f.extensions).join(' or ');

/** Skipped files by ending: `.txt`, lower-cased; `''` for a name without one. Plain data: it crosses the host's wire. */
export type SkippedFiles = Readonly<Record<string, number>>;

/** Cardsmith's own other files live beside the cards on purpose: they are not card files gone astray. */
const COMPANION_ENDINGS: ReadonlySet<string> = new Set(['.scenario']);

/** Endings named one by one in a message; the rest are summed up. */
const NAMED_ENDINGS = 3;

/** The ending a file is counted under: its last extension, lower-cased; '' for none. */
export function fileEnding(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? '' : name.slice(dot).toLowerCase();
}

/** Counts a file no card format reads, unless it is hidden (`.DS_Store`) or one of Cardsmith's own. */
export function countSkipped(counts: Record<string, number>, name: string): void {
  if (name.startsWith('.')) return;
  const ending = fileEnding(name);
  if (COMPANION_ENDINGS.has(ending)) return;
  counts[ending] = (counts[ending] ?? 0) + 1;
}

/** "14 .txt files skipped: card files end in .card or .card.json"; null when nothing was skipped. */
export function skippedMessage(skipped: SkippedFiles): string | null {
  const counts = Object.entries(skipped)
    .filter(([, n]) => n > 0)
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  if (counts.length === 0) return null;
  const files = (n: number, kind: string): string => `${n} ${kind}file${n === 1 ? '' : 's'}`;
  const parts = counts
    .slice(0, NAMED_ENDINGS)
    .map(([ending, n]) => (ending === '' ? `${files(n, '')} without an extension` : files(n, `${ending} `)));
  const rest = counts.slice(NAMED_ENDINGS).reduce((sum, [, n]) => sum + n, 0);
  if (rest > 0) parts.push(files(rest, 'other '));
  const list = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
  return `${list} skipped: card files end in ${CARD_EXTENSIONS}`;
}

/**
 * A file named like a card file that holds no text (an image renamed `x.card`, say): skipped, never parsed, so it
 * is no card and adds no warnings but this one. The compile and the CLI say it in the same words.
 */
export function binaryFileWarning(file: string): CardWarning {
  return {
    file,
    line: 1,
    column: 1,
    endColumn: 1,
    code: 'binary-file',
    message: 'Not a card: this is a binary file (not text), so it was skipped.',
  };
}
