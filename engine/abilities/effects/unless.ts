import { energySymbols } from '../costs/pay-energy.js';
import type { Amount, Cost, Subject } from '../../templates/card-template.js';
import type { Scanner } from '../../text/scanner.js';
import { amount, forEach } from '../grammar/amount.js';
import { manaSymbols } from '../grammar/mana.js';
import { isPlayerSubject, subject } from '../grammar/subject.js';

/** What an "unless … pays" clause adds to the effects before it. */
export interface Unless {
  readonly payer: Subject;
  readonly costs: readonly Cost[];
  /** "{1} for each card in your hand": the payment that many times over (107.1), counted as it resolves. */
  readonly times?: Amount;
}

/** "{2}", "{X}", "{1}{U}", "3 life", "{E}{E}": one payment, as "pays"/"pay" takes it (118.12, 107.14). */
function payment(s: Scanner): Cost | null {
  const mana = manaSymbols(s);
  if (mana) return { kind: 'mana', mana };
  const energy = energySymbols(s);
  if (energy > 0) return { kind: 'payEnergy', amount: energy };
  const save = s.mark();
  const n = amount(s);
  if (n?.kind === 'fixed' && s.words('life')) return { kind: 'payLife', amount: n.value };
  s.reset(save);
  return null;
}

/**
 * 118.12: "unless its controller pays {1}", "unless you pay {U}{U}", "unless that player pays 3 life" after the
 * effects it guards; "… pays {1} for each card in your hand" pays it once per thing counted (107.1). The payment must
 * be all of it: another scaled one ("{1} plus an additional …") is not read, so the sentence is not understood
 * rather than run with the wrong cost. Null, unmoved, when none is here.
 */
export function unlessClause(s: Scanner, actor: Subject | null = null): Unless | null {
  if (s.peekWord() !== 'unless') return null;
  const save = s.mark();
  s.words('unless');
  // "each opponent sacrifices a permanent unless they pay {2}": "they" is the player who acts, when a player acts.
  const payer = actor && isPlayerSubject(actor) && s.words('they') ? actor : subject(s);
  if (!payer || !isPlayerSubject(payer) || !(s.words('pays') || s.words('pay'))) {
    s.expected("who pays what, as in 'unless its controller pays {2}'");
    s.reset(save);
    return null;
  }
  const cost = payment(s);
  const times = cost && s.peekWord() === 'for' ? forEach(s, { kind: 'fixed', value: 1 }) : null;
  if (cost && times) return { payer, costs: [cost], times };
  if (!cost || s.peekWord() === 'for' || s.peekWord() === 'plus') {
    s.expected("a payment such as '{2}' or '3 life'");
    s.reset(save);
    return null;
  }
  return { payer, costs: [cost] };
}
