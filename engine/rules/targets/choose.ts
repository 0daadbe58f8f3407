import type { Effect } from '../../templates/card-template.js';
import { fail, ok, type Result } from '../result.js';
import { describe } from '../state/queries.js';
import type { GameState, ObjectId, PlayerId } from '../state/types.js';
import { countsFit, defaultCounts, describeRange, slotsFor, targetGroups, type TargetGroup } from './groups.js';
import { checkDivision, dividedAmounts } from './division.js';
import { checkTarget, type TargetSlot } from './targets.js';

/** The targets a player announces for a spell or ability (601.2c), as an action gives them. */
export interface TargetAnswer {
  readonly targets?: readonly string[];
  readonly targetCounts?: readonly number[];
  /** 601.2d: the shares of a divided amount, one per target of the dividing subject (division.ts). */
  readonly division?: readonly number[];
}

/**
 * The targets as the stack object keeps them: `targetCounts` only where the split is not the default one, `division`
 * only when it divides an amount (601.2d).
 */
export interface ChosenTargets {
  readonly targets: readonly string[];
  readonly targetCounts?: readonly number[];
  readonly division?: readonly number[];
}

/**
 * 601.2c: the chosen targets, split among the target subjects in text order (each within its range: "up to two"
 * 0-2, "any number of" 0 or more), each legal for its subject's slot; one subject's targets must differ (115.3),
 * while separate "target" words may name the same object. `source` is the spell's card or the ability's permanent,
 * for "another target …" and 115.5. 601.2d: a divided amount ("3 damage divided as you choose among …") is divided
 * among the targets now; `x` is the announced X, for "X damage divided …" and "target creature with mana value X";
 * `player` is the player a trigger is about, for "target creature that player controls".
 */
export function chooseTargets(
  state: GameState,
  effects: readonly Effect[],
  answer: TargetAnswer,
  controller: PlayerId,
  source: ObjectId | null,
  x = 0,
  player: PlayerId | null = null,
): Result<ChosenTargets> {
  const groups = targetGroups(effects, x);
  const chosen = answer.targets ?? [];
  const counts = countsOf(groups, chosen.length, answer.targetCounts);
  if (!counts.ok) return counts;
  const slots = slotsFor(groups, counts.value);
  for (const [i, id] of chosen.entries()) {
    const slot = slots[i] as TargetSlot;
    const check = checkTarget(state, slot, id, controller, source, { x, player });
    if (!check.ok) return fail(check.reason);
    const twice = chosen.slice(0, i).some((other, j) => other === id && slots[j]?.subject === slot.subject);
    if (twice) return fail(`${describe(state, id)} is chosen twice for "${slot.text}" (115.3)`);
    // "Target creature gets +0/+2 and another target creature gets -2/-0": "another" is not one already chosen.
    const another = slot.description.qualities.some((q) => q.kind === 'other') && chosen.slice(0, i).includes(id);
    if (another) return fail(`${describe(state, id)} is already a target; "${slot.text}" needs another one`);
  }
  const division = checkDivision(groups, counts.value, dividedAmounts(effects), answer.division, x);
  if (!division.ok) return division;
  const byDefault = defaultCounts(groups, chosen.length);
  const same = byDefault !== null && byDefault.every((c, i) => c === counts.value[i]);
  return ok({
    targets: [...chosen],
    ...(same ? {} : { targetCounts: counts.value }),
    ...(division.value ? { division: division.value } : {}),
  });
}

/** How many targets each subject takes: the answer's, checked, or the default split. */
function countsOf(groups: readonly TargetGroup[], n: number, given: readonly number[] | undefined): Result<number[]> {
  if (given !== undefined) {
    const total = given.reduce((sum, c) => sum + c, 0);
    if (!countsFit(groups, given) || total !== n) {
      const ranges = groups.map((g) => `${describeRange(g.min, g.max)} for "${g.slot.text}"`).join(', ');
      return fail(`target counts ${given.join(', ')} don't fit ${n} target(s) (${ranges})`);
    }
    return ok([...given]);
  }
  const counts = defaultCounts(groups, n);
  if (counts !== null) return ok(counts);
  const min = groups.reduce((sum, g) => sum + g.min, 0);
  const max = groups.some((g) => g.max === null) ? null : groups.reduce((sum, g) => sum + (g.max ?? 0), 0);
  const wanted = groups.map((g) => `"${g.slot.text}"`).join(', ');
  return fail(
    groups.length === 0
      ? `it has no targets, but ${n} were given`
      : `it needs ${describeRange(min, max)} target(s) (${wanted}), got ${n}`,
  );
}

/** The slot of each target a stack object keeps, for checking them again as it resolves (608.2b). */
export function chosenSlots(
  effects: readonly Effect[],
  chosen: ChosenTargets,
  x: number | null = null,
): readonly TargetSlot[] {
  return slotsFor(targetGroups(effects, x), chosenCounts(effects, chosen, x));
}

/** How many targets each target subject of a resolving spell or ability took, in text order (`x`: its X). */
export function chosenCounts(
  effects: readonly Effect[],
  chosen: ChosenTargets,
  x: number | null = null,
): readonly number[] {
  const groups = targetGroups(effects, x);
  return chosen.targetCounts ?? defaultCounts(groups, chosen.targets.length) ?? groups.map((g) => g.max ?? 0);
}
