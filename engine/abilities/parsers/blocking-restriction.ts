import type { StaticEffect } from '../../templates/card-template.js';
import type { AbilityParser } from './ability-parser.js';

/** "~ can't block." and "~ can block only creatures with flying." (rule 509.1b restrictions). */
export const blockingRestrictionParser: AbilityParser = {
  id: 'blocking-restriction',
  examples: ["~ can't block.", '~ can block only creatures with flying.'],
  parse(s, line) {
    if (!s.symbol('~')) return null;
    let effect: StaticEffect;
    if (s.words("can't block") || s.words('cannot block')) effect = { kind: 'cantBlock' };
    else if (s.words('can block only creatures with flying')) effect = { kind: 'canBlockOnlyFlying' };
    else return null;
    s.symbol('.');
    if (!s.restIsEmpty()) return s.expected('the end of the line');
    return [{ kind: 'static', line: line.line, text: line.text, effect }];
  },
};
