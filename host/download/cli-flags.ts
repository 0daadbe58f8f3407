import { defaultCacheDir } from './cache.js';

/** `--cache-dir` and `--no-cache` as the CLI sees them: `null` means no cache at all. */
export class DownloadCacheFlags {
  dir: string | null = null;
  disabled = false;

  resolve(env: Readonly<Record<string, string | undefined>>): string | null {
    if (this.disabled) return null;
    return this.dir ?? env['CARDSMITH_CACHE_DIR'] ?? defaultCacheDir(env);
  }
}
