import type { Amount } from '../../templates/card-template.js';
import type { PlayerId } from '../state/types.js';
import type { EffectContext } from './types.js';

/**
 * An amount that is each acting player's own, or null when it is the same for all: "Each player discards their hand,
 * then draws that many cards" — each draws as many as they discarded (701.8).
 */
export function perPlayer(ctx: EffectContext, amount: Amount, player: PlayerId): number | null {
  return amount.kind === 'discardedThisWay' ? (ctx.chance().discarded[player] ?? 0) : null;
}
