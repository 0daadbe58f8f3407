import type { StaticEffect } from '../../templates/card-template.js';
import type { Scanner } from '../../text/scanner.js';
import { amount } from '../grammar/amount.js';
import { watchedPlayerEvent, type WatchedPlayerEvent } from '../grammar/player-event.js';
import type { AbilityParser } from './ability-parser.js';

/**
 * Static replacement effects of a player's life gain and draws (614.1a), "If [a player's event], [instead].", while
 * their source is on the battlefield (611.3b):
 * - "If you would gain life, you gain twice that much life instead." (rules/replacement/life-gain.ts)
 * - "If a player would gain life, that player gains no life instead."
 * - "If you would draw a card, draw two cards instead.", "If you would draw a card except the first one you draw in
 *   each of your draw steps, draw two cards instead." (rules/replacement/draw.ts)
 * The event is grammar/player-event.ts's.
 */
export const playerReplacementParser: AbilityParser = {
  id: 'player-replacement',
  examples: [
    'If you would gain life, you gain twice that much life instead.',
    'If you would draw a card, draw two cards instead.',
  ],
  parse(s, line) {
    if (s.peekWord() !== 'if') return null;
    const save = s.mark();
    s.words('if');
    const watched = watchedPlayerEvent(s);
    if (!watched || !s.symbol(',')) {
      s.reset(save);
      return null;
    }
    const effect = watched.kind === 'gainLife' ? lifeGain(s, watched.who) : draws(s, watched);
    if (!effect) return null;
    s.symbol('.');
    if (!s.restIsEmpty()) return s.expected('the end of the line');
    return [{ kind: 'static', line: line.line, text: line.text, effect }];
  },
};

/** "you gain twice that much life instead", "that player gains no life instead". */
function lifeGain(s: Scanner, who: WatchedPlayerEvent['who']): StaticEffect | null {
  const gains = who === 'you' ? s.words('you gain') : s.words('that player gains') || s.words('they gain');
  if (!gains) return s.expected(who === 'you' ? "'you gain …'" : "'that player gains …'");
  const change = s.words('twice that much life instead') ? 'double' : s.words('no life instead') ? 'none' : null;
  if (!change) return s.expected("'twice that much life instead' or 'no life instead'");
  return { kind: 'lifeGainReplacement', who, change };
}

/** "draw two cards instead", "that player draws two cards instead". */
function draws(s: Scanner, watched: Extract<WatchedPlayerEvent, { kind: 'draw' }>): StaticEffect | null {
  const draw = watched.who === 'you' ? s.words('draw') : s.words('that player draws') || s.words('they draw');
  if (!draw)
    return s.expected(watched.who === 'you' ? "'draw … cards instead'" : "'that player draws … cards instead'");
  const n = amount(s);
  if (!n || n.kind !== 'fixed' || n.value < 2 || !s.words('cards instead'))
    return s.expected("a number of cards, then 'cards instead'");
  return {
    kind: 'drawReplacement',
    who: watched.who,
    exceptFirstInDrawStep: watched.exceptFirstInDrawStep,
    draws: n.value,
  };
}
