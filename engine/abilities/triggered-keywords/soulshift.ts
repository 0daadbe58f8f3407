import type { TriggeredKeyword } from './types.js';

/**
 * 702.46a: "Soulshift N" means "When this permanent is put into a graveyard from the battlefield, you may return target
 * Spirit card with mana value N or less from your graveyard to your hand." Each instance triggers separately (702.46b:
 * "Soulshift 4, soulshift 4" returns up to two cards, one per trigger).
 */
export const soulshift: TriggeredKeyword = {
  name: 'soulshift',
  rule: '702.46a',
  parameter: true,
  meaning: (n) =>
    `When ~ is put into a graveyard from the battlefield, you may return target Spirit card with mana value ${n} or less from your graveyard to your hand.`,
};
