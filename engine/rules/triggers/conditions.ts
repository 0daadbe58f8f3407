import type { Condition } from '../../templates/card-template.js';
import { allMatching, type Viewpoint } from '../describe/matches.js';
import { wasKicked } from '../ops/kicker.js';
import type { GameState } from '../state/types.js';

/**
 * Whether an intervening "if" clause (603.4) holds now, seen from the ability's controller and source: checked when
 * the trigger event happens (false: it doesn't trigger) and again as the ability resolves (false: it does nothing).
 * A null condition always holds.
 */
export function checkCondition(state: GameState, condition: Condition | null, viewpoint: Viewpoint): boolean {
  if (condition === null) return true;
  switch (condition.kind) {
    case 'count':
      // "if you control three or more lands", "if you control no other creatures" (= 0).
      return compare(allMatching(state, condition.of, viewpoint).length, condition.op, condition.value);
    case 'life': {
      const me = viewpoint.controller;
      const players = state.playerOrder.filter((p) => {
        const player = state.players[p];
        return player !== undefined && !player.lost && (condition.who === 'you' ? p === me : p !== me);
      });
      // "if an opponent has 10 or less life": any one opponent will do.
      return players.some((p) => compare(state.players[p]?.life ?? 0, condition.op, condition.value));
    }
    case 'yourTurn':
      return (state.turn.activePlayer === viewpoint.controller) !== condition.negated;
    case 'kicked':
      // 702.33d: the spell, or the permanent it became, was kicked (remembered on the object, ops/kicker.ts).
      return wasKicked(state, viewpoint.source);
  }
}

function compare(value: number, op: '<=' | '>=' | '=', than: number): boolean {
  if (op === '<=') return value <= than;
  if (op === '>=') return value >= than;
  return value === than;
}
