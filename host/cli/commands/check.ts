import type { CardWarning } from '../../../engine/diagnostics.js';
import { cardFormats } from '../../../engine/format/formats.js';
import type { CardTemplate } from '../../../engine/templates/card-template.js';
import { EXIT_FINDINGS, EXIT_OK, EXIT_USAGE, UsageError, type Command } from '../command.js';
import { readCardFiles } from '../read-card-files.js';

const USAGE = `Usage: cardsmith check [--json] [paths...]

Parses card files and prints every warning as path:line:col: warning code: message.
Folders are searched recursively (node_modules and hidden folders are skipped); with no
paths the current folder is checked. Formats: ${cardFormats.flatMap((f) => f.extensions).join(', ')}.

Options:
  --json   print one JSON document: {"files": [{"path", "card", "warnings"}], "summary"}

Exit status: 0 no warnings, 1 warnings, 2 usage or I/O error.`;

interface CheckedFile {
  readonly path: string;
  readonly card: CardTemplate;
  readonly warnings: readonly Omit<CardWarning, 'file'>[];
}

export const checkCommand: Command = {
  usage: USAGE,
  async run(args, io) {
    let json = false;
    const paths: string[] = [];
    for (const arg of args) {
      if (arg === '--json') json = true;
      else if (arg === '--') continue;
      else if (arg.startsWith('-')) throw new UsageError(`unknown option "${arg}"`);
      else paths.push(arg);
    }

    const read = await readCardFiles('check', paths, io);
    const ioError = read.ioError;
    const checked: CheckedFile[] = read.files.map(({ path, result }) => ({
      path,
      card: result.card,
      warnings: result.warnings.map(({ line, column, endColumn, code, message }) => ({
        line,
        column,
        endColumn,
        code,
        message,
      })),
    }));

    const warningCount = checked.reduce((n, f) => n + f.warnings.length, 0);
    const withWarnings = checked.filter((f) => f.warnings.length > 0).length;
    const byCode: Record<string, number> = {};
    for (const f of checked) for (const w of f.warnings) byCode[w.code] = (byCode[w.code] ?? 0) + 1;

    if (json) {
      const summary = {
        files: checked.length,
        filesWithWarnings: withWarnings,
        warnings: warningCount,
        byCode,
        errors: ioError,
      };
      io.out(`${JSON.stringify({ files: checked, summary }, null, 2)}\n`);
    } else {
      for (const f of checked) {
        for (const w of f.warnings) io.out(`${f.path}:${w.line}:${w.column}: warning ${w.code}: ${w.message}\n`);
      }
      const cards = `${checked.length} card file${checked.length === 1 ? '' : 's'}`;
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
