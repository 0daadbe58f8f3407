import { readdir } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import type { CardWarning } from '../../engine/diagnostics.js';
import { toCardFile } from '../../engine/download/card-file.js';
import type { CardMatch, DownloadedCard, DownloadSource } from '../../engine/download/downloaded-card.js';
import { inferFileNameStyle, styledFileName, type FileNameStyle } from '../../engine/download/file-name-style.js';
import { cardNameKey } from '../../engine/format/card-name-key.js';
import { parseCardFile } from '../../engine/format/formats.js';
import { createClients, type ClientOptions, type Clients } from './config.js';
import type {
  DownloadError,
  DownloadItem,
  DownloadProgress,
  DownloadQuery,
  DownloadReport,
} from './download-contract.js';
import { fail, ok, type Result } from './errors.js';
import type { ExistingCards } from './existing-cards.js';

export type { DownloadItem, DownloadProgress, DownloadQuery, DownloadReport };
import { writeCardFile } from './write-card-file.js';
import { errorMessage } from '../error-message.js';

export interface DownloadRequest {
  readonly query: DownloadQuery;
  readonly source?: DownloadSource;
  /** Folder the card files go to; created when missing. */
  readonly out: string;
  /** Replace existing files; without it an existing file is an `exists` result and stays untouched. */
  readonly force?: boolean;
  readonly onProgress?: (progress: DownloadProgress) => void;
  readonly signal?: AbortSignal;
  /**
   * Cards already there (see existingCards): one whose name is taken by another file is skipped, not written
   * beside it under another file name. `shownFrom` is the folder the skip message's path is relative to.
   */
  readonly existing?: { readonly cards: ExistingCards; readonly shownFrom: string };
  /** Base URLs, cache, timeouts; or ready clients (the app keeps one set so the rate limit is shared). */
  readonly client?: ClientOptions;
  readonly clients?: Clients;
}

/** Cards found for a query, for the dialog's list of checkboxes; nothing is written. */
export async function findCards(
  query: { readonly name: string } | { readonly search: string },
  source: DownloadSource = 'scryfall',
  options: { readonly client?: ClientOptions; readonly clients?: Clients; readonly signal?: AbortSignal } = {},
): Promise<Result<CardMatch[]>> {
  let clients: Clients;
  try {
    clients = options.clients ?? createClients(options.client);
  } catch (error) {
    return fail('invalid-argument', errorMessage(error));
  }
  const text = 'name' in query ? query.name : query.search;
  if (text.trim() === '') return fail('invalid-argument', 'Give a card name or a search.');
  if (source === 'gatherer') return clients.gatherer.search(text, options.signal);
  const q = 'name' in query ? `!"${query.name}"` : query.search;
  const res = await clients.scryfall.search(q, options.signal);
  return res.ok ? ok([...res.value.matches]) : res;
}

interface Fetched {
  readonly card: DownloadedCard | null;
  readonly note: string | null;
  readonly error: DownloadError | null;
  readonly label: string;
}

/**
 * Downloads cards, writes one `.card` file per card (atomically, never over an existing file without `force`),
 * and runs each new file through the parser at once so its warnings come back with it. Never throws.
 */
export async function downloadCards(request: DownloadRequest): Promise<DownloadReport> {
  const source: DownloadSource = request.source ?? 'scryfall';
  let clients: Clients;
  try {
    clients = request.clients ?? createClients(request.client);
  } catch (error) {
    const message = errorMessage(error);
    return { source, items: [], error: { code: 'invalid-argument', message, url: null, suggestions: [] } };
  }
  const plan = await planDownloads(request.query, source, clients, request.signal);
  if (!plan.ok) return { source, items: [], error: plan.error };
  const out = resolve(request.out);
  const target: Target = {
    out,
    style: await folderStyle(out),
    force: request.force === true,
    written: new Set<string>(),
    existing: request.existing ?? null,
  };
  const items: DownloadItem[] = [];
  const total = plan.value.length;
  for (const [index, next] of plan.value.entries()) {
    request.onProgress?.({ done: index, total, name: next.label });
    const fetched = await next.fetch();
    items.push(await writeOne(fetched, target));
  }
  request.onProgress?.({ done: total, total, name: null });
  const onlyFailure = items.length === 1 && items[0]?.status === 'failed' ? items[0].error : null;
  return { source, items, error: onlyFailure };
}

interface Step {
  readonly label: string;
  fetch(): Promise<Fetched>;
}

function fromResult(label: string, res: Result<DownloadedCard>, note: string | null = null): Fetched {
  return res.ok ? { card: res.value, note, error: null, label } : { card: null, note: null, error: res.error, label };
}

/** Turns the query into steps; a failing search fails the whole query, a failing card fails only itself. */
async function planDownloads(
  query: DownloadQuery,
  source: DownloadSource,
  clients: Clients,
  signal: AbortSignal | undefined,
): Promise<Result<Step[]>> {
  const byId = (id: number): Step => ({
    label: `#${id}`,
    fetch: async () =>
      fromResult(
        `#${id}`,
        source === 'gatherer'
          ? await clients.gatherer.byMultiverseId(id, signal)
          : await clients.scryfall.byMultiverseId(id, signal),
      ),
  });
  if ('multiverseId' in query) {
    if (!Number.isInteger(query.multiverseId) || query.multiverseId <= 0) {
      return fail(
        'invalid-argument',
        `"${query.multiverseId}" is not a multiverse id; expected a positive whole number.`,
      );
    }
    return ok([byId(query.multiverseId)]);
  }
  const byName = (name: string): Step => ({
    label: name,
    fetch: async () => {
      if (source === 'gatherer') return fromResult(name, await clients.gatherer.byName(name, signal));
      const res = await clients.scryfall.byName(name, signal);
      return res.ok ? fromResult(name, ok(res.value.card), res.value.note) : fromResult(name, res);
    },
  });
  if ('multiverseIds' in query) return ok(query.multiverseIds.map(byId));
  if ('picks' in query)
    return ok(query.picks.map((p) => (p.multiverseId !== null ? byId(p.multiverseId) : byName(p.name))));
  if ('name' in query) {
    const name = query.name.trim();
    if (name === '') return fail('invalid-argument', 'Give a card name.');
    return ok([byName(name)]);
  }
  const text = query.search.trim();
  if (text === '') return fail('invalid-argument', 'Give a search.');
  if (source === 'gatherer') {
    const found = await clients.gatherer.search(text, signal);
    if (!found.ok) return found;
    // One file per card name: the first printing listed stands for the others.
    const byName = new Map<string, number>();
    for (const m of found.value) if (m.multiverseId !== null && !byName.has(m.name)) byName.set(m.name, m.multiverseId);
    return ok([...byName.values()].map(byId));
  }
  const found = await clients.scryfall.search(text, signal);
  if (!found.ok) return found;
  // A search lists every card whole already; one file per distinct name.
  const seen = new Set<string>();
  const steps: Step[] = [];
  for (const card of found.value.cards) {
    if (seen.has(card.name)) continue;
    seen.add(card.name);
    steps.push({ label: card.name, fetch: async () => ({ card, note: null, error: null, label: card.name }) });
  }
  return ok(steps);
}

/** Where a batch writes, and what it must not write over. */
interface Target {
  readonly out: string;
  readonly style: FileNameStyle;
  readonly force: boolean;
  /** Files this batch wrote. */
  readonly written: Set<string>;
  readonly existing: DownloadRequest['existing'] | null;
}

/** The file-name style of the card files already in the folder; kebab-case for a new or empty folder. */
async function folderStyle(out: string): Promise<FileNameStyle> {
  const names = await readdir(out).catch(() => [] as string[]);
  return inferFileNameStyle(names);
}

/** The file that already holds a card of this name, when it is not the file this download would write. */
function heldElsewhere(target: Target, name: string, path: string): string | null {
  const other = target.existing?.cards.get(cardNameKey(name));
  return other !== undefined && resolve(other) !== path ? other : null;
}

async function writeOne(fetched: Fetched, target: Target): Promise<DownloadItem> {
  const { card } = fetched;
  if (!card) {
    const error = fetched.error ?? { code: 'malformed' as const, message: 'No card.', url: null, suggestions: [] };
    return { status: 'failed', name: fetched.label, error };
  }
  const text = toCardFile(card);
  const path = join(target.out, styledFileName(card.name, target.style));
  const { written, force } = target;
  // Two printings of one card in a batch: the first file stands, the rest are duplicates, not conflicts.
  if (written.has(path)) return { status: 'exists', name: card.name, path, text, card };
  const elsewhere = heldElsewhere(target, card.name, path);
  if (elsewhere !== null && target.existing) {
    const shown = relative(target.existing.shownFrom, elsewhere).split('\\').join('/');
    const message = `A card named ${card.name} already exists at ${shown}.`;
    return {
      status: 'failed',
      name: card.name,
      error: { code: 'duplicate-name', message, url: null, suggestions: [] },
    };
  }
  const outcome = await writeCardFile(path, text, force);
  if (outcome.kind === 'exists') return { status: 'exists', name: card.name, path, text, card };
  if (outcome.kind === 'error') {
    return {
      status: 'failed',
      name: card.name,
      error: { code: 'io', message: `Could not write ${path}: ${outcome.message}`, url: null, suggestions: [] },
    };
  }
  written.add(path);
  const parsed = parseSafely(path, text);
  const note = [fetched.note, parsed.crash].filter((n): n is string => n !== null).join(' ') || null;
  return { status: 'written', name: card.name, path, text, warnings: parsed.warnings, card, note };
}

/** The parser promises never to throw; if it does anyway, the file stays written and the note says so. */
function parseSafely(path: string, text: string): { warnings: readonly CardWarning[]; crash: string | null } {
  try {
    return { warnings: parseCardFile(path, text)?.warnings ?? [], crash: null };
  } catch (error) {
    const message = errorMessage(error);
    return { warnings: [], crash: `The card parser failed on this file (${message}); please report it.` };
  }
}
