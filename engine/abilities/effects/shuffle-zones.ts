import type { Effect } from '../../templates/card-template.js';
import type { Scanner } from '../../text/scanner.js';
import { isPlayerSubject } from '../grammar/subject.js';
import { possessive } from '../grammar/words.js';
import { actingPlayer, verb, type EffectParser } from './effect-parser.js';

type ShuffleZones = Extract<Effect, { kind: 'shuffleIntoLibrary' }>;

/** "their", "his or her", "your". */
function whose(s: Scanner): boolean {
  return possessive(s) || s.words('your');
}

/** "hand and graveyard", "graveyard", "hand": the zones whose cards go into the library. */
function zones(s: Scanner): ShuffleZones['zones'] | null {
  if (s.words('hand and graveyard')) return ['hand', 'graveyard'];
  if (s.words('graveyard')) return ['graveyard'];
  if (s.words('hand')) return ['hand'];
  return null;
}

/**
 * 701.20a: "Each player shuffles their hand and graveyard into their library", "Each player shuffles their graveyard
 * into their library.", "Shuffle your hand into your library.": every card of those zones goes into the player's own
 * library, which is then shuffled.
 */
export const shuffleZones: EffectParser = {
  id: 'shuffleIntoLibrary',
  verbs: ['shuffle', 'shuffles'],
  example: 'Each player shuffles their hand and graveyard into their library.',
  parse(s, actor) {
    const who = actingPlayer(actor);
    if (!isPlayerSubject(who)) return null;
    const save = s.mark();
    if (!verb(s, 'shuffle')) return null;
    if (!whose(s)) {
      s.reset(save);
      return null;
    }
    const which = zones(s);
    if (which && s.words('into') && whose(s) && s.words('library'))
      return [{ kind: 'shuffleIntoLibrary', who, zones: which }];
    s.expected("'their hand and graveyard into their library'");
    s.reset(save);
    return null;
  },
};
