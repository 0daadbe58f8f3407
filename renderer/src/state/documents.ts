import type { FileKind, TextEncoding } from '../../../host/contract.js';

/**
 * The open documents (tabs) as a pure reducer. The editor text itself lives in Monaco models; this
 * state keeps what the UI needs to decide things: what is on disk, whether the user has unsaved
 * edits, and whether the disk changed under those edits. Nothing here ever drops the user's text.
 */

export interface DiskVersion {
  readonly text: string;
  readonly mtimeMs: number;
}

export interface OpenDocument {
  /** Stable for the life of the tab, so a rename keeps the same editor model (and undo history). */
  readonly id: number;
  readonly path: string;
  /** The text last read from or written to disk. */
  readonly savedText: string;
  readonly mtimeMs: number;
  /** The editor text differs from `savedText`. */
  readonly dirty: boolean;
  /** The file changed on disk while the user had unsaved edits; waits for the user's choice. */
  readonly conflict: DiskVersion | null;
  /** Bumped each time the editor must load `savedText` (a reload from disk). */
  readonly reloads: number;
  /** The file was deleted on disk while open; saving writes it again. Counts as modified. */
  readonly deletedOnDisk: boolean;
  /** Text of a save in flight: the watcher may report it before the save's answer arrives. */
  readonly savingText: string | null;
  /** Unsaved text brought back by hot exit: the editor starts from it rather than from `savedText`. */
  readonly draft: string | null;
  /** The encoding the next save writes in (see `diskEncoding`). */
  readonly encoding: TextEncoding;
  /** The encoding of the file on disk: differs from `encoding` after the user asked to convert it. */
  readonly diskEncoding: TextEncoding;
  /** `text` is editable; a file that is not UTF-8 (until reopened in an encoding) or binary is read-only. */
  readonly kind: FileKind;
}

/** What a read of a file gave: the text, and how its bytes were read. */
export interface FileRead {
  readonly text: string;
  readonly mtimeMs: number;
  readonly encoding?: TextEncoding;
  readonly kind?: FileKind;
}

/** A tab hot exit brings back: what is on disk now (empty when the file is gone) and the unsaved text, if any. */
export interface RestoredTab {
  readonly path: string;
  readonly text: string;
  readonly mtimeMs: number;
  readonly draft: string | null;
  readonly deletedOnDisk: boolean;
  readonly encoding?: TextEncoding;
  readonly kind?: FileKind;
}

export interface DocumentsState {
  readonly docs: readonly OpenDocument[];
  readonly activePath: string | null;
  readonly nextId: number;
}

export type DocumentsAction =
  | ({ readonly type: 'open'; readonly path: string } & FileRead)
  /** The file read again in another encoding (the user's choice for a file that is not UTF-8). */
  | ({ readonly type: 'reopened'; readonly path: string } & FileRead)
  /** The next save writes UTF-8 (the user's choice); until then the tab counts as modified. */
  | { readonly type: 'convertToUtf8'; readonly path: string }
  | { readonly type: 'restore'; readonly tabs: readonly RestoredTab[]; readonly active: string | null }
  | { readonly type: 'activate'; readonly path: string }
  | { readonly type: 'close'; readonly path: string }
  /** Closes several tabs at once; `activate` (if still open) becomes the active tab. */
  | { readonly type: 'closeMany'; readonly paths: readonly string[]; readonly activate: string | null }
  | { readonly type: 'edited'; readonly path: string; readonly dirty: boolean }
  | { readonly type: 'saving'; readonly path: string; readonly text: string | null }
  | {
      readonly type: 'saved';
      readonly path: string;
      readonly text: string;
      readonly mtimeMs: number;
      /** The user kept typing while the save was in flight. */
      readonly stillDirty: boolean;
    }
  | { readonly type: 'diskChanged'; readonly path: string; readonly text: string; readonly mtimeMs: number }
  | { readonly type: 'diskDeleted'; readonly path: string }
  | { readonly type: 'resolveConflict'; readonly path: string; readonly keep: 'mine' | 'disk' }
  | { readonly type: 'renamed'; readonly from: string; readonly to: string };

export const initialDocuments: DocumentsState = { docs: [], activePath: null, nextId: 1 };

/** `path` itself or anything inside it when it is a folder. */
export function isSameOrInside(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

function update(state: DocumentsState, path: string, fn: (doc: OpenDocument) => OpenDocument): DocumentsState {
  const index = state.docs.findIndex((d) => d.path === path);
  const doc = state.docs[index];
  if (!doc) return state;
  const next = fn(doc);
  if (next === doc) return state;
  const docs = state.docs.slice();
  docs[index] = next;
  return { ...state, docs };
}

export function documentsReducer(state: DocumentsState, action: DocumentsAction): DocumentsState {
  switch (action.type) {
    case 'open': {
      if (state.docs.some((d) => d.path === action.path)) return { ...state, activePath: action.path };
      const doc: OpenDocument = {
        id: state.nextId,
        path: action.path,
        savedText: action.text,
        mtimeMs: action.mtimeMs,
        dirty: false,
        conflict: null,
        reloads: 0,
        deletedOnDisk: false,
        savingText: null,
        draft: null,
        encoding: action.encoding ?? 'utf-8',
        diskEncoding: action.encoding ?? 'utf-8',
        kind: action.kind ?? 'text',
      };
      // New tabs open right of the active one, like most editors.
      const at = state.docs.findIndex((d) => d.path === state.activePath);
      const docs = state.docs.slice();
      docs.splice(at < 0 ? docs.length : at + 1, 0, doc);
      return { docs, activePath: action.path, nextId: state.nextId + 1 };
    }
    case 'restore': {
      // After tabs the user opened meanwhile; a path already open keeps its tab as it is.
      const fresh = action.tabs.filter((t) => !state.docs.some((d) => d.path === t.path));
      const restored = fresh.map((t, i): OpenDocument => ({
        id: state.nextId + i,
        path: t.path,
        savedText: t.text,
        mtimeMs: t.mtimeMs,
        dirty: t.draft !== null && t.draft !== t.text,
        conflict: null,
        reloads: 0,
        deletedOnDisk: t.deletedOnDisk,
        savingText: null,
        draft: t.draft,
        encoding: t.encoding ?? 'utf-8',
        diskEncoding: t.encoding ?? 'utf-8',
        kind: t.kind ?? 'text',
      }));
      const docs = [...state.docs, ...restored];
      const active =
        state.activePath ?? (docs.some((d) => d.path === action.active) ? action.active : (docs[0]?.path ?? null));
      return { docs, activePath: active, nextId: state.nextId + restored.length };
    }
    case 'reopened':
      return update(state, action.path, (d) =>
        // Only a tab without edits is read again: reopening never drops typing.
        isModified(d)
          ? d
          : {
              ...d,
              savedText: action.text,
              mtimeMs: action.mtimeMs,
              encoding: action.encoding ?? 'utf-8',
              diskEncoding: action.encoding ?? 'utf-8',
              kind: action.kind ?? 'text',
              reloads: d.reloads + 1,
            },
      );
    case 'convertToUtf8':
      return update(state, action.path, (d) => (d.kind === 'text' ? { ...d, encoding: 'utf-8' } : d));
    case 'activate':
      return state.docs.some((d) => d.path === action.path) ? { ...state, activePath: action.path } : state;
    case 'close': {
      const index = state.docs.findIndex((d) => d.path === action.path);
      if (index < 0) return state;
      const docs = state.docs.filter((d) => d.path !== action.path);
      if (state.activePath !== action.path) return { ...state, docs };
      const neighbour = docs[Math.min(index, docs.length - 1)];
      return { ...state, docs, activePath: neighbour ? neighbour.path : null };
    }
    case 'closeMany': {
      const closing = new Set(action.paths);
      const docs = state.docs.filter((d) => !closing.has(d.path));
      const stays = (p: string | null): p is string => p !== null && docs.some((d) => d.path === p);
      const activePath = stays(action.activate)
        ? action.activate
        : stays(state.activePath)
          ? state.activePath
          : (docs[0]?.path ?? null);
      return { ...state, docs, activePath };
    }
    case 'edited':
      return update(state, action.path, (d) => (d.dirty === action.dirty ? d : { ...d, dirty: action.dirty }));
    case 'saving':
      return update(state, action.path, (d) => ({ ...d, savingText: action.text }));
    case 'saved':
      return update(state, action.path, (d) => ({
        ...d,
        savingText: null,
        savedText: action.text,
        mtimeMs: action.mtimeMs,
        dirty: action.stillDirty,
        conflict: null,
        deletedOnDisk: false,
        diskEncoding: d.encoding,
      }));
    case 'diskChanged':
      return update(state, action.path, (d) => {
        // Our own save, or a touch that changed nothing: just remember the new time.
        if (action.text === d.savedText) return { ...d, mtimeMs: action.mtimeMs, deletedOnDisk: false, conflict: null };
        // Our own save, seen by the watcher before its answer came back: `saved` follows.
        if (action.text === d.savingText) return d;
        if (!d.dirty) {
          return {
            ...d,
            savedText: action.text,
            mtimeMs: action.mtimeMs,
            reloads: d.reloads + 1,
            deletedOnDisk: false,
          };
        }
        return { ...d, conflict: { text: action.text, mtimeMs: action.mtimeMs }, deletedOnDisk: false };
      });
    case 'diskDeleted':
      // Keep the tab and its text; it counts as modified (see isModified), so closing asks first.
      return update(state, action.path, (d) => (d.deletedOnDisk ? d : { ...d, deletedOnDisk: true, conflict: null }));
    case 'resolveConflict':
      return update(state, action.path, (d) => {
        if (!d.conflict) return d;
        if (action.keep === 'mine') {
          // The disk version becomes the baseline, so the tab stays modified until the user saves.
          return { ...d, savedText: d.conflict.text, mtimeMs: d.conflict.mtimeMs, conflict: null, dirty: true };
        }
        return {
          ...d,
          savedText: d.conflict.text,
          mtimeMs: d.conflict.mtimeMs,
          conflict: null,
          dirty: false,
          reloads: d.reloads + 1,
        };
      });
    case 'renamed': {
      const move = (p: string): string =>
        isSameOrInside(p, action.from) ? action.to + p.slice(action.from.length) : p;
      if (!state.docs.some((d) => isSameOrInside(d.path, action.from))) return state;
      return {
        ...state,
        // A rename we made may reach the watcher as "deleted" first; the file exists again under its new name.
        docs: state.docs.map((d) =>
          isSameOrInside(d.path, action.from) ? { ...d, path: move(d.path), deletedOnDisk: false } : d,
        ),
        activePath: state.activePath === null ? null : move(state.activePath),
      };
    }
  }
}

export function activeDocument(state: DocumentsState): OpenDocument | null {
  return state.docs.find((d) => d.path === state.activePath) ?? null;
}

/** Whether closing the tab could lose something: unsaved edits, or a file gone from disk. */
export function isModified(doc: OpenDocument): boolean {
  return doc.dirty || doc.deletedOnDisk || doc.encoding !== doc.diskEncoding;
}

/** Whether the editor may change the text: not for a file that is not UTF-8 (until reopened) or binary. */
export function isReadOnly(doc: OpenDocument): boolean {
  return doc.kind !== 'text';
}
