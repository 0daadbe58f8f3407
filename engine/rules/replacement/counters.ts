import type { CountChange } from '../../templates/card-template.js';
import { matchesDescription } from '../describe/matches.js';
import type { GameState } from '../state/types.js';
import { inForce, isWhose, permutations } from './static-replacements.js';

/** More changes than this are applied in the order found (616.1 orders are many). */
const MOST_ORDERED = 5;

/**
 * 614.1a, 122.6, 616.1: how many `counter` counters are put on `on` (a permanent or a player) instead of `amount`,
 * after the counter replacements in force that watch them ("If one or more +1/+1 counters would be put on a creature
 * you control, twice that many … instead."), each once (614.5). The affected permanent's controller (or the player)
 * chooses their order (616.1e); the engine chooses the most counters, the fewest -1/-1 counters: "plus one" before
 * doubling; "minus one" before "plus one" of -1/-1 counters, so one becomes none. Called by ops/permanents.ts and ops/players.ts as the counters are put.
 */
export function countersInstead(state: GameState, on: string, counter: string, amount: number): number {
  const changes: CountChange[] = [];
  const player = state.players[on];
  for (const { source, effect } of inForce(state, 'counterReplacement')) {
    if (effect.counter !== null && effect.counter !== counter) continue;
    const watched = effect.on;
    const applies =
      watched.kind === 'player'
        ? player !== undefined && isWhose(watched.who, on, source.controller)
        : player === undefined &&
          matchesDescription(state, on, watched.description, { controller: source.controller, source: source.id });
    if (applies) changes.push(effect.change);
  }
  if (changes.length === 0) return amount;
  const orders = changes.length > MOST_ORDERED ? [changes] : permutations(changes);
  const fewer = counter === '-1/-1';
  let best: number | null = null;
  for (const order of orders) {
    let n = amount;
    // No counters left to put: no event for the later ones to change ("one or more counters would be put").
    for (const change of order) if (n > 0) n = changedCount(n, change);
    if (best === null || (fewer ? n < best : n > best)) best = n;
  }
  return best ?? amount;
}

/** The number after one change, never below 0. */
export function changedCount(amount: number, change: CountChange): number {
  switch (change.kind) {
    case 'double':
      return amount * 2;
    case 'plus':
      return amount + change.amount;
    case 'minus':
      return Math.max(0, amount - change.amount);
  }
}
