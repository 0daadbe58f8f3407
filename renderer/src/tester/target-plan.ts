import type { TargetGroup, TargetSlot } from './engine.js';

/**
 * Where choosing the targets of a spell or ability stands (601.2c). Targets are clicked subject by subject, in text
 * order; a subject that may take more ("up to two target creatures", "any number of target creatures", 115.1) stays
 * open until it is full or the user ends it, so optional targets can be left out and "any number of" can take many.
 * `ended` holds how many targets each subject took, for the subjects finished by hand (a prefix, in text order).
 */
export interface TargetProgress {
  /** How many targets each subject takes with the targets chosen so far (later subjects: none yet). */
  readonly counts: readonly number[];
  /** The subject the next click targets for, or null when every subject is full or ended. */
  readonly next: NextTarget | null;
  /** Whether the targets chosen so far are enough: the open subject and every later one have their fewest. */
  readonly complete: boolean;
}

export interface NextTarget {
  readonly slot: TargetSlot;
  /** The subject's index among the target subjects (text order). */
  readonly group: number;
  /** Which of this subject's targets it is (1-based), and how many it takes at most (null: any number). */
  readonly number: number;
  readonly max: number | null;
  /** Past the subject's fewest: the user may end this subject instead (601.2c). */
  readonly optional: boolean;
}

/** What the plan needs of a target subject. */
export type PlannedSubject = Pick<TargetGroup, 'slot' | 'min' | 'max'>;

export function targetProgress(
  groups: readonly PlannedSubject[],
  chosen: number,
  ended: readonly number[],
): TargetProgress {
  const counts: number[] = [];
  let left = chosen;
  let next: NextTarget | null = null;
  for (const [g, group] of groups.entries()) {
    if (next) {
      counts.push(0);
      continue;
    }
    const take = g < ended.length ? (ended[g] ?? 0) : Math.min(left, group.max ?? Infinity);
    counts.push(take);
    left -= take;
    if (g < ended.length || (group.max !== null && take >= group.max)) continue;
    next = { slot: group.slot, group: g, number: take + 1, max: group.max, optional: take >= group.min };
  }
  const open = next?.group ?? groups.length;
  const complete = groups.every((group, g) => g < open || (counts[g] ?? 0) >= group.min);
  return { counts, next, complete };
}

/** The `ended` list after the user ends the open subject: every subject up to it keeps the count it has. */
export function endOpenSubject(progress: TargetProgress): readonly number[] {
  const open = progress.next?.group;
  return open === undefined ? progress.counts : progress.counts.slice(0, open + 1);
}

/**
 * The legal choices for the next target, without those the open subject already took: one "target" word can't name
 * the same object or player twice (115.3).
 */
export function stillChoosable(
  progress: TargetProgress,
  chosen: readonly string[],
  legal: readonly string[],
): readonly string[] {
  const open = progress.next?.group;
  if (open === undefined) return [];
  const from = progress.counts.slice(0, open).reduce((sum, n) => sum + n, 0);
  const taken = new Set(chosen.slice(from));
  return legal.filter((id) => !taken.has(id));
}

/** "target 2 of 3", "target 2 (up to 3)", "target 4 (any number)", "a target". */
export function describeNext(next: NextTarget): string {
  if (next.max === 1) return 'a target';
  if (next.max === null) return `target ${next.number} (any number)`;
  return next.optional ? `target ${next.number} (up to ${next.max})` : `target ${next.number} of ${next.max}`;
}
