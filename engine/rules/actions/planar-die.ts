import { payCosts } from '../costs/pay-costs.js';
import { newId } from '../ops/ids.js';
import { faceUpPlanes, planarFace } from '../ops/command-cards.js';
import { fail, ok, type Result } from '../result.js';
import type { Transaction } from '../state/transaction.js';
import type { ObjectId, PendingTrigger, PlayerId } from '../state/types.js';
import { checkSorceryTiming } from './timing.js';
import type { Action } from './types.js';

/**
 * 901.9: "Any time the active player has priority and the stack is empty, but only during a main phase of their turn,
 * that player may roll the planar die. Taking this action costs a player an amount of mana equal to the number of
 * times they have previously taken this action on that turn." A special action (116.2i): it doesn't use the stack.
 * Only in a Planechase game (some plane face up, 901.5). Then (901.9a-c): blank, nothing happens; {CHAOS}, the
 * event `planarDieRolled` triggers the chaos abilities of the face-up planes the roller controls (rules/triggers/
 * match.ts); {PW}, the planeswalking ability (901.8) triggers. The roller keeps priority.
 */
export function rollPlanarDie(tx: Transaction, action: Extract<Action, { type: 'rollPlanarDie' }>): Result {
  const player = tx.state.players[action.player];
  if (!player) return fail(`no player ${action.player}`);
  const planes = faceUpPlanes(tx.state);
  if (planes.length === 0)
    return fail('the planar die is rolled only in a Planechase game: no plane is face up (901.9)');
  const firstPlane = (planes[0] as (typeof planes)[number]).id;
  const timing = checkSorceryTiming(tx.state, action.player, 'the planar die can be rolled');
  if (!timing.ok) return timing;
  if (tx.state.turn.priority !== action.player)
    return fail('the planar die is rolled only by a player with priority (901.9)');
  const turn = tx.state.turn.number;
  const before = player.planarRolls?.turn === turn ? player.planarRolls.count : 0;
  if (before > 0) {
    const paid = payCosts(tx, { player: action.player, source: firstPlane, x: 0, autoTap: action.autoTap }, [
      { kind: 'mana', mana: [{ kind: 'generic', amount: before }] },
    ]);
    if (!paid.ok) return fail(`can't roll the planar die: it costs {${before}} now (901.9): ${paid.reason}`);
  }
  tx.set(['players', action.player, 'planarRolls'], player.planarRolls, { turn, count: before + 1 });
  const result = planarFace(tx, action.face);
  tx.emit({ type: 'planarDieRolled', player: action.player, result, cost: before });
  if (result === 'planeswalk') planeswalkingTrigger(tx, action.player, firstPlane);
  return ok();
}

/**
 * 901.8: "Whenever you roll {PW}, planeswalk.", the game's own triggered ability, controlled by the roller. It has no
 * source (an exception to 113.8); the face-up plane stands in as the object the stack shows it with.
 */
function planeswalkingTrigger(tx: Transaction, player: PlayerId, shownWith: ObjectId): void {
  const text = 'Whenever you roll {PW}, planeswalk.';
  const trigger: PendingTrigger = {
    id: newId(tx, 't'),
    source: shownWith,
    ability: -1,
    controller: player,
    text,
    context: { object: null, player, amount: null },
    delayed: {
      kind: 'triggered',
      line: 0,
      text,
      // Created already triggered, as a reflexive ability is (603.12): no game event is matched against it.
      trigger: { event: { kind: 'reflexive' }, condition: null },
      effects: [{ kind: 'planeswalk', who: { kind: 'you' } }],
    },
  };
  tx.emit({ type: 'abilityTriggered', trigger: trigger.id, source: shownWith, ability: -1, controller: player });
  tx.set(['pendingTriggers'], tx.state.pendingTriggers, [...tx.state.pendingTriggers, trigger]);
}
