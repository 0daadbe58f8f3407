import { energySymbols } from '../costs/pay-energy.js';
import { equalTo, forEach } from '../grammar/amount.js';
import { isPlayerSubject, possessor } from '../grammar/subject.js';
import { actingPlayer, verb, type EffectParser } from './effect-parser.js';

/**
 * 107.14, 122.1: "You get {E}{E}.", "you get {E} for each creature you control", "you get an amount of {E} equal to
 * the greatest power among creatures you control": the player gets that many energy counters (a player's counters
 * are put on as `putCounters` puts them, 122.1).
 */
export const getEnergy: EffectParser = {
  id: 'getEnergy',
  verbs: ['get', 'gets'],
  example: 'You get {E}{E}.',
  parse(s, actor) {
    const who = actingPlayer(actor);
    if (!isPlayerSubject(who)) return null;
    const save = s.mark();
    if (!verb(s, 'get')) return null;
    const n = energySymbols(s);
    if (n > 0) {
      const amount = forEach(s, { kind: 'fixed', value: n }) ?? { kind: 'fixed', value: n };
      return [{ kind: 'putCounters', what: who, counter: 'energy', amount }];
    }
    if (s.words('an amount of') && energySymbols(s) === 1) {
      const amount = equalTo(s, possessor);
      if (amount) return [{ kind: 'putCounters', what: who, counter: 'energy', amount }];
    }
    s.expected("energy to get, as in 'You get {E}{E}'", save);
    s.reset(save);
    return null;
  },
};
