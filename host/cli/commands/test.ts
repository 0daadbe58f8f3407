import { stat } from 'node:fs/promises';
import path from 'node:path';
import { parseScenario } from '../../../engine/rules/scenario/parse.js';
import { lookupIn, runScenario } from '../../../engine/rules/scenario/run.js';
import type { ScenarioProblem } from '../../../engine/rules/scenario/types.js';
import { errorMessage } from '../../error-message.js';
import { findFiles } from '../../workspace/card-files.js';
import { EXIT_FINDINGS, EXIT_OK, EXIT_USAGE, UsageError, type CliIo, type Command } from '../command.js';
import { displayPath, listingProblems, readCardFiles, readFiles, reportProblems } from '../read-card-files.js';
import { loadedCards } from './card-library.js';

const SCENARIO_EXTENSION = '.scenario';

const usage = `Usage: cardsmith test <scenario files or folders>... [--cards <folder>]... [--json]

Runs rules scenarios (.scenario files; folders are searched recursively): each sets up a game with cards
from the card files, performs actions (play, cast, activate, attack, block, undo, ...) and checks
expectations. The format is described in docs/scenario-format.md.

Options:
  --cards <folder>  where card names are looked up (repeatable); default: ./cards if it exists, else .
  --json            print { scenarios: [{ file, ok, problems }] } as JSON

Exit: 0 every scenario passed, 1 a scenario failed, 2 usage error, a path missing or unreadable, or a cards
folder with no card file.`;

async function defaultCards(cwd: string): Promise<string> {
  const cards = path.join(cwd, 'cards');
  const info = await stat(cards).catch(() => null);
  return info?.isDirectory() ? cards : cwd;
}

/** Paths under the working folder are shown relative to it, others in full. */
function shown(io: CliIo, file: string): string {
  return displayPath(io.cwd, file);
}

function show(io: CliIo, p: ScenarioProblem): string {
  return `${shown(io, p.file)}:${p.line}: ${p.message}`;
}

export const testCommand: Command = {
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
    const found = await findFiles(paths, (name) => name.endsWith(SCENARIO_EXTENSION), io.cwd);
    const problems = listingProblems(found.problems, io.cwd, `not a scenario file (expected ${SCENARIO_EXTENSION})`);
    const texts: { file: string; text: string }[] = [];
    await readFiles(
      found.files,
      (file, text) => texts.push({ file, text }),
      (file, error) => {
        const message = `cannot read: ${errorMessage(error)}`;
        problems.push({ path: displayPath(io.cwd, file), code: 'unreadable', message });
      },
    );
    reportProblems('test', problems, io);
    if (problems.length > 0) return EXIT_USAGE;
    const read = await readCardFiles('test', cardPaths.length > 0 ? cardPaths : [await defaultCards(io.cwd)], io);
    if (read.ioError) return EXIT_USAGE;
    const lookup = lookupIn(loadedCards(read).map((c) => c.card));
    const results: { file: string; ok: boolean; expectations: number; problems: readonly ScenarioProblem[] }[] = [];
    for (const { file, text } of texts) {
      const parsed = parseScenario(text, file);
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
