import type { RuleImplementation } from './types.js';

/**
 * "This spell can't be countered." 701.5a: countering removes a spell from the stack; a spell that can't be
 * countered stays there (101.2: "can't" wins) and resolves as usual. It functions on the stack (113.6).
 */
export const cantBeCountered: RuleImplementation<'cant-be-countered'> = {
  name: 'cant-be-countered',
  rules: '701.5',
  cantBeCountered: () => true,
};
