import type { Whose } from '../../templates/card-template.js';
import type { Scanner } from '../../text/scanner.js';

/** Something going to a graveyard, as a replacement effect watches it (614.1a, 700.4). */
export interface WatchedGraveyard {
  readonly what: 'self' | 'cards' | 'cardsOrTokens';
  readonly whose: Whose | null;
  readonly from: 'battlefield' | 'anywhere';
}

/**
 * The event of "If … would …, …" (614.1a), after "if": "~ would die" (700.4: from the battlefield), "~ would be put into
 * a graveyard from anywhere", "a card [or token] would be put into a graveyard / your graveyard / an opponent's
 * graveyard from anywhere". Null without moving when it isn't one.
 */
export function watchedGraveyard(s: Scanner): WatchedGraveyard | null {
  const save = s.mark();
  if (s.symbol('~')) {
    if (s.words('would die')) return { what: 'self', whose: null, from: 'battlefield' };
    if (s.words('would be put into a graveyard from anywhere')) return { what: 'self', whose: null, from: 'anywhere' };
    s.reset(save);
    return null;
  }
  if (!s.words('a card')) return null;
  const what = s.words('or token') ? 'cardsOrTokens' : 'cards';
  if (!s.words('would be put into')) {
    s.reset(save);
    return null;
  }
  const whose: Whose | null | undefined = s.words('a graveyard')
    ? null
    : s.words('your graveyard')
      ? 'you'
      : s.words("an opponent's graveyard")
        ? 'opponent'
        : undefined;
  if (whose === undefined || !s.words('from anywhere')) {
    s.reset(save);
    return null;
  }
  return { what, whose, from: 'anywhere' };
}
