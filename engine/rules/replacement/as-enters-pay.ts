import type { CardTemplate, EnteringChange } from '../../templates/card-template.js';
import { payCosts } from '../costs/pay-costs.js';
import { effectContext } from '../effects/run.js';
import { addCounters } from '../ops/permanents.js';
import type { Transaction } from '../state/transaction.js';
import type { GameObject } from '../state/types.js';
import type { Entering } from './entering.js';

/**
 * 614.12, 118.12: "As ~ enters the battlefield, you may pay 2 life. If you don't, ~ enters the battlefield tapped.":
 * as it enters (called by ops/zones.ts), its controller may pay the costs (the entering event's `may` answers, one per
 * such ability in order; yes by default), choosing what they take from the `cards` answers (else the newest). It
 * enters as the ability says for paid or not paid: tapped from the start, with its counters (614.1c). Costs that
 * can't be paid are not paid (no partial payment, 118.3).
 */
/**
 * How many `may` answers the "As ~ enters …, you may pay" abilities take: the first ones, as they apply first
 * (ops/zones.ts); the optional "enter with" abilities (entering.ts) answer after them, so no answer is read twice.
 */
export function asEntersPayAnswers(template: CardTemplate): number {
  return template.abilities.filter((a) => a.kind === 'static' && a.effect.kind === 'asEntersPay').length;
}

export function applyAsEntersPay(tx: Transaction, object: GameObject, entering: Entering): void {
  let answer = 0;
  for (const ability of object.template.abilities) {
    if (ability.kind !== 'static' || ability.effect.kind !== 'asEntersPay') continue;
    const effect = ability.effect;
    const wants = entering.answers?.may?.[answer] ?? true;
    answer++;
    const controller = tx.state.objects[object.id]?.controller ?? object.controller;
    const paid =
      wants &&
      tx.attempt(() =>
        payCosts(
          tx,
          { player: controller, source: object.id, x: entering.x, choices: entering.answers?.cards ?? [] },
          effect.costs,
        ),
      ).ok;
    enter(tx, object, paid ? effect.paid : effect.unpaid, entering);
  }
}

function enter(tx: Transaction, object: GameObject, change: EnteringChange, entering: Entering): void {
  if (change.tapped) tx.set(['objects', object.id, 'tapped'], tx.state.objects[object.id]?.tapped, true);
  if (change.counters.length === 0) return;
  const controller = tx.state.objects[object.id]?.controller ?? object.controller;
  const ctx = effectContext(tx, [], { source: object.id, controller, x: entering.x, choice: 0, targets: [] });
  for (const c of change.counters) addCounters(tx, object.id, c.counter, ctx.amount(c.amount));
}
