import type { DamageChange, PreventionParty, StaticEffect } from '../../templates/card-template.js';
import type { Scanner } from '../../text/scanner.js';
import { amount } from '../grammar/amount.js';
import { watchedDamage, type WatchedDamage } from '../grammar/damage-event.js';
import { counterKind } from '../grammar/counter-event.js';
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
    if (!watched) {
      s.reset(save);
      return null;
    }
    const whileCounter = isSelf(watched.to) ? counterWhile(s) : null;
    if (!s.symbol(',')) {
      s.reset(save);
      return null;
    }
    const found = change(s, watched);
    if (!found) return null;
    let effect: StaticEffect = found;
    if (whileCounter) {
      // "while it has a +1/+1 counter on it": a replacement with a condition, also when it prevents all of it.
      const all: DamageChange = { kind: 'preventAllBut', amount: 0 };
      effect =
        found.kind === 'preventDamage'
          ? { kind: 'damageReplacement', ...watched, change: all, whileCounter }
          : found.kind === 'damageReplacement'
            ? { ...found, whileCounter }
            : found;
    }
    s.symbol('.');
    if (!s.restIsEmpty()) return s.expected('the end of the line');
    return [{ kind: 'static', line: line.line, text: line.text, effect }];
  },
};

function isSelf(to: readonly PreventionParty[] | null): boolean {
  return to?.length === 1 && to[0]?.kind === 'self';
}

/** "while it has a +1/+1 counter on it" after "damage would be dealt to ~". */
function counterWhile(s: Scanner): string | null {
  const save = s.mark();
  if (s.words('while it has a')) {
    const counter = counterKind(s);
    if (counter && s.words('counter on it')) return counter;
  }
  s.reset(save);
  return null;
}

/**
 * After "prevent that damage": "and remove a +1/+1 counter from it", "and remove that many +1/+1 counters from ~",
 * "and put a +1/+1 counter on ~", ". Remove a +1/+1 counter from ~.", ". Put a -1/-1 counter on ~ for each 1 damage
 * prevented this way."; null when nothing follows.
 */
function preventedAndCounters(s: Scanner, watched: WatchedDamage): DamageChange | null | undefined {
  const save = s.mark();
  const and = s.words('and');
  if (!and && !s.symbol('.')) return null;
  const action = s.words('put') ? 'put' : s.words('remove') ? 'remove' : null;
  if (!action) {
    s.reset(save);
    return null;
  }
  const n = s.words('that many') ? null : amount(s, true);
  if (n !== null && n.kind !== 'fixed') return s.expected('a number of counters') ?? undefined;
  const counter = counterKind(s);
  if (!counter || !(s.words('counters') || s.words('counter'))) return s.expected('the kind of counters') ?? undefined;
  if (!s.words(action === 'put' ? 'on' : 'from') || !recipient(s, watched))
    return s.expected("'~' or 'it'") ?? undefined;
  let many = n === null ? null : n.value;
  // Phyrexian Hydra: "for each 1 damage prevented this way" — that many.
  if (many === 1 && !and && s.words('for each 1 damage prevented this way')) many = null;
  return { kind: 'counters', action, counter, amount: many };
}

/** The permanent the damage would be dealt to again: "it", "that creature", or "~" when the event named it. */
function recipient(s: Scanner, watched: WatchedDamage): boolean {
  if (s.words('it') || s.words('that creature')) return true;
  return isSelf(watched.to) && s.symbol('~');
}

/** What happens instead: a prevention ("prevent …") or a new amount ("it deals … instead"). */
function change(s: Scanner, watched: WatchedDamage): StaticEffect | null {
  const word = s.peekWord();
  if (word === 'prevent') {
    s.words('prevent');
    if (s.words('that damage')) {
      const counters = preventedAndCounters(s, watched);
      if (counters === undefined) return null;
      if (counters) return { kind: 'damageReplacement', ...watched, change: counters };
      return { kind: 'preventDamage', ...watched };
    }
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
  if (word === 'put') {
    // "put that many -1/-1 counters on it instead" (614.1a).
    s.words('put');
    if (!s.words('that many')) return s.expected("'that many'");
    const counter = counterKind(s);
    if (!counter || !s.words('counters on') || !recipient(s, watched) || !s.words('instead'))
      return s.expected("'+1/+1' or '-1/-1' counters 'on it instead'");
    return {
      kind: 'damageReplacement',
      ...watched,
      change: { kind: 'counters', action: 'put', counter, amount: null },
    };
  }
  if (word !== 'it' || !s.words('it deals')) return s.expected("'prevent …' or 'it deals … instead'");
  const changed = newAmount(s);
  if (!changed)
    return s.expected(
      "'double that damage', 'that much damage plus 1', 'that much damage minus 1' or 'half that damage, rounded down,'",
    );
  // "it deals that much damage plus 2 instead": the recipient the event named, unnamed.
  if (watched.to !== null && s.words('instead')) return { kind: 'damageReplacement', ...watched, change: changed };
  if (!s.words('to') || !sameRecipient(s, watched.to) || !s.words('instead'))
    return s.expected("'to' the same permanent or player, then 'instead'");
  return { kind: 'damageReplacement', ...watched, change: changed };
}

function newAmount(s: Scanner): DamageChange | null {
  if (s.words('double that damage')) return { kind: 'double' };
  if (s.words('half that damage, rounded down,')) return { kind: 'half' };
  const save = s.mark();
  const minus = s.words('that much damage minus');
  if (minus || s.words('that much damage plus')) {
    const n = amount(s);
    if (n && n.kind === 'fixed' && n.value > 0) return { kind: minus ? 'minus' : 'plus', amount: n.value };
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
