import type { TriggeredKeyword } from './types.js';

/**
 * 702.25a: flanking means "Whenever a creature without flanking blocks this creature, the blocking creature gets
 * -1/-1 until end of turn." 702.25b: each instance triggers separately. "That creature" says "the blocking creature"
 * here: a "blocks ~" trigger is about the blocker.
 */
export const flanking: TriggeredKeyword = {
  name: 'flanking',
  rule: '702.25a',
  parameter: false,
  meaning: () => 'Whenever a creature without flanking blocks ~, that creature gets -1/-1 until end of turn.',
  keyword: 'flanking',
};
