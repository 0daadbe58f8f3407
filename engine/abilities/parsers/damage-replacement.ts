import type { DamageChange, PreventionParty, StaticEffect } from '../../templates/card-template.js';
import type { Scanner } from '../../text/scanner.js';
import { amount } from '../grammar/amount.js';
import { watchedDamage, type WatchedDamage } from '../grammar/damage-event.js';
import { description } from '../grammar/description.js';
import type { AbilityParser } from './ability-parser.js';

/**
 * Static damage replacement and prevention effects (614.1a, 615.1a), "If [a damage event], [change].", while their
 * source is on the battlefield (611.3b; rules/damage/damage-replacement.ts):
 * - "…, prevent that damage." (a static prevention, as "Prevent all damage that would be dealt to …")
 * - "…, prevent 1 of that damage.", "…, prevent all but 1 of that damage."
 * - "…, it deals double that damage to that permanent or player instead."
 * - "…, it deals that much damage minus 1 to that creature instead."
 * - "…, it deals half that damage, rounded down, to that permanent or player instead."
 * The event is grammar/damage-event.ts's ("a source an opponent controls would deal damage to you").
 */
export const damageReplacementParser: AbilityParser = {
  id: 'damage-replacement',
  examples: [
    'If a source an opponent controls would deal damage to you, prevent 1 of that damage.',
    'If a source would deal damage to a permanent or player, it deals double that damage to that permanent or player instead.',
  ],
  parse(s, line) {
    if (s.peekWord() !== 'if') return null;
    const save = s.mark();
    s.words('if');
    const watched = watchedDamage(s);
    if (!watched || !s.symbol(',')) {
      s.reset(save);
      return null;
    }
    const effect = change(s, watched);
    if (!effect) return null;
    s.symbol('.');
    if (!s.restIsEmpty()) return s.expected('the end of the line');
    return [{ kind: 'static', line: line.line, text: line.text, effect }];
  },
};

/** What happens instead: a prevention ("prevent …") or a new amount ("it deals … instead"). */
function change(s: Scanner, watched: WatchedDamage): StaticEffect | null {
  const word = s.peekWord();
  if (word === 'prevent') {
    s.words('prevent');
    if (s.words('that damage')) return { kind: 'preventDamage', ...watched };
    const allBut = s.words('all but');
    const n = amount(s);
    if (!n || n.kind !== 'fixed' || !s.words('of that damage'))
      return s.expected("'that damage', 'N of that damage' or 'all but N of that damage'");
    if (!allBut && n.value === 0) return s.expected('an amount of damage to prevent');
    const prevented: DamageChange = allBut
      ? { kind: 'preventAllBut', amount: n.value }
      : { kind: 'prevent', amount: n.value };
    return { kind: 'damageReplacement', ...watched, change: prevented };
  }
  if (word !== 'it' || !s.words('it deals')) return s.expected("'prevent …' or 'it deals … instead'");
  const changed = newAmount(s);
  if (!changed)
    return s.expected("'double that damage', 'that much damage minus 1' or 'half that damage, rounded down,'");
  if (!s.words('to') || !sameRecipient(s, watched.to) || !s.words('instead'))
    return s.expected("'to' the same permanent or player, then 'instead'");
  return { kind: 'damageReplacement', ...watched, change: changed };
}

function newAmount(s: Scanner): DamageChange | null {
  if (s.words('double that damage')) return { kind: 'double' };
  if (s.words('half that damage, rounded down,')) return { kind: 'half' };
  const save = s.mark();
  if (s.words('that much damage minus')) {
    const n = amount(s);
    if (n && n.kind === 'fixed' && n.value > 0) return { kind: 'minus', amount: n.value };
  }
  s.reset(save);
  return null;
}

/**
 * The damage's recipient again: "that permanent or player", "that player", "that creature" (608.2c: the one the
 * damage would be dealt to), or "you" / "~" when the event named only that.
 */
function sameRecipient(s: Scanner, to: readonly PreventionParty[] | null): boolean {
  if (s.words('that')) return description(s) !== null;
  const only = to?.length === 1 ? to[0] : undefined;
  if (only?.kind === 'you') return s.words('you');
  if (only?.kind === 'self') return s.symbol('~');
  return false;
}
