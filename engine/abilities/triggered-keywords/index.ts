import { annihilator } from './annihilator.js';
import { battleCry } from './battle-cry.js';
import { bushido } from './bushido.js';
import { exalted } from './exalted.js';
import { flanking } from './flanking.js';
import { persist } from './persist.js';
import { prowess } from './prowess.js';
import { rampage } from './rampage.js';
import { storm } from './storm.js';
import { undying } from './undying.js';
import type { TriggeredKeyword } from './types.js';

/** Every keyword that is a triggered ability (702). A new one is one module plus one line here. */
export const TRIGGERED_KEYWORDS: readonly TriggeredKeyword[] = [
  prowess,
  bushido,
  battleCry,
  annihilator,
  exalted,
  flanking,
  persist,
  undying,
  rampage,
  storm,
];
export type { TriggeredKeyword } from './types.js';
