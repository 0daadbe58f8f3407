import type { CardFace } from '../../../engine/templates/card-template.js';

/** Text for the parsed-card summary, kept out of the component so it is unit-tested. */

export function powerToughness(face: Pick<CardFace, 'power' | 'toughness'>): string | null {
  if (face.power === null && face.toughness === null) return null;
  return `${face.power ?? '?'}/${face.toughness ?? '?'}`;
}

/** Splits the parser's "Mana ability: {T}: add {G}" into a label for a badge and the rest. */
export function splitDescription(description: string): { readonly label: string; readonly detail: string } {
  const at = description.indexOf(': ');
  if (at <= 0 || at > 40) return { label: '', detail: description };
  return { label: description.slice(0, at), detail: description.slice(at + 2) };
}
