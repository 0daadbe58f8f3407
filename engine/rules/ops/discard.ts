import type { Ability } from '../../templates/card-template.js';
import type { Transaction } from '../state/transaction.js';
import type { ObjectId } from '../state/types.js';
import { addPending } from '../triggers/collect.js';
import { newId } from './ids.js';
import { moveTo, ownerZone } from './zones.js';

/**
 * 701.8: a card is discarded: put from its owner's hand into their graveyard. 702.35a: a card with madness is
 * exiled instead ("If a player would discard this card, that player discards it, but exiles it instead of putting it
 * into their graveyard"), and "When this card is exiled this way, its owner may cast it by paying [cost] rather than
 * paying its mana cost. If that player doesn't, they put this card into their graveyard." triggers: the trigger waits
 * with the others (603.3) and, as it resolves, offers the card (`castForMadness`). Every discard goes through here:
 * costs ("Discard a card", "Discard ~") and effects.
 */
export function discardCard(tx: Transaction, id: ObjectId): void {
  const card = tx.state.objects[id];
  if (!card) return;
  const madness = card.template.abilities.find((a) => a.kind === 'alternativeCost' && a.keyword === 'madness');
  if (!madness) {
    moveTo(tx, id, ownerZone(card, 'graveyard'));
    return;
  }
  const exile = ownerZone(card, 'exile');
  moveTo(tx, id, exile);
  const ability: Extract<Ability, { kind: 'triggered' }> = {
    kind: 'triggered',
    line: madness.line,
    text: `${madness.text}: you may cast it for its madness cost; if you don't, put it into your graveyard`,
    trigger: { event: { kind: 'zoneChange', what: { kind: 'self' }, from: 'hand', to: 'exile' }, condition: null },
    effects: [{ kind: 'castForMadness', what: { kind: 'it' } }],
  };
  addPending(tx, [
    {
      id: newId(tx, 't'),
      source: id,
      ability: -1,
      controller: card.owner,
      text: ability.text,
      context: { object: id, player: null, amount: null, objectZone: exile },
      delayed: ability,
    },
  ]);
}
