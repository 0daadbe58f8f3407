import type { TriggeredKeyword } from './types.js';

/** 702.45a: bushido N means "Whenever this creature blocks or becomes blocked, it gets +N/+N until end of turn." */
export const bushido: TriggeredKeyword = {
  name: 'bushido',
  rule: '702.45a',
  parameter: true,
  meaning: (n) => `Whenever ~ blocks or becomes blocked, it gets +${n}/+${n} until end of turn.`,
};
