import { blockMatrix } from '../../../engine/rules/combat/block-matrix.js';
import { EXIT_OK, EXIT_USAGE, UsageError, type Command } from '../command.js';
import { readCardFiles } from '../read-card-files.js';
import { byName, loadedCards } from './card-library.js';

const usage = `Usage: cardsmith blocks <cards dir>... [--json]

For every creature card in the folders, lists the creature cards that could block it alone, by their
abilities only (flying, reach, intimidate, menace, "can't block", "can block only creatures with
flying", ...). "Can't" beats "can" (rule 101.2).

Options:
  --json  print {"<attacker>": ["<blocker>", ...]} sorted by name

Exit: 0 done, 2 usage error, unreadable folder, or a folder with no card file.`;

export const blocksCommand: Command = {
  usage,
  async run(args, io) {
    const paths: string[] = [];
    let json = false;
    for (const arg of args) {
      if (arg === '--json') json = true;
      else if (arg.startsWith('-')) throw new UsageError(`unknown option ${arg}`);
      else paths.push(arg);
    }
    if (paths.length === 0) throw new UsageError('missing the cards folder');
    const read = await readCardFiles('blocks', paths, io);
    const done = read.ioError ? EXIT_USAGE : EXIT_OK;
    const cards = [...byName(loadedCards(read)).values()];
    const matrix = blockMatrix(cards);
    if (json) {
      const out: Record<string, readonly string[]> = {};
      for (const row of matrix) out[row.attacker] = row.blockers;
      io.out(`${JSON.stringify(out, null, 2)}\n`);
      return done;
    }
    if (matrix.length === 0) {
      io.out('No creature cards found.\n');
      return done;
    }
    const width = Math.max(...matrix.map((r) => r.attacker.length), 'attacker'.length);
    io.out(`${'attacker'.padEnd(width)}  can be blocked alone by\n`);
    for (const row of matrix) {
      const blockers = row.blockers.length > 0 ? row.blockers.join(', ') : `(nothing${row.why ? `: ${row.why}` : ''})`;
      io.out(`${row.attacker.padEnd(width)}  ${blockers}\n`);
    }
    return done;
  },
};
