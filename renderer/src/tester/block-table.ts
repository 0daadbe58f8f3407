import { canBlockAlone, type CardTemplate } from './engine.js';

/** One answer of the combat matrix: can this blocker block that attacker all by itself, and if not, why. */
export interface BlockCell {
  readonly ok: boolean;
  readonly reasons: readonly string[];
}

export interface BlockTable {
  /** Creature names, sorted; rows are attackers and columns blockers, in this order. */
  readonly creatures: readonly string[];
  /** cells[attacker][blocker]. */
  readonly cells: readonly (readonly BlockCell[])[];
}

/** A card file and what it parsed to. */
export interface LibraryCard {
  readonly path: string;
  readonly template: CardTemplate;
}

const byName = (a: CardTemplate, b: CardTemplate): number => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

/**
 * The block matrix of the creatures among `cards` (one per name, the first file wins), answered by the engine's
 * restriction modules (509.1b, "can't" beats "can"), menace included: the same answers `cardsmith blocks` gives.
 */
export function blockTable(cards: readonly CardTemplate[]): BlockTable {
  const seen = new Set<string>();
  const creatures = cards
    .filter((c) => c.types.includes('creature'))
    .filter((c) => !seen.has(c.name) && seen.add(c.name) !== undefined)
    .sort(byName);
  return {
    creatures: creatures.map((c) => c.name),
    cells: creatures.map((attacker) =>
      creatures.map((blocker): BlockCell => {
        const verdict = canBlockAlone(attacker, blocker);
        return verdict.ok ? { ok: true, reasons: [] } : { ok: false, reasons: verdict.reasons };
      }),
    ),
  };
}

/** The sentence a cell's hover and screen reader give. */
export function cellDescription(attacker: string, blocker: string, cell: BlockCell): string {
  return cell.ok
    ? `${blocker} can block ${attacker}`
    : `${blocker} can't block ${attacker}: ${cell.reasons.join('; ')}`;
}

/** The folders holding card files, for "every creature in this folder" (sorted, `` is the whole workspace). */
export function foldersOf(paths: readonly string[]): string[] {
  const out = new Set<string>();
  for (const path of paths) {
    const parts = path.split('/').slice(0, -1);
    for (let i = 1; i <= parts.length; i++) out.add(parts.slice(0, i).join('/'));
  }
  return [...out].sort();
}

/** The cards under `folder` (its subfolders included); `` means all. */
export function inFolder(cards: readonly LibraryCard[], folder: string): LibraryCard[] {
  return folder === '' ? [...cards] : cards.filter((c) => c.path.startsWith(`${folder}/`));
}
