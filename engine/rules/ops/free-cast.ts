import { nextRandom } from '../game/random.js';
import { fail, ok, type Result } from '../result.js';
import { describe } from '../state/queries.js';
import type { Transaction } from '../state/transaction.js';
import type { GameState, ObjectId, PendingCast, PlayerId } from '../state/types.js';
import { moveTo } from './zones.js';

/**
 * 608.2g: casting a spell during the resolution of an ability that lets a player cast it without paying its mana cost
 * (cascade 702.85a, rebound 702.88a). The resolution offers the card (`offerFreeCast`); the player then casts it (a
 * `cast` action of that card: no mana cost, X is 0 (107.3b), no timing by card type) or declines it, before any other
 * action, and no trigger goes on the stack in between (the spell cast is topmost, 608.2g).
 */
export function offerFreeCast(tx: Transaction, offer: PendingCast): void {
  tx.set(['pendingCast'], tx.state.pendingCast, offer);
}

/** The offer that lets `player` cast `card` now, or null. */
export function freeCastOf(state: GameState, player: PlayerId, card: ObjectId): PendingCast | null {
  const offer = state.pendingCast;
  return offer && offer.player === player && offer.card === card ? offer : null;
}

/** Why an action other than casting or declining the offered card must wait, or null when nothing is offered. */
export function freeCastWaiting(state: GameState): string | null {
  const offer = state.pendingCast;
  if (!offer) return null;
  const name = state.objects[offer.card] ? describe(state, offer.card) : offer.card;
  return `${offer.player} may cast ${name} without paying its mana cost first (${offer.rule}, 608.2g): cast it or decline`;
}

/** The offer is used: the card was cast. */
export function endFreeCast(tx: Transaction): void {
  if (tx.state.pendingCast) tx.set(['pendingCast'], tx.state.pendingCast, undefined);
}

/** 608.2g: `player` declines the offered card, which goes where the ability says a card not cast goes. */
export function declineFreeCast(tx: Transaction, player: PlayerId): Result {
  const offer = tx.state.pendingCast;
  if (!offer || offer.player !== player) return fail(`${player} has no card to cast or decline`);
  endFreeCast(tx);
  const card = tx.state.objects[offer.card];
  if (card && offer.declined.kind === 'libraryBottom') {
    // 702.85a: among the cards put on the bottom in a random order: a random place among them.
    const r = nextRandom(tx.state.seed);
    tx.set(['seed'], tx.state.seed, r.seed);
    const index = Math.floor(r.value * (offer.declined.randomAmong + 1));
    moveTo(tx, card.id, { player: card.owner, zone: 'library' }, index);
  }
  // 702.35a: "If that player doesn't, they put this card into their graveyard."
  if (card && offer.declined.kind === 'graveyard' && card.zone.zone === 'exile') {
    moveTo(tx, card.id, { player: card.owner, zone: 'graveyard' });
  }
  return ok();
}
