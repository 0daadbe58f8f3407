import path from 'node:path';
import { formatPackError } from '../../../engine/packs/pack-error.js';
import type { PackManifest } from '../../../engine/packs/manifest.js';
import { loadPack } from '../../packs/load-pack.js';
import { EXIT_FINDINGS, EXIT_OK, EXIT_USAGE, UsageError, type CliIo, type Command } from '../command.js';
import { displayPath } from './pack-output.js';

const usage = `Usage: cardsmith inspect <pack.zip> [--json]

Lists a pack's manifest (format and tool version, every card with its source and hash, the warnings
it was compiled with) and verifies every entry: safe names, sane sizes, CRCs, SHA-256 hashes against
the manifest, and the CardTemplate schema. The pack is treated as untrusted and nothing is written.

Options:
  --json  print { ok, manifest, errors } as JSON

Exit: 0 every entry verified, 1 any problem with the pack, 2 usage error or unreadable file.`;

function printManifest(manifest: PackManifest, io: CliIo): void {
  io.out(`format ${manifest.packFormatVersion}, compiled by cardsmith ${manifest.toolVersion}\n`);
  io.out(`${manifest.cardCount} card${manifest.cardCount === 1 ? '' : 's'}:\n`);
  const width = Math.max(0, ...manifest.cards.map((c) => c.name.length));
  for (const card of manifest.cards) {
    io.out(`  ${card.name.padEnd(width)}  ${card.source}  ${card.sha256.slice(0, 12)}\n`);
  }
  if (manifest.warnings.length > 0) {
    io.out(`${manifest.warnings.length} warning${manifest.warnings.length === 1 ? '' : 's'}:\n`);
    for (const w of manifest.warnings) io.out(`  ${w.file}:${w.line}:${w.column}: warning ${w.code}: ${w.message}\n`);
  }
  for (const d of manifest.duplicates) {
    io.out(`duplicate name ${JSON.stringify(d.name)}: ${d.sources.join(', ')}\n`);
  }
}

export const inspectCommand: Command = {
  usage,
  async run(args, io) {
    let file: string | undefined;
    let json = false;
    for (const arg of args) {
      if (arg === '--json') json = true;
      else if (arg.startsWith('-')) throw new UsageError(`unknown option ${arg}`);
      else if (file === undefined) file = arg;
      else throw new UsageError(`unexpected argument ${arg}`);
    }
    if (file === undefined) throw new UsageError('missing the pack to inspect');
    const packPath = path.resolve(io.cwd, file);
    const shown = displayPath(io.cwd, packPath);
    const result = await loadPack(packPath);
    const errors = result.ok ? [] : result.errors;
    const manifest = result.manifest;
    const unreadable = errors.some((e) => e.code === 'io');

    if (json) {
      io.out(`${JSON.stringify({ ok: result.ok, pack: packPath, manifest, errors }, null, 2)}\n`);
    } else {
      io.out(`${shown}\n`);
      if (manifest) printManifest(manifest, io);
      for (const error of errors) io.err(`${shown}: ${formatPackError(error)}\n`);
      if (result.ok)
        io.out(`All ${manifest?.cardCount ?? 0} card entries match their hashes and the template schema.\n`);
      else io.err(`cardsmith inspect: ${errors.length} problem${errors.length === 1 ? '' : 's'} in ${shown}.\n`);
    }
    if (result.ok) return EXIT_OK;
    return unreadable ? EXIT_USAGE : EXIT_FINDINGS;
  },
};
