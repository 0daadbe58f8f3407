import type { Cost } from '../../templates/card-template.js';
import type { GameEvent } from '../events/game-events.js';
import { runEffects } from '../effects/run.js';
import type { Transaction } from '../state/transaction.js';
import type { ObjectId, PlayerId } from '../state/types.js';
import { checkCondition } from '../triggers/conditions.js';
import { manaAbilityTriggers } from '../triggers/match.js';
import { addPools, EMPTY_POOL, type ManaPool } from './pool.js';

/**
 * Called right after a mana ability of `source` resolved (605.3b). With {T} in its cost, the permanent was "tapped for
 * mana" (106.12a): emits `tappedForMana` with the mana the ability produced since event `eventsBefore`, then resolves
 * the triggered mana abilities that triggered, at once and in no particular order of the stack (605.4a: they don't
 * use it). Other abilities that trigger on it ("Whenever you tap ~ for mana, it deals 1 damage to each opponent") are
 * found with the action's other triggers and go on the stack.
 */
export function afterManaAbility(
  tx: Transaction,
  player: PlayerId,
  source: ObjectId,
  costs: readonly Cost[],
  eventsBefore: number,
): void {
  if (!costs.some((c) => c.kind === 'tap')) return;
  const event: Extract<GameEvent, { type: 'tappedForMana' }> = {
    type: 'tappedForMana',
    object: source,
    player,
    mana: producedSince(tx, player, eventsBefore),
  };
  tx.emit(event);
  for (const { match, ability } of manaAbilityTriggers(event, tx.state)) {
    // 603.4: an intervening "if" ("while you're the monarch") is checked as it triggers and as it resolves.
    const at = { controller: match.controller, source: match.source };
    if (!checkCondition(tx.state, match.condition, at, null, match.context)) continue;
    runEffects(tx, ability.effects, {
      source: match.source,
      controller: match.controller,
      x: 0,
      choice: 0,
      targets: [],
      trigger: match.context,
    });
  }
}

/** The mana `player` got from the events since index `from` (what the mana ability just resolved added). */
function producedSince(tx: Transaction, player: PlayerId, from: number): ManaPool {
  let mana = EMPTY_POOL;
  for (const { event } of tx.events.slice(from)) {
    if (event.type === 'manaAdded' && event.player === player) mana = addPools(mana, event.mana);
  }
  return mana;
}
