/**
 * The one typed contract between the renderer and the host (Electron main or the web server).
 * Pure types, no Node imports: the renderer compiles against this file only.
 * All paths are workspace-relative with `/` separators; the host refuses anything outside the workspace.
 */

import type { CardWarning } from '../engine/diagnostics.js';
import type { SkippedFiles } from '../engine/format/skipped-files.js';
import type { CardTemplate } from '../engine/templates/card-template.js';
import type {
  DownloadError,
  DownloadQuery,
  DownloadReport,
  DownloadSource,
  CardMatch,
} from './download/download-contract.js';

// The Download dialog's shapes (matches, reports, errors) are the download service's own, re-exported here.
export type * from './download/download-contract.js';

export interface TreeNode {
  /** Workspace-relative path, `/`-separated, no leading slash. */
  readonly path: string;
  readonly name: string;
  readonly kind: 'file' | 'directory';
  /** Sorted: directories first, then files, each by name. Only on directories. */
  readonly children?: readonly TreeNode[];
}

export interface WorkspaceInfo {
  /** Absolute path of the workspace folder on the host, for display. */
  readonly root: string;
  readonly tree: TreeNode;
  /** Files the tree leaves out because no card format reads them (a folder of `.txt` cards), by ending. */
  readonly skipped?: SkippedFiles;
}

/**
 * How a file's bytes become text. Files are UTF-8 unless the user chose to open one that is not as Latin-1
 * (ISO-8859-1) or Windows-1252; it is then saved back in that encoding, byte for byte where the text is unchanged.
 */
export type TextEncoding = 'utf-8' | 'latin1' | 'windows-1252';

export const TEXT_ENCODINGS: readonly TextEncoding[] = ['utf-8', 'latin1', 'windows-1252'];

/**
 * What a file's bytes are. `text`: read in the encoding asked. `not-utf8`: not valid UTF-8, so `text` is only a
 * view (bad bytes shown as U+FFFD), never to be written back. `binary`: NUL bytes or mostly not text; `text` is
 * empty and nothing parses it.
 */
export type FileKind = 'text' | 'not-utf8' | 'binary';

export interface FileContent {
  readonly path: string;
  readonly text: string;
  /** Modification time in ms, used to tell an outside change from our own save. */
  readonly mtimeMs: number;
  /** The encoding `text` was read in, and is written back in. */
  readonly encoding: TextEncoding;
  readonly kind: FileKind;
}

/** One open tab as hot exit keeps it (see Drafts). */
export interface DraftTab {
  /** Workspace-relative path of the file the tab shows. */
  readonly path: string;
  /** The editor's text when it has unsaved edits (or its file is gone from disk); null when it matches the disk. */
  readonly text: string | null;
  /** The encoding the tab reads and saves the file in, when not UTF-8 (a file the user reopened as Latin-1). */
  readonly encoding?: TextEncoding;
}

/**
 * Hot exit: the open tabs and their unsaved text, kept by the host on every pause in typing and given back when
 * the app opens the same workspace again, so closing, reloading or a crash loses no typing.
 */
export interface Drafts {
  readonly tabs: readonly DraftTab[];
  /** The path of the tab in front; null when none is. */
  readonly active: string | null;
}

/** The most tabs one Drafts record may hold. */
export const MAX_DRAFT_TABS = 500;

/** The most paths one readFiles request may name. */
export const MAX_READ_FILES = 500;

/** A change on disk, seen by the watcher (whoever made it). */
export interface WorkspaceChange {
  readonly type: 'add' | 'change' | 'unlink' | 'addDir' | 'unlinkDir';
  readonly path: string;
}

/** Failures are values with a stable code, so the UI can explain them. */
export interface HostErrorShape {
  readonly code:
    | 'outside-workspace'
    | 'not-found'
    | 'exists'
    | 'invalid-argument'
    | 'io'
    | 'unauthorized'
    /** The file is protected against changes (no write permission, a read-only drive): nothing was changed. */
    | 'read-only';
  readonly message: string;
}

/** A pack compile as the app asks for it. */
export interface CompileRequest {
  /** Workspace-relative `.zip` path; default `packs/<workspace folder name>.zip`. Its folder is created. */
  readonly out?: string;
  /** Refuse to write the pack when any card has a warning or two cards share a name. */
  readonly strict?: boolean;
}

/** Why a pack was not written: the one list of compile failure codes, used by host/packs and the renderer. */
export type CompileFailureCode =
  | 'not-a-folder'
  | 'read-failed'
  | 'unsafe-source'
  | 'entry-collision'
  | 'strict'
  | 'write-failed'
  | 'aborted'
  /** A bug, not a user error: a parser threw, or something else unexpected. Reported, never thrown. */
  | 'internal-error';

/** Why a pack was not written, with the file it is about (workspace-relative, or the pack path). */
export interface CompileFailure {
  readonly file: string | null;
  readonly code: CompileFailureCode;
  readonly message: string;
}

/**
 * True when a compile stopped because it was cancelled (the app's Cancel, the CLI's Ctrl+C) and so wrote nothing.
 * For the host's CompileResult and the page's CompileSummary alike.
 */
export function wasCancelled(outcome: {
  readonly status: CompileSummary['status'];
  readonly failures: readonly CompileFailure[];
}): boolean {
  return outcome.status === 'failed' && outcome.failures.some((f) => f.code === 'aborted');
}

export interface CompileSummary {
  /** written: the pack is on disk. refused: strict mode or a layout problem. failed: an I/O error. */
  readonly status: 'written' | 'refused' | 'failed';
  /** Workspace-relative path of the pack. */
  readonly packPath: string;
  /** The same, absolute on the host, for display. */
  readonly packLocation: string;
  /** Bytes written; null unless written. */
  readonly packSize: number | null;
  readonly cardCount: number;
  /** Card files read (the progress bar's total). */
  readonly fileCount: number;
  /** Every card warning; `file` is workspace-relative, so the UI can open it at the line. */
  readonly warnings: readonly CardWarning[];
  /** Card names defined by more than one file, with every file. */
  readonly duplicates: readonly { readonly name: string; readonly sources: readonly string[] }[];
  /** Empty when written; otherwise what stopped the write (`file` workspace-relative where it is a card). */
  readonly failures: readonly CompileFailure[];
}

/** A compiled pack, loaded and verified by the host (for the Rules tester). */
export interface LoadedPack {
  /** Workspace-relative path of the pack. */
  readonly path: string;
  /** Exactly the templates compiled into it, in manifest order. */
  readonly cards: readonly CardTemplate[];
}

/** One card the user ticked in the Download dialog's list of matches. */
export interface DownloadPick {
  readonly name: string;
  readonly multiverseId: number | null;
}

export interface DownloadCardsRequest {
  /** A name, an id, a search, or the ticked matches. */
  readonly query: DownloadQuery | { readonly picks: readonly DownloadPick[] };
  readonly source: DownloadSource;
  /** Workspace-relative folder for the new files (`''` is the workspace itself); created when missing. */
  readonly folder: string;
  /** Replace existing files; without it an existing file comes back as an `exists` item, untouched. */
  readonly force: boolean;
}

/** The matches for a name or search; `error` set (and no matches) when the source found none or failed. */
export interface DownloadSearchResult {
  readonly matches: readonly CardMatch[];
  readonly error: DownloadError | null;
}

/** Progress of a long host job, pushed while its request is pending. */
export interface JobProgress {
  readonly job: 'compile' | 'download';
  /** Files (compile) or cards (download) finished so far. */
  readonly done: number;
  readonly total: number;
  /** The file or card just finished or being worked on; null when there is none. */
  readonly item: string | null;
}

/**
 * Every request the renderer can make. Each is validated on the host side.
 * A failed request rejects with an `Error` that also carries HostErrorShape's `code`.
 */
export interface HostApi {
  workspace(): Promise<WorkspaceInfo>;
  /** Reads a file as UTF-8, or in `encoding` when the user chose one for a file that is not UTF-8. */
  readFile(path: string, encoding?: TextEncoding): Promise<FileContent>;
  /**
   * Up to MAX_READ_FILES files in one request, in the order asked, for reading a whole workspace (30,000 requests
   * of one file each kept the page busy for a minute). A file that cannot be read is null; the others still come.
   */
  readFiles(paths: readonly string[]): Promise<readonly (FileContent | null)[]>;
  /**
   * Atomic: writes a temporary file beside the target, then renames it over. In UTF-8 unless `encoding` says
   * otherwise; text that encoding cannot hold is refused (`invalid-argument`, naming the character and line).
   */
  writeFile(path: string, text: string, encoding?: TextEncoding): Promise<FileContent>;
  createFile(path: string, text: string): Promise<FileContent>;
  createDirectory(path: string): Promise<void>;
  rename(from: string, to: string): Promise<void>;
  delete(path: string): Promise<void>;
  /** Compiles every card file into one pack zip inside the workspace; progress arrives through onProgress. */
  compile(options: CompileRequest): Promise<CompileSummary>;
  /**
   * Stops this window's compiles, if any is running: each one's `compile` request then resolves as failed with
   * an `aborted` failure, no pack is written and an earlier pack is left as it was. True when one was running.
   * A compile already writing its pack finishes.
   */
  cancelCompile(): Promise<boolean>;
  /** Loads and verifies a pack zip inside the workspace; rejects naming the problem when it does not check out. */
  loadPack(path: string): Promise<LoadedPack>;
  /** Lists the cards a name or search finds, for the Download dialog's checkboxes; writes nothing. */
  downloadSearch(
    query: { readonly name: string } | { readonly search: string },
    source: DownloadSource,
  ): Promise<DownloadSearchResult>;
  /** Downloads cards into a workspace folder as card files, each parsed at once (paths workspace-relative). */
  download(request: DownloadCardsRequest): Promise<DownloadReport>;
  /**
   * The drafts kept for this workspace (no tabs when there are none). `window` names the page asking (web mode's
   * client sends its tab's id itself): it gets its own drafts plus those of windows no longer open, merged.
   */
  readDrafts(window?: string): Promise<Drafts>;
  /**
   * Replaces the drafts kept for this workspace (atomic: the old record or the new one, never half); with `window`,
   * only that window's drafts, so two browser tabs on one workspace never overwrite each other's.
   */
  writeDrafts(drafts: Drafts, window?: string): Promise<void>;
  /** Subscribe to changes on disk. Returns a function that unsubscribes. */
  onChange(listener: (changes: readonly WorkspaceChange[]) => void): () => void;
  /** Subscribe to progress of compile and download jobs. Returns a function that unsubscribes. */
  onProgress(listener: (progress: JobProgress) => void): () => void;
}

/** The methods a renderer request can name (everything but the event subscriptions). */
export type HostMethod = Exclude<keyof HostApi, 'onChange' | 'onProgress'>;

/** The answer to one request on the wire (HTTP body, IPC reply): a value or an error value, never a throw. */
export type HostResult<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: HostErrorShape };

/**
 * What Electron's preload exposes as `window.cardsmith`. Same methods as HostApi, but each resolves to a
 * HostResult, because errors crossing the context bridge lose their properties (the `code`).
 * The renderer's host client unwraps it back into HostApi.
 */
export type HostBridge = {
  readonly [K in HostMethod]: (...args: Parameters<HostApi[K]>) => Promise<HostResult<Awaited<ReturnType<HostApi[K]>>>>;
} & {
  onChange(listener: (changes: readonly WorkspaceChange[]) => void): () => void;
  onProgress(listener: (progress: JobProgress) => void): () => void;
};

/** A message on web mode's event socket (`/api/events`). */
export type HostEvent =
  | { readonly type: 'ready' }
  | { readonly type: 'changes'; readonly changes: readonly WorkspaceChange[] }
  | { readonly type: 'progress'; readonly progress: JobProgress };
