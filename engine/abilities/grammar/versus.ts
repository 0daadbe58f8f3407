import type { Amount, Condition } from '../../templates/card-template.js';
import type { Scanner } from '../../text/scanner.js';
import { description, namesPermanents } from './description.js';

/**
 * A player's amount against the opponents' (603.4, 608.2c): "an opponent has more life than you", "an opponent
 * controls more creatures than you", "you have less life than an opponent", "you control fewer creatures than an
 * opponent", "you have more cards in hand than each opponent". The amount is worked out from each player's side (life
 * total, 119.1; a count of what that player controls or has in hand, 107.1). Null, unmoved, otherwise.
 */
export function versusCondition(s: Scanner): Condition | null {
  const save = s.mark();
  const opponentFirst = s.words('an opponent');
  if (!opponentFirst && !s.words('you')) return null;
  const has = s.words(opponentFirst ? 'has' : 'have');
  const controls = !has && s.words(opponentFirst ? 'controls' : 'control');
  const more = (has || controls) && s.words('more');
  const fewer = (has || controls) && !more && (s.words('fewer') || s.words('less'));
  const amount = more || fewer ? compared(s, has) : null;
  if (amount && s.words('than')) {
    // "an opponent has more … than you": you have less than that opponent.
    if (opponentFirst && s.words('you')) return { kind: 'versus', amount, op: more ? '<' : '>', each: false };
    const each = !opponentFirst && s.words('each opponent');
    if (each || (!opponentFirst && s.words('an opponent')))
      return { kind: 'versus', amount, op: more ? '>' : '<', each };
  }
  s.reset(save);
  return null;
}

/** "life", "cards in hand" (after "has"); "creatures", "lands" (after "controls"): seen from the player it is about. */
function compared(s: Scanner, has: boolean): Amount | null {
  if (has) {
    if (s.words('life')) return { kind: 'lifeTotal' };
    if (s.words('cards in hand')) {
      return {
        kind: 'count',
        of: { nouns: ['card'], qualities: [{ kind: 'zone', zone: 'hand', whose: 'you' }] },
        times: 1,
      };
    }
    return null;
  }
  const d = description(s);
  if (!d || !namesPermanents(d)) return null;
  return {
    kind: 'count',
    of: { nouns: d.nouns, qualities: [...d.qualities, { kind: 'controller', who: 'you' }] },
    times: 1,
  };
}
