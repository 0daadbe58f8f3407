import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach } from 'vitest';

/** A real temporary folder with the given files (`/`-separated relative paths); remove() deletes it. */
export async function tempWorkspace(files: Readonly<Record<string, string>>): Promise<{
  readonly dir: string;
  remove(): Promise<void>;
}> {
  const dir = await mkdtemp(path.join(tmpdir(), 'cardsmith-packs-'));
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(dir, ...name.split('/'));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, text);
  }
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/**
 * For a test file: makes temporary workspaces (the sample cards unless told otherwise) and removes each after
 * the test that made it. Call at the top level of the file.
 */
export function tempWorkspaces(): (files?: Readonly<Record<string, string>>) => Promise<string> {
  const made: { remove(): Promise<void> }[] = [];
  afterEach(async () => {
    await Promise.all(made.splice(0).map((ws) => ws.remove()));
  });
  return async (files = SAMPLE_CARDS) => {
    const ws = await tempWorkspace(files);
    made.push(ws);
    return ws.dir;
  };
}

/** Real-looking card files in the plain text format. */
export const SAMPLE_CARDS: Readonly<Record<string, string>> = {
  'green/llanowar-elves.card': 'name Llanowar Elves\ncost {G}\ntype creature - elf druid\npt 1/1\ntext {T}: Add {G}.\n',
  'red/shock.card': 'name Shock\ncost {R}\ntype instant\ntext ~ deals 2 damage to any target.\n',
  'red/lightning-bolt.card': 'name Lightning Bolt\ncost {R}\ntype instant\ntext ~ deals 3 damage to any target.\n',
  'white/odd.card':
    'name Oddity\ncost {1}{W}\ntype creature - spirit\npt 1/1\nflavor Strange.\ntext Whenever ~ dances, shuffle your library.\n',
  'notes.md': '# not a card\n',
};
