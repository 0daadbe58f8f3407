import type { Description, Quality } from '../../templates/card-template.js';
import type { GameObject, GameState, ObjectId } from '../state/types.js';
import { objectIsNoun, playerIsNoun } from './nouns.js';
import { objectHasQuality, playerHasQuality } from './qualities.js';
import type { Viewpoint } from './viewpoint.js';

export type { Viewpoint } from './viewpoint.js';

/**
 * Whether a player or object fits a description (109, 115): it is one of the nouns and has every quality, as seen
 * by `viewpoint` ("you control", "another"). Players who left the game match nothing (800.4a). Unknown ids don't
 * match.
 */
export function matchesDescription(
  state: GameState,
  id: string,
  description: Description,
  viewpoint: Viewpoint,
): boolean {
  const player = state.players[id];
  if (player) {
    if (player.lost) return false;
    return (
      description.nouns.some(playerIsNoun) &&
      description.qualities.every((q) => playerHasQuality(state, player, q, viewpoint))
    );
  }
  const object = state.objects[id];
  if (!object) return false;
  return objectMatches(state, object, description, viewpoint);
}

function objectMatches(state: GameState, object: GameObject, description: Description, viewpoint: Viewpoint): boolean {
  const zoned = description.qualities.some(namesZone);
  return (
    description.nouns.some((noun) => objectIsNoun(object, noun, zoned, state)) &&
    description.qualities.every((q) => objectHasQuality(state, object, q, viewpoint))
  );
}

/** A zone quality, also inside "anyOf" ("in your hand or graveyard"), says where to look instead of the default. */
function namesZone(q: Quality): boolean {
  return q.kind === 'zone' || (q.kind === 'anyOf' && q.qualities.some(namesZone));
}

/**
 * Every object id in a fixed order: each player's battlefield (in turn order, oldest first), the stack's spells
 * (bottom → top), then each player's graveyard, exile, hand and library.
 */
export function allObjectIds(state: GameState): readonly ObjectId[] {
  const out: ObjectId[] = [];
  for (const p of state.playerOrder) out.push(...(state.players[p]?.zones.battlefield ?? []));
  for (const item of state.stack) if (item.kind === 'spell') out.push(item.card);
  for (const zone of ['graveyard', 'exile', 'hand', 'library'] as const) {
    for (const p of state.playerOrder) out.push(...(state.players[p]?.zones[zone] ?? []));
  }
  return out;
}

/** Every player and object that fits a description: players first in turn order, then objects (allObjectIds). */
export function allMatching(state: GameState, description: Description, viewpoint: Viewpoint): string[] {
  const out: string[] = [];
  if (description.nouns.some(playerIsNoun)) {
    for (const p of state.playerOrder) if (matchesDescription(state, p, description, viewpoint)) out.push(p);
  }
  for (const id of allObjectIds(state)) {
    const object = state.objects[id];
    if (object && objectMatches(state, object, description, viewpoint)) out.push(id);
  }
  return out;
}

/**
 * What a player may choose among for a `chosen` subject (608.2d): every match, but a source of damage "of your choice"
 * only among permanents and spells on the stack (609.7a), not the cards in graveyards and exile that also are sources.
 */
export function choosable(state: GameState, description: Description, viewpoint: Viewpoint): string[] {
  const found = allMatching(state, description, viewpoint);
  if (!description.nouns.includes('source')) return found;
  return found.filter((id) => {
    const zone = state.objects[id]?.zone.zone;
    return zone === undefined || zone === 'battlefield' || zone === 'stack';
  });
}
