import type { PlayPermissionDuration } from '../../templates/card-template.js';
import type { Transaction } from '../state/transaction.js';
import type { GameObject, GameState, PlayerId, PlayPermission, ZoneRef } from '../state/types.js';

/**
 * Permissions to play a card from exile (601.3, 305.2): "You may play that card this turn." and the like give one
 * (`grantPlay`), kept on the exiled card (`GameObject.playable`). It is read as the card is cast or played
 * (`playPermission`) and forgotten when the card leaves exile, since it is a new object then (400.7).
 */

/**
 * The last turn a permission lasts through: this turn ("this turn", "until end of turn"), the controller's next turn
 * ("until the end of your next turn": the next turn in turn order that is theirs, 500.1), or null for as long as the
 * card stays in exile.
 */
export function lastTurnOf(state: GameState, player: PlayerId, until: PlayPermissionDuration): number | null {
  const now = state.turn.number;
  if (until === 'endOfTurn') return now;
  if (until === 'whileExiled') return null;
  const order = state.playerOrder;
  const active = order.indexOf(state.turn.activePlayer);
  for (let k = 1; k <= order.length; k++) if (order[(active + k) % order.length] === player) return now + k;
  return now;
}

/** Gives `permission` for the exiled card `id`; nothing for a card that isn't in exile. */
export function grantPlay(tx: Transaction, id: string, permission: PlayPermission): void {
  const card = tx.state.objects[id];
  if (!card || card.zone.zone !== 'exile') return;
  const before = card.playable;
  tx.set(['objects', id, 'playable'], before, [...(before ?? []), permission]);
}

/**
 * The permission that lets `player` play (`land`: as a land, 305.2) or cast `card` from exile now, the free one
 * first; null when none does (not in exile, another player's, ended, or a cast-only one for a land).
 */
export function playPermission(
  state: GameState,
  card: GameObject,
  player: PlayerId,
  land: boolean,
): PlayPermission | null {
  if (card.zone.zone !== 'exile' || !card.playable) return null;
  const now = state.turn.number;
  const valid = card.playable.filter(
    (p) => p.player === player && (p.lastTurn === null || now <= p.lastTurn) && (!land || p.play === 'play'),
  );
  return valid.find((p) => p.free) ?? valid[0] ?? null;
}

/** The players who may play or cast the exiled `card` now, for a UI to offer (601.3). */
export function playersPermitted(state: GameState, card: GameObject): PlayerId[] {
  const players = (card.playable ?? []).map((p) => p.player);
  return [...new Set(players)].filter((p) => playPermission(state, card, p, false) !== null);
}

/** 400.7: a card that leaves exile is a new object, without the permissions it had there. */
export function forgetPlayableOnMove(tx: Transaction, object: GameObject, from: ZoneRef, to: ZoneRef): void {
  if (object.playable === undefined || from.zone !== 'exile' || to.zone === 'exile') return;
  tx.set(['objects', object.id, 'playable'], object.playable, undefined);
}
