import type { Amount, Effect, Subject } from '../../templates/card-template.js';
import type { Scanner } from '../../text/scanner.js';
import { amount, equalTo, eventAmount, forEach } from '../grammar/amount.js';
import { isObjectSubject, possessor, subject } from '../grammar/subject.js';
import type { EffectParser } from './effect-parser.js';
import { isVerb } from './index.js';

/**
 * "~ deals 2 damage to any target.", "~ deals X damage to target creature.", "It deals 1 damage to each creature
 * and each player.", "~ deals damage equal to its power to target creature.", "~ deals 1 damage to target player for
 * each Goblin you control." (rule 120). The actor is the source of the damage.
 */
export const dealDamage: EffectParser = {
  id: 'dealDamage',
  example: '~ deals 2 damage to any target.',
  verbs: ['deals', 'deal'],
  parse(s, actor) {
    if (actor === null || !isObjectSubject(actor)) return null;
    const save = s.mark();
    if (!s.words('deals') && !s.words('deal')) return null;
    // "that much damage": the amount of the event it triggered on (603.7c), as "you gain that much life".
    let n: Amount | null = amount(s) ?? eventAmount(s);
    if (n) {
      if (!s.words('damage')) return fail(s, save, "'damage' after the amount");
    } else if (s.words('damage')) {
      // "damage equal to its power to …" or, after the recipients, "damage to any target equal to …" (107.1).
      n = equalTo(s, possessor);
      if (!n && s.peekWord() !== 'to') return fail(s, save, "how much damage, as in 'damage equal to its power'");
    } else {
      return fail(s, save, "an amount such as '2' or 'X' after 'deals'");
    }
    if (n && s.words('divided as you choose among')) return dividedDamage(s, save, n, actor);
    if (!s.words('to')) return fail(s, save, "'to' and who is dealt the damage");
    const recipients = recipientList(s);
    if (!recipients) return fail(s, save, "who is dealt the damage, such as 'any target' or 'each creature'");
    n ??= equalTo(s, possessor);
    if (!n) return fail(s, save, "how much damage, as in 'equal to the number of creatures you control'");
    const multiplied = forEach(s, n);
    const total = multiplied ?? n;
    const effects = recipients.map((to): Effect => ({ kind: 'dealDamage', amount: total, to, from: actor }));
    for (let more = furtherDamage(s, actor); more; more = furtherDamage(s, actor)) effects.push(...more);
    return effects;
  },
};

/**
 * "… and 1 damage to you", "… and 1 damage to that creature's controller": one source dealing other amounts to
 * other recipients in the same sentence (120.3; one effect per recipient, in the order written, 608.2c). Nothing is
 * taken unless a whole "and N damage to …" follows.
 */
function furtherDamage(s: Scanner, actor: Subject): Effect[] | null {
  const save = s.mark();
  if (!s.words('and')) return null;
  const n = amount(s);
  if (!n || !s.words('damage to')) {
    s.reset(save);
    return null;
  }
  const recipients = recipientList(s);
  if (!recipients) return fail(s, save, "who is dealt the damage, such as 'you' or 'each creature you control'");
  return recipients.map((to): Effect => ({ kind: 'dealDamage', amount: n, to, from: actor }));
}

/**
 * 601.2d: "~ deals 3 damage divided as you choose among one, two, or three targets", "… among any number of target
 * creatures": the amount, known as the spell is cast (a number or X), is divided among the targets then.
 */
function dividedDamage(s: Scanner, save: number, n: Amount, actor: Subject): Effect[] | null {
  if (!isDivisible(n)) return fail(s, save, 'an amount known as the spell is cast (601.2d), such as 3 or X');
  const to = subject(s);
  if (to?.kind !== 'target') return fail(s, save, "the targets, such as 'one, two, or three targets'");
  return [{ kind: 'dealDamage', amount: n, to, from: actor, divided: true }];
}

/** 601.2d: a divided amount is announced with the targets, so it must be known then: a number or X (107.3). */
export const isDivisible = (n: Amount): boolean => n.kind === 'fixed' || n.kind === 'variable';

/** "each creature and each player", "target creature and its controller": one effect per recipient (608.2c order). */
function recipientList(s: Scanner): Subject[] | null {
  const first = subject(s);
  if (!first) return null;
  const out = [first];
  for (;;) {
    const save = s.mark();
    if (!s.words('and')) break;
    const next = subject(s);
    // "… to any target and you gain 4 life": "you" acts in a clause of its own, it isn't dealt damage.
    if (!next || isVerb(s.peekWord())) {
      s.reset(save);
      break;
    }
    out.push(next);
  }
  return out;
}

function fail(s: Scanner, save: number, what: string): null {
  s.expected(what);
  s.reset(save);
  return null;
}
