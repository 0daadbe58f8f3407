import type { RuleImplementation } from './types.js';

/**
 * "~ enters the battlefield tapped." 614.1c: a replacement effect on the event of entering (614.12: it applies as
 * the permanent enters, from its own abilities), so it is tapped from the start and no "becomes tapped" happens.
 */
export const entersTapped: RuleImplementation<'enters-tapped'> = {
  name: 'enters-tapped',
  rules: '614.1c',
  entersTapped: () => true,
};
