import { addCounters } from '../ops/permanents.js';
import { moveTo, ownerZone } from '../ops/zones.js';
import { typesOf } from '../state/characteristics.js';
import type { Transaction } from '../state/transaction.js';
import type { GameObject, ObjectId } from '../state/types.js';
import type { Entering } from './entering.js';

/**
 * 702.82a, 614.12: "Devour N": as the permanent enters (called by ops/zones.ts), its controller may sacrifice any
 * number of creatures they control — the entering event's `cards` answers, those that are such creatures (none
 * without an answer); never the permanent itself, which isn't on the battlefield yet as the choice is made — and it
 * enters with N +1/+1 counters for each one sacrificed. Several instances: each sacrifices its own (702.82b).
 */
export function applyDevour(tx: Transaction, object: GameObject, entering: Entering): void {
  const answers = entering.answers?.cards ?? [];
  let used = 0;
  let devoured = 0;
  let devouring = false;
  for (const ability of object.template.abilities) {
    if (ability.kind !== 'static' || ability.effect.kind !== 'devour') continue;
    devouring = true;
    const controller = tx.state.objects[object.id]?.controller ?? object.controller;
    const chosen: ObjectId[] = [];
    for (; used < answers.length; used++) {
      const id = answers[used] as ObjectId;
      const candidate = tx.state.objects[id];
      if (
        id === object.id ||
        chosen.includes(id) ||
        candidate?.zone.zone !== 'battlefield' ||
        candidate.controller !== controller ||
        !typesOf(candidate, tx.state).includes('creature')
      ) {
        continue;
      }
      chosen.push(id);
    }
    for (const id of chosen) {
      const sacrificed = tx.state.objects[id];
      if (!sacrificed) continue;
      // 701.17a: sacrificed, straight to its owner's graveyard (it dies: "dies" abilities trigger).
      moveTo(tx, id, ownerZone(sacrificed, 'graveyard'));
      tx.emit({ type: 'sacrificed', object: id });
    }
    if (chosen.length > 0) addCounters(tx, object.id, '+1/+1', ability.effect.times * chosen.length);
    devoured += chosen.length;
  }
  // 702.82b: "for each creature it devoured" (several instances: all of them).
  if (devouring) tx.set(['objects', object.id, 'devoured'], tx.state.objects[object.id]?.devoured, devoured);
}
