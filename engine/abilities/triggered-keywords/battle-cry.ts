import type { TriggeredKeyword } from './types.js';

/**
 * 702.91a: battle cry means "Whenever this creature attacks, each other attacking creature gets +1/+0 until end of
 * turn."
 */
export const battleCry: TriggeredKeyword = {
  name: 'battle cry',
  rule: '702.91a',
  parameter: false,
  meaning: () => 'Whenever ~ attacks, each other attacking creature gets +1/+0 until end of turn.',
};
