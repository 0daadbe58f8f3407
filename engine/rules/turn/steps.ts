import type { Step } from '../state/types.js';

/** The steps of a turn in order (500.1), phases flattened. */
export const STEPS: readonly Step[] = [
  'untap',
  'upkeep',
  'draw',
  'main1',
  'beginningOfCombat',
  'declareAttackers',
  'declareBlockers',
  'firstStrikeDamage',
  'combatDamage',
  'endOfCombat',
  'main2',
  'end',
  'cleanup',
];

export function isStep(text: string): text is Step {
  return (STEPS as readonly string[]).includes(text);
}

export const COMBAT_STEPS: readonly Step[] = [
  'beginningOfCombat',
  'declareAttackers',
  'declareBlockers',
  'firstStrikeDamage',
  'combatDamage',
  'endOfCombat',
];
