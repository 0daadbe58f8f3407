import type { GraveyardInstead } from '../../templates/card-template.js';
import type { Scanner } from '../../text/scanner.js';
import { watchedGraveyard, type WatchedGraveyard } from '../grammar/graveyard-event.js';
import type { AbilityParser } from './ability-parser.js';

/**
 * Static replacement effects of going to a graveyard (614.1a), "If [it would go to a graveyard], [somewhere else]
 * instead.", while their source is on the battlefield, or, for `~` itself, wherever it is (rules/replacement/graveyard.ts):
 * - "If ~ would die, put it on the bottom of its owner's library instead."
 * - "If ~ would be put into a graveyard from anywhere, reveal ~ and shuffle it into its owner's library instead."
 * - "If a card or token would be put into a graveyard from anywhere, exile it instead."
 * - "If a card would be put into your graveyard from anywhere, exile that card instead."
 * "If ~ would die, exile it instead." is parsers/die-replacement.ts's. The event is grammar/graveyard-event.ts's.
 */
export const graveyardReplacementParser: AbilityParser = {
  id: 'graveyard-replacement',
  examples: [
    'If a card or token would be put into a graveyard from anywhere, exile it instead.',
    "If ~ would die, put it on the bottom of its owner's library instead.",
  ],
  parse(s, line) {
    if (s.peekWord() !== 'if') return null;
    const save = s.mark();
    s.words('if');
    const watched = watchedGraveyard(s);
    if (!watched || !s.symbol(',')) {
      s.reset(save);
      return null;
    }
    const to = instead(s, watched);
    if (!to)
      return s.expected(
        "where it goes instead: 'exile it instead', 'put it on the bottom of its owner's library instead' …",
      );
    s.symbol('.');
    if (!s.restIsEmpty()) return s.expected('the end of the line');
    return [
      { kind: 'static', line: line.line, text: line.text, effect: { kind: 'graveyardReplacement', ...watched, to } },
    ];
  },
};

/** "exile it instead", "return it to its owner's hand instead", "put it on the bottom of …", "reveal ~ and shuffle …". */
function instead(s: Scanner, watched: WatchedGraveyard): GraveyardInstead | null {
  const it = (): boolean => s.words('it') || (watched.what !== 'self' && s.words('that card'));
  const save = s.mark();
  let to: GraveyardInstead | null = null;
  if (s.words('exile') && it()) to = 'exile';
  else if (s.words('return') && it() && s.words("to its owner's hand")) to = 'hand';
  else if (s.words('put') && it() && s.words("on the bottom of its owner's library")) to = 'libraryBottom';
  else if (
    watched.what === 'self' &&
    s.words('reveal') &&
    s.symbol('~') &&
    s.words("and shuffle it into its owner's library")
  )
    to = 'libraryShuffled';
  if (!to || !s.words('instead')) {
    s.reset(save);
    return null;
  }
  return to;
}
