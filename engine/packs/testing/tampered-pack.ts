import { buildPack, type Sha256 } from '../build-pack.js';
import { MANIFEST_ENTRY } from '../pack-layout.js';
import { card, parsed } from './sample-cards.js';

/**
 * The entries of a one-card pack whose card entry an attacker replaced by `bytes`, rewriting the manifest's hash to
 * match (the hash proves nothing about who wrote the pack): for tests and benchmarks of hostile packs.
 */
export function packWithCardEntry(bytes: Uint8Array, sha256: Sha256): Map<string, Uint8Array> {
  const pack = buildPack([{ source: 'elves.card', result: parsed(card()) }], { toolVersion: '1', sha256 });
  const entries = new Map(pack.entries.map((e) => [e.path, e.bytes]));
  const manifest = JSON.parse(new TextDecoder().decode(entries.get(MANIFEST_ENTRY))) as {
    cards: { entry: string; sha256: string }[];
  };
  for (const c of manifest.cards) {
    c.sha256 = sha256(bytes);
    entries.set(c.entry, bytes);
  }
  entries.set(MANIFEST_ENTRY, new TextEncoder().encode(JSON.stringify(manifest)));
  return entries;
}
