#!/usr/bin/env node
// The `cardsmith` CLI runs as JavaScript bundled by esbuild into dist/cli/: built by `npm install`'s `prepare`
// (this file run as a script), and again by bin/cardsmith.js on the first run after a source changed. Loading one
// bundle takes a tenth of what compiling the TypeScript sources at every start did (tsx: 0.8 s before a command
// began). Plain JavaScript, so it runs before anything is built; esbuild is imported only to build.
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const CLI_DIR = path.join(root, 'dist', 'cli');
export const CLI_ENTRY = path.join(CLI_DIR, 'main.js');
/** The sources the last build read and when it started: what the stale check compares against. */
const INPUTS = path.join(CLI_DIR, 'inputs.json');
const SELF = path.relative(root, fileURLToPath(import.meta.url));

/**
 * Worker threads are started from a file beside their caller (host/start-worker.ts), so each `*-worker.ts` under
 * host/ is an entry of its own, written next to main.js.
 */
function entryPoints() {
  const workers = readdirSync(path.join(root, 'host'), { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('-worker.ts') && path.basename(file) !== 'start-worker.ts')
    .map((file) => path.join('host', file));
  return ['host/cli/main.ts', ...workers.sort()];
}

/**
 * True when the bundle is missing or a source it was built from (or this script) changed since that build
 * started. Only the files the build read are looked at (a few hundred `stat`s, about 5 ms): a new source file
 * matters only once some existing one imports it, and that one then changed.
 */
export function cliIsStale(cliDir = CLI_DIR, sourceRoot = root) {
  let record;
  try {
    record = JSON.parse(readFileSync(path.join(cliDir, 'inputs.json'), 'utf8'));
    statSync(path.join(cliDir, 'main.js'));
  } catch {
    return true;
  }
  const { startedAt, inputs } = record;
  if (typeof startedAt !== 'number' || !Array.isArray(inputs)) return true;
  for (const input of inputs) {
    try {
      if (statSync(path.join(sourceRoot, input)).mtimeMs > startedAt) return true;
    } catch {
      return true;
    }
  }
  return false;
}

/**
 * Bundles the CLI and its workers into dist/cli/ (npm packages stay outside the bundle, loaded from
 * node_modules). Commands are separate chunks, loaded when they run. Each file is written whole and renamed into
 * place, the entry points and the input list last, so a CLI starting meanwhile loads either build, never half
 * of one. Returns false (after printing esbuild's errors) when the sources do not build.
 */
export async function buildCli() {
  const { build } = await import('esbuild');
  const startedAt = Date.now();
  let result;
  try {
    result = await build({
      absWorkingDir: root,
      entryPoints: entryPoints(),
      outdir: CLI_DIR,
      entryNames: '[name]',
      // Beside the entries: code that starts a worker finds it relative to its own import.meta.url.
      chunkNames: 'chunk-[hash]',
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      packages: 'external',
      sourcemap: 'linked',
      metafile: true,
      write: false,
      logLevel: 'error',
    });
  } catch {
    return false;
  }
  mkdirSync(CLI_DIR, { recursive: true });
  const written = new Set(result.outputFiles.map((file) => file.path));
  const entries = new Set(
    Object.entries(result.metafile.outputs)
      .filter(([, o]) => o.entryPoint)
      .map(([f]) => path.join(root, f)),
  );
  const ordered = [...result.outputFiles].sort((a, b) => Number(entries.has(a.path)) - Number(entries.has(b.path)));
  for (const file of ordered) writeWhole(file.path, file.contents);
  const inputs = [...Object.keys(result.metafile.inputs).filter((f) => !f.startsWith('node_modules/')), SELF];
  writeWhole(INPUTS, `${JSON.stringify({ startedAt, inputs }, null, 1)}\n`);
  // Chunks of earlier builds are dropped (their names carry a hash of their content).
  for (const name of readdirSync(CLI_DIR)) {
    const file = path.join(CLI_DIR, name);
    if (file !== INPUTS && !written.has(file) && !name.endsWith('.tmp')) rmSync(file, { force: true });
  }
  return true;
}

function writeWhole(file, contents) {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, contents);
  renameSync(temporary, file);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    process.exitCode = (await buildCli()) ? 0 : 1;
  } catch (error) {
    // Installed without dev dependencies: no esbuild, so nothing to build with. Not a failed install.
    if (error?.code !== 'ERR_MODULE_NOT_FOUND') throw error;
    console.warn('cardsmith: esbuild is not installed, so the CLI was not built (it needs the dev dependencies).');
  }
}
