import { useCallback, useLayoutEffect, useMemo, useRef, type Dispatch } from 'react';
import type { editor } from 'monaco-editor/editor/editor.api';
import type { HostApi, TextEncoding, TreeNode } from '../../../host/contract.js';
import type { Dialogs } from '../dialogs/use-dialogs.js';
import {
  isModified,
  isReadOnly,
  isSameOrInside,
  type DocumentsAction,
  type DocumentsState,
} from '../state/documents.js';
import { baseName, findNode, freeName, joinPath, nameProblem, parentPath } from '../tree/tree-model.js';
import { errorMessage } from './use-workspace.js';

export interface Position {
  readonly line: number;
  readonly column: number;
}

export interface FileCommands {
  open(path: string, at?: Position): Promise<void>;
  save(path: string): Promise<boolean>;
  /** Resolves to whether the tab was closed (false: the user cancelled, or the save before it failed). */
  close(path: string): Promise<boolean>;
  saveCopy(path: string, folder: string): Promise<void>;
  newFile(folder: string): Promise<void>;
  newFolder(folder: string): Promise<void>;
  /** Resolves to the new path, or null when nothing was renamed (cancelled, failed). */
  rename(path: string): Promise<string | null>;
  /** Resolves to whether the file or folder was deleted. */
  remove(path: string): Promise<boolean>;
  /** Reads a file that is not UTF-8 again in `encoding`, editable; it is saved back in that encoding. */
  reopen(path: string, encoding: TextEncoding): Promise<void>;
  /** Closes every tab but `keep` (all when null), asking about each modified one; stops at the first Cancel. */
  closeAll(keep: string | null): Promise<void>;
  /** Saves every modified tab that can be saved. */
  saveAll(): Promise<void>;
}

interface Deps {
  readonly host: HostApi;
  readonly state: DocumentsState;
  readonly dispatch: Dispatch<DocumentsAction>;
  readonly models: ReadonlyMap<number, editor.ITextModel>;
  readonly dialogs: Dialogs;
  readonly tree: TreeNode | null;
  /** Lists the tree again after a command changed it, without waiting for the watcher to report it. */
  readonly refreshTree: () => void;
  /** Move the cursor once the file is the active one. */
  readonly reveal: (path: string, at: Position) => void;
  readonly notify: (message: string) => void;
}

/** A starting point for a new card: the keys a card needs, so the parser panel has something to show. */
export function newCardText(fileName: string): string {
  const name = fileName.replace(/\.card(\.json)?$/i, '');
  return `name    ${name}\ncost    {1}\ntype    creature - human\npt      1/1\n`;
}

/** Everything the user can do to files, as async commands that ask before anything is lost. */
export function useFileCommands(deps: Deps): FileCommands {
  const latest = useRef(deps);
  // Before paint: a command run as soon as a change shows (Ctrl+W on a tab just marked modified) sees that change.
  useLayoutEffect(() => {
    latest.current = deps;
  });

  const siblings = useCallback((folder: string): string[] => {
    const { tree } = latest.current;
    const node = tree ? findNode(tree, folder) : null;
    return (node?.children ?? []).map((c) => c.name);
  }, []);

  const textOf = useCallback((path: string): string | null => {
    const { state, models } = latest.current;
    const doc = state.docs.find((d) => d.path === path);
    const model = doc ? models.get(doc.id) : undefined;
    return model ? model.getValue() : (doc?.savedText ?? null);
  }, []);

  const fail = useCallback((what: string, error: unknown): void => {
    void latest.current.dialogs.confirm({
      title: `Could not ${what}`,
      message: errorMessage(error),
      actions: [{ label: 'OK', value: 'ok', variant: 'primary' }],
      cancelValue: 'ok',
    });
  }, []);

  const open = useCallback(
    async (path: string, at?: Position) => {
      const { host, state, dispatch, reveal } = latest.current;
      if (!state.docs.some((d) => d.path === path)) {
        try {
          const file = await host.readFile(path);
          dispatch({
            type: 'open',
            path,
            text: file.text,
            mtimeMs: file.mtimeMs,
            encoding: file.encoding,
            kind: file.kind,
          });
        } catch (error) {
          fail(`open ${baseName(path)}`, error);
          return;
        }
      } else dispatch({ type: 'activate', path });
      if (at) reveal(path, at);
    },
    [fail],
  );

  const save = useCallback(
    async (path: string) => {
      const { host, dispatch, notify, state } = latest.current;
      const doc = state.docs.find((d) => d.path === path);
      const text = textOf(path);
      if (text === null || !doc) return false;
      if (isReadOnly(doc)) {
        // Writing the lossy view back would replace every byte it could not read.
        notify(`${baseName(path)} is read-only: ${doc.kind === 'binary' ? 'a binary file' : 'not UTF-8'}`);
        return false;
      }
      try {
        dispatch({ type: 'saving', path, text });
        const file = await host.writeFile(path, text, doc.encoding === 'utf-8' ? undefined : doc.encoding);
        dispatch({ type: 'saved', path, text, mtimeMs: file.mtimeMs, stillDirty: textOf(path) !== text });
        notify(`Saved ${baseName(path)}`);
        return true;
      } catch (error) {
        dispatch({ type: 'saving', path, text: null });
        fail(`save ${baseName(path)}`, error);
        return false;
      }
    },
    [fail, textOf],
  );

  /** Asks about a modified tab before it closes: true when it may close (saved, or the edits let go). */
  const mayClose = useCallback(
    async (path: string) => {
      const { state, dialogs } = latest.current;
      const doc = state.docs.find((d) => d.path === path);
      if (!doc || !isModified(doc)) return true;
      const answer = await dialogs.confirm({
        title: `Save changes to ${baseName(path)}?`,
        message: doc.deletedOnDisk
          ? `${path} was deleted on disk. Your text is only in the editor.`
          : 'Your changes will be lost if you close without saving.',
        actions: [
          { label: 'Save', value: 'save', variant: 'primary' },
          { label: "Don't save", value: 'discard', variant: 'danger' },
          { label: 'Cancel', value: 'cancel' },
        ],
        cancelValue: 'cancel',
      });
      if (answer === 'cancel') return false;
      return answer !== 'save' || (await save(path));
    },
    [save],
  );

  const close = useCallback(
    async (path: string) => {
      if (!(await mayClose(path))) return false;
      latest.current.dispatch({ type: 'close', path });
      return true;
    },
    [mayClose],
  );

  const saveCopy = useCallback(
    async (path: string, folder: string) => {
      const { host, notify } = latest.current;
      const text = textOf(path);
      if (text === null) return;
      const target = joinPath(folder, freeName(baseName(path), siblings(folder)));
      if (target === path) return;
      try {
        await host.createFile(target, text);
        latest.current.refreshTree();
        notify(`Saved a copy as ${target}`);
        await open(target);
      } catch (error) {
        fail(`save a copy in ${folder || 'the workspace folder'}`, error);
      }
    },
    [fail, open, siblings, textOf],
  );

  const newFile = useCallback(
    async (folder: string) => {
      const { host, dialogs } = latest.current;
      const names = siblings(folder);
      const name = await dialogs.prompt({
        title: 'New card file',
        label: folder ? `File name in ${folder}` : 'File name',
        initial: freeName('New card.card', names),
        confirmLabel: 'Create',
        validate: (v) => nameProblem(v, names),
      });
      if (name === null) return;
      const path = joinPath(folder, name);
      try {
        await host.createFile(path, /\.card$/i.test(name) ? newCardText(name) : '');
        latest.current.refreshTree();
        await open(path);
      } catch (error) {
        fail(`create ${name}`, error);
      }
    },
    [fail, open, siblings],
  );

  const newFolder = useCallback(
    async (folder: string) => {
      const { host, dialogs } = latest.current;
      const names = siblings(folder);
      const name = await dialogs.prompt({
        title: 'New folder',
        label: folder ? `Folder name in ${folder}` : 'Folder name',
        initial: freeName('New folder', names),
        confirmLabel: 'Create',
        validate: (v) => nameProblem(v, names),
      });
      if (name === null) return;
      try {
        await host.createDirectory(joinPath(folder, name));
        latest.current.refreshTree();
      } catch (error) {
        fail(`create ${name}`, error);
      }
    },
    [fail, siblings],
  );

  const rename = useCallback(
    async (path: string) => {
      const { host, dialogs } = latest.current;
      const folder = parentPath(path);
      const names = siblings(folder).filter((n) => n !== baseName(path));
      const name = await dialogs.prompt({
        title: `Rename ${baseName(path)}`,
        label: 'New name',
        initial: baseName(path),
        confirmLabel: 'Rename',
        validate: (v) => nameProblem(v, names),
      });
      if (name === null || name === baseName(path)) return null;
      const to = joinPath(folder, name);
      try {
        await host.rename(path, to);
        latest.current.refreshTree();
        latest.current.dispatch({ type: 'renamed', from: path, to });
        return to;
      } catch (error) {
        fail(`rename ${baseName(path)}`, error);
        return null;
      }
    },
    [fail, siblings],
  );

  const remove = useCallback(
    async (path: string) => {
      const { host, dialogs, tree, state } = latest.current;
      const node = tree ? findNode(tree, path) : null;
      const isFolder = node?.kind === 'directory';
      const unsaved = state.docs.filter((d) => isSameOrInside(d.path, path) && d.dirty);
      const answer = await dialogs.confirm({
        title: `Delete ${baseName(path)}?`,
        message: `${isFolder ? `The folder ${path} and everything in it` : path} will be deleted from disk.${
          unsaved.length > 0
            ? ` Unsaved changes in ${unsaved.map((d) => baseName(d.path)).join(', ')} will be lost.`
            : ''
        }`,
        actions: [
          { label: 'Delete', value: 'delete', variant: 'danger' },
          { label: 'Cancel', value: 'cancel' },
        ],
        cancelValue: 'cancel',
      });
      if (answer !== 'delete') return false;
      try {
        await host.delete(path);
        latest.current.refreshTree();
        for (const doc of latest.current.state.docs) {
          if (isSameOrInside(doc.path, path)) latest.current.dispatch({ type: 'close', path: doc.path });
        }
        return true;
      } catch (error) {
        fail(`delete ${baseName(path)}`, error);
        return false;
      }
    },
    [fail],
  );

  const reopen = useCallback(
    async (path: string, encoding: TextEncoding) => {
      try {
        const file = await latest.current.host.readFile(path, encoding);
        const { text, mtimeMs, kind } = file;
        latest.current.dispatch({ type: 'reopened', path, text, mtimeMs, encoding: file.encoding, kind });
      } catch (error) {
        fail(`reopen ${baseName(path)}`, error);
      }
    },
    [fail],
  );

  const closeAll = useCallback(
    async (keep: string | null) => {
      const paths: string[] = [];
      for (const doc of latest.current.state.docs.filter((d) => d.path !== keep)) {
        // The user cancelled (or the save failed): what was agreed so far still closes, the rest stays.
        if (!(await mayClose(doc.path))) break;
        paths.push(doc.path);
      }
      // In one go: closing one by one would show each neighbour in the editor on the way.
      latest.current.dispatch({ type: 'closeMany', paths, activate: keep });
    },
    [mayClose],
  );

  const saveAll = useCallback(async () => {
    const modified = latest.current.state.docs.filter((d) => isModified(d) && !isReadOnly(d));
    for (const doc of modified) await save(doc.path);
  }, [save]);

  return useMemo(
    () => ({ open, save, close, saveCopy, newFile, newFolder, rename, remove, reopen, closeAll, saveAll }),
    [open, save, close, saveCopy, newFile, newFolder, rename, remove, reopen, closeAll, saveAll],
  );
}
