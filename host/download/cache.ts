import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { join } from 'node:path';
import type { Clock } from './rate-limiter.js';

/** A cached successful response. */
export interface CachedResponse {
  readonly url: string;
  readonly finalUrl: string;
  readonly status: number;
  readonly contentType: string;
  readonly body: string;
  readonly storedAt: number;
}

export const DAY_MS = 24 * 60 * 60 * 1000;

/** `--cache-dir`, else `$XDG_CACHE_HOME/cardsmith`, else `~/.cache/cardsmith`. */
export function defaultCacheDir(env: Readonly<Record<string, string | undefined>>): string {
  const base = env['XDG_CACHE_HOME'] || join(homedir(), '.cache');
  return join(base, 'cardsmith');
}

/**
 * A small on-disk cache of responses, one JSON file per URL (named by its SHA-256), fresh for 24 hours.
 * Failures to read or write are ignored: the cache only saves requests, it never breaks a download.
 */
export class DiskCache {
  constructor(
    private readonly dir: string,
    private readonly clock: Clock,
    private readonly lifetimeMs = DAY_MS,
  ) {}

  private file(url: string): string {
    return join(this.dir, `${createHash('sha256').update(url).digest('hex')}.json`);
  }

  async get(url: string): Promise<CachedResponse | null> {
    try {
      const entry = JSON.parse(await readFile(this.file(url), 'utf8')) as CachedResponse;
      if (entry.url !== url || this.clock.now() - entry.storedAt > this.lifetimeMs) return null;
      return entry;
    } catch {
      return null;
    }
  }

  async set(entry: Omit<CachedResponse, 'storedAt'>): Promise<void> {
    try {
      await mkdir(this.dir, { recursive: true });
      const target = this.file(entry.url);
      const temp = `${target}.${randomBytes(4).toString('hex')}.tmp`;
      await writeFile(temp, JSON.stringify({ ...entry, storedAt: this.clock.now() }));
      await rename(temp, target);
    } catch {
      // A read-only or full disk just means no cache.
    }
  }
}
