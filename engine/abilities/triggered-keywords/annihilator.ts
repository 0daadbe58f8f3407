import type { TriggeredKeyword } from './types.js';

/** 702.86a: annihilator N means "Whenever this creature attacks, defending player sacrifices N permanents." */
export const annihilator: TriggeredKeyword = {
  name: 'annihilator',
  rule: '702.86a',
  parameter: true,
  meaning: (n) => `Whenever ~ attacks, defending player sacrifices ${n} permanents.`,
};
