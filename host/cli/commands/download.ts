import path from 'node:path';
import type { DownloadSource } from '../../../engine/download/downloaded-card.js';
import { DownloadCacheFlags } from '../../download/cli-flags.js';
import { downloadCards, type DownloadQuery } from '../../download/download-cards.js';
import { describeError } from '../../download/errors.js';
import { existingCards } from '../../download/existing-cards.js';
import { EXIT_FINDINGS, EXIT_OK, UsageError, type Command } from '../command.js';

const USAGE = `Usage: cardsmith download (--name NAME | --multiverse ID | --search QUERY) [options]

Downloads real cards from Scryfall or Gatherer and writes one card file per card, with the card's own
name as ~. Every new file is parsed at once and its warnings are printed as path:line:col: warning code: message.

Options:
  --name NAME          one card by its exact name (Scryfall falls back to its closest match and says so)
  --multiverse ID      one card by its multiverse id
  --search QUERY       every card a search finds (Scryfall syntax, or a Gatherer query / name words)
  --out DIR            folder for the files (default: the current folder)
  --source S           scryfall (default) or gatherer
  --force              replace files that exist (otherwise they are left alone and reported)
  --gatherer-url URL   Gatherer base URL (default: $CARDSMITH_GATHERER_URL or https://gatherer.wizards.com/)
  --scryfall-url URL   Scryfall API base URL (default: $CARDSMITH_SCRYFALL_URL or https://api.scryfall.com/)
  --cache-dir DIR      where answers are cached for 24 hours (default: ~/.cache/cardsmith)
  --no-cache           ask the source again even when a cached answer exists

Exit status: 0 every card written, 1 a card could not be downloaded or its file exists, 2 usage error.`;

interface Flags {
  query: DownloadQuery | null;
  out: string;
  source: DownloadSource;
  force: boolean;
  gathererUrl?: string;
  scryfallUrl?: string;
  cache: DownloadCacheFlags;
}

function parseFlags(args: readonly string[]): Flags {
  const flags: Flags = { query: null, out: '.', source: 'scryfall', force: false, cache: new DownloadCacheFlags() };
  const setQuery = (query: DownloadQuery): void => {
    if (flags.query !== null) throw new UsageError('give only one of --name, --multiverse and --search');
    flags.query = query;
  };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    const [key, inline] =
      arg.startsWith('--') && arg.includes('=')
        ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)]
        : [arg, undefined];
    const value = (): string => {
      const v = inline ?? args[++i];
      if (v === undefined || (inline === undefined && v.startsWith('--'))) throw new UsageError(`${key} needs a value`);
      return v;
    };
    switch (key) {
      case '--name':
        setQuery({ name: value() });
        break;
      case '--multiverse': {
        const v = value();
        if (!/^\d+$/.test(v) || Number(v) <= 0)
          throw new UsageError(`--multiverse needs a positive whole number, not "${v}"`);
        setQuery({ multiverseId: Number(v) });
        break;
      }
      case '--search':
        setQuery({ search: value() });
        break;
      case '--out':
        flags.out = value();
        break;
      case '--source': {
        const v = value();
        if (v !== 'scryfall' && v !== 'gatherer') throw new UsageError(`--source is scryfall or gatherer, not "${v}"`);
        flags.source = v;
        break;
      }
      case '--force':
        flags.force = true;
        break;
      case '--gatherer-url':
        flags.gathererUrl = value();
        break;
      case '--scryfall-url':
        flags.scryfallUrl = value();
        break;
      case '--cache-dir':
        flags.cache.dir = value();
        break;
      case '--no-cache':
        flags.cache.disabled = true;
        break;
      default:
        throw new UsageError(`unknown option "${arg}"`);
    }
  }
  return flags;
}

function shown(cwd: string, file: string): string {
  const relative = path.relative(cwd, file);
  return relative === '' || relative.startsWith('..') ? file : relative;
}

export const downloadCommand: Command = {
  usage: USAGE,
  async run(args, io) {
    const flags = parseFlags(args);
    if (flags.query === null) throw new UsageError('give --name, --multiverse or --search');
    const progress = io.errIsTTY === true;
    const out = path.resolve(io.cwd, flags.out);
    const report = await downloadCards({
      query: flags.query,
      source: flags.source,
      out,
      force: flags.force,
      // As in the app: a card the folder already holds under another file name is skipped, not written twice.
      existing: { cards: await existingCards(out), shownFrom: io.cwd },
      client: {
        gathererUrl: flags.gathererUrl,
        scryfallUrl: flags.scryfallUrl,
        cacheDir: flags.cache.resolve(io.env),
        env: io.env,
      },
      onProgress: progress
        ? (p) => io.err(p.name === null ? '\r\x1b[K' : `\r\x1b[K${p.done}/${p.total} ${p.name}`)
        : undefined,
    });
    if (report.error) {
      io.err(`cardsmith download: ${describeError(report.error)}\n`);
      return EXIT_FINDINGS;
    }
    let problems = 0;
    for (const item of report.items) {
      if (item.status === 'written') {
        io.out(`wrote ${shown(io.cwd, item.path)}\n`);
        if (item.note) io.out(`  note: ${item.note}\n`);
        for (const w of item.warnings) {
          io.out(`${shown(io.cwd, w.file)}:${w.line}:${w.column}: warning ${w.code}: ${w.message}\n`);
        }
      } else if (item.status === 'exists') {
        problems++;
        io.err(`cardsmith download: ${shown(io.cwd, item.path)} exists; not replaced (use --force to replace it)\n`);
      } else {
        problems++;
        io.err(`cardsmith download: ${item.name ?? 'card'}: ${describeError(item.error)}\n`);
      }
    }
    if (report.items.length === 0) io.out('no cards found\n');
    return problems > 0 ? EXIT_FINDINGS : EXIT_OK;
  },
};
