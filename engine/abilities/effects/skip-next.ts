import { amount } from '../grammar/amount.js';
import { isPlayerSubject } from '../grammar/subject.js';
import { actingPlayer, verb, type EffectParser } from './effect-parser.js';

/**
 * 614.1b, 614.10: "You skip your next turn.", "you skip your next two turns", "Skip your next turn.", "Target player skips
 * their next untap step.", "each opponent skips their next untap step".
 */
export const skipNext: EffectParser = {
  id: 'skipNext',
  verbs: ['skip', 'skips'],
  example: 'You skip your next turn.',
  parse(s, actor) {
    const who = actingPlayer(actor);
    if (!isPlayerSubject(who)) return null;
    const save = s.mark();
    if (!verb(s, 'skip') || !s.words(who.kind === 'you' ? 'your next' : 'their next')) {
      s.reset(save);
      return null;
    }
    const n = amount(s);
    const count = n?.kind === 'fixed' && n.value > 1 ? n.value : n === null ? 1 : 0;
    const plural = count > 1;
    const what = s.words(plural ? 'turns' : 'turn')
      ? 'turn'
      : s.words(plural ? 'untap steps' : 'untap step')
        ? 'untapStep'
        : null;
    if (count === 0 || what === null) {
      s.expected("'turn' or 'untap step'");
      s.reset(save);
      return null;
    }
    return [{ kind: 'skipNext', who, what, count }];
  },
};
