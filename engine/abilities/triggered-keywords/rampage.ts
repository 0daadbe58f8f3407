import type { TriggeredKeyword } from './types.js';

/**
 * 702.23a: rampage N means "Whenever this creature becomes blocked, it gets +N/+N until end of turn for each creature
 * blocking it beyond the first." 702.23b: the bonus is counted once, as the ability resolves (608.2h). 702.23c: each
 * instance triggers separately.
 */
export const rampage: TriggeredKeyword = {
  name: 'rampage',
  rule: '702.23a',
  parameter: true,
  meaning: (n) =>
    `Whenever ~ becomes blocked, it gets +${n}/+${n} until end of turn for each creature blocking it beyond the first.`,
};
