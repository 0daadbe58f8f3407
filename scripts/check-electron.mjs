#!/usr/bin/env node
// `npm run check:electron`: Electronegativity over electron/ and renderer/, offline; fails on any HIGH or MEDIUM
// finding and on any file it could not parse (an unparsed file is an unchecked file).
//
// Why not just the CLI: it scans only .js/.jsx/.ts/.tsx/.html (our preload is .cts), and with `-o` it swallows
// parse errors. So we stage both folders into one input (global checks such as CSP and navigation limits need to see
// main and renderer together), mapping .cts/.mts/.cjs/.mjs to .ts/.js, and call its API, which also returns the
// parse errors. The CSV report is still written to test-results/ for CI artifacts.
// A finding that was reviewed is silenced at its line with Electronegativity's own `// eng-disable <CHECK>` comment.
import { cpSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'test-results');
const staged = path.join(outDir, 'electronegativity-input');
const report = path.join(outDir, 'electronegativity.csv');
const SCANNED = ['electron', 'renderer'];
const RENAMES = { '.cts': '.ts', '.mts': '.ts', '.cjs': '.js', '.mjs': '.js' };

/** The Electron version we ship, from package.json (offline, the tool cannot look it up). */
function electronVersion() {
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const spec = pkg.devDependencies?.electron ?? pkg.dependencies?.electron;
  const version = typeof spec === 'string' ? /\d+\.\d+\.\d+/.exec(spec)?.[0] : undefined;
  if (!version) throw new Error('package.json names no Electron version');
  return version;
}

function renameForScanner(dir) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) {
      renameForScanner(file);
      continue;
    }
    const ext = path.extname(name);
    if (RENAMES[ext]) renameSync(file, file.slice(0, -ext.length) + RENAMES[ext]);
  }
}

rmSync(staged, { recursive: true, force: true });
mkdirSync(staged, { recursive: true });
for (const dir of SCANNED) {
  cpSync(path.join(root, dir), path.join(staged, dir), {
    recursive: true,
    filter: (source) => !source.split(path.sep).includes('node_modules'),
  });
}
renameForScanner(staged);

const run = createRequire(import.meta.url)('@doyensec/electronegativity');
const version = electronVersion();
const result = await run({ input: staged, output: report, isRelative: true, electronVersionOverride: version });

const failing = result.issues.filter((issue) => issue.severity.value >= 2);
const parseErrors = result.errors.filter((error) => !error.tolerable);
for (const issue of result.issues) {
  const where = `${issue.file}:${issue.location.line}:${issue.location.column}`;
  console.log(`${issue.severity.name.padEnd(13)} ${issue.id}  ${where}  ${issue.description}`);
}
for (const error of parseErrors) console.log(`PARSE ERROR   ${path.relative(staged, error.file)}: ${error.message}`);
console.log(
  `Electronegativity (Electron ${version}) over ${SCANNED.join('/, ')}/: ${result.issues.length} finding(s), ` +
    `${failing.length} HIGH/MEDIUM, ${parseErrors.length} unparsed file(s). Report: ${path.relative(root, report)}`,
);
process.exitCode = failing.length > 0 || parseErrors.length > 0 ? 1 : 0;
