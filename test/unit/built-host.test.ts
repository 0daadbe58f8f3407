import { execFile } from 'node:child_process';
import { copyFile, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The desktop app runs the host as built JavaScript (tsconfig.build.json → dist/), not through tsx, with
 * package.json one folder further up. Build into a scratch copy of that layout (inside the project, so
 * node_modules resolves) and compile the shipped cards on the compile worker, as the app would.
 */
describe('the host as built for the desktop app', () => {
  it('compiles a workspace on its worker thread (and zips on a helper from there), with the right tool version', async () => {
    const app = path.join(root, 'test-results', 'built-host');
    await rm(app, { recursive: true, force: true });
    await mkdir(app, { recursive: true });
    try {
      await copyFile(path.join(root, 'package.json'), path.join(app, 'package.json'));
      const tsc = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc');
      await run(process.execPath, [
        tsc,
        '-p',
        path.join(root, 'tsconfig.build.json'),
        '--outDir',
        path.join(app, 'dist'),
      ]);
      const script = path.join(app, 'compile.mjs');
      await writeFile(
        script,
        `import { compileOffThread, startCompileWorker } from './dist/host/packs/compile-off-thread.js';
import { loadPack } from './dist/host/packs/load-pack.js';
const out = ${JSON.stringify(path.join(app, 'pack.zip'))};
// The worker must start from dist/ (a failure would only be hidden by the fallback to this thread), and so
// must the zip helper it starts in turn (a failure there would only be hidden by zipping on the worker).
const worker = startCompileWorker();
const direct = await new Promise((resolve, reject) => {
  worker.on('message', (reply) => reply.type === 'result' && resolve([reply.result.status, reply.result.zippedOffThread]));
  worker.once('error', reject);
  worker.postMessage({ type: 'compile', root: ${JSON.stringify(path.join(root, 'cards'))}, out: ${JSON.stringify(path.join(app, 'direct.zip'))}, strict: false, zipHelper: true });
});
await worker.terminate();
const result = await compileOffThread({ root: ${JSON.stringify(path.join(root, 'cards'))}, out });
const pack = await loadPack(out);
console.log(JSON.stringify({
  direct,
  status: result.status,
  cards: result.cardCount,
  loaded: pack.ok,
  version: pack.ok ? pack.manifest.toolVersion : null,
}));
`,
      );
      const { stdout } = await run(process.execPath, [script]);
      const { version } = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8')) as { version: string };
      const report = JSON.parse(stdout) as { cards: number };
      expect(report).toEqual({
        direct: ['written', true],
        status: 'written',
        cards: expect.any(Number),
        loaded: true,
        version,
      });
      expect(report.cards).toBeGreaterThan(50);
    } finally {
      await rm(app, { recursive: true, force: true });
    }
  }, 120_000);
});
