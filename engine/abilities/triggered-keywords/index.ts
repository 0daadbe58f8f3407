import { afflict } from './afflict.js';
import { afterlife } from './afterlife.js';
import { annihilator } from './annihilator.js';
import { battleCry } from './battle-cry.js';
import { bloodthirst } from './bloodthirst.js';
import { bushido } from './bushido.js';
import { evolve } from './evolve.js';
import { exalted } from './exalted.js';
import { extort } from './extort.js';
import { fabricate } from './fabricate.js';
import { fading } from './fading.js';
import { flanking } from './flanking.js';
import { graft } from './graft.js';
import { ingest } from './ingest.js';
import { livingWeapon } from './living-weapon.js';
import { mentor } from './mentor.js';
import { modular } from './modular.js';
import { outlast } from './outlast.js';
import { persist } from './persist.js';
import { provoke } from './provoke.js';
import { prowess } from './prowess.js';
import { rampage } from './rampage.js';
import { reinforce } from './reinforce.js';
import { renown } from './renown.js';
import { riot } from './riot.js';
import { skulk } from './skulk.js';
import { soulbond } from './soulbond.js';
import { soulshift } from './soulshift.js';
import { storm } from './storm.js';
import { undying } from './undying.js';
import { unleash } from './unleash.js';
import { vanishing } from './vanishing.js';
import type { TriggeredKeyword } from './types.js';

/**
 * Every keyword defined by the abilities its sentences are (702): triggered ones, and those with an entering
 * replacement or an activated ability. A new one is one module plus one line here.
 */
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
  outlast,
  bloodthirst,
  extort,
  modular,
  fading,
  vanishing,
  fabricate,
  ingest,
  unleash,
  graft,
  renown,
  evolve,
  livingWeapon,
  riot,
  soulbond,
  soulshift,
  afterlife,
  afflict,
  mentor,
  skulk,
  reinforce,
  provoke,
];
export type { TriggeredKeyword } from './types.js';
