import {
  colorsOfObject,
  hasKeyword,
  isCreature,
  typesOf,
  type GameState,
  type ObjectId,
  type PlayerId,
} from './engine.js';

/**
 * What a spell's convoke (702.51a) could tap while it is cast: the untapped creatures its caster controls, oldest
 * first, or null when the spell has no convoke. The tester offers them as checkboxes; the engine decides which mana
 * each pays and refuses a creature that can pay none. Pure: unit-tested in node.
 */
export function convokeCandidates(state: GameState, card: ObjectId, player: PlayerId): readonly ObjectId[] | null {
  const spell = state.objects[card];
  if (!spell || !hasKeyword(spell, 'convoke', state)) return null;
  return (state.players[player]?.zones.battlefield ?? []).filter((id) => {
    const o = state.objects[id];
    return o !== undefined && o.controller === player && !o.tapped && isCreature(o, state);
  });
}

/** What a spell's delve (702.66a) could exile: the cards in its caster's graveyard, or null when it has no delve. */
export function delveCandidates(state: GameState, card: ObjectId, player: PlayerId): readonly ObjectId[] | null {
  const spell = state.objects[card];
  if (!spell || !hasKeyword(spell, 'delve', state)) return null;
  return (state.players[player]?.zones.graveyard ?? []).filter((id) => id !== card);
}

/**
 * What a spell's improvise (702.126a) could tap: the untapped artifacts its caster controls, oldest first, or null
 * when the spell has no improvise.
 */
export function improviseCandidates(state: GameState, card: ObjectId, player: PlayerId): readonly ObjectId[] | null {
  const spell = state.objects[card];
  if (!spell || !hasKeyword(spell, 'improvise', state)) return null;
  return (state.players[player]?.zones.battlefield ?? []).filter((id) => {
    const o = state.objects[id];
    return o !== undefined && o.controller === player && !o.tapped && typesOf(o, state).includes('artifact');
  });
}

/**
 * Who could assist a spell (702.132a): the players other than its caster, in seat order, or null when the spell has
 * no assist.
 */
export function assistHelpers(state: GameState, card: ObjectId, player: PlayerId): readonly PlayerId[] | null {
  const spell = state.objects[card];
  if (!spell || !hasKeyword(spell, 'assist', state)) return null;
  return Object.keys(state.players).filter((p) => p !== player);
}

/**
 * What a spell's conspire (702.78a) could tap: the untapped creatures its caster controls that share a color with it,
 * oldest first, or null when the spell has no conspire.
 */
export function conspireCandidates(state: GameState, card: ObjectId, player: PlayerId): readonly ObjectId[] | null {
  const spell = state.objects[card];
  if (!spell || !hasKeyword(spell, 'conspire', state)) return null;
  const colors = colorsOfObject(spell, state);
  return (state.players[player]?.zones.battlefield ?? []).filter((id) => {
    const o = state.objects[id];
    return (
      o !== undefined &&
      o.controller === player &&
      !o.tapped &&
      isCreature(o, state) &&
      colorsOfObject(o, state).some((c) => colors.includes(c))
    );
  });
}

/** Ticks or unticks one object of a list of choices, keeping the order they were ticked in. */
export function toggleIn(list: readonly ObjectId[], id: ObjectId, on: boolean): ObjectId[] {
  const rest = list.filter((x) => x !== id);
  return on ? [...rest, id] : rest;
}
