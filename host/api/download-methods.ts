import path from 'node:path';
import type { CardWarning } from '../../engine/diagnostics.js';
import type {
  DownloadCardsRequest,
  DownloadError,
  DownloadItem,
  DownloadPick,
  DownloadQuery,
  DownloadReport,
  DownloadSearchResult,
  DownloadSource,
} from '../contract.js';
import { downloadCards, findCards } from '../download/download-cards.js';
import type { Clients } from '../download/config.js';
import { existingCards } from '../download/existing-cards.js';
import { HostError } from '../workspace/host-error.js';
import { resolveInside, toRelative } from '../workspace/workspace-path.js';
import type { HostContext } from './methods.js';
import { throttleProgress } from './progress-throttle.js';
import { errorMessage } from '../error-message.js';

function clientsOf(context: HostContext): Clients | DownloadError {
  try {
    return context.downloadClients();
  } catch (error) {
    const message = errorMessage(error);
    return { code: 'invalid-argument', message, url: null, suggestions: [] };
  }
}

function isError(value: Clients | DownloadError): value is DownloadError {
  return 'code' in value;
}

/** The Download dialog's Search: the cards a name or search finds. Source failures are values, not throws. */
export async function searchCards(
  context: HostContext,
  query: { readonly name: string } | { readonly search: string },
  source: DownloadSource,
): Promise<DownloadSearchResult> {
  const clients = clientsOf(context);
  if (isError(clients)) return { matches: [], error: clients };
  const found = await findCards(query, source, { clients });
  return found.ok ? { matches: found.value, error: null } : { matches: [], error: found.error };
}

/** Ticked matches with a multiverse id go in one batch by id; the others are fetched by name. */
function queriesFor(picks: readonly DownloadPick[]): DownloadQuery[] {
  const ids = picks.flatMap((p) => (p.multiverseId === null ? [] : [p.multiverseId]));
  const names = picks.filter((p) => p.multiverseId === null).map((p) => ({ name: p.name }));
  return [...(ids.length > 0 ? [{ multiverseIds: ids }] : []), ...names];
}

/** Re-roots a report's absolute paths (files and their warnings) at the workspace, as the contract promises. */
function relativeItem(root: string, item: DownloadItem): DownloadItem {
  if (item.status === 'failed') return item;
  const relative = toRelative(root, item.path);
  if (relative.startsWith('..') || path.isAbsolute(relative)) {
    throw new HostError('io', `the download wrote outside the workspace: ${item.path}`);
  }
  if (item.status === 'exists') return { ...item, path: relative };
  const warnings = item.warnings.map((w): CardWarning => ({ ...w, file: relative }));
  return { ...item, path: relative, warnings };
}

/**
 * The Download dialog's Download: cards into a workspace folder (checked like every path), each file parsed at
 * once. An existing file is never replaced without `force`: it comes back as `exists` for the dialog to ask.
 */
export async function downloadIntoWorkspace(
  context: HostContext,
  request: DownloadCardsRequest,
): Promise<DownloadReport> {
  const root = context.workspace.root;
  const folder = await resolveInside(root, request.folder);
  const clients = clientsOf(context);
  if (isError(clients)) return { source: request.source, items: [], error: clients };
  const queries = 'picks' in request.query ? queriesFor(request.query.picks) : [request.query];
  const report = throttleProgress(context.progress);
  // Across several batches the bar counts every ticked card; a single query knows its total once planned.
  const total = 'picks' in request.query ? request.query.picks.length : null;
  // A card the workspace already has, in any folder, is skipped with its file named (no second copy).
  const existing = { cards: await existingCards(root), shownFrom: root };
  const items: DownloadItem[] = [];
  const errors: (DownloadError | null)[] = [];
  for (const query of queries) {
    const offset = items.length;
    const result = await downloadCards({
      query,
      source: request.source,
      out: folder.absolute,
      force: request.force,
      existing,
      clients,
      onProgress: (p) =>
        report({ job: 'download', done: offset + p.done, total: total ?? p.total, item: p.name ?? null }),
    });
    items.push(...result.items.map((item) => relativeItem(root, item)));
    errors.push(result.error);
  }
  const first = errors.find((e) => e !== null) ?? null;
  // One failed query (unknown name, network down) is the report's error; among several, each item says its own.
  const error = errors.length > 0 && errors.every((e) => e !== null) ? first : null;
  return { source: request.source, items, error };
}
