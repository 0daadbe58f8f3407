import type { Condition, StaticEffect } from '../../templates/card-template.js';
import type { Scanner } from '../../text/scanner.js';
import { condition } from '../grammar/condition.js';
import { manaSymbols } from '../grammar/mana.js';
import type { AbilityParser } from './ability-parser.js';

/** "If you control a Forest, " / "As long as you control a green or blue permanent, ": when the permission holds. */
function leadingCondition(s: Scanner): Condition | null | undefined {
  const word = s.peekWord();
  if (word !== 'if' && word !== 'as') return null;
  const save = s.mark();
  if (s.words('if') || s.words('as long as')) {
    const c = condition(s);
    if (c && s.symbol(',')) return c;
  }
  s.reset(save);
  return undefined;
}

/**
 * 601.3b-d, 702.8a: "You may cast ~ as though it had flash.", "You may cast ~ as though it had flash if you pay {2}
 * more to cast it." (601.3c), "If you control a creature with power 4 or greater, you may cast ~ as though it had
 * flash." (601.3d), "As long as you control a green or blue permanent, …". Checked as the card is cast
 * (rules/actions/timing.ts). The wording that adds a sacrifice at cleanup ("If you cast it any time a sorcery couldn't
 * have been cast, …") is not read: its delayed trigger in the cleanup step (514.3a) is not carried out.
 */
export const flashPermissionParser: AbilityParser = {
  id: 'flashPermission',
  examples: [
    'You may cast ~ as though it had flash if you pay {2} more to cast it.',
    'If you control a creature with power 4 or greater, you may cast ~ as though it had flash.',
  ],
  parse(s, line) {
    const when = leadingCondition(s);
    if (when === undefined || s.peekWord() !== 'you') return null;
    const start = s.mark();
    if (!(s.words('you may cast') && s.symbol('~') && s.words('as though it had flash'))) {
      s.reset(start);
      return null;
    }
    let extra = null;
    if (s.words('if you pay')) {
      extra = manaSymbols(s);
      if (!extra || !s.words('more to cast it')) return s.expected("a cost such as '{2} more to cast it'");
    }
    s.symbol('.');
    if (!s.restIsEmpty()) return s.expected('the end of the line after "as though it had flash"');
    const effect: StaticEffect = { kind: 'flashPermission', condition: when, extra };
    return [{ kind: 'static', line: line.line, text: line.text, effect }];
  },
};
