import { readFile } from 'node:fs/promises';
import { cardNameKey } from '../../engine/format/card-name-key.js';
import { isCardFile, parseCardFile } from '../../engine/format/formats.js';
import { findFiles } from '../workspace/card-files.js';
import { looksBinary } from '../workspace/text-encoding.js';

/** The cards already in a folder tree, by name key (cardNameKey) → the first file holding that name (absolute). */
export type ExistingCards = ReadonlyMap<string, string>;

/** Files read at once: enough to keep the disk busy, few enough not to run out of file handles. */
const READ_AT_ONCE = 32;

/**
 * Every card name under `root`, so a download skips a card the workspace already has in another file instead of
 * writing `Prodigal Pyromancer.card` beside `prodigal-pyromancer.card` (issue 23). Binary and unreadable files
 * hold no card. Never throws: a folder that cannot be listed has no cards.
 */
export async function existingCards(root: string): Promise<ExistingCards> {
  const found = await findFiles([root], isCardFile).catch(() => ({ files: [] as string[] }));
  const names = new Map<string, string>();
  for (let start = 0; start < found.files.length; start += READ_AT_ONCE) {
    const batch = found.files.slice(start, start + READ_AT_ONCE);
    const keys = await Promise.all(batch.map(nameKeyOf));
    batch.forEach((file, i) => {
      const key = keys[i];
      if (key && !names.has(key)) names.set(key, file);
    });
  }
  return names;
}

async function nameKeyOf(file: string): Promise<string | null> {
  try {
    const bytes = await readFile(file);
    if (looksBinary(bytes)) return null;
    const name = parseCardFile(file, bytes.toString('utf8'))?.card.name ?? '';
    return cardNameKey(name) || null;
  } catch {
    return null;
  }
}
