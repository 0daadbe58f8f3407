import type { Effect } from '../../templates/card-template.js';
import { newId } from '../ops/ids.js';
import { monarchOf } from '../ops/monarch.js';
import type { PendingEvent, Transaction } from '../state/transaction.js';
import type { ObjectId, PendingTrigger, PlayerId, TriggerContext } from '../state/types.js';
import { Timeline } from './timeline.js';

/**
 * 720.2: the monarch's inherent triggered abilities have no source (an exception to 113.8); this stands in for one
 * where a trigger needs a source id (the stack and the log show it as "the monarch"). It is no object's id.
 */
export const MONARCH_SOURCE: ObjectId = 'the monarch';

const END_STEP = "At the beginning of the monarch's end step, that player draws a card.";
const COMBAT_DAMAGE = 'Whenever a creature deals combat damage to the monarch, its controller becomes the monarch.';

/**
 * 720.2: "At the beginning of the monarch's end step, that player draws a card" and "Whenever a creature deals combat
 * damage to the monarch, its controller becomes the monarch", each controlled by the player who was the monarch as it
 * triggered. Each event is judged in the state right after it (603.2). Returns the new pending triggers in order.
 */
export function monarchTriggers(tx: Transaction, events: readonly PendingEvent[]): PendingTrigger[] {
  if (monarchOf(tx.initial) === null && monarchOf(tx.state) === null && !events.some(becameMonarch)) return [];
  const timeline = new Timeline(tx.edits, tx.initial, 0);
  const out: PendingTrigger[] = [];
  for (const { event, afterEdit } of events) {
    if (event.type === 'stepBegan' && event.step === 'end') {
      const then = timeline.stateAt(afterEdit);
      const monarch = monarchOf(then);
      if (monarch !== null && monarch === then.turn.activePlayer) {
        const draw: Effect = { kind: 'drawCards', who: { kind: 'you' }, amount: { kind: 'fixed', value: 1 } };
        out.push(inherent(tx, monarch, END_STEP, draw, { object: null, player: monarch, amount: null }));
      }
    } else if (event.type === 'damageDealt' && event.combat) {
      const monarch = monarchOf(timeline.stateAt(afterEdit));
      if (monarch === null || event.to !== monarch) continue;
      // "its controller": the creature's controller as the ability resolves (608.2h once it has left).
      const steal: Effect = { kind: 'becomeMonarch', who: { kind: 'controllerOf', of: { kind: 'it' } } };
      out.push(inherent(tx, monarch, COMBAT_DAMAGE, steal, { object: event.source, player: monarch, amount: null }));
    }
  }
  return out;
}

function becameMonarch({ event }: PendingEvent): boolean {
  return event.type === 'becameMonarch';
}

/** One of the monarch's triggered abilities, triggered: on no card, so it carries its own text (as 603.7's do). */
function inherent(
  tx: Transaction,
  controller: PlayerId,
  text: string,
  effect: Effect,
  context: TriggerContext,
): PendingTrigger {
  return {
    id: newId(tx, 't'),
    source: MONARCH_SOURCE,
    ability: -1,
    controller,
    text,
    context,
    // Matched here rather than against a card's trigger event, as the planeswalking ability is (901.8).
    delayed: {
      kind: 'triggered',
      line: 0,
      text,
      trigger: { event: { kind: 'reflexive' }, condition: null },
      effects: [effect],
    },
  };
}
