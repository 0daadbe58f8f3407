import type { CardType } from '../../templates/card-template.js';
import { placeCommandCard, setSchemeInMotion } from '../ops/command-cards.js';
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
  action: Extract<Action, { type: 'addCard' | 'setLife' | 'setPool' | 'setStep' | 'setInMotion' }>,
): Result {
  switch (action.type) {
    case 'addCard': {
      if (!tx.state.players[action.player]) return fail(`no player ${action.player}`);
      const commandCard = ['plane', 'phenomenon', 'scheme'].some((t) => action.template.types.includes(t as CardType));
      // 310.2, 311.2, 313.2: plane, phenomenon and scheme cards are in the command zone, and nothing else is a card there.
      if ((action.zone === 'command') !== commandCard) {
        return fail(
          commandCard
            ? `${action.template.name} is a ${action.template.types.join(' ')} card: it goes in the command zone (310.2, 313.2)`
            : 'only plane, phenomenon and scheme cards go in the command zone',
        );
      }
      const card = createCard(tx, {
        template: action.template,
        owner: action.player,
        zone: action.zone,
        tapped: action.tapped,
        sick: action.sick,
        damage: action.damage,
        counters: action.counters,
        canBlockAdditional: action.canBlockAdditional,
      });
      if (commandCard) placeCommandCard(tx, card.id);
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
      // 106.6: restricted mana is part of the pool; a pool set by hand holds none (else spending would look for it).
      if (p.restrictedMana.length > 0) tx.set(['players', action.player, 'restrictedMana'], p.restrictedMana, []);
      return ok();
    }
    case 'setInMotion': {
      const problem = setSchemeInMotion(tx, action.player, action.card);
      return problem === null ? ok() : fail(problem);
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
