import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { parseScenario } from '../../../engine/rules/scenario/parse.js';
import { lookupIn, runScenario } from '../../../engine/rules/scenario/run.js';
import type { ScenarioProblem } from '../../../engine/rules/scenario/types.js';
import { EXIT_FINDINGS, EXIT_OK, UsageError, type CliIo, type Command } from '../command.js';
import { loadCards } from './card-library.js';

const usage = `Usage: cardsmith test <scenario files or folders>... [--cards <folder>]... [--json]

Runs rules scenarios (.scenario files; folders are searched recursively): each sets up a game with cards
from the card files, performs actions (play, cast, activate, attack, block, undo, ...) and checks
expectations. The format is described in docs/scenario-format.md.

Options:
  --cards <folder>  where card names are looked up (repeatable); default: ./cards if it exists, else .
  --json            print { scenarios: [{ file, ok, problems }] } as JSON

Exit: 0 every scenario passed, 1 a scenario failed or could not be read, 2 usage error or missing path.`;

async function scenarioFiles(paths: readonly string[], cwd: string): Promise<string[]> {
  const out: string[] = [];
  const walk = async (dir: string): Promise<void> => {
    const entries = await readdir(dir, { withFileTypes: true });
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const e of entries) {
      const full = path.join(dir, e.name);
      if (e.isDirectory() && !e.name.startsWith('.') && e.name !== 'node_modules') await walk(full);
      else if (e.isFile() && e.name.endsWith('.scenario')) out.push(full);
    }
  };
  for (const p of paths) {
    const full = path.resolve(cwd, p);
    const info = await stat(full).catch(() => null);
    if (!info) throw new Error(`${p}: no such file or folder`);
    if (info.isDirectory()) await walk(full);
    else out.push(full);
  }
  return out;
}

async function defaultCards(cwd: string): Promise<string> {
  const cards = path.join(cwd, 'cards');
  const info = await stat(cards).catch(() => null);
  return info?.isDirectory() ? cards : cwd;
}

/** Paths under the working folder are shown relative to it, others in full. */
function shown(io: CliIo, file: string): string {
  const rel = path.relative(io.cwd, file);
  return rel === '' || rel.startsWith('..') || path.isAbsolute(rel) ? file : rel;
}

function show(io: CliIo, p: ScenarioProblem): string {
  return `${shown(io, p.file)}:${p.line}: ${p.message}`;
}

export const testCommand: Command = {
  name: 'test',
  summary: 'Run rules scenarios against the card files',
  usage,
  async run(args, io) {
    const paths: string[] = [];
    const cardPaths: string[] = [];
    let json = false;
    for (let i = 0; i < args.length; i++) {
      const arg = args[i] as string;
      if (arg === '--json') json = true;
      else if (arg === '--cards') {
        const next = args[++i];
        if (next === undefined) throw new UsageError('--cards needs a folder');
        cardPaths.push(next);
      } else if (arg.startsWith('--cards=')) cardPaths.push(arg.slice('--cards='.length));
      else if (arg.startsWith('-')) throw new UsageError(`unknown option ${arg}`);
      else paths.push(arg);
    }
    if (paths.length === 0) throw new UsageError('missing the scenarios to run');
    const files = await scenarioFiles(paths, io.cwd);
    const cards = await loadCards(cardPaths.length > 0 ? cardPaths : [await defaultCards(io.cwd)], io.cwd);
    const lookup = lookupIn(cards.map((c) => c.card));
    const results: { file: string; ok: boolean; expectations: number; problems: readonly ScenarioProblem[] }[] = [];
    for (const file of files) {
      const parsed = parseScenario(await readFile(file, 'utf8'), file);
      const result =
        parsed.problems.length > 0
          ? { file, ok: false, expectations: 0, problems: parsed.problems }
          : (() => {
              const r = runScenario(parsed.scenario, lookup);
              return { file, ok: r.problems.length === 0, expectations: r.expectations, problems: r.problems };
            })();
      results.push(result);
    }
    const failed = results.filter((r) => !r.ok);
    if (json) {
      const scenarios = results.map((r) => ({ ...r, file: shown(io, r.file) }));
      io.out(`${JSON.stringify({ scenarios }, null, 2)}\n`);
    } else {
      for (const r of results) {
        const name = shown(io, r.file);
        io.out(
          `${r.ok ? 'pass' : 'FAIL'}  ${name}${r.ok ? ` (${r.expectations} expectation${r.expectations === 1 ? '' : 's'})` : ''}\n`,
        );
        for (const p of r.problems) io.err(`${show(io, p)}\n`);
      }
      io.out(
        `${results.length} scenario${results.length === 1 ? '' : 's'}: ${results.length - failed.length} passed, ${failed.length} failed\n`,
      );
    }
    if (results.length === 0) {
      io.err('cardsmith test: no .scenario files found\n');
      return EXIT_FINDINGS;
    }
    return failed.length === 0 ? EXIT_OK : EXIT_FINDINGS;
  },
};
