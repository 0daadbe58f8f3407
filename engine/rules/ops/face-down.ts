import type { Ability, CardTemplate } from '../../templates/card-template.js';
import type { Transaction } from '../state/transaction.js';
import type { GameObject, ObjectId, ZoneRef } from '../state/types.js';

/**
 * Face-down spells and permanents (708). A face-down object's `template` is FACE_DOWN, so every rule that reads an
 * object's characteristics sees the face-down 2/2 (708.2a, 708.4) without knowing about face-down status; the card
 * itself waits in `faceDown.face`. Edits, so undo turns it back.
 */

/** 708.2a, 702.37a: a 2/2 creature with no text, no name, no subtypes and no mana cost (so colorless, 202.2). */
export const FACE_DOWN: CardTemplate = {
  name: '',
  manaCost: null,
  colors: [],
  colorIndicator: null,
  supertypes: [],
  types: ['creature'],
  subtypes: [],
  power: '2',
  toughness: '2',
  loyalty: null,
  abilities: [],
  layout: 'normal',
  faces: [],
  unknownLines: [],
};

export type MorphAbility = Extract<Ability, { kind: 'morph' }>;

/** 702.37a: the card's morph (or megamorph) ability, if it has one. */
export function morphOf(template: CardTemplate | null): MorphAbility | null {
  for (const a of template?.abilities ?? []) if (a.kind === 'morph') return a;
  return null;
}

/** 702.37c, 708.4: the card is turned face down before it is put onto the stack. */
export function turnFaceDown(tx: Transaction, id: ObjectId): void {
  const object = tx.state.objects[id];
  if (!object || object.faceDown) return;
  tx.set(['objects', id, 'faceDown'], undefined, { face: object.template });
  tx.set(['objects', id, 'template'], object.template, FACE_DOWN);
}

/** 708.8: its copiable values revert to the card's; effects already applied to it still apply. */
export function turnFaceUp(tx: Transaction, id: ObjectId): boolean {
  const object = tx.state.objects[id];
  const face = object?.faceDown?.face;
  if (!object || !face) return false;
  tx.set(['objects', id, 'template'], object.template, face);
  tx.set(['objects', id, 'faceDown'], object.faceDown, undefined);
  return true;
}

/**
 * 708.9: a face-down permanent leaving the battlefield, or a face-down spell leaving the stack for anywhere but the
 * battlefield, is revealed: it is its own card again wherever it goes (a face-down spell resolving stays face down).
 */
export function revealFaceDownOnMove(tx: Transaction, object: GameObject, from: ZoneRef, to: ZoneRef): void {
  if (!object.faceDown || to.zone === 'battlefield') return;
  if (from.zone === 'battlefield' || from.zone === 'stack') turnFaceUp(tx, object.id);
}

/** The name players see: a face-down object has none (708.2a), so it is called what it is. */
export function visibleName(object: GameObject): string {
  return object.faceDown ? 'face-down creature' : object.template.name;
}

/** The card's own name even while it is face down: for the all-seeing scenario runner and tester, never for rules. */
export function cardName(object: GameObject): string {
  return object.faceDown?.face?.name ?? object.template.name;
}
