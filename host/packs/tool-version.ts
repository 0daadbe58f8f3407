import { readFileSync } from 'node:fs';

let cached: string | undefined;

/** The cardsmith version recorded in every pack's manifest (package.json's `version`). */
export function toolVersion(): string {
  if (cached === undefined) {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
      version?: unknown;
    };
    cached = typeof pkg.version === 'string' ? pkg.version : '0.0.0';
  }
  return cached;
}
