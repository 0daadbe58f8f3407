import { playPermission } from '../ops/play-permission.js';
import { landPlaysAllowed } from './land-plays.js';
import { moveTo } from '../ops/zones.js';
import { fail, ok, type Result } from '../result.js';
import { isLand } from '../state/characteristics.js';
import { describe } from '../state/queries.js';
import type { Transaction } from '../state/transaction.js';
import type { Action } from './types.js';
import { checkSorceryTiming } from './timing.js';

/**
 * 305.1-305.2: playing a land is a special action: from hand, sorcery timing, one per turn (more when effects allow,
 * land-plays.ts). No stack.
 */
export function playLand(tx: Transaction, action: Extract<Action, { type: 'playLand' }>): Result {
  const state = tx.state;
  const card = state.objects[action.card];
  if (!card) return fail(`no card ${action.card}`);
  const name = describe(state, card.id);
  // 305.2, 601.3: from the hand, or from exile when an effect lets the player play it ("You may play that card").
  const permitted = playPermission(state, card, action.player, true) !== null;
  if (!permitted && (card.zone.zone !== 'hand' || card.zone.player !== action.player)) {
    return fail(`${name} is not in your hand`);
  }
  if (!isLand(card)) return fail(`${name} is not a land`);
  const timing = checkSorceryTiming(state, action.player, 'a land can be played');
  if (!timing.ok) return timing;
  const player = state.players[action.player];
  if (!player) return fail(`no player ${action.player}`);
  const allowed = landPlaysAllowed(state, action.player);
  if (player.landsPlayedThisTurn >= allowed) {
    const played = allowed === 1 ? 'a land' : `${player.landsPlayedThisTurn} lands`;
    return fail(`you already played ${played} this turn (305.2)`);
  }
  tx.set(['players', action.player, 'landsPlayedThisTurn'], player.landsPlayedThisTurn, player.landsPlayedThisTurn + 1);
  moveTo(tx, card.id, { player: action.player, zone: 'battlefield' }, -1, {
    x: 0,
    ...(action.answers ? { answers: action.answers } : {}),
  });
  tx.emit({ type: 'landPlayed', player: action.player, card: card.id });
  return ok();
}
