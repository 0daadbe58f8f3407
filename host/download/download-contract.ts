/**
 * The Download dialog's shapes: pure types, no Node imports, re-exported by host/contract.ts for the renderer.
 * The CLI and the app call the same service (download-cards.ts), which returns exactly these shapes.
 */
import type { CardWarning } from '../../engine/diagnostics.js';
import type { CardMatch, DownloadedCard, DownloadSource } from '../../engine/download/downloaded-card.js';

export type { CardMatch, DownloadedCard, DownloadSource };

export type DownloadErrorCode =
  | 'unknown-name'
  | 'ambiguous-name'
  | 'unknown-id'
  | 'no-results'
  | 'network'
  | 'timeout'
  | 'rate-limited'
  | 'http'
  | 'malformed'
  /** An answer larger than the per-request cap. */
  | 'too-large'
  | 'io'
  /** Another file of the workspace already holds a card of that name: the download skips it. */
  | 'duplicate-name'
  | 'invalid-argument';

export interface DownloadError {
  readonly code: DownloadErrorCode;
  /** One sentence for the user, naming the URL where one was involved. */
  readonly message: string;
  readonly url: string | null;
  /** Close card names, when the source offered them ("did you mean"). */
  readonly suggestions: readonly string[];
}

/**
 * What to download: one card by name or multiverse id, every card a search finds, or a list — ids, or the
 * dialog's ticked matches (each by its multiverse id, or by exact name when it has none).
 */
export type DownloadQuery =
  | { readonly name: string }
  | { readonly multiverseId: number }
  | { readonly search: string }
  | { readonly multiverseIds: readonly number[] }
  | { readonly picks: readonly { readonly name: string; readonly multiverseId: number | null }[] };

export interface DownloadProgress {
  /** Cards finished so far (written, existing or failed). */
  readonly done: number;
  readonly total: number;
  /** The card being worked on; null once all are done. */
  readonly name: string | null;
}

export type DownloadItem =
  | {
      readonly status: 'written';
      readonly name: string;
      readonly path: string;
      readonly text: string;
      /** The parser's warnings on the new file: what the author has left to do (the parser panel shows them). */
      readonly warnings: readonly CardWarning[];
      readonly card: DownloadedCard;
      /** E.g. that a fuzzy match was used because no card has exactly the name asked for. */
      readonly note: string | null;
    }
  | {
      /** The file was there and `force` was not given: the dialog asks, then downloads again with force. */
      readonly status: 'exists';
      readonly name: string;
      readonly path: string;
      readonly text: string;
      readonly card: DownloadedCard;
    }
  | { readonly status: 'failed'; readonly name: string | null; readonly error: DownloadError };

export interface DownloadReport {
  readonly source: DownloadSource;
  readonly items: readonly DownloadItem[];
  /** Set when the query itself failed (unknown name, no network, ...): then nothing was written. */
  readonly error: DownloadError | null;
}
