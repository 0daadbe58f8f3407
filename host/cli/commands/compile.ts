import path from 'node:path';
import { wasCancelled } from '../../contract.js';
import { compileWorkspace, type CompileProgress, type CompileResult } from '../../packs/compile-workspace.js';
import {
  EXIT_FINDINGS,
  EXIT_INTERRUPTED,
  EXIT_OK,
  EXIT_USAGE,
  UsageError,
  type CliIo,
  type Command,
} from '../command.js';
import { displayPath, formatSize } from './pack-output.js';

const usage = `Usage: cardsmith compile [workspace] -o <pack.zip> [--strict] [--json]

Parses every card file under the workspace folder (default: the current folder), in every card format,
and writes one pack zip: a CardTemplate JSON entry per card and manifest.json. The same sources always
give the same bytes. The pack is replaced atomically: on any failure an earlier pack is left untouched.

Options:
  -o, --out <file>  the pack to write (required)
  --strict          refuse to write the pack when any card has a warning or two cards share a name
  --json            print the result as JSON instead of text

Ctrl+C stops the compile before it writes anything (a pack already being written is finished); a second
Ctrl+C quits at once.

Exit: 0 pack written (even with warnings, which are printed), 1 refused (--strict, or two files that
would be stored under one entry), 2 usage or I/O error (nothing written), 130 stopped by Ctrl+C.`;

interface CompileArgs {
  readonly workspace: string;
  readonly out: string;
  readonly strict: boolean;
  readonly json: boolean;
}

function parseArgs(args: readonly string[], cwd: string): CompileArgs {
  let workspace: string | undefined;
  let out: string | undefined;
  let strict = false;
  let json = false;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    if (arg === '--strict') strict = true;
    else if (arg === '--json') json = true;
    else if (arg === '-o' || arg === '--out') {
      out = args[++i];
      if (out === undefined || out === '') throw new UsageError(`${arg} needs a file name`);
    } else if (arg.startsWith('--out=')) out = arg.slice('--out='.length);
    else if (arg.startsWith('-')) throw new UsageError(`unknown option ${arg}`);
    else if (workspace === undefined) workspace = arg;
    else throw new UsageError(`unexpected argument ${arg}`);
  }
  if (!out) throw new UsageError('missing -o <pack.zip>');
  return { workspace: path.resolve(cwd, workspace ?? '.'), out: path.resolve(cwd, out), strict, json };
}

/** Redraws one status line on a terminal, at most every 100 ms. */
function progressLine(io: CliIo): { update(p: CompileProgress): void; clear(): void } {
  let last = 0;
  let drawn = false;
  return {
    update(p) {
      const now = Date.now();
      if (now - last < 100 && p.done !== p.total) return;
      last = now;
      drawn = true;
      io.err(`\r\x1b[2Kcompiling ${p.done}/${p.total} ${p.file}`);
    },
    clear() {
      if (drawn) io.err('\r\x1b[2K');
    },
  };
}

function exitCode(result: CompileResult): number {
  if (result.status === 'written') return EXIT_OK;
  if (wasCancelled(result)) return EXIT_INTERRUPTED;
  return result.status === 'refused' ? EXIT_FINDINGS : EXIT_USAGE;
}

function printText(result: CompileResult, io: CliIo, strict: boolean): void {
  const where = (file: string): string => displayPath(io.cwd, path.resolve(result.root, file));
  for (const w of result.warnings) {
    io.out(`${where(w.file)}:${w.line}:${w.column}: warning ${w.code}: ${w.message}\n`);
  }
  for (const d of result.duplicates) {
    for (const source of d.sources) {
      const others = d.sources.filter((s) => s !== source).map(where);
      io.out(
        `${where(source)}:1:1: warning duplicate-name: ${JSON.stringify(d.name)} is also defined in ${others.join(', ')}\n`,
      );
    }
  }
  const pack = displayPath(io.cwd, result.packPath);
  const count = `${result.cardCount} card${result.cardCount === 1 ? '' : 's'}`;
  const warnings = result.warnings.length + result.duplicates.length;
  const warned = `${warnings} warning${warnings === 1 ? '' : 's'}`;
  if (result.status === 'written') {
    io.out(`Compiled ${count} with ${warned} into ${pack} (${formatSize(result.packSize ?? 0)}).\n`);
    return;
  }
  const kept = 'any earlier pack there is unchanged';
  if (wasCancelled(result)) {
    io.err(`cardsmith compile: ${pack} was not written (stopped by Ctrl+C); ${kept}.\n`);
    return;
  }
  const failureFile = (file: string | null): string =>
    file === null ? '' : `${path.isAbsolute(file) ? displayPath(io.cwd, file) : where(file)}: `;
  for (const f of result.failures) io.err(`${failureFile(f.file)}${f.message}\n`);
  const why =
    result.status === 'refused' && result.failures.some((f) => f.code === 'strict') && strict
      ? `--strict: ${count} with ${warned}`
      : result.status === 'refused'
        ? 'the problems above must be fixed first'
        : 'see the errors above';
  io.err(`cardsmith compile: ${pack} was not written (${why}); ${kept}.\n`);
}

export const compileCommand: Command = {
  usage,
  async run(args, io) {
    const options = parseArgs(args, io.cwd);
    const progress = io.errIsTTY ? progressLine(io) : null;
    const cancel = new AbortController();
    const stopListening = io.onInterrupt?.(() => {
      progress?.clear();
      io.err('cardsmith compile: stopping (Ctrl+C again to quit at once)\n');
      cancel.abort();
    });
    let result: CompileResult;
    try {
      result = await compileWorkspace({
        root: options.workspace,
        out: options.out,
        strict: options.strict,
        signal: cancel.signal,
        // Once stopping, the progress line stays cleared.
        onProgress: progress
          ? (p) => {
              if (!cancel.signal.aborted) progress.update(p);
            }
          : undefined,
      });
    } finally {
      stopListening?.();
    }
    progress?.clear();
    if (options.json) io.out(`${JSON.stringify(result, null, 2)}\n`);
    else printText(result, io, options.strict);
    return exitCode(result);
  },
};
