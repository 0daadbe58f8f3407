import type { TriggeredKeyword } from './types.js';

/**
 * 702.77a: reinforce is an activated ability that functions only while the card is in a player's hand. "Reinforce
 * N—[cost]" means "[Cost], Discard this card: Put N +1/+1 counters on target creature." (the discard cost puts the
 * ability's zone in the hand, 113.6).
 */
export const reinforce: TriggeredKeyword = {
  name: 'reinforce',
  rule: '702.77a',
  parameter: 'number and cost',
  meaning: (n, cost) => `${cost}, Discard ~: Put ${n} +1/+1 counters on target creature.`,
};
