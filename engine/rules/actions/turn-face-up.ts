import { payCosts } from '../costs/pay-costs.js';
import { morphOf, turnFaceUp } from '../ops/face-down.js';
import { addCounters } from '../ops/permanents.js';
import { fail, ok, type Result } from '../result.js';
import { describe } from '../state/queries.js';
import type { Transaction } from '../state/transaction.js';
import { checkX } from './abilities.js';
import type { Action } from './types.js';

/**
 * 702.37e: any time they have priority, a player may turn a face-down permanent they control face up: show its
 * morph cost, pay it, turn it face up. A special action (116.2b): no stack, nothing can respond. It does not enter
 * the battlefield again, so "enters" abilities don't trigger (708.8); "when ~ is turned face up" does.
 * 702.37b: a megamorph cost paid this way puts a +1/+1 counter on it as it turns face up.
 */
export function turnFaceUpAction(tx: Transaction, action: Extract<Action, { type: 'turnFaceUp' }>): Result {
  const object = tx.state.objects[action.card];
  if (!object) return fail(`no card ${action.card}`);
  const name = describe(tx.state, object.id);
  if (!object.faceDown) return fail(`${name} is not face down`);
  if (object.zone.zone !== 'battlefield')
    return fail(`${name} is not a permanent: a spell can't be turned face up (708.7)`);
  if (object.controller !== action.player) return fail(`${name} is controlled by ${object.controller}`);
  const morph = morphOf(object.faceDown.face);
  // 702.37e: a permanent that would have no morph cost face up can't be turned face up this way.
  if (!morph) return fail(`${name} has no morph cost, so it can't be turned face up (702.37e)`);
  const x = checkX(action.x);
  if (!x.ok) return x;
  const paid = payCosts(
    tx,
    {
      player: action.player,
      source: object.id,
      x: x.value,
      phyrexian: action.phyrexian,
      autoTap: action.autoTap,
      ...(action.costChoices ? { choices: action.costChoices } : {}),
    },
    morph.costs,
  );
  if (!paid.ok) return fail(`can't turn ${name} face up: ${paid.reason}`);
  turnFaceUp(tx, object.id);
  if (morph.mega) addCounters(tx, object.id, '+1/+1', 1);
  tx.emit({ type: 'turnedFaceUp', player: action.player, object: object.id });
  return ok();
}
