import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The package root (where package.json lives). Found by walking up, because this module runs both from
 * source (host/) through tsx and compiled (dist/host/) in Electron.
 */
function findAppRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest)) {
      const pkg = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: unknown };
      if (pkg.name === 'cardsmith') return dir;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('cannot find the cardsmith package root');
    dir = parent;
  }
}

export const appRoot = findAppRoot();

/** Where `vite build` puts the renderer; both Electron and web mode serve it from here. */
export const rendererDir = path.join(appRoot, 'dist', 'renderer');

/** The example workspace a first start opens. */
export const defaultCardsDir = path.join(appRoot, 'cards');
