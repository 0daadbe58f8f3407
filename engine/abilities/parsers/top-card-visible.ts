import type { StaticEffect } from '../../templates/card-template.js';
import type { AbilityParser } from './ability-parser.js';

/**
 * 401.5: "Play with the top card of your library revealed.", "Players play with the top card of their libraries
 * revealed.", "You may look at the top card of your library any time." and its older "You may look at the top card
 * of your library." with the reminder "(You may do this at any time.)" left out. Static abilities of a permanent: the
 * top card is seen while it is on the battlefield (rules/view/top-card.ts).
 */
export const topCardVisibleParser: AbilityParser = {
  id: 'topCardVisible',
  examples: [
    'Play with the top card of your library revealed.',
    'You may look at the top card of your library any time.',
  ],
  parse(s, line) {
    const word = s.peekWord();
    if (word !== 'play' && word !== 'players' && word !== 'you') return null;
    const start = s.mark();
    let effect: StaticEffect | null = null;
    if (s.words('play with the top card of your library revealed')) {
      effect = { kind: 'topCardVisible', whose: 'you', to: 'all' };
    } else if (s.words('players play with the top card of their libraries revealed')) {
      effect = { kind: 'topCardVisible', whose: 'each', to: 'all' };
    } else if (s.words('you may look at the top card of your library')) {
      s.words('any time');
      effect = { kind: 'topCardVisible', whose: 'you', to: 'you' };
    }
    s.symbol('.');
    if (!effect || !s.restIsEmpty()) {
      s.reset(start);
      return null;
    }
    return [{ kind: 'static', line: line.line, text: line.text, effect }];
  },
};
