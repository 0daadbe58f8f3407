import { canBlockOnly } from './can-block-only.js';
import { cantAttack, cantAttackAlone } from './cant-attack.js';
import { blockerCount, cantBeBlocked } from './cant-be-blocked.js';
import { cantBlock, cantBlockAlone } from './cant-block.js';
import { defender } from './defender.js';
import { fear } from './fear.js';
import { flying } from './flying.js';
import { horsemanship } from './horsemanship.js';
import { intimidate } from './intimidate.js';
import { landwalk } from './landwalk.js';
import { menace } from './menace.js';
import { protection } from './protection.js';
import { shadow } from './shadow.js';
import type { AttackRestriction, BlockRestriction, DeclarationRestriction, GroupRestriction } from './types.js';

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
  canBlockOnly,
  cantBeBlocked,
];
export const DECLARATION_RESTRICTIONS: readonly DeclarationRestriction[] = [menace, blockerCount];
export const ATTACK_RESTRICTIONS: readonly AttackRestriction[] = [defender, cantAttack];
/** 506.5: restrictions on the group declared together ("can't attack alone", "can't block alone"). */
export const ATTACK_GROUP_RESTRICTIONS: readonly GroupRestriction[] = [cantAttackAlone];
export const BLOCK_GROUP_RESTRICTIONS: readonly GroupRestriction[] = [cantBlockAlone];
