import type { PlayerEffectDuration } from '../../templates/card-template.js';
import type { Scanner } from '../../text/scanner.js';
import { effectDuration } from '../grammar/duration.js';
import { noMaximumHandSize } from '../grammar/hand-size.js';
import { isPlayerSubject } from '../grammar/subject.js';
import { actingPlayer, verb, type EffectParser } from './effect-parser.js';

/**
 * 611.2a: how long an effect on players lasts: "until end of turn", "until your next turn", "for the rest of the game";
 * none stated: for the rest of the game. Null, unmoved, for another duration (one that depends on an object).
 */
function playerDuration(s: Scanner): PlayerEffectDuration | null {
  const save = s.mark();
  const duration = effectDuration(s);
  if (duration === null) return 'indefinitely';
  if (duration === 'endOfTurn' || duration === 'untilYourNextTurn' || duration === 'indefinitely') return duration;
  s.reset(save);
  return null;
}

/**
 * 402.2, 611.2: "You have no maximum hand size until your next turn.", "You have no maximum hand size for the rest of
 * the game.": the players named have no maximum hand size for that long.
 */
export const maximumHandSize: EffectParser = {
  id: 'maximumHandSize',
  verbs: ['have', 'has'],
  example: 'You have no maximum hand size until your next turn.',
  parse(s, actor) {
    const who = actingPlayer(actor);
    if (!isPlayerSubject(who)) return null;
    const save = s.mark();
    const change = verb(s, 'have', 'has') ? noMaximumHandSize(s) : null;
    const duration = change ? playerDuration(s) : null;
    if (!change || !duration) {
      s.reset(save);
      return null;
    }
    return [{ kind: 'maximumHandSize', who, change, duration }];
  },
};
