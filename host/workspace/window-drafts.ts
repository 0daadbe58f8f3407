import { readFile } from 'node:fs/promises';
import type { Drafts } from '../contract.js';
import { NO_DRAFTS, parseDrafts, type DraftStore } from './drafts.js';
import { mergeDrafts } from './merge-drafts.js';

/** A page's window id: what web mode's client sends with its drafts (kept in the tab's sessionStorage). */
export const WINDOW_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The window of a client that sends no id (an older page): one record for all such pages, as before. */
export const UNNAMED_WINDOW = 'unnamed';

/**
 * The drafts file as web mode writes it: each window's record under `windows`, and at the top level all of them
 * merged — what a reader that knows no windows (the desktop app's close dialog, an older version) sees.
 */
interface WindowedRecord extends Drafts {
  readonly windows: Readonly<Record<string, Drafts>>;
}

/**
 * Hot exit for several browser tabs on one workspace (issue 23): each tab (window) keeps its own drafts, so two
 * tabs never overwrite each other's. A window reading its drafts gets its own record plus those of windows no
 * longer connected (closed tabs, a server restarted after a kill), merged, and takes them over; the drafts of
 * windows still open stay theirs. Everything goes through the workspace's one DraftStore (one file, written in
 * order, atomically).
 */
export class WindowDrafts {
  private windows: Map<string, Drafts> | null = null;
  private readonly connected = new Map<string, number>();
  /** One operation at a time: a read's take-over and the writes around it must not interleave. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly store: DraftStore) {}

  /** A window's event socket opened: its drafts are its own while it stays. Returns the matching `disconnect`. */
  connect(window: string): () => void {
    this.connected.set(window, (this.connected.get(window) ?? 0) + 1);
    let open = true;
    return () => {
      if (!open) return;
      open = false;
      const left = (this.connected.get(window) ?? 1) - 1;
      if (left > 0) this.connected.set(window, left);
      else this.connected.delete(window);
    };
  }

  read(window: string): Promise<Drafts> {
    return this.enqueue(async () => {
      const windows = await this.load();
      const own = windows.get(window) ?? NO_DRAFTS;
      const orphans = [...windows.keys()].filter((id) => id !== window && !this.connected.has(id));
      if (orphans.length === 0) return own;
      const merged = mergeDrafts([own, ...orphans.map((id) => windows.get(id) ?? NO_DRAFTS)]);
      for (const id of orphans) windows.delete(id);
      this.set(windows, window, merged);
      await this.persist(windows);
      return merged;
    });
  }

  write(window: string, drafts: Drafts): Promise<void> {
    return this.enqueue(async () => {
      const windows = await this.load();
      this.set(windows, window, drafts);
      await this.persist(windows);
    });
  }

  private enqueue<T>(operation: () => Promise<T>): Promise<T> {
    const next = this.queue.then(operation);
    // The queue goes on after a failure; the caller still hears of it.
    this.queue = next.catch(() => undefined);
    return next;
  }

  private set(windows: Map<string, Drafts>, window: string, drafts: Drafts): void {
    if (drafts.tabs.length === 0) windows.delete(window);
    else windows.set(window, drafts);
  }

  /** The windows' records, read from the file once; a file from before windows is one unnamed window's. */
  private async load(): Promise<Map<string, Drafts>> {
    if (this.windows) return this.windows;
    const windows = new Map<string, Drafts>();
    const json = await readFile(this.store.file, 'utf8').catch(() => undefined);
    if (json !== undefined) {
      const byWindow = windowsOf(json);
      if (byWindow) {
        for (const [id, record] of Object.entries(byWindow)) {
          const drafts = parseDrafts(JSON.stringify(record));
          if (WINDOW_ID.test(id) && drafts.tabs.length > 0) windows.set(id, drafts);
        }
      } else {
        const drafts = parseDrafts(json);
        if (drafts.tabs.length > 0) windows.set(UNNAMED_WINDOW, drafts);
      }
    }
    this.windows = windows;
    return windows;
  }

  private persist(windows: ReadonlyMap<string, Drafts>): Promise<void> {
    if (windows.size === 0) return this.store.write(NO_DRAFTS);
    const record: WindowedRecord = { ...mergeDrafts([...windows.values()]), windows: Object.fromEntries(windows) };
    return this.store.write(record);
  }
}

/** The `windows` of a drafts file, or null for a file without (or not ours). */
function windowsOf(json: string): Record<string, unknown> | null {
  try {
    const parsed = JSON.parse(json) as { windows?: unknown };
    const windows = parsed.windows;
    return typeof windows === 'object' && windows !== null && !Array.isArray(windows)
      ? (windows as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
