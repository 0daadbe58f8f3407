import type { Scanner } from '../../text/scanner.js';
import { amount } from './amount.js';

/**
 * 305.2: "play an additional land", "play two additional lands", "play up to three additional lands" (after "may"):
 * how many lands more than one the player may play. Null, unmoved, for other words.
 */
export function additionalLands(s: Scanner): number | null {
  const save = s.mark();
  if (s.peekWord() !== 'play' || !s.words('play')) return null;
  s.words('up to');
  const n = amount(s, true);
  if (n?.kind === 'fixed' && n.value > 0 && s.words(n.value === 1 ? 'additional land' : 'additional lands')) {
    return n.value;
  }
  s.reset(save);
  return null;
}
