import { newId } from '../ops/ids.js';
import { tap } from '../ops/permanents.js';
import { fail, ok, type Result } from '../result.js';
import { colorsOfObject, hasKeyword, isCreature } from '../state/characteristics.js';
import { describe } from '../state/queries.js';
import type { Transaction } from '../state/transaction.js';
import type { ObjectId, PendingTrigger, PlayerId, SpellItem } from '../state/types.js';

/**
 * 702.78a: conspire: "As you cast this spell, you may tap two untapped creatures you control that share a color with
 * it. When you do, copy it and you may choose a new target for the copy." The tapping is an optional additional cost
 * paid with the rest of the total cost (601.2h): two different untapped creatures the caster controls, each sharing a
 * color with the spell (105.2; summoning sickness doesn't matter, no {T} cost, 302.6). Refused for a spell without
 * conspire.
 */
export function payConspire(
  tx: Transaction,
  player: PlayerId,
  spell: ObjectId,
  creatures: readonly ObjectId[],
): Result {
  const state = tx.state;
  const object = state.objects[spell];
  const name = object ? describe(state, spell) : spell;
  if (!object || !hasKeyword(object, 'conspire', state)) return fail(`${name} has no conspire (702.78)`);
  if (creatures.length !== 2 || creatures[0] === creatures[1]) {
    return fail(`conspire taps two untapped creatures you control (702.78a)`);
  }
  const colors = colorsOfObject(object, state);
  for (const id of creatures) {
    const creature = state.objects[id];
    const what = describe(state, id);
    if (!creature || creature.zone.zone !== 'battlefield' || !isCreature(creature, state)) {
      return fail(`conspire: ${what} is not a creature on the battlefield (702.78a)`);
    }
    if (creature.controller !== player) return fail(`conspire: you don't control ${what} (702.78a)`);
    if (creature.tapped) return fail(`conspire: ${what} is already tapped (702.78a)`);
    if (!colorsOfObject(creature, state).some((c) => colors.includes(c))) {
      return fail(`conspire: ${what} shares no color with ${name} (702.78a)`);
    }
  }
  for (const id of creatures) tap(tx, id);
  return ok();
}

/**
 * 702.78a, 603.12: "When you do, copy it and you may choose a new target for the copy.": a reflexive triggered ability
 * of the spell, triggering as its conspire cost is paid; it goes on the stack the next time a player would receive
 * priority, above the spell. It remembers the spell as it was cast, so a spell countered in response is still copied
 * as it last existed (608.2h); the copy's new targets are its resolution's `picks` (707.10c).
 */
export function conspireTrigger(tx: Transaction, item: SpellItem): void {
  const text = 'copy it and you may choose a new target for the copy';
  const trigger: PendingTrigger = {
    id: newId(tx, 't'),
    source: item.card,
    ability: -1,
    controller: item.controller,
    text,
    context: { object: item.card, player: null, amount: null, objectZone: { zone: 'stack' }, spell: item },
    delayed: {
      kind: 'triggered',
      line: 0,
      text,
      trigger: { event: { kind: 'reflexive' }, condition: null },
      effects: [{ kind: 'copySpell', what: { kind: 'it' }, amount: { kind: 'fixed', value: 1 }, newTargets: true }],
    },
  };
  tx.emit({
    type: 'abilityTriggered',
    trigger: trigger.id,
    source: trigger.source,
    ability: trigger.ability,
    controller: trigger.controller,
  });
  tx.set(['pendingTriggers'], tx.state.pendingTriggers, [...tx.state.pendingTriggers, trigger]);
}
