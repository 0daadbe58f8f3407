import type { RuleImplementation } from './types.js';

/**
 * "~ doesn't untap during its controller's untap step." 502.3: the active player untaps all their permanents,
 * except those an effect keeps tapped. It can still be untapped by spells and abilities (701.21).
 */
export const doesntUntap: RuleImplementation<'doesnt-untap'> = {
  name: 'doesnt-untap',
  rules: '502.3',
  doesntUntap: () => true,
};
