import type { DamageChange } from '../../templates/card-template.js';
import { inForce, permutations } from '../replacement/static-replacements.js';
import type { Transaction } from '../state/transaction.js';
import { addCounters, removeCounters } from '../ops/permanents.js';
import type { GameState, PreventionShield } from '../state/types.js';
import type { DamageEvent } from './deal-damage.js';
import { applyPreventionShields, shieldsMet } from './prevention.js';
import { watches } from './static-prevention.js';

/**
 * 614.1a, 615.1a: the changes of the static damage replacements that watch this damage ("If a source an opponent
 * controls would deal damage to you, prevent 1 of that damage.", "If a source would deal damage to a permanent or
 * player, it deals double that damage to that permanent or player instead."), one per ability, while its source is on
 * the battlefield with its abilities (611.3b). Seen as the damage is about to be dealt.
 */
export function damageChangesFor(state: GameState, damage: DamageEvent): DamageChange[] {
  const found: DamageChange[] = [];
  for (const { source, effect } of inForce(state, 'damageReplacement')) {
    if (effect.whileCounter && !((state.objects[damage.to]?.counters[effect.whileCounter] ?? 0) > 0)) continue;
    if (watches(state, source, effect, damage)) found.push(effect.change);
  }
  return found;
}

type AmountChange = Exclude<DamageChange, { kind: 'counters' }>;
type CountersInstead = Extract<DamageChange, { kind: 'counters' }>;

/** The amount after one change (never below 0: 615.1a prevents at most what there is). */
export function changedAmount(change: AmountChange, amount: number): number {
  switch (change.kind) {
    case 'prevent':
      return Math.max(0, amount - change.amount);
    case 'preventAllBut':
      return Math.min(amount, change.amount);
    case 'double':
      return amount * 2;
    case 'minus':
      return Math.max(0, amount - change.amount);
    case 'plus':
      return amount + change.amount;
    case 'half':
      return Math.floor(amount / 2);
  }
}

/** One step of the order: a change, or the prevention shields in the state (615.7) taken together. */
type Step = AmountChange | 'shields';

/** More effects than this are applied in the order found: 7! orders is already 5040. */
const MOST_ORDERED = 6;

/**
 * 616.1, 616.1e: several replacement and prevention effects apply to one damage event; the affected player (or the
 * controller of the affected permanent) chooses the order, each applying once (614.5). The engine chooses for them
 * the order that leaves the least damage, then the one that uses up the least of their shields ("prevent the next 3
 * damage", 615.7): doubling after "prevent 1" deals more than before it. A change whose damage was all prevented
 * ends the event (120.8: 0 damage is no damage). Returns the damage still dealt.
 */
export function replaceDamage(tx: Transaction, damage: DamageEvent, changes: readonly DamageChange[]): number {
  const amounts = changes.filter((c): c is AmountChange => c.kind !== 'counters');
  const steps: Step[] = ['shields', ...amounts];
  const order = steps.length > MOST_ORDERED ? steps : bestOrder(tx.state, damage, steps);
  let amount = damage.amount;
  for (const step of order) {
    if (amount <= 0) return 0;
    amount = step === 'shields' ? applyPreventionShields(tx, { ...damage, amount }) : changedAmount(step, amount);
  }
  const instead = changes.find((c): c is CountersInstead => c.kind === 'counters');
  if (instead && amount > 0 && tx.state.objects[damage.to]) return countersInstead(tx, damage.to, instead, amount);
  return amount;
}

/**
 * 614.1a, 615.1a: all the damage left is replaced or prevented, and counters are put on or removed from the permanent
 * instead ("put that many -1/-1 counters on it instead", "prevent that damage and remove a +1/+1 counter from it"),
 * after the changes of the amount (the first such effect: then there is no damage left for another, 616.1f).
 */
function countersInstead(tx: Transaction, to: string, change: CountersInstead, amount: number): number {
  const n = change.amount ?? amount;
  if (change.action === 'put') addCounters(tx, to, change.counter, n);
  else removeCounters(tx, to, change.counter, n);
  return 0;
}

function bestOrder(state: GameState, damage: DamageEvent, steps: readonly Step[]): readonly Step[] {
  let best: readonly Step[] = steps;
  let bestScore: readonly [number, number] | null = null;
  for (const order of permutations(steps)) {
    const score = outcome(state, damage, order);
    if (!bestScore || score[0] < bestScore[0] || (score[0] === bestScore[0] && score[1] < bestScore[1])) {
      best = order;
      bestScore = score;
    }
  }
  return best;
}

/** The damage left and how much shield it used, for one order. */
function outcome(state: GameState, damage: DamageEvent, order: readonly Step[]): readonly [number, number] {
  let amount = damage.amount;
  let used = 0;
  for (const step of order) {
    if (amount <= 0) return [0, used];
    if (step === 'shields') {
      const met = shieldsMet(state, { ...damage, amount });
      used = shieldWorth(state.preventionShields) - shieldWorth(met.shields);
      amount = met.left;
    } else {
      amount = changedAmount(step, amount);
    }
  }
  return [amount, used];
}

/** How much prevention the shields still hold: damage for "the next N", a large amount for a "next time" one. */
function shieldWorth(shields: readonly PreventionShield[]): number {
  let worth = 0;
  for (const shield of shields) worth += shield.once ? 1000 : (shield.remaining ?? 0);
  return worth;
}
