import type { Transaction } from '../state/transaction.js';
import type { GameObject, ObjectId, PlayerId, SpellItem } from '../state/types.js';
import { newId } from './ids.js';

/**
 * 707.10: the object of a copy of `spell`, put on the stack (not in any list: the stack is shared) but not yet on it as
 * a stack item, so its targets can be chosen first (707.10c). It has the spell's characteristics (707.2: its copiable
 * values, the card's `template`) and its kicked state (707.10: decisions about additional costs are copied), and is
 * owned and controlled by `controller` (707.10). Returns its id.
 */
export function createSpellCopyObject(tx: Transaction, spell: SpellItem, controller: PlayerId): ObjectId | null {
  const card = tx.state.objects[spell.card];
  if (!card) return null;
  const id = newId(tx, 'c');
  const object: GameObject = {
    id,
    template: card.template,
    owner: controller,
    controller,
    zone: { zone: 'stack' },
    token: false,
    tapped: false,
    damage: 0,
    deathtouched: false,
    counters: {},
    controlledSince: -1,
    canBlockAdditional: 0,
    attachedTo: null,
    spellCopy: true,
    ...(card.kicked ? { kicked: true as const } : {}),
    ...(card.kickedWith ? { kickedWith: card.kickedWith } : {}),
  };
  tx.apply({ kind: 'create', object, index: -1 });
  return id;
}

/**
 * 707.10: the stack item of the copy whose object is `copy`: every decision made for `spell` (modes, targets and how
 * they were split and divided, X, the choice, kicked), controlled by `controller`. Not cast with flashback or buyback:
 * the copy ceases to exist whatever it would have done (707.10a).
 */
export function spellCopyItem(
  tx: Transaction,
  spell: SpellItem,
  copy: ObjectId,
  controller: PlayerId,
  targets: readonly string[],
): SpellItem {
  const { flashback: _flashback, buyback: _buyback, fromHand: _fromHand, ...decisions } = spell;
  return { ...decisions, id: newId(tx, 'a'), card: copy, controller, targets, copy: true };
}

/** 707.10a, 704.5e: a copy of a spell that leaves the stack ceases to exist (no zone change: it is no card). */
export function ceaseToExist(tx: Transaction, object: GameObject): void {
  tx.apply({ kind: 'remove', object, index: -1 });
}
