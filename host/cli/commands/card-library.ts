import type { CardWarning } from '../../../engine/diagnostics.js';
import type { CardTemplate } from '../../../engine/templates/card-template.js';
import { loadCardFiles, type CardFilesRead } from '../read-card-files.js';

export interface LoadedCard {
  readonly file: string;
  readonly card: CardTemplate;
  readonly warnings: readonly CardWarning[];
}

/** The cards of what readCardFiles read, with absolute file names. */
export function loadedCards(read: CardFilesRead): LoadedCard[] {
  return read.files.map(({ absolute, result }) => ({ file: absolute, card: result.card, warnings: result.warnings }));
}

/**
 * Reads and parses every card file under `paths` (files or folders, relative to `cwd`), as readCardFiles does.
 * Rejects on the first path that cannot be found or file that cannot be read: for tests and scripts that want
 * all or nothing.
 */
export async function loadCards(paths: readonly string[], cwd: string): Promise<LoadedCard[]> {
  const read = await loadCardFiles(paths, cwd);
  const problem = read.problems[0];
  if (problem) throw new Error(`${problem.path}: ${problem.message}`);
  return loadedCards(read);
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
