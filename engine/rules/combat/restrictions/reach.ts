import type { Combatant } from '../combatant.js';

/**
 * 702.17: reach has no restriction of its own; it is the exception flying's restriction asks about.
 * Kept as its own module so other evasion abilities ("can't be blocked except by creatures with reach") reuse it.
 */
export function canBlockFlyers(blocker: Combatant): boolean {
  return blocker.keywords.has('flying') || blocker.keywords.has('reach');
}
