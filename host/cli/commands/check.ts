import { cardFormats, formatForPath } from '../../../engine/format/formats.js';
import type { CardTemplate } from '../../../engine/templates/card-template.js';
import { CHECK_CACHE_FILE, CheckCache, type CachedWarning } from '../check-cache.js';
import { EXIT_FINDINGS, EXIT_OK, EXIT_USAGE, UsageError, type Command } from '../command.js';
import type { FileWarning, ParseTask } from '../parse-card-task.js';
import { parseInOrder, workersFromEnv } from '../parse-pool.js';
import {
  displayPath,
  listCardFiles,
  reportRead,
  unreadable,
  visitCardTexts,
  type CardFilesRead,
  type FileProblem,
} from '../read-card-files.js';

const USAGE = `Usage: cardsmith check [--json] [--no-cache] [paths...]

Parses card files and prints every warning as path:line:col: warning code: message.
Folders are searched recursively (node_modules and hidden folders are skipped); with no
paths the current folder is checked. Formats: ${cardFormats.flatMap((f) => f.extensions).join(', ')}.

The warnings of each file content checked are remembered in ${CHECK_CACHE_FILE} under the
current folder, so an unchanged file is not parsed again; a new cardsmith starts a new cache.

Options:
  --json       print one JSON document: {"files": [{"path", "card", "warnings"}], "summary"}
               (parses every file: the cache holds warnings, not cards)
  --no-cache   parse every file, and neither read nor write the cache

Exit status: 0 no warnings, 1 warnings, 2 usage or I/O error, or a folder with no card file.`;

interface CheckedFile {
  readonly path: string;
  readonly card: CardTemplate;
  readonly warnings: readonly FileWarning[];
}

export const checkCommand: Command = {
  usage: USAGE,
  async run(args, io) {
    let json = false;
    let useCache = true;
    const paths: string[] = [];
    for (const arg of args) {
      if (arg === '--json') json = true;
      else if (arg === '--no-cache') useCache = false;
      else if (arg === '--') continue;
      else if (arg.startsWith('-')) throw new UsageError(`unknown option "${arg}"`);
      else paths.push(arg);
    }

    let files = 0;
    let withWarnings = 0;
    let warningCount = 0;
    const byCode: Record<string, number> = {};
    const checked: CheckedFile[] = [];
    const report = (absolute: string, warnings: readonly FileWarning[]): string => {
      const path = displayPath(io.cwd, absolute);
      files++;
      if (warnings.length > 0) withWarnings++;
      warningCount += warnings.length;
      for (const w of warnings) byCode[w.code] = (byCode[w.code] ?? 0) + 1;
      if (!json) {
        for (const w of warnings) io.out(`${path}:${w.line}:${w.column}: warning ${w.code}: ${w.message}\n`);
      }
      return path;
    };
    const cache = useCache && !json ? CheckCache.open(io.cwd) : null;
    const read = cache
      ? await checkWithCache(paths, io.cwd, cache, workersFromEnv(io.env), report)
      : await checkAll(paths, io.cwd, json, workersFromEnv(io.env), (absolute, warnings, card) => {
          const path = report(absolute, warnings);
          if (json && card) checked.push({ path, card, warnings });
        });
    await cache?.save();
    reportRead('check', read, io);
    const { skipped, ioError } = read;

    if (json) {
      const summary = {
        files,
        filesWithWarnings: withWarnings,
        warnings: warningCount,
        byCode,
        skipped,
        errors: ioError,
      };
      io.out(`${JSON.stringify({ files: checked, summary }, null, 2)}\n`);
    } else {
      const cards = `${files} card file${files === 1 ? '' : 's'}`;
      io.out(
        warningCount === 0
          ? `Checked ${cards}: no warnings.\n`
          : `Checked ${cards}: ${warningCount} warning${warningCount === 1 ? '' : 's'} in ${withWarnings} file${withWarnings === 1 ? '' : 's'}.\n`,
      );
    }
    if (ioError) return EXIT_USAGE;
    return warningCount > 0 ? EXIT_FINDINGS : EXIT_OK;
  },
};

/**
 * Reads and parses every card file, on several threads for a large folder (parseInOrder). `report` gets each
 * file's warnings (and its card with `withCards`) in order, as soon as the files before it are done.
 */
async function checkAll(
  paths: readonly string[],
  cwd: string,
  withCards: boolean,
  workers: number | undefined,
  report: (absolute: string, warnings: readonly FileWarning[], card: CardTemplate | undefined) => void,
): Promise<Omit<CardFilesRead, 'files'>> {
  const { files: found, named, problems, skipped } = await listCardFiles(paths, cwd);
  const tasks = found.map((file) => (named.has(file) ? { file, named: true } : { file }));
  await parseInOrder(tasks, { withCards, workers }, (index, parsed) => {
    const absolute = found[index] as string;
    if ('unreadable' in parsed) problems.push(unreadable(cwd, absolute, parsed.unreadable));
    else if ('failed' in parsed) problems.push(unparsable(cwd, absolute, parsed.failed));
    else report(absolute, parsed.warnings, parsed.card);
  });
  return { problems, skipped, ioError: problems.length > 0 };
}

/**
 * Reads every card file and takes the warnings of each content checked before from the cache; the others are
 * parsed after (on several threads when many) and added to the cache. `report` gets every file's warnings, in order.
 */
async function checkWithCache(
  paths: readonly string[],
  cwd: string,
  cache: CheckCache,
  workers: number | undefined,
  report: (absolute: string, warnings: readonly CachedWarning[]) => void,
): Promise<Omit<CardFilesRead, 'files'>> {
  const found: string[] = [];
  const known: (readonly CachedWarning[] | null)[] = [];
  const misses: { readonly task: ParseTask; readonly key: string; readonly at: number }[] = [];
  const read = await visitCardTexts(paths, cwd, (absolute, text) => {
    const format = formatForPath(absolute);
    if (!format) return;
    const key = CheckCache.keyOf(format.extensions[0] ?? '', text);
    const warnings = cache.get(key) ?? null;
    if (warnings === null) misses.push({ task: { file: absolute, text }, key, at: found.length });
    found.push(absolute);
    known.push(warnings);
  });
  const problems = [...read.problems];
  await parseInOrder(
    misses.map((m) => m.task),
    { withCards: false, workers },
    (index, parsed) => {
      const miss = misses[index];
      if (!miss) return;
      if ('warnings' in parsed) {
        known[miss.at] = parsed.warnings;
        cache.set(miss.key, parsed.warnings);
      } else {
        problems.push(unparsable(cwd, miss.task.file, 'failed' in parsed ? parsed.failed : parsed.unreadable));
      }
    },
  );
  for (let i = 0; i < found.length; i++) {
    const warnings = known[i];
    if (warnings) report(found[i] as string, warnings);
  }
  return { problems, skipped: read.skipped, ioError: problems.length > 0 };
}

function unparsable(cwd: string, absolute: string, message: string): FileProblem {
  return { path: displayPath(cwd, absolute), code: 'unparsable', message: `cannot parse: ${message}` };
}
