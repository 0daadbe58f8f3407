import { createHash } from 'node:crypto';
import { mkdir, readFile, unlink } from 'node:fs/promises';
import path from 'node:path';
import { TEXT_ENCODINGS, type DraftTab, type Drafts } from '../contract.js';
import { atomicWrite } from './atomic-write.js';

export const NO_DRAFTS: Drafts = { tabs: [], active: null };

/** Web mode keeps a workspace's drafts inside it, in the hidden `.cardsmith` folder the tree and watcher skip. */
export function workspaceDraftsFile(workspaceRoot: string): string {
  return path.join(workspaceRoot, '.cardsmith', 'drafts.json');
}

/** The desktop app keeps them in its user-data folder, one file per workspace (named by a hash of its path). */
export function userDataDraftsFile(userDataDir: string, workspaceRoot: string): string {
  const key = createHash('sha256').update(workspaceRoot).digest('hex').slice(0, 16);
  return path.join(userDataDir, 'drafts', `${key}.json`);
}

function isDraftTab(value: unknown): value is DraftTab {
  if (typeof value !== 'object' || value === null) return false;
  const tab = value as Record<string, unknown>;
  const encoding = tab.encoding === undefined || (TEXT_ENCODINGS as readonly unknown[]).includes(tab.encoding);
  return typeof tab.path === 'string' && (tab.text === null || typeof tab.text === 'string') && encoding;
}

/** A record read back from disk, or NO_DRAFTS when it is missing or not ours (a damaged file is not an error). */
export function parseDrafts(json: string): Drafts {
  try {
    const record = JSON.parse(json) as { tabs?: unknown; active?: unknown };
    if (!Array.isArray(record.tabs) || !record.tabs.every(isDraftTab)) return NO_DRAFTS;
    const active = typeof record.active === 'string' ? record.active : null;
    const tabs = record.tabs.map((t) => ({
      path: t.path,
      text: t.text,
      ...(t.encoding ? { encoding: t.encoding } : {}),
    }));
    return { tabs, active };
  } catch {
    return NO_DRAFTS;
  }
}

/**
 * One workspace's drafts file. Writes are queued, so an older record never lands after a newer one. After
 * `discard` (the desktop app's "Discard changes" on close) writes are ignored until the next read, so a last
 * write from the closing page cannot bring the drafts back.
 */
export class DraftStore {
  private queue: Promise<void> = Promise.resolve();
  private discarded = false;
  /** The last record written or read: the desktop app's close dialog names its unsaved files. */
  private current: Drafts = NO_DRAFTS;

  constructor(readonly file: string) {}

  async read(): Promise<Drafts> {
    await this.queue;
    this.discarded = false;
    const json = await readFile(this.file, 'utf8').catch(() => undefined);
    this.current = json === undefined ? NO_DRAFTS : parseDrafts(json);
    return this.current;
  }

  write(drafts: Drafts): Promise<void> {
    const next = this.queue.then(async () => {
      if (this.discarded) return;
      this.current = drafts;
      if (drafts.tabs.length === 0) {
        await unlink(this.file).catch(() => undefined);
        return;
      }
      await mkdir(path.dirname(this.file), { recursive: true });
      await atomicWrite(this.file, JSON.stringify(drafts));
    });
    // The queue goes on after a failed write; the caller still hears of the failure.
    this.queue = next.catch(() => undefined);
    return next;
  }

  /** The files whose unsaved edits the drafts hold, as last written. */
  unsavedFiles(): readonly string[] {
    return this.current.tabs.filter((t) => t.text !== null).map((t) => t.path);
  }

  /** Forgets the drafts (the user chose to discard them) and ignores writes until the next read. */
  discard(): Promise<void> {
    this.discarded = true;
    this.current = NO_DRAFTS;
    const next = this.queue.then(() => unlink(this.file).catch(() => undefined));
    this.queue = next;
    return next;
  }
}
