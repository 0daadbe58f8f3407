import { cardNameKey } from '../../../engine/format/card-name-key.js';
import type { CardWarning } from '../../../engine/diagnostics.js';
import type { ParseResult, ParseResults } from '../language/parse.js';

/** Names are compared as the pack compile does (engine/packs/build-pack.ts): ignoring case and Unicode form. */
export const nameKey = cardNameKey;

/** The card files on disk grouped by card name, kept from one disk index to the live overlay of each parse. */
export interface DiskNames {
  /** Each file's name key ('' when it has no card or no name). */
  readonly keyOf: ReadonlyMap<string, string>;
  /** Files by name key, in tree order. */
  readonly byKey: ReadonlyMap<string, readonly string[]>;
  /** The keys more than one file has. */
  readonly shared: readonly string[];
}

function keyOfResult(result: ParseResult | null | undefined): string {
  return result ? nameKey(result.card.name) : '';
}

/** Groups the files read so far by card name: once per change on disk, not per keystroke. */
export function diskNames(files: readonly string[], results: ParseResults): DiskNames {
  const keyOf = new Map<string, string>();
  const byKey = new Map<string, string[]>();
  for (const path of files) {
    const key = keyOfResult(results.get(path));
    keyOf.set(path, key);
    if (key === '') continue;
    const group = byKey.get(key);
    if (group) group.push(path);
    else byKey.set(key, [path]);
  }
  const shared = [...byKey].filter(([, paths]) => paths.length > 1).map(([key]) => key);
  return { keyOf, byKey, shared };
}

/**
 * The groups of files sharing a card name, with open files as typed (`live`) over the disk: costs the open files
 * and the groups, not the workspace.
 */
export function sharedNames(
  disk: DiskNames,
  live: ReadonlyMap<string, ParseResult | null>,
): readonly (readonly string[])[] {
  const changed = new Map<string, string[]>();
  const group = (key: string): string[] => {
    let paths = changed.get(key);
    if (!paths) {
      paths = [...(disk.byKey.get(key) ?? [])];
      changed.set(key, paths);
    }
    return paths;
  };
  for (const [path, result] of live) {
    const before = disk.keyOf.get(path);
    const now = keyOfResult(result);
    if (before === undefined || before === now) continue;
    if (before !== '') group(before).splice(group(before).indexOf(path), 1);
    if (now !== '') group(now).push(path);
  }
  const groups = disk.shared.filter((key) => !changed.has(key)).map((key) => disk.byKey.get(key) ?? []);
  for (const paths of changed.values()) if (paths.length > 1) groups.push(paths);
  return groups;
}

/** Where a file's `name` line is: found in the text when it is open, else the first line. */
export type NamePlace = (path: string) => { readonly line: number; readonly endColumn: number };

/** One `duplicate-name` warning per file of each group, naming the other files. */
export function duplicateNameWarnings(groups: readonly (readonly string[])[], place: NamePlace): CardWarning[] {
  return groups.flatMap((paths) =>
    paths.map((file): CardWarning => {
      const others = paths.filter((p) => p !== file);
      const { line, endColumn } = place(file);
      return {
        file,
        line,
        column: 1,
        endColumn,
        code: 'duplicate-name',
        message: `${others.join(', ')} ${others.length === 1 ? 'has' : 'have'} a card of the same name: a pack keeps one card per name, so rename one of them.`,
      };
    }),
  );
}

/** The `name` line of a card text (`name    Shock`), or of a JSON card (`"name": …`); line 1 when none is found. */
export function nameLineOf(text: string): { line: number; endColumn: number } {
  const lines = text.split('\n');
  const index = lines.findIndex((l) => /^\s*(name\b|"name"\s*:)/i.test(l));
  const at = Math.max(index, 0);
  return { line: at + 1, endColumn: Math.max(2, (lines[at] ?? '').trimEnd().length + 1) };
}
