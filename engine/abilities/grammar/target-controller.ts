import type { Description, Quality, Subject } from '../../templates/card-template.js';
import type { Scanner } from '../../text/scanner.js';

/**
 * "target player controls", "target opponent controls" after a description ("all creatures target player controls",
 * "for each creature target opponent controls"): the target player (115.1), a subject of its own, and the quality
 * that then holds for what is described: controlled by that player (608.2c). Null without moving otherwise.
 */
export function targetController(s: Scanner): { readonly player: Subject; readonly quality: Quality } | null {
  if (s.peekWord() !== 'target') return null;
  s.spaces();
  const from = s.pos;
  const save = s.mark();
  let description: Description | null = null;
  if (s.words('target player controls')) description = { nouns: ['player'], qualities: [] };
  else if (s.words('target opponent controls')) description = { nouns: ['player'], qualities: [OPPONENT] };
  if (!description) {
    s.reset(save);
    return null;
  }
  const text = s.text.slice(from, s.pos - ' controls'.length);
  const player: Subject = { kind: 'target', allowed: ['player'], description, count: 1, upTo: false, text };
  return { player, quality: { kind: 'controlledBy', player: 'that' } };
}

const OPPONENT: Quality = { kind: 'controller', who: 'opponent' };
