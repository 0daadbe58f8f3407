import type { TriggeredKeyword } from './types.js';

/**
 * 702.40a: storm means "When you cast this spell, copy it for each other spell that was cast before it this turn. If
 * the spell has any targets, you may choose new targets for any of the copies." (The copies of a spell with no
 * targets have none to change.)
 */
export const storm: TriggeredKeyword = {
  name: 'storm',
  rule: '702.40a',
  parameter: false,
  meaning: () =>
    'When you cast ~, copy it for each other spell that was cast before it this turn. You may choose new targets for the copies.',
};
