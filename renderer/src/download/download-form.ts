import type {
  CardMatch,
  DownloadCardsRequest,
  DownloadError,
  DownloadItem,
  DownloadPick,
  DownloadReport,
} from '../../../host/contract.js';

/** What the text field holds: a card name, a multiverse id, or a search in the source's syntax. */
export type FindBy = 'name' | 'id' | 'search';

export const FIELD_LABEL: Readonly<Record<FindBy, string>> = {
  name: 'Card name',
  id: 'Multiverse id',
  search: 'Search query',
};

/** The field as a query, or a sentence saying what is wrong with it. */
export function queryOf(
  findBy: FindBy,
  input: string,
): { readonly query: DownloadCardsRequest['query'] } | { readonly problem: string } {
  const text = input.trim();
  if (text === '') return { problem: `Type a ${FIELD_LABEL[findBy].toLowerCase()}.` };
  if (findBy === 'name') return { query: { name: text } };
  if (findBy === 'search') return { query: { search: text } };
  if (!/^\d{1,15}$/.test(text) || Number(text) <= 0) return { problem: 'A multiverse id is a positive whole number.' };
  return { query: { multiverseId: Number(text) } };
}

/** A stable key for a match: two printings of one card are two rows. */
export function matchKey(match: CardMatch, index: number): string {
  return `${match.multiverseId ?? match.ref ?? match.name}#${index}`;
}

/** The ticked matches as picks for the host, in list order. */
export function picksOf(matches: readonly CardMatch[], ticked: ReadonlySet<string>): DownloadPick[] {
  return matches
    .filter((m, i) => ticked.has(matchKey(m, i)))
    .map((m) => ({ name: m.name, multiverseId: m.multiverseId }));
}

/** One line per match for its checkbox: name, type line, cost and id, as far as the source said. */
export function matchLabel(match: CardMatch): string {
  const parts = [match.name];
  if (match.typeLine) parts.push(match.typeLine);
  if (match.manaCost) parts.push(match.manaCost);
  if (match.multiverseId !== null) parts.push(`#${match.multiverseId}`);
  if (match.language && match.language !== 'en') parts.push(match.language);
  return parts.join(' · ');
}

/** Failures where the address helps (a page we could not read, a server that failed); not "no such card". */
const SHOW_URL: ReadonlySet<DownloadError['code']> = new Set([
  'malformed',
  'http',
  'network',
  'timeout',
  'rate-limited',
]);

/** The error as the notice says it; suggestions are offered as buttons beside it. */
export function errorText(error: DownloadError): string {
  const withUrl = error.url !== null && SHOW_URL.has(error.code) && !error.message.includes(error.url);
  return withUrl ? `${error.message} (${error.url})` : error.message;
}

export interface Outcome {
  /** Workspace-relative paths of new files, to open. */
  readonly written: readonly Extract<DownloadItem, { status: 'written' }>[];
  /** Files that were already there (not ones this same batch wrote): the dialog asks before replacing them. */
  readonly existing: readonly Extract<DownloadItem, { status: 'exists' }>[];
  readonly failed: readonly Extract<DownloadItem, { status: 'failed' }>[];
}

export function outcomeOf(report: DownloadReport): Outcome {
  const written = report.items.filter((i): i is Extract<DownloadItem, { status: 'written' }> => i.status === 'written');
  const fresh = new Set(written.map((i) => i.path));
  const existing = report.items.filter(
    (i): i is Extract<DownloadItem, { status: 'exists' }> => i.status === 'exists' && !fresh.has(i.path),
  );
  const failed = report.items.filter((i): i is Extract<DownloadItem, { status: 'failed' }> => i.status === 'failed');
  return { written, existing, failed };
}

/** "Shock.card" for one to three files, else "125 cards into goblins/" (a status line is no list). */
function writtenText(paths: readonly string[]): string {
  if (paths.length <= 3) return paths.map((p) => p.split('/').pop()).join(', ');
  const folders = new Set(paths.map((p) => p.slice(0, p.lastIndexOf('/') + 1)));
  const [only] = folders;
  return `${paths.length} cards${folders.size === 1 && only ? ` into ${only}` : ''}`;
}

/** The status line after a download: what was written, how many warnings are left to fix, how many skipped. */
export function outcomeSummary(outcome: Outcome): string {
  const files = outcome.written.length;
  const warnings = outcome.written.reduce((sum, i) => sum + i.warnings.length, 0);
  const skipped = outcome.failed.length > 0 ? ` Skipped ${outcome.failed.length}.` : '';
  if (files === 0) return `No new files.${skipped}`;
  const toLook = warnings > 0 ? ` (${warnings} ${warnings === 1 ? 'warning' : 'warnings'} to look at)` : '';
  return `Downloaded ${writtenText(outcome.written.map((i) => i.path))}${toLook}.${skipped}`;
}

/** One line of the summary's "Skipped" list: why, and which cards (one reason can hold many). */
export interface SkippedLine {
  readonly names: readonly string[];
  readonly reason: string;
}

/**
 * The skipped cards, one line per reason: a reason that names its card stands alone ("A card named Goblin Piker
 * already exists at …"); one shared by several ("Scryfall did not answer") is said once with their names.
 */
export function skippedLines(failed: Outcome['failed']): SkippedLine[] {
  const byReason = new Map<string, string[]>();
  for (const item of failed) {
    const reason = errorText(item.error);
    const names = byReason.get(reason);
    const name = item.name ?? 'A card';
    if (names) names.push(name);
    else byReason.set(reason, [name]);
  }
  return [...byReason].map(([reason, names]) => ({ names, reason }));
}

/** A skipped line as the list says it: the reason alone when it names its card, else the names first. */
export function skippedText(line: SkippedLine): string {
  const [only] = line.names;
  if (line.names.length === 1 && only !== undefined && line.reason.includes(only)) return line.reason;
  const shown = line.names.length > 5 ? [...line.names.slice(0, 5), `${line.names.length - 5} more`] : line.names;
  return `${shown.join(', ')}: ${line.reason}`;
}
