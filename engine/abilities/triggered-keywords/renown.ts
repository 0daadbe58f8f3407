import type { TriggeredKeyword } from './types.js';

/**
 * 702.112a: "Renown N" means "When this creature deals combat damage to a player, if it isn't renowned, put N +1/+1
 * counters on it and it becomes renowned." Renowned is a designation it keeps until it leaves the battlefield
 * (702.112b); with several instances, the first to resolve makes it renowned and the others do nothing (702.112c,
 * 603.4: the "if" is checked again as each resolves).
 */
export const renown: TriggeredKeyword = {
  name: 'renown',
  rule: '702.112a',
  parameter: true,
  meaning: (n) =>
    `When ~ deals combat damage to a player, if ~ isn't renowned, put ${n} +1/+1 counters on ~ and ~ becomes renowned.`,
};
