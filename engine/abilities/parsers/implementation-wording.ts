import { implementations } from '../implementations.js';
import type { AbilityParser } from './ability-parser.js';

/**
 * A sentence that is exactly the wording of a registered implementation ("~ enters the battlefield
 * tapped.") becomes the same `applied` ability an `apply enters-tapped` line gives.
 */
export const implementationWordingParser: AbilityParser = {
  id: 'implementation-wording',
  examples: ['~ enters the battlefield tapped.', "~ can't be countered."],
  parse(s, line) {
    const first = s.text.charAt(0).toLowerCase();
    for (const implementation of implementations) {
      for (const wording of implementation.wordings) {
        if (wording.charAt(0) !== first) continue;
        s.reset(0);
        if (s.words(wording)) {
          s.symbol('.');
          if (s.restIsEmpty()) {
            return [{ kind: 'applied', line: line.line, text: line.text, implementation: implementation.name }];
          }
        }
      }
    }
    s.reset(0);
    return null;
  },
};
