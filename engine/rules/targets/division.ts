import type { Amount, Effect } from '../../templates/card-template.js';
import type { TargetSubject } from '../../templates/subjects.js';
import { fail, ok, type Result } from '../result.js';
import type { TargetGroup } from './groups.js';

/** An effect that divides an amount among the targets of one subject (601.2d). */
export interface DividedAmount {
  readonly subject: TargetSubject;
  readonly amount: Amount;
  /** "damage" or "+1/+1 counters", for messages. */
  readonly what: string;
}

/**
 * The divided amounts of some effects, in text order: "~ deals 3 damage divided as you choose among one, two, or
 * three targets", "Distribute three +1/+1 counters among one, two, or three target creatures" (601.2d). Nested
 * effects count ("you may …", "If ~ was kicked, …"); a modal one's are its chosen modes' (700.2c, narrowed before).
 */
export function dividedAmounts(effects: readonly Effect[]): DividedAmount[] {
  return effects.flatMap((e): DividedAmount[] => {
    switch (e.kind) {
      case 'dealDamage':
        return e.divided && e.to.kind === 'target' ? [{ subject: e.to, amount: e.amount, what: 'damage' }] : [];
      case 'putCounters':
        return e.divided && e.what.kind === 'target'
          ? [{ subject: e.what, amount: e.amount, what: `${e.counter} counters` }]
          : [];
      case 'optional':
        return [...dividedAmounts(e.effects), ...dividedAmounts(e.ifYouDo), ...dividedAmounts(e.ifYouDont ?? [])];
      case 'conditional':
        return [...dividedAmounts(e.otherwise), ...dividedAmounts(e.effects)];
      case 'unless':
      case 'delayed':
        return dividedAmounts(e.effects);
      case 'modal':
        return e.modes.flatMap((m) => dividedAmounts(m.effects));
      default:
        return [];
    }
  });
}

/** 601.2d: the amount is known as the spell is cast: a number, or X as announced (107.3). */
export function dividedTotal(amount: Amount, x: number): number | null {
  if (amount.kind === 'fixed') return amount.value;
  return amount.kind === 'variable' ? x : null;
}

/**
 * 601.2d: the shares of each divided amount, one per target of its subject, in text order (the subjects' shares one
 * after the other). Each target gets at least one and the shares add up to the amount. Without an answer, the amount
 * is split as evenly as it can be, the first targets getting the rest. `counts` is how many targets each subject took.
 */
export function checkDivision(
  groups: readonly TargetGroup[],
  counts: readonly number[],
  divided: readonly DividedAmount[],
  given: readonly number[] | undefined,
  x: number,
): Result<number[] | null> {
  if (divided.length === 0) {
    return given === undefined || given.length === 0 ? ok(null) : fail('it divides nothing, but a division was given');
  }
  const out: number[] = [];
  let next = 0;
  for (const d of divided) {
    const index = groups.findIndex((g) => g.subject === d.subject);
    const n = counts[index] ?? 0;
    const total = dividedTotal(d.amount, x);
    if (total === null) return fail(`the ${d.what} to divide is not known as it is cast (601.2d)`);
    if (n === 0) continue;
    if (n > total) return fail(`${total} ${d.what} can't be divided among ${n} targets: each gets at least 1 (601.2d)`);
    const shares = given === undefined ? evenly(total, n) : given.slice(next, next + n);
    next += n;
    if (shares.length !== n) return fail(`divide ${total} ${d.what} among ${n} targets: give ${n} numbers (601.2d)`);
    if (shares.some((v) => !Number.isInteger(v) || v < 1)) {
      return fail(`each target gets at least 1 of the ${d.what} (601.2d), got ${shares.join(', ')}`);
    }
    const sum = shares.reduce((a, b) => a + b, 0);
    if (sum !== total) return fail(`the division ${shares.join(', ')} adds up to ${sum}, not ${total} (601.2d)`);
    out.push(...shares);
  }
  if (given !== undefined && given.length !== out.length) {
    return fail(`the division has ${given.length} numbers for ${out.length} targets (601.2d)`);
  }
  return ok(out);
}

/** `total` split among `n` as evenly as it goes: 3 among 2 is 2, 1. */
export function evenly(total: number, n: number): number[] {
  return Array.from({ length: n }, (_, i) => Math.floor(total / n) + (i < total % n ? 1 : 0));
}
