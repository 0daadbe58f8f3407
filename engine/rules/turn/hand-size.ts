import type { HandSizeChange } from '../../templates/card-template.js';
import { inForce, isWhose } from '../replacement/static-replacements.js';
import type { GameState, PlayerId } from '../state/types.js';

/** 402.2: the maximum hand size a player has unless an effect changes it. */
export const NORMAL_MAXIMUM_HAND_SIZE = 7;

/** One effect on a player's maximum hand size, with its timestamp (613.7). */
interface Timed {
  readonly timestamp: number;
  readonly change: HandSizeChange;
}

/**
 * 402.2: `player`'s maximum hand size now (the number of cards they discard down to in their cleanup step, 514.1);
 * null when they have no maximum hand size. 613.11: effects on it (static abilities of permanents on the battlefield,
 * with their source's timestamp, 613.7a; effects of resolved spells and abilities, with their own) apply after all
 * others, in timestamp order: "no maximum" then "is two" is two, "is two" then "no maximum" is none, and an increase
 * or reduction changes the number the earlier ones left (none stays none). It may end below zero: the whole hand goes.
 */
export function maximumHandSize(state: GameState, player: PlayerId): number | null {
  const effects: Timed[] = [];
  for (const { source, effect } of inForce(state, 'maximumHandSize')) {
    if (isWhose(effect.who, player, source.controller)) {
      effects.push({ timestamp: source.timestamp ?? 0, change: effect.change });
    }
  }
  for (const e of state.playerEffects ?? []) {
    if (e.change.kind === 'maximumHandSize' && e.players.includes(player)) {
      effects.push({ timestamp: e.timestamp, change: e.change.change });
    }
  }
  // A stable sort: abilities of one permanent, or of permanents set up together, keep their order.
  effects.sort((a, b) => a.timestamp - b.timestamp);
  let size: number | null = NORMAL_MAXIMUM_HAND_SIZE;
  for (const { change } of effects) size = changed(size, change);
  return size;
}

function changed(size: number | null, change: HandSizeChange): number | null {
  switch (change.kind) {
    case 'none':
      return null;
    case 'set':
      return change.amount;
    case 'plus':
      return size === null ? null : size + change.amount;
    case 'minus':
      return size === null ? null : size - change.amount;
  }
}
