import { readFileSync } from 'node:fs';

let cached: string | undefined;

/**
 * The cardsmith version (package.json's `version`): recorded in every pack's manifest, printed by
 * `cardsmith --version`, sent in the download clients' User-Agent. The package file is looked for upwards
 * from this module, since it sits one folder up in the sources (host/) and two in the built app (dist/host/).
 */
export function toolVersion(): string {
  if (cached === undefined) {
    cached = '0.0.0';
    for (const up of ['../package.json', '../../package.json']) {
      const version = versionIn(new URL(up, import.meta.url));
      if (version !== null) {
        cached = version;
        break;
      }
    }
  }
  return cached;
}

function versionIn(file: URL): string | null {
  try {
    const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name?: unknown; version?: unknown };
    return pkg.name === 'cardsmith' && typeof pkg.version === 'string' ? pkg.version : null;
  } catch {
    return null;
  }
}
