import { closeSync, constants, fstatSync, openSync, readFileSync } from 'node:fs';
import { lstat, mkdir, readFile, realpath, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { countSkipped } from '../../engine/format/skipped-files.js';
import type { FileContent, TextEncoding, WorkspaceChange, WorkspaceInfo } from '../contract.js';
import { atomicCreate, atomicWrite } from './atomic-write.js';
import { HostError, toHostError } from './host-error.js';
import { listTree, type FileFilter } from './tree.js';
import { watchOffThread, type TreeWatcher } from './watcher.js';
import { timeSlices } from './time-slices.js';
import { decodeFile, encodeText } from './text-encoding.js';
import { resolveExistingInsideSync, resolveInside, type CheckedPath } from './workspace-path.js';

export type ChangeListener = (changes: readonly WorkspaceChange[]) => void;

export interface WorkspaceOptions {
  /** Which files the tree lists (folders always are). Default: every file not skipped as hidden. */
  readonly fileFilter?: FileFilter;
  /** Watcher failures (permissions, too many watches). Default: ignored. */
  readonly onWatchError?: (error: Error) => void;
  /** Milliseconds of blocking reads between turns of the event loop (see timeSlices); tests pass 0. */
  readonly sliceMs?: number;
}

/** Text files above this size are refused: a card file is a few KB, and the editor would choke. */
const MAX_TEXT_BYTES = 16 * 1024 * 1024;

function text(input: unknown, name: string): string {
  if (typeof input !== 'string') throw new HostError('invalid-argument', `${name} must be a string`);
  if (Buffer.byteLength(input, 'utf8') > MAX_TEXT_BYTES)
    throw new HostError('invalid-argument', `${name} is too large`);
  return input;
}

function notRoot(checked: CheckedPath, action: string): CheckedPath {
  if (checked.relative === '') throw new HostError('invalid-argument', `cannot ${action} the workspace folder itself`);
  return checked;
}

async function exists(absolute: string): Promise<boolean> {
  return lstat(absolute).then(
    () => true,
    () => false,
  );
}

/**
 * Every file operation the renderer may ask for, confined to one root folder. Plain Node, no Electron: used by
 * Electron's IPC handlers and by the web server alike. Every path argument is checked (see workspace-path.ts);
 * every failure is a HostError with a code.
 */
export class Workspace {
  private readonly listeners = new Set<ChangeListener>();
  private watcher: TreeWatcher | undefined;
  private closed = false;

  private constructor(
    /** Absolute realpath of the root folder. */
    readonly root: string,
    private readonly options: WorkspaceOptions,
  ) {}

  /** Opens `folder` (must exist and be a folder). Resolves symlinks once, so every later check compares realpaths. */
  static async open(folder: string, options: WorkspaceOptions = {}): Promise<Workspace> {
    if (typeof folder !== 'string' || folder === '' || folder.includes('\0')) {
      throw new HostError('invalid-argument', 'workspace folder must be a path');
    }
    let root: string;
    try {
      root = await realpath(path.resolve(folder));
      if (!(await stat(root)).isDirectory()) throw new HostError('invalid-argument', `${folder}: not a folder`);
    } catch (error) {
      throw toHostError(error, folder);
    }
    return new Workspace(root, options);
  }

  private async check(input: unknown): Promise<CheckedPath> {
    if (this.closed) throw new HostError('io', 'the workspace is closed');
    return resolveInside(this.root, input);
  }

  private async contentOf(
    checked: CheckedPath,
    textValue: string,
    encoding: TextEncoding = 'utf-8',
  ): Promise<FileContent> {
    const stats = await stat(checked.absolute);
    return { path: checked.relative, text: textValue, mtimeMs: stats.mtimeMs, encoding, kind: 'text' };
  }

  async info(): Promise<WorkspaceInfo> {
    const root = await this.check('');
    const wanted = this.options.fileFilter ?? (() => true);
    const skipped: Record<string, number> = {};
    const listed = (name: string): boolean => {
      if (wanted(name)) return true;
      countSkipped(skipped, name);
      return false;
    };
    try {
      const tree = await listTree(this.root, root.absolute, listed, timeSlices(this.options.sliceMs));
      return { root: this.root, tree, skipped };
    } catch (error) {
      throw toHostError(error, 'workspace');
    }
  }

  /** Reads a file as UTF-8 (or `encoding`); one that is not valid UTF-8 or is binary says so (FileContent.kind). */
  async readFile(input: unknown, encoding: TextEncoding = 'utf-8'): Promise<FileContent> {
    const file = notRoot(await this.check(input), 'read');
    try {
      const stats = await stat(file.absolute);
      if (stats.isDirectory()) throw new HostError('invalid-argument', `${file.relative}: is a folder`);
      // A named pipe or device would keep the read waiting forever.
      if (!stats.isFile()) throw new HostError('invalid-argument', `${file.relative}: is not a regular file`);
      if (stats.size > MAX_TEXT_BYTES) throw new HostError('invalid-argument', `${file.relative}: file is too large`);
      const decoded = decodeFile(await readFile(file.absolute), encoding);
      return { path: file.relative, mtimeMs: stats.mtimeMs, ...decoded };
    } catch (error) {
      throw toHostError(error, file.relative);
    }
  }

  /**
   * Several files, in the order given; one that cannot be read (gone, a folder, outside, too large) is null.
   * Blocking reads, as the compile's: the page asks for card files by the hundred (host/api caps a call at 500),
   * and for small files the thread-pool hops of async reads (realpath, stat, open, read, close) cost far more than
   * the reads. 30,000 cards in calls of 250, two at a time: 1.3-1.4 s, against 5.2-5.7 s with async reads. In
   * time slices, so other requests (and, in the desktop app, the window's IPC) wait 10 ms at most.
   */
  async readFiles(paths: readonly unknown[]): Promise<(FileContent | null)[]> {
    if (this.closed) throw new HostError('io', 'the workspace is closed');
    const slice = timeSlices(this.options.sliceMs);
    const files: (FileContent | null)[] = [];
    for (const p of paths) {
      await slice();
      try {
        files.push(this.readFileNow(p));
      } catch {
        files.push(null);
      }
    }
    return files;
  }

  /** readFile with blocking calls, for readFiles: the same checks, an existing file only. */
  private readFileNow(input: unknown): FileContent {
    const file = notRoot(resolveExistingInsideSync(this.root, input), 'read');
    // Non-blocking open: a named pipe posing as a card file must not hang the host waiting for a writer.
    const fd = openSync(file.absolute, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
    try {
      const stats = fstatSync(fd);
      if (!stats.isFile() || stats.size > MAX_TEXT_BYTES) throw new HostError('invalid-argument', file.relative);
      return { path: file.relative, mtimeMs: stats.mtimeMs, ...decodeFile(readFileSync(fd)) };
    } finally {
      closeSync(fd);
    }
  }

  /** Creates or replaces a file atomically, in UTF-8 or `encoding`. Its folder must exist. */
  async writeFile(input: unknown, content: unknown, encoding: TextEncoding = 'utf-8'): Promise<FileContent> {
    const file = notRoot(await this.check(input), 'write');
    const value = text(content, 'text');
    const bytes = encodeText(value, encoding);
    try {
      const current = await stat(file.absolute).catch(() => undefined);
      if (current?.isDirectory()) throw new HostError('invalid-argument', `${file.relative}: is a folder`);
      await atomicWrite(file.absolute, bytes);
      return await this.contentOf(file, value, encoding);
    } catch (error) {
      throw toHostError(error, file.relative);
    }
  }

  /** Creates a new file; fails with `exists` rather than overwrite. Its folder must exist. */
  async createFile(input: unknown, content: unknown): Promise<FileContent> {
    const file = notRoot(await this.check(input), 'create');
    const value = text(content, 'text');
    try {
      await atomicCreate(file.absolute, value);
      return await this.contentOf(file, value);
    } catch (error) {
      throw toHostError(error, file.relative);
    }
  }

  /** Creates a folder (and missing parents); fails with `exists` if something is already there. */
  async createDirectory(input: unknown): Promise<void> {
    const dir = notRoot(await this.check(input), 'create');
    try {
      if (await exists(dir.absolute)) throw new HostError('exists', `${dir.relative}: already exists`);
      await mkdir(dir.absolute, { recursive: true });
    } catch (error) {
      throw toHostError(error, dir.relative);
    }
  }

  /** Renames or moves a file or folder. Never overwrites: fails with `exists` if the destination is taken. */
  async rename(fromInput: unknown, toInput: unknown): Promise<void> {
    const from = notRoot(await this.check(fromInput), 'rename');
    const to = notRoot(await this.check(toInput), 'replace');
    if (from.relative === to.relative) return;
    if (to.relative.startsWith(`${from.relative}/`)) {
      throw new HostError('invalid-argument', `cannot move ${from.relative} into itself`);
    }
    try {
      const source = await lstat(from.absolute).catch(() => undefined);
      if (!source) throw new HostError('not-found', `${from.relative}: no such file or folder`);
      const destination = await lstat(to.absolute).catch(() => undefined);
      // A case-only rename on a case-insensitive disk finds the destination "taken" by the source itself.
      const sameEntry = destination !== undefined && destination.ino === source.ino && destination.dev === source.dev;
      if (destination && !sameEntry) throw new HostError('exists', `${to.relative}: already exists`);
      await rename(from.absolute, to.absolute);
    } catch (error) {
      throw toHostError(error, `${from.relative} -> ${to.relative}`);
    }
  }

  /** Deletes a file or a folder with everything in it. */
  async delete(input: unknown): Promise<void> {
    const target = notRoot(await this.check(input), 'delete');
    try {
      if (!(await exists(target.absolute)))
        throw new HostError('not-found', `${target.relative}: no such file or folder`);
      await rm(target.absolute, { recursive: true });
    } catch (error) {
      throw toHostError(error, target.relative);
    }
  }

  /** Subscribes to batched changes on disk; starts the watcher on first use. Returns the unsubscribe function. */
  onChange(listener: ChangeListener): () => void {
    if (this.closed) return () => undefined;
    this.listeners.add(listener);
    this.startWatching();
    return () => {
      this.listeners.delete(listener);
    };
  }

  /** Resolves once the watcher has scanned the tree, i.e. from when changes are reported. Starts it if needed. */
  async watching(): Promise<void> {
    await this.startWatching()?.ready;
  }

  private startWatching(): TreeWatcher | undefined {
    if (this.closed) return undefined;
    this.watcher ??= watchOffThread(
      this.root,
      (all) => {
        // Same view as the tree: files the filter hides are not reported either (folders always are).
        const filter = this.options.fileFilter;
        const changes = filter
          ? all.filter((c) => c.type === 'addDir' || c.type === 'unlinkDir' || filter(c.path.split('/').pop() ?? ''))
          : all;
        if (changes.length === 0) return;
        for (const listener of [...this.listeners]) {
          // One failing subscriber must not starve the others.
          try {
            listener(changes);
          } catch (error) {
            this.options.onWatchError?.(error instanceof Error ? error : new Error(String(error)));
          }
        }
      },
      (error) => this.options.onWatchError?.(error),
    );
    return this.watcher;
  }

  /** Stops the watcher and refuses further requests. Safe to call twice. */
  async close(): Promise<void> {
    this.closed = true;
    this.listeners.clear();
    const watcher = this.watcher;
    this.watcher = undefined;
    await watcher?.close();
  }
}
