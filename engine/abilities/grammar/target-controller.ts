import type { Description, Quality, Subject } from '../../templates/card-template.js';
import type { Scanner } from '../../text/scanner.js';

/**
 * "target player controls", "target opponent controls" after a description ("all creatures target player controls",
 * "for each creature target opponent controls"): the target player (115.1), a subject of its own, and the quality
 * that then holds for what is described: controlled by that player (608.2c). Null without moving otherwise.
 */
export function targetController(s: Scanner): { readonly player: Subject; readonly quality: Quality } | null {
  const word = s.peekWord();
  if (word === 'from' || word === 'in') return targetPlayersZone(s);
  // "the number of nonbasic lands that player controls", "for each tapped artifact they control": the one player
  // named before (608.2c).
  if ((word === 'that' || word === 'they') && s.playerNamedAt >= 0) {
    return s.words('that player controls') || s.words('they control')
      ? { player: THAT_PLAYER, quality: THAT_CONTROLS }
      : null;
  }
  if (word !== 'target') return null;
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
  return { player, quality: THAT_CONTROLS };
}

const OPPONENT: Quality = { kind: 'controller', who: 'opponent' };
const THAT_PLAYER: Subject = { kind: 'thatPlayer' };
const THAT_CONTROLS: Quality = { kind: 'controlledBy', player: 'that' };

/**
 * "from target player's graveyard", "in target opponent's hand" after a description ("Exile all cards from target
 * player's graveyard."): the target player (115.1), and the quality that then holds: in that player's zone. Null
 * without moving otherwise.
 */
function targetPlayersZone(s: Scanner): { readonly player: Subject; readonly quality: Quality } | null {
  const save = s.mark();
  if (!s.words('from')) s.words('in');
  s.spaces();
  const from = s.pos;
  const opponent = s.words("target opponent's");
  if (!opponent && !s.words("target player's")) {
    s.reset(save);
    return null;
  }
  const text = s.text.slice(from, s.pos - "'s".length);
  const zone = s.oneOf(['graveyard', 'hand', 'library'] as const);
  if (!zone) {
    s.reset(save);
    return null;
  }
  const description: Description = { nouns: ['player'], qualities: opponent ? [OPPONENT] : [] };
  const player: Subject = { kind: 'target', allowed: ['player'], description, count: 1, upTo: false, text };
  return { player, quality: { kind: 'zone', zone, whose: 'that' } };
}
