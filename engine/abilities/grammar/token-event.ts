import type { Whose } from '../../templates/card-template.js';
import type { Scanner } from '../../text/scanner.js';

/** Tokens being created, as a replacement effect watches them (614.1a, 111.1): under whose control (null: anyone's). */
export interface WatchedTokens {
  readonly who: Whose | null;
  /** "an effect would create …": the replacement then says "it creates …" (every token is made by an effect, 111.1). */
  readonly byEffect: boolean;
}

/**
 * The token event of "If … would …, …" (614.1a), after "if": "one or more tokens would be created", "… would be created
 * under your control", "an effect would create one or more tokens under your control". Null without moving when it
 * isn't one.
 */
export function watchedTokens(s: Scanner): WatchedTokens | null {
  const byEffect = s.words('an effect would create one or more tokens');
  if (!byEffect && !s.words('one or more tokens would be created')) return null;
  return { who: s.words('under your control') ? 'you' : null, byEffect };
}
