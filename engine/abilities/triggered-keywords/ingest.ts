import type { TriggeredKeyword } from './types.js';

/**
 * 702.115a: "Ingest" means "Whenever this creature deals combat damage to a player, that player exiles the top card
 * of their library." Each instance triggers separately (702.115b).
 */
export const ingest: TriggeredKeyword = {
  name: 'ingest',
  rule: '702.115a',
  parameter: false,
  meaning: () => 'Whenever ~ deals combat damage to a player, that player exiles the top card of their library.',
};
