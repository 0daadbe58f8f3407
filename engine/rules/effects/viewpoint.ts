import type { Viewpoint } from '../describe/matches.js';
import type { EffectContext } from './types.js';

/**
 * How a resolving spell or ability sees a description: its controller and source (109.5), and its X (107.3a, "each
 * creature with mana value X or less").
 */
export function viewpointOf(ctx: EffectContext): Viewpoint {
  return { controller: ctx.controller, source: ctx.source, x: ctx.x };
}
