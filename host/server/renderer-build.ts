import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { appRoot, rendererDir } from '../app-paths.js';

export type RendererBuild =
  { readonly ok: true; readonly built: boolean } | { readonly ok: false; readonly reason: string };

export function rendererIsBuilt(dir: string = rendererDir): boolean {
  return existsSync(path.join(dir, 'index.html'));
}

/** The command that builds the renderer, for messages. */
export const BUILD_COMMAND = 'npm run build:renderer';

/**
 * Builds the renderer with `vite build` if dist/renderer/index.html is missing. Vite's own output goes to our
 * stderr, so stdout stays free for what the caller prints (the URL).
 */
export async function ensureRendererBuilt(): Promise<RendererBuild> {
  if (rendererIsBuilt()) return { ok: true, built: false };
  let viteBin: string;
  try {
    const vitePackage = createRequire(path.join(appRoot, 'package.json')).resolve('vite/package.json');
    viteBin = path.join(path.dirname(vitePackage), 'bin', 'vite.js');
  } catch {
    return { ok: false, reason: `vite is not installed; run \`npm install\`, then \`${BUILD_COMMAND}\`` };
  }
  const code = await new Promise<number | null>((resolve) => {
    const child = spawn(process.execPath, [viteBin, 'build'], { cwd: appRoot, stdio: ['ignore', 2, 2] });
    child.on('error', () => resolve(null));
    child.on('exit', (exitCode) => resolve(exitCode));
  });
  if (code !== 0 || !rendererIsBuilt()) {
    return { ok: false, reason: `building the renderer failed; run \`${BUILD_COMMAND}\` to see why` };
  }
  return { ok: true, built: true };
}
