import type { Subject } from '../../templates/card-template.js';
import type { Viewpoint } from '../describe/matches.js';
import type { EffectContext } from './types.js';

const THAT_PLAYER: Subject = { kind: 'thatPlayer' };
const IT: Subject = { kind: 'it' };

/**
 * How a resolving spell or ability sees a description: its controller and source (109.5), its X (107.3a, "each
 * creature with mana value X or less") and "that player" (the player named before, else the one its trigger is
 * about, 608.2c: "tap all lands that player controls").
 */
export function viewpointOf(ctx: EffectContext): Viewpoint {
  const [player] = ctx.resolve(THAT_PLAYER);
  const [it] = ctx.resolve(IT);
  return { controller: ctx.controller, source: ctx.source, x: ctx.x, player: player ?? null, it: it ?? null };
}
