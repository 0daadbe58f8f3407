import type { TriggeredKeyword } from './types.js';

/**
 * 702.92a: living weapon means "When this Equipment enters the battlefield, create a 0/0 black Phyrexian Germ
 * creature token, then attach this Equipment to it." The token gets the Equipment's bonus as it is attached, in the
 * same resolution, before state-based actions would put a 0/0 into the graveyard (704.3, 704.5f).
 */
export const livingWeapon: TriggeredKeyword = {
  name: 'living weapon',
  rule: '702.92a',
  parameter: false,
  meaning: () =>
    'When ~ enters the battlefield, create a 0/0 black Phyrexian Germ creature token, then attach ~ to it.',
};
