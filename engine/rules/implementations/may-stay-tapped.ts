import type { RuleImplementation } from './types.js';

/**
 * "You may choose not to untap ~ during your untap step." 502.3: the active player determines which permanents they
 * control will untap; this one stays tapped when they say so (`keepTapped` on the action that begins their turn).
 */
export const mayStayTapped: RuleImplementation<'may-stay-tapped'> = {
  name: 'may-stay-tapped',
  rules: '502.3',
  mayStayTapped: () => true,
};
