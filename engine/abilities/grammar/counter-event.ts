import type { Description, Whose } from '../../templates/card-template.js';
import type { Scanner } from '../../text/scanner.js';
import { description } from './description.js';

/** Counters being put, as a replacement effect watches them (614.1a, 122.6): on what, and which kind (null: any). */
export interface WatchedCounters {
  readonly on:
    | { readonly kind: 'permanent'; readonly description: Description }
    | { readonly kind: 'player'; readonly who: Whose };
  readonly counter: string | null;
}

/**
 * The counters event of "If … would …, …" (614.1a), after "if": "one or more +1/+1 counters would be put on a creature
 * you control", "one or more counters would be put on an artifact or creature you control", "you would get one or more
 * counters". Null without moving when it isn't one.
 */
export function watchedCounters(s: Scanner): WatchedCounters | null {
  const save = s.mark();
  if (s.words('you would get one or more counters')) return { on: { kind: 'player', who: 'you' }, counter: null };
  if (!s.words('one or more')) return null;
  const counter = counterKind(s);
  if (!s.words('counters would be put on') || !(s.words('a') || s.words('an'))) {
    s.reset(save);
    return null;
  }
  const on = description(s);
  if (!on) {
    s.reset(save);
    return null;
  }
  return { on: { kind: 'permanent', description: on }, counter };
}

/** "+1/+1", "-1/-1" (122.1a): the counter's name; null when none is named. */
export function counterKind(s: Scanner): string | null {
  if (s.symbol('+1/+1')) return '+1/+1';
  if (s.symbol('-1/-1')) return '-1/-1';
  return null;
}
