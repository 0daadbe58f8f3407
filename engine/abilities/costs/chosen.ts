import type { Amount, Description, Quality } from '../../templates/card-template.js';
import type { Scanner } from '../../text/scanner.js';
import { amount } from '../grammar/amount.js';
import { description } from '../grammar/description.js';

export function namesCards(d: Description): boolean {
  return d.nouns.length > 0 && d.nouns.every((n) => n === 'card');
}

/**
 * "a creature", "two lands", "another creature", "X lands", "an untapped Cleric you control", "three other cards
 * from your graveyard": how many objects the paying player chooses, and which. "another" / "other" are objects other
 * than the source (109.5). Returns null without moving when no amount and description follow.
 */
export function chosenObjects(s: Scanner): { readonly amount: Amount; readonly what: Description } | null {
  const save = s.mark();
  const another = s.words('another');
  const n: Amount | null = another ? { kind: 'fixed', value: 1 } : amount(s, true);
  if (!n) return null;
  const other = another || s.words('other');
  const d = description(s);
  if (!d) {
    s.reset(save);
    return null;
  }
  const otherQuality: Quality = { kind: 'other' };
  return { amount: n, what: other ? { ...d, qualities: [...d.qualities, otherQuality] } : d };
}

/** True when the description has this kind of quality (such as "untapped" or "you control"). */
export function hasQuality(d: Description, test: (q: Quality) => boolean): boolean {
  return d.qualities.some(test);
}

/**
 * Records what a cost expected, but only where a ':' follows (the words can be a cost only there): "Exile the top
 * card of your library." is an effect, and its message is the effect grammar's.
 */
export function costExpected(s: Scanner, description: string, at?: number): void {
  if (s.text.indexOf(':', at ?? s.pos) >= 0) s.expected(description, at);
}
