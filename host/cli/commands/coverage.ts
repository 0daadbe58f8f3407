import { coverageOf, formatShare, type CoverageReport } from '../../../engine/coverage/coverage.js';
import { EXIT_OK, EXIT_USAGE, UsageError, type Command } from '../command.js';
import { CARD_EXTENSIONS, readCardFiles } from '../read-card-files.js';

const DEFAULT_TOP = 20;

const USAGE = `Usage: cardsmith coverage [--json] [--top N] [paths...]

Measures how much of the cards' rules text the ability grammar understands: ability lines understood,
cards without warnings, and the refused lines grouped by the phrase that stopped the grammar (its first
up to 3 words), largest group first. Folders are searched recursively like "cardsmith check"; with no
paths the current folder is measured. Formats: ${CARD_EXTENSIONS}.

Options:
  --top N   how many groups to print (default ${DEFAULT_TOP}; 0 prints none)
  --json    print one JSON document with every number and all groups, each with its lines

Exit status: 0 (coverage reports, it does not judge), 2 usage or I/O error, or a folder with no card file.`;

export const coverageCommand: Command = {
  usage: USAGE,
  async run(args, io) {
    let json = false;
    let top = DEFAULT_TOP;
    const paths: string[] = [];
    for (let i = 0; i < args.length; i++) {
      const arg = args[i] ?? '';
      if (arg === '--json') json = true;
      else if (arg === '--top' || arg.startsWith('--top=')) {
        const value = arg === '--top' ? args[++i] : arg.slice('--top='.length);
        top = count(value);
      } else if (arg === '--') continue;
      else if (arg.startsWith('-')) throw new UsageError(`unknown option "${arg}"`);
      else paths.push(arg);
    }

    const { files, ioError } = await readCardFiles('coverage', paths, io);
    const report = coverageOf(files);
    io.out(json ? `${JSON.stringify(jsonReport(report), null, 2)}\n` : textReport(report, top));
    return ioError ? EXIT_USAGE : EXIT_OK;
  },
};

function count(value: string | undefined): number {
  if (value === undefined || !/^\d+$/.test(value)) {
    throw new UsageError(
      `--top needs a whole number, as in "--top 20"${value === undefined ? '' : `, not "${value}"`}`,
    );
  }
  return Number(value);
}

function textReport(report: CoverageReport, top: number): string {
  // Plain numbers (no thousands separators), so scripts and the README can quote the lines as they are.
  const of = (part: number, whole: number): string =>
    whole === 0 ? `${part} of ${whole}` : `${part} of ${whole} (${formatShare(part / whole)})`;
  const lines = [
    `Ability lines understood: ${of(report.understoodLines, report.abilityLines)}`,
    `Cards without warnings: ${of(report.cleanCards, report.cards)}`,
  ];
  const shown = report.groups.slice(0, top);
  if (shown.length > 0) {
    const refused = report.abilityLines - report.understoodLines;
    lines.push(
      '',
      `Refused lines by the phrase that stopped the grammar (top ${shown.length} of ${report.groups.length}, ${refused} lines):`,
    );
    const width = String(shown[0]?.count ?? 0).length;
    for (const g of shown) lines.push(`${String(g.count).padStart(width)}  ${g.key}  (${g.examples.join(', ')})`);
  }
  return `${lines.join('\n')}\n`;
}

/** Every number and every group; the shares are rounded so the document diffs cleanly between runs. */
function jsonReport(report: CoverageReport) {
  return {
    abilityLines: report.abilityLines,
    understoodLines: report.understoodLines,
    understoodShare: round(report.understoodShare),
    refusedLines: report.abilityLines - report.understoodLines,
    cards: report.cards,
    cleanCards: report.cleanCards,
    groups: report.groups.map((g) => ({
      key: g.key,
      count: g.count,
      examples: g.examples,
      lines: g.lines.map(({ path, line, column, text, card }) => ({ path, line, column, card, text })),
    })),
  };
}

function round(share: number): number {
  return Math.round(share * 10000) / 10000;
}
