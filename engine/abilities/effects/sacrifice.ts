import type { Amount, Description, Effect } from '../../templates/card-template.js';
import type { Scanner } from '../../text/scanner.js';
import { amount } from '../grammar/amount.js';
import { description, namesPermanents, otherThan } from '../grammar/description.js';
import { isObjectSubject, isPlayerSubject, subject } from '../grammar/subject.js';
import { actingPlayer, verb, type EffectParser } from './effect-parser.js';

/**
 * "a creature", "two lands", "an attacking creature", "another creature", "X lands": how many permanents the
 * player chooses, and which. "another" is one permanent other than the source (109.5).
 */
function chosenPermanents(s: Scanner): { readonly amount: Amount; readonly chosen: Description } | null {
  const save = s.mark();
  const other = s.words('another');
  const n: Amount | null = other ? { kind: 'fixed', value: 1 } : amount(s, true);
  if (!n) return null;
  const d = description(s);
  if (!d || !namesPermanents(d)) {
    s.reset(save);
    return null;
  }
  return { amount: n, chosen: other ? otherThan(d) : d };
}

/**
 * 701.17: "Sacrifice ~.", "sacrifice it", "Sacrifice a creature.", "Each player sacrifices a creature.", "Each
 * opponent sacrifices two lands.", "Target player sacrifices an attacking creature.", "sacrifice all lands you
 * control". A named object ("~", "it", "all …") is sacrificed only by its controller; chosen ones are chosen among
 * the permanents the player controls.
 */
export const sacrifice: EffectParser = {
  id: 'sacrifice',
  verbs: ['sacrifice', 'sacrifices'],
  example: 'Each opponent sacrifices a creature.',
  parse(s, actor) {
    const who = actingPlayer(actor);
    if (!isPlayerSubject(who)) return null;
    const save = s.mark();
    if (!verb(s, 'sacrifice')) return null;
    const at = s.mark();
    const chosen = chosenPermanents(s);
    if (chosen) return [{ kind: 'sacrifice', who, what: null, chosen: chosen.chosen, amount: chosen.amount }];
    const what = subject(s);
    // "target creature" can't be sacrificed by name: the player chooses what they sacrifice (701.17a).
    if (what && isObjectSubject(what) && what.kind !== 'target') {
      const effect: Effect = { kind: 'sacrifice', who, what, chosen: null, amount: { kind: 'fixed', value: 1 } };
      return [effect];
    }
    s.expected("what to sacrifice, such as 'a creature' or '~'", at);
    s.reset(save);
    return null;
  },
};
