import type { Whose } from '../../templates/card-template.js';
import type { Scanner } from '../../text/scanner.js';

/** A player's event a replacement effect watches (614.1a), and whose. */
export type WatchedPlayerEvent =
  | { readonly kind: 'gainLife'; readonly who: Whose }
  | { readonly kind: 'draw'; readonly who: Whose; readonly exceptFirstInDrawStep: boolean };

/**
 * The player's event of "If … would …, …" (614.1a), after "if": "you would gain life", "a player would gain life",
 * "an opponent would draw a card", "you would draw a card except the first one you draw in each of your draw steps"
 * (504.1: the turn's first draw in that player's draw step is left alone). Null without moving when it isn't one.
 */
export function watchedPlayerEvent(s: Scanner): WatchedPlayerEvent | null {
  const save = s.mark();
  const who = players(s);
  if (!who || !s.words('would')) {
    s.reset(save);
    return null;
  }
  if (s.words('gain life')) return { kind: 'gainLife', who };
  if (s.words('draw a card')) {
    const except =
      who === 'you'
        ? s.words('except the first one you draw in each of your draw steps')
        : s.words('except the first one they draw in each of their draw steps');
    return { kind: 'draw', who, exceptFirstInDrawStep: except };
  }
  s.reset(save);
  return null;
}

function players(s: Scanner): Whose | null {
  const word = s.peekWord();
  if (word === 'you') return s.words('you') ? 'you' : null;
  if (word === 'a') return s.words('a player') ? 'each' : null;
  if (word === 'an') return s.words('an opponent') ? 'opponent' : null;
  return null;
}
