import type { Effect } from '../../templates/card-template.js';
import { targetRange, targetsOf, type TargetSubject } from '../../templates/subjects.js';
import type { TargetSlot } from './targets.js';

/**
 * One target subject of the text and how many targets it takes (601.2c, 115.1): "target creature" exactly one,
 * "up to two target creatures" 0-2, "one, two, or three targets" 1-3, "any number of target creatures" 0 or more
 * (`max` null). Every target chosen for it shares its `slot` (its description, and its place in text order).
 */
export interface TargetGroup {
  readonly subject: TargetSubject;
  readonly slot: TargetSlot;
  readonly min: number;
  readonly max: number | null;
}

/**
 * The target subjects of some effects, in text order (601.2c); `x` is the announced X, for "X target creatures"
 * (null while not known: any number).
 */
export function targetGroups(effects: readonly Effect[], x: number | null = null): TargetGroup[] {
  return targetsOf(effects).map((subject, index) => {
    const { min, max } = targetRange(subject, x);
    const slot: TargetSlot = {
      allowed: subject.allowed,
      description: subject.description,
      text: subject.text,
      optional: min === 0,
      subject: index,
    };
    return { subject, slot, min, max };
  });
}

/** Whether some subject takes a number of targets chosen by the player ("up to two", "any number of"). */
export const variableGroups = (groups: readonly TargetGroup[]): boolean => groups.some((g) => g.min !== g.max);

/**
 * The default split of `n` targets among the subjects, in text order: each takes as many as it may while leaving
 * the later subjects their fewest. "Up to two target creatures and target player" with two targets gives one to
 * each; null when `n` targets can't be split (too few or too many).
 */
export function defaultCounts(groups: readonly TargetGroup[], n: number): number[] | null {
  const counts: number[] = [];
  let left = n;
  groups.forEach((g, i) => {
    const later = groups.slice(i + 1).reduce((sum, h) => sum + h.min, 0);
    const take = Math.max(g.min, Math.min(g.max ?? Infinity, left - later));
    counts.push(take);
    left -= take;
  });
  return left === 0 && counts.every((c, i) => c >= 0 && c >= (groups[i]?.min ?? 0)) ? counts : null;
}

/** Whether `counts` (one per subject) fits the subjects' ranges. */
export function countsFit(groups: readonly TargetGroup[], counts: readonly number[]): boolean {
  return (
    counts.length === groups.length &&
    groups.every((g, i) => {
      const c = counts[i] ?? -1;
      return Number.isInteger(c) && c >= g.min && (g.max === null || c <= g.max);
    })
  );
}

/** The slot of each chosen target, given how many each subject took. */
export function slotsFor(groups: readonly TargetGroup[], counts: readonly number[]): TargetSlot[] {
  return groups.flatMap((g, i) => Array.from({ length: counts[i] ?? 0 }, () => g.slot));
}

/** The range of target counts as text: "1", "0-2", "1 or more". */
export function describeRange(min: number, max: number | null): string {
  if (max === null) return `${min} or more`;
  return min === max ? `${min}` : `${min}-${max}`;
}
