import type { TriggeredKeyword } from './types.js';

/**
 * 702.39a: "Provoke" means "Whenever this creature attacks, you may choose to have target creature defending player
 * controls block this creature this combat if able. If you do, untap that creature." Read as the same choice in the
 * other order, which changes nothing (both happen as it resolves, or neither): you may untap the target; if you do, it
 * blocks ~ this combat if able (509.1c, an effect ending with the combat, 511.3). Each instance triggers separately
 * (702.39b).
 */
export const provoke: TriggeredKeyword = {
  name: 'provoke',
  rule: '702.39a',
  parameter: false,
  meaning: () =>
    'Whenever ~ attacks, you may untap target creature defending player controls. If you do, it blocks ~ this combat if able.',
};
