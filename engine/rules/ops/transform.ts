import type { CardTemplate } from '../../templates/card-template.js';
import type { Transaction } from '../state/transaction.js';
import type { GameObject, ObjectId, ZoneRef } from '../state/types.js';

/**
 * Transforming double-faced cards (712, 701.28). An object's `template` is the face that is up, so every rule that
 * reads characteristics sees only that face (712.4c, 712.4d) without knowing about faces; a transformed permanent
 * keeps its front face in `transformed.front`. Edits, so undo turns it back.
 */

const FRONTS = new WeakMap<CardTemplate, CardTemplate>();
const BACKS = new WeakMap<CardTemplate, CardTemplate | null>();

/** Whether a card can transform: a transforming double-faced card with a back face (712.1, 712.5). */
function isTransforming(card: CardTemplate): boolean {
  return card.layout === 'transform' && card.faces.length >= 2;
}

/**
 * 712.4a, 712.4c: a transforming double-faced card anywhere has only its front face's characteristics, its name
 * included (the template's name joins both faces' names). Other cards are their own template. The same object for
 * the same card, since rules cache by template.
 */
export function frontFace(card: CardTemplate): CardTemplate {
  if (!isTransforming(card)) return card;
  let front = FRONTS.get(card);
  if (front === undefined) {
    const face = card.faces[0];
    front = face ? { ...card, ...face, name: face.name, layout: card.layout, faces: card.faces } : card;
    FRONTS.set(card, front);
    FRONTS.set(front, front);
  }
  return front;
}

/**
 * 712.4d: the back face's characteristics, or null when there is none to turn to: not a transforming card (712.5) or
 * a back face that is an instant or sorcery (712.6). A single-faced card: nothing copies it as transformable (712.5).
 */
function backFace(front: CardTemplate): CardTemplate | null {
  let back = BACKS.get(front);
  if (back === undefined) {
    const face = front.faces[1];
    back =
      isTransforming(front) && face && !face.types.some((t) => t === 'instant' || t === 'sorcery')
        ? { ...front, ...face, name: face.name, layout: 'normal', faces: [], unknownLines: front.unknownLines }
        : null;
    BACKS.set(front, back);
  }
  return back;
}

/**
 * 701.28a: turns the permanent over to its other face; a permanent that isn't a transforming double-faced card does
 * nothing (701.28c, 712.5). It stays the same object: counters, damage, attachments, combat and effects stay
 * (712.14). While a copy effect gives it other values (707.2), its own card turns, which shows once the copy effect
 * ends (712.5's example). `since`: for its own ability, when that ability was put on the stack: a permanent that
 * transformed after that doesn't transform again (701.28f). False when it did not transform.
 */
export function transformPermanent(tx: Transaction, id: ObjectId, since: number | null = null): boolean {
  const object = tx.state.objects[id];
  if (!object || object.zone.zone !== 'battlefield') return false;
  if (since !== null && object.transformedAt !== undefined && object.transformedAt > since) return false;
  if (object.transformed) turnFace(tx, object, object.transformed.front, undefined);
  else {
    const own = object.printed ?? object.template;
    const back = backFace(own);
    if (!back) return false;
    turnFace(tx, object, back, { front: own });
  }
  tx.set(['objects', id, 'transformedAt'], object.transformedAt, tx.state.nextId);
  return true;
}

/**
 * Puts `face` up: its own card's values (`printed` while a copy effect gives it others, else `template`), with
 * `transformed` saying which front face it turns back to (undefined: the front face is up).
 */
function turnFace(
  tx: Transaction,
  object: GameObject,
  face: CardTemplate,
  transformed: GameObject['transformed'],
): void {
  const field = object.printed ? 'printed' : 'template';
  tx.set(['objects', object.id, field], object.printed ?? object.template, face);
  tx.set(['objects', object.id, 'transformed'], object.transformed, transformed);
}

/** 712.4a, 400.7: a transformed permanent leaving the battlefield is its front face again wherever it goes. */
export function revertTransformOnMove(tx: Transaction, object: GameObject, from: ZoneRef, to: ZoneRef): void {
  if (from.zone !== 'battlefield' || to.zone === 'battlefield') return;
  if (object.transformed) turnFace(tx, object, object.transformed.front, undefined);
  tx.set(['objects', object.id, 'transformedAt'], object.transformedAt, undefined);
}
