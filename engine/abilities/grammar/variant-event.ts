import type { TriggerEvent } from '../../templates/card-template.js';
import type { Scanner } from '../../text/scanner.js';

/**
 * Trigger events of the casual variants' command-zone cards:
 * - Planechase (901.9b, 310.7): "you roll {CHAOS}", a plane's chaos ability — the planar die came up chaos for the
 *   plane's controller (the planar controller, 901.6).
 * - Archenemy (904.9, 701.25): "you set this scheme in motion" — this scheme card itself (313.7: "this scheme" is
 *   the scheme card that is the ability's source) was set in motion.
 * Each returns null without moving when its words aren't there.
 */
export function variantEvent(s: Scanner): TriggerEvent | null {
  if (s.peekWord() !== 'you') return null;
  const save = s.mark();
  s.words('you');
  if (s.words('roll') && s.symbol('{CHAOS}')) return { kind: 'planarChaos' };
  s.reset(save);
  if (s.words('you set this scheme in motion')) return { kind: 'setInMotion' };
  return null;
}
