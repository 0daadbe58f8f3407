import type { RuleImplementation } from './types.js';

/**
 * "Prevent all damage that would be dealt to ~." 615.1a: a prevention effect; the damage isn't dealt at all, so
 * nothing it would have caused happens (no marked damage, -1/-1 counters, loyalty loss, deathtouch or lifelink).
 */
export const preventDamageToSelf: RuleImplementation<'prevent-damage-to-self'> = {
  name: 'prevent-damage-to-self',
  rules: '615.1a',
  preventsDamage: () => true,
};
