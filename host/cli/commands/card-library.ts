import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { CardWarning } from '../../../engine/diagnostics.js';
import { parseCardFile } from '../../../engine/format/formats.js';
import type { CardTemplate } from '../../../engine/templates/card-template.js';
import { findCardFiles } from '../../workspace/card-files.js';

export interface LoadedCard {
  readonly file: string;
  readonly card: CardTemplate;
  readonly warnings: readonly CardWarning[];
}

/**
 * Reads and parses every card file under `paths` (files or folders), in findCardFiles order.
 * Rejects when a path doesn't exist, so commands can turn that into exit code 2.
 */
export async function loadCards(paths: readonly string[], cwd: string): Promise<LoadedCard[]> {
  const files = await findCardFiles(paths.map((p) => path.resolve(cwd, p)));
  const out: LoadedCard[] = [];
  for (const file of files) {
    const parsed = parseCardFile(file, await readFile(file, 'utf8'));
    if (parsed) out.push({ file, card: parsed.card, warnings: parsed.warnings });
  }
  return out;
}

/** Cards by name; the first file wins when two share a name. Multi-face cards are also found by each face name. */
export function byName(cards: readonly LoadedCard[]): Map<string, CardTemplate> {
  const map = new Map<string, CardTemplate>();
  for (const { card } of cards) {
    if (!map.has(card.name)) map.set(card.name, card);
    for (const face of card.faces) if (!map.has(face.name)) map.set(face.name, card);
  }
  return map;
}
