import type { TriggeredKeyword } from './types.js';

/** 702.108a: prowess means "Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn." */
export const prowess: TriggeredKeyword = {
  name: 'prowess',
  rule: '702.108a',
  parameter: false,
  meaning: () => 'Whenever you cast a noncreature spell, ~ gets +1/+1 until end of turn.',
};
