import { cardFormats, formatForPath } from '../../../engine/format/formats.js';
import type { CardTemplate } from '../../../engine/templates/card-template.js';
import { cachedWarning, CHECK_CACHE_FILE, CheckCache, type CachedWarning, type FileStat } from '../check-cache.js';
import { EXIT_FINDINGS, EXIT_OK, EXIT_USAGE, UsageError, type Command } from '../command.js';
import type { FileWarning, ParseTask } from '../parse-card-task.js';
import { parseInOrder, workersFromEnv } from '../parse-pool.js';
import {
  displayPath,
  listCardFiles,
  readerFor,
  readFiles,
  reportRead,
  unreadable,
  type CardFilesRead,
  type FileProblem,
} from '../read-card-files.js';
import { errorMessage } from '../../error-message.js';
import { timeSlices } from '../../workspace/time-slices.js';

const USAGE = `Usage: cardsmith check [--json] [--no-cache] [paths...]

Parses card files and prints every warning as path:line:col: warning code: message.
Folders are searched recursively (node_modules and hidden folders are skipped); with no
paths the current folder is checked. Formats: ${cardFormats.flatMap((f) => f.extensions).join(', ')}.

The warnings of each file content checked are remembered in ${CHECK_CACHE_FILE} under the
current folder, so an unchanged file is not parsed (nor read) again; a new cardsmith starts a new cache.

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
    const report = (absolute: string, warnings: readonly CachedWarning[]): string => {
      const path = displayPath(io.cwd, absolute);
      files++;
      if (warnings.length > 0) withWarnings++;
      warningCount += warnings.length;
      for (const [line, column, , code, message] of warnings) {
        byCode[code] = (byCode[code] ?? 0) + 1;
        if (!json) io.out(`${path}:${line}:${column}: warning ${code}: ${message}\n`);
      }
      return path;
    };
    const cache = useCache && !json ? CheckCache.open(io.cwd) : null;
    const read = cache
      ? await checkWithCache(paths, io.cwd, cache, workersFromEnv(io.env), report)
      : await checkAll(paths, io.cwd, json, workersFromEnv(io.env), (absolute, warnings, card) => {
          const path = report(absolute, warnings.map(cachedWarning));
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
 * Takes each card file's warnings from the cache where it can, and parses the others (on several threads when many),
 * adding them to the cache. A file whose stat is the one the cache remembers is not read at all; the others are read
 * and looked up by content. `report` gets every file's warnings, in order.
 */
async function checkWithCache(
  paths: readonly string[],
  cwd: string,
  cache: CheckCache,
  workers: number | undefined,
  report: (absolute: string, warnings: readonly CachedWarning[]) => void,
): Promise<Omit<CardFilesRead, 'files'>> {
  const { files, named, problems, skipped } = await listCardFiles(paths, cwd);
  const known: (readonly CachedWarning[] | null)[] = new Array<null>(files.length).fill(null);
  // The files to read, each with its place and its stat taken before the read (see CheckCache.remember).
  const toRead = new Map<string, { readonly at: number; readonly stat: FileStat | undefined }>();
  const slice = timeSlices();
  for (let at = 0; at < files.length; at++) {
    const file = files[at] as string;
    const stat = named.has(file) ? undefined : CheckCache.statOf(file);
    const warnings = stat && cache.unchanged(file, stat);
    if (warnings) known[at] = warnings;
    else toRead.set(file, { at, stat });
    if ((at & 255) === 255) await slice();
  }
  const misses: { readonly task: ParseTask; readonly key: string; readonly at: number }[] = [];
  await readFiles(
    [...toRead.keys()],
    (file, text) => {
      const { at, stat } = toRead.get(file) as { at: number; stat: FileStat | undefined };
      const key = CheckCache.keyOf(formatForPath(file)?.extensions[0] ?? '', text);
      if (stat) cache.remember(file, stat, key);
      const warnings = cache.get(key);
      if (warnings) known[at] = warnings;
      else misses.push({ task: { file, text }, key, at });
    },
    (file, error) => problems.push(unreadable(cwd, file, errorMessage(error))),
    readerFor(named),
  );
  await parseInOrder(
    misses.map((m) => m.task),
    { withCards: false, workers },
    (index, parsed) => {
      const miss = misses[index];
      if (!miss) return;
      if ('warnings' in parsed) {
        const warnings = parsed.warnings.map(cachedWarning);
        known[miss.at] = warnings;
        cache.set(miss.key, warnings);
      } else {
        problems.push(unparsable(cwd, miss.task.file, 'failed' in parsed ? parsed.failed : parsed.unreadable));
      }
    },
  );
  for (let i = 0; i < files.length; i++) {
    const warnings = known[i];
    if (warnings) report(files[i] as string, warnings);
  }
  return { problems, skipped, ioError: problems.length > 0 };
}

function unparsable(cwd: string, absolute: string, message: string): FileProblem {
  return { path: displayPath(cwd, absolute), code: 'unparsable', message: `cannot parse: ${message}` };
}
