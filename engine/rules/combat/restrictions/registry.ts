import { canBlockOnlyFlying } from './can-block-only-flying.js';
import { cantBlock } from './cant-block.js';
import { defender } from './defender.js';
import { fear } from './fear.js';
import { flying } from './flying.js';
import { horsemanship } from './horsemanship.js';
import { intimidate } from './intimidate.js';
import { landwalk } from './landwalk.js';
import { menace } from './menace.js';
import { protection } from './protection.js';
import { shadow } from './shadow.js';
import type { AttackRestriction, BlockRestriction, DeclarationRestriction } from './types.js';

/** Every combat restriction the engine knows. A new one is one module plus one line here. */
export const BLOCK_RESTRICTIONS: readonly BlockRestriction[] = [
  flying,
  intimidate,
  fear,
  shadow,
  horsemanship,
  landwalk,
  protection,
  cantBlock,
  canBlockOnlyFlying,
];
export const DECLARATION_RESTRICTIONS: readonly DeclarationRestriction[] = [menace];
export const ATTACK_RESTRICTIONS: readonly AttackRestriction[] = [defender];
