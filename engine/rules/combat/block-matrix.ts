import type { CardTemplate } from '../../templates/card-template.js';
import { canBlockAlone } from './can-block.js';

export interface BlockRow {
  readonly attacker: string;
  /** Creature names that could block it alone, sorted. */
  readonly blockers: readonly string[];
  /** When nothing can block it: the reasons, most common first (for a readable table). */
  readonly why: string | null;
}

const byName = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * For each creature among `cards`, the creatures among them that could block it alone (509.1b + menace).
 * Pure: the same cards give the same rows, sorted by name (code-unit order, the same on every machine).
 */
export function blockMatrix(cards: readonly CardTemplate[]): BlockRow[] {
  const creatures = cards.filter((c) => c.types.includes('creature')).sort((a, b) => byName(a.name, b.name));
  return creatures.map((attacker) => {
    const reasons = new Map<string, number>();
    const blockers: string[] = [];
    for (const blocker of creatures) {
      const verdict = canBlockAlone(attacker, blocker);
      if (verdict.ok) blockers.push(blocker.name);
      else for (const r of verdict.reasons) reasons.set(r, (reasons.get(r) ?? 0) + 1);
    }
    const why = [...reasons.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
    return { attacker: attacker.name, blockers, why: blockers.length === 0 ? why : null };
  });
}
