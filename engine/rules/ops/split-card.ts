import { COLORS } from '../../mana/mana-symbol.js';
import type { CardFace, CardTemplate } from '../../templates/card-template.js';
import { fail, ok, type Result } from '../result.js';
import type { Transaction } from '../state/transaction.js';
import type { GameObject, ObjectId, ZoneRef } from '../state/types.js';

/**
 * Casting split cards (709): two halves on one card (`layout split`, and `aftermath`, 702.127a). The player casts one
 * half (709.3), or both halves of a card with fuse from their hand (702.102a). While the spell is on the stack its
 * `template` is only that half (709.3b) — or both halves combined when fused (702.102b) — so every rule reading
 * characteristics sees the spell as it is; `splitCard` keeps the whole card, which it is again as it leaves the
 * stack. Edits, so undo takes it back.
 */

/** 709.1: a card with two halves. */
export function isSplitCard(card: CardTemplate): boolean {
  return (card.layout === 'split' || card.layout === 'aftermath') && card.faces.length === 2;
}

const HALVES = new WeakMap<CardTemplate, readonly CardTemplate[]>();
const FUSED = new WeakMap<CardTemplate, CardTemplate>();

/** One half as a card of its own: its name, mana cost, types and text only (709.3b). The same object each time. */
function asCard(card: CardTemplate, face: CardFace): CardTemplate {
  return { ...card, ...face, name: face.name, layout: 'normal', faces: [] };
}

/** 709.3: the halves of a split card, left then right; none for another card. */
export function halvesOf(card: CardTemplate): readonly CardTemplate[] {
  if (!isSplitCard(card)) return [];
  let halves = HALVES.get(card);
  if (!halves) {
    halves = card.faces.map((face) => asCard(card, face));
    HALVES.set(card, halves);
  }
  return halves;
}

/** 702.102a: fuse is printed on a half; the card has it if either half does. */
export function hasFuse(card: CardTemplate): boolean {
  return card.faces.some((face) => face.abilities.some((a) => a.kind === 'keyword' && a.keyword === 'fuse'));
}

/**
 * 702.102b, 709.4d: a fused split spell has the combined characteristics of its two halves: both names (709.4a), the
 * combined mana cost (702.102c, 709.4b) and colors, every type and subtype, and the text of the left half then of the
 * right half, so its instructions are followed in that order as it resolves (702.102d).
 */
export function fusedOf(card: CardTemplate): CardTemplate {
  let fused = FUSED.get(card);
  if (!fused) {
    const [left, right] = card.faces;
    if (!left || !right) return card;
    const union = <T>(a: readonly T[], b: readonly T[]): T[] => [...a, ...b.filter((x) => !a.includes(x))];
    const colors = COLORS.filter((c) => left.colors.includes(c) || right.colors.includes(c));
    fused = {
      ...card,
      name: `${left.name} // ${right.name}`,
      manaCost: [...(left.manaCost ?? []), ...(right.manaCost ?? [])],
      colors,
      colorIndicator: null,
      supertypes: union(left.supertypes, right.supertypes),
      types: union(left.types, right.types),
      subtypes: union(left.subtypes, right.subtypes),
      power: null,
      toughness: null,
      loyalty: null,
      abilities: [...left.abilities, ...right.abilities],
      layout: 'normal',
      faces: [],
    };
    FUSED.set(card, fused);
  }
  return fused;
}

/** Which half a split card is cast as (0: left, 1: right), or both fused; from the cast action. */
export interface SplitChoice {
  readonly half?: number;
  readonly fuse?: boolean;
}

/**
 * 709.3, 702.102a: before the split card is put onto the stack, the half chosen (the left one when none is named) or
 * both halves fused becomes the object's characteristics; only that is evaluated to see whether it can be cast
 * (709.3a). Fusing only from its owner's hand (702.102a). Nothing changes for another card; naming a half of one or
 * fusing one is refused.
 */
export function castSplitAs(tx: Transaction, id: ObjectId, choice: SplitChoice, player: string): Result {
  const object = tx.state.objects[id];
  if (!object) return fail(`no card ${id}`);
  const card = object.template;
  const halves = halvesOf(card);
  if (halves.length === 0) {
    if (choice.fuse === true) return fail(`${card.name} is not a split card with fuse (702.102a)`);
    if (choice.half !== undefined && choice.half !== 0) return fail(`${card.name} is not a split card (709)`);
    return ok();
  }
  let spell: CardTemplate;
  if (choice.fuse === true) {
    if (!hasFuse(card)) return fail(`${card.name} has no fuse, so its halves can't be cast together (702.102a)`);
    if (object.zone.zone !== 'hand' || object.zone.player !== player) {
      return fail(`${card.name}'s halves are cast together only from your hand (702.102a)`);
    }
    if (choice.half !== undefined) return fail(`${card.name} is cast fused: both halves, not one (702.102a)`);
    spell = fusedOf(card);
  } else {
    const half = halves[choice.half ?? 0];
    if (!half) return fail(`${card.name} has two halves, 1 and 2 (709.3)`);
    spell = half;
  }
  tx.set(['objects', id, 'template'], card, spell);
  tx.set(['objects', id, 'splitCard'], object.splitCard, card);
  return ok();
}

/** 709.3b, 400.7: a split spell leaving the stack is the whole split card again wherever it goes. */
export function revertSplitOnMove(tx: Transaction, object: GameObject, from: ZoneRef, to: ZoneRef): void {
  if (from.zone !== 'stack' || to.zone === 'stack' || object.splitCard === undefined) return;
  tx.set(['objects', object.id, 'template'], object.template, object.splitCard);
  tx.set(['objects', object.id, 'splitCard'], object.splitCard, undefined);
}

/**
 * 709.3, 702.102a: the ways a card can be cast, each with what it is on the stack: a card as it is; each half of a
 * split card, and from the hand both fused when it has fuse. `way` goes into the cast action.
 */
export function castWays(
  card: CardTemplate,
  inHand: boolean,
): readonly { readonly way: SplitChoice; readonly template: CardTemplate }[] {
  const halves = halvesOf(card);
  if (halves.length === 0) return [{ way: {}, template: card }];
  const ways: { way: SplitChoice; template: CardTemplate }[] = halves.map((template, half) => ({
    way: { half },
    template,
  }));
  if (inHand && hasFuse(card)) ways.push({ way: { fuse: true }, template: fusedOf(card) });
  return ways;
}
