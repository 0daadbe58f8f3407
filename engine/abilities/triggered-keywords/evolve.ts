import type { TriggeredKeyword } from './types.js';

/**
 * 702.100a: "Evolve" means "Whenever a creature enters the battlefield under your control, if that creature's power is
 * greater than this creature's power and/or that creature's toughness is greater than this creature's toughness, put a
 * +1/+1 counter on this creature." The "if" is checked as it triggers and again as it resolves (603.4). Each instance
 * triggers separately (702.100d).
 */
export const evolve: TriggeredKeyword = {
  name: 'evolve',
  rule: '702.100a',
  parameter: false,
  meaning: () =>
    "Whenever a creature enters the battlefield under your control, if that creature's power is greater than ~'s power and/or that creature's toughness is greater than ~'s toughness, put a +1/+1 counter on ~.",
};
