import { amount as readAmount } from '../grammar/amount.js';
import { isPlayerSubject } from '../grammar/subject.js';
import { actingPlayer, verb, type EffectParser } from './effect-parser.js';

/**
 * 122.1f: "Target player gets a poison counter.", "defending player gets two poison counters", "each player gets a
 * poison counter": the player gets that many poison counters (a player's counters are put on as `putCounters` puts
 * them, 122.1; ten or more lose the game, 704.5c).
 */
export const getPoison: EffectParser = {
  id: 'getPoison',
  verbs: ['get', 'gets'],
  example: 'Target player gets a poison counter.',
  parse(s, actor) {
    const who = actingPlayer(actor);
    if (!isPlayerSubject(who)) return null;
    const save = s.mark();
    if (!verb(s, 'get')) return null;
    const n = readAmount(s, true);
    if (n && n.kind === 'fixed' && n.value > 0 && s.words(n.value === 1 ? 'poison counter' : 'poison counters')) {
      return [{ kind: 'putCounters', what: who, counter: 'poison', amount: n }];
    }
    s.reset(save);
    return null;
  },
};
