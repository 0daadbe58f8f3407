import { MANA_TYPES } from '../mana/pool.js';
import { fail, ok, type Result } from '../result.js';
import { createCard } from '../state/create.js';
import { opponentOf } from '../state/queries.js';
import type { Transaction } from '../state/transaction.js';
import { COMBAT_STEPS } from '../turn/steps.js';
import type { Action } from './types.js';

/** Sandbox actions: direct changes a rules tester needs (add a card, set life, mana, step). Undoable like any. */
export function sandbox(
  tx: Transaction,
  action: Extract<Action, { type: 'addCard' | 'setLife' | 'setPool' | 'setStep' }>,
): Result {
  switch (action.type) {
    case 'addCard': {
      if (!tx.state.players[action.player]) return fail(`no player ${action.player}`);
      createCard(tx, {
        template: action.template,
        owner: action.player,
        zone: action.zone,
        tapped: action.tapped,
        sick: action.sick,
        damage: action.damage,
        counters: action.counters,
        canBlockAdditional: action.canBlockAdditional,
      });
      return ok();
    }
    case 'setLife': {
      const p = tx.state.players[action.player];
      if (!p) return fail(`no player ${action.player}`);
      tx.set(['players', action.player, 'life'], p.life, action.life);
      return ok();
    }
    case 'setPool': {
      const p = tx.state.players[action.player];
      if (!p) return fail(`no player ${action.player}`);
      if (MANA_TYPES.some((t) => !Number.isInteger(action.pool[t]) || action.pool[t] < 0)) {
        return fail('a pool holds whole, non-negative amounts of W, U, B, R, G and C');
      }
      tx.set(['players', action.player, 'pool'], p.pool, { ...action.pool });
      return ok();
    }
    case 'setStep': {
      const turn = tx.state.turn;
      tx.set(['turn'], turn, { ...turn, step: action.step, priority: turn.activePlayer, passes: [] });
      const inCombat = COMBAT_STEPS.includes(action.step);
      if (inCombat && !tx.state.combat) {
        tx.set(['combat'], null, {
          attackingPlayer: turn.activePlayer,
          defendingPlayer: opponentOf(tx.state, turn.activePlayer),
          attackers: [],
          blockers: [],
          attackersDeclared: false,
          blockersDeclared: false,
          dealtFirstStrikeDamage: [],
        });
      }
      if (!inCombat && tx.state.combat) tx.set(['combat'], tx.state.combat, null);
      return ok();
    }
  }
}
