#!/usr/bin/env node
// `npm start`: build what is stale, then open the desktop app on the cards/ folder (or the last workspace).
// Where Electron's binary is missing (it is downloaded separately), say so in one line and serve web mode instead.
// `npm run web` (`--web`) always serves web mode. We never `import 'electron'` here: that would try to download it.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webOnly = process.argv.includes('--web');
// `--no-build` starts from whatever is in dist/ (tests use it).
const build = !process.argv.includes('--no-build');
const cardsDir = path.join(root, 'cards');

/** `--workspace DIR` or `--workspace=DIR`, passed on by `npm start -- --workspace DIR`. */
function workspaceArgument() {
  const args = process.argv.slice(2);
  const index = args.findIndex((arg) => arg === '--workspace' || arg.startsWith('--workspace='));
  if (index < 0) return undefined;
  const value = args[index].includes('=') ? args[index].slice('--workspace='.length) : args[index + 1];
  // npm runs scripts from the package folder; INIT_CWD is where the user typed the command.
  return value ? path.resolve(process.env.INIT_CWD ?? process.cwd(), value) : undefined;
}

/** Newest modification time under `entries` (files or folders), skipping dependencies and dot-folders. */
function newestMtime(entries) {
  let newest = 0;
  const visit = (entry) => {
    if (!existsSync(entry)) return;
    const stats = statSync(entry);
    if (stats.isDirectory()) {
      for (const name of readdirSync(entry)) {
        if (name !== 'node_modules' && !name.startsWith('.')) visit(path.join(entry, name));
      }
    } else {
      newest = Math.max(newest, stats.mtimeMs);
    }
  };
  entries.forEach((entry) => visit(path.join(root, entry)));
  return newest;
}

/** True when `output` is missing or older than any of its sources. */
function isStale(output, sources) {
  const target = path.join(root, output);
  return !existsSync(target) || statSync(target).mtimeMs < newestMtime(sources);
}

function run(command, args) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(root, command), ...args], { cwd: root, stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Runs a long-lived child, forwarding SIGINT/SIGTERM, and exits with its code. */
function handOver(file, args) {
  const child = spawn(file, args, { cwd: root, stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code) => process.exit(code ?? 0));
}

/** Electron's executable, if its binary was downloaded; checked on disk like node_modules/electron/index.js does. */
function electronBinary() {
  const dir = path.join(root, 'node_modules', 'electron');
  const pathFile = path.join(dir, 'path.txt');
  if (!existsSync(pathFile)) return undefined;
  const binary = path.join(dir, 'dist', readFileSync(pathFile, 'utf8').trim());
  return existsSync(binary) ? binary : undefined;
}

const rendererSources = ['renderer', 'engine', 'host/contract.ts', 'vite.config.ts', 'package.json'];
if (build && isStale('dist/renderer/index.html', rendererSources)) {
  console.error('Building the renderer (vite build)…');
  const code = await run('node_modules/vite/bin/vite.js', ['build', '--logLevel', 'warn']);
  if (code !== 0) process.exit(code);
}

const binary = webOnly ? undefined : electronBinary();
if (binary === undefined) {
  if (!webOnly) console.log('Electron is not installed on this machine (binary missing); starting web mode instead.');
  const workspace = workspaceArgument() ?? cardsDir;
  handOver(process.execPath, [path.join(root, 'bin', 'cardsmith.js'), 'serve', '--workspace', workspace, '--no-build']);
} else {
  if (build && isStale('dist/electron/main.js', ['electron', 'host', 'engine', 'tsconfig.build.json'])) {
    console.error('Building the desktop shell (tsc -p tsconfig.build.json)…');
    const code = await run('node_modules/typescript/bin/tsc', ['-p', 'tsconfig.build.json']);
    // tsc still emits on type errors; only a missing entry point stops us.
    if (code !== 0 && !existsSync(path.join(root, 'dist', 'electron', 'main.js'))) process.exit(code);
  }
  const workspace = workspaceArgument();
  handOver(binary, workspace === undefined ? [root] : [root, `--workspace=${workspace}`]);
}
