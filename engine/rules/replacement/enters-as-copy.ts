import type { StaticEffect } from '../../templates/card-template.js';
import { beginCopyEffect, copiedValues } from '../continuous/copy.js';
import { allMatching } from '../describe/matches.js';
import type { Transaction } from '../state/transaction.js';
import type { GameObject } from '../state/types.js';
import type { Entering } from './entering.js';

type EntersAsCopy = Extract<StaticEffect, { kind: 'entersAsCopy' }>;

/**
 * 614.1c, 707.5: "You may have ~ enter the battlefield as a copy of any creature on the battlefield.": as the
 * permanent enters (called by ops/zones.ts before its other "enters" replacement effects), its controller may choose
 * an object matching the description (not a target, 115.10), and it enters as a copy of it: a copy effect in layer 1
 * for as long as it is on the battlefield, with the exceptions of 707.9. It then is the copy, so the copied text's
 * own "enters tapped / with counters / as … enters, choose" abilities apply and its "enters" triggers trigger
 * (707.5, 707.6). The choice comes from the entering event's `copies` answers (one per such ability, `null` to
 * decline); without one the engine says yes and copies the newest matching object (the last on the battlefield in
 * turn order). Nothing to copy: it enters as itself.
 */
export function applyEntersAsCopy(tx: Transaction, object: GameObject, entering: Entering): void {
  let answer = 0;
  for (const ability of object.template.abilities) {
    if (ability.kind !== 'static' || ability.effect.kind !== 'entersAsCopy') continue;
    const given = entering.answers?.copies?.[answer];
    answer++;
    if (copyAsItEnters(tx, object, ability.effect, given)) return;
  }
}

function copyAsItEnters(
  tx: Transaction,
  object: GameObject,
  effect: EntersAsCopy,
  given: string | null | undefined,
): boolean {
  if (given === null) return false;
  const controller = tx.state.objects[object.id]?.controller ?? object.controller;
  const candidates = allMatching(tx.state, effect.of, { controller, source: object.id }).filter(
    (id) => id !== object.id && tx.state.objects[id] !== undefined,
  );
  const chosen = given !== undefined && candidates.includes(given) ? given : candidates[candidates.length - 1];
  const original = chosen === undefined ? undefined : tx.state.objects[chosen];
  if (!original) return false;
  beginCopyEffect(tx, {
    object: object.id,
    values: copiedValues(original, effect.except),
    of: original.template.name,
    source: object.id,
    sourceName: object.template.name,
    controller,
    duration: 'indefinitely',
  });
  if (effect.tapped) tx.set(['objects', object.id, 'tapped'], tx.state.objects[object.id]?.tapped, true);
  return true;
}
