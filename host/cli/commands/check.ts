import type { CardWarning } from '../../../engine/diagnostics.js';
import { cardFormats, formatForPath } from '../../../engine/format/formats.js';
import type { CardTemplate } from '../../../engine/templates/card-template.js';
import { CHECK_CACHE_FILE, CheckCache, type CachedWarning } from '../check-cache.js';
import { EXIT_FINDINGS, EXIT_OK, EXIT_USAGE, UsageError, type Command } from '../command.js';
import { displayPath, reportRead, visitCardTexts } from '../read-card-files.js';

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
  readonly warnings: readonly Omit<CardWarning, 'file'>[];
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
    const cache = useCache && !json ? CheckCache.open(io.cwd) : null;
    // Printed as each file is parsed, and kept only for --json: nothing else needs the cards.
    const read = await visitCardTexts(paths, io.cwd, (absolute, text) => {
      const format = formatForPath(absolute);
      if (!format) return;
      const path = displayPath(io.cwd, absolute);
      let warnings: readonly CachedWarning[];
      if (cache) {
        const key = CheckCache.keyOf(format.extensions[0] ?? '', text);
        const known = cache.get(key);
        if (known) warnings = known;
        else {
          warnings = format.parse(text, absolute).warnings;
          cache.set(key, warnings);
        }
      } else {
        const result = format.parse(text, absolute);
        warnings = result.warnings;
        if (json) checked.push({ path, card: result.card, warnings: warnings.map(withoutFile) });
      }
      files++;
      if (warnings.length > 0) withWarnings++;
      warningCount += warnings.length;
      for (const w of warnings) byCode[w.code] = (byCode[w.code] ?? 0) + 1;
      if (!json) {
        for (const w of warnings) io.out(`${path}:${w.line}:${w.column}: warning ${w.code}: ${w.message}\n`);
      }
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

function withoutFile({ line, column, endColumn, code, message }: CachedWarning): CachedWarning {
  return { line, column, endColumn, code, message };
}
