import { indestructible } from './indestructible.js';
import { regenerationShield } from './regeneration.js';
import { totemArmor } from './totem-armor.js';
import type { ReplacementEffect } from './types.js';

/**
 * Every replacement effect the engine knows, in the order they are offered to an event. "Can't" style effects
 * come first (101.2). A new replacement is one module plus one line here.
 */
export const REPLACEMENT_EFFECTS: readonly ReplacementEffect[] = [indestructible, regenerationShield, totemArmor];
