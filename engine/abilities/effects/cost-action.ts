import { energySymbols } from '../costs/pay-energy.js';
import type { Cost } from '../../templates/card-template.js';
import type { Scanner } from '../../text/scanner.js';
import type { CostParser } from '../costs/cost-parser.js';
import { discardCost } from '../costs/discard.js';
import { exileFromGraveyardCost } from '../costs/exile-from-graveyard.js';
import { exileFromHandCost } from '../costs/exile-from-hand.js';
import { removeCountersCost } from '../costs/remove-counters.js';
import { returnSelfCost } from '../costs/return-self.js';
import { returnToHandCost } from '../costs/return-to-hand.js';
import { revealFromHandCost } from '../costs/reveal-from-hand.js';
import { sacrificeSelfCost } from '../costs/sacrifice-self.js';
import { sacrificeCost } from '../costs/sacrifice.js';
import { tapUntappedCost } from '../costs/tap-untapped.js';
import { amount } from '../grammar/amount.js';
import { manaSymbols } from '../grammar/mana.js';

/**
 * The actions that are costs when a player does them as an effect resolves (118.12): "sacrifice a creature", "discard a
 * card", "remove a +1/+1 counter from ~", "exile a creature card from your graveyard", "tap an untapped creature you
 * control", "return a land you control to its owner's hand", "reveal a Goblin card from your hand" — the cost pieces
 * of activated abilities, read as verbs.
 */
const ACTIONS: readonly CostParser[] = [
  sacrificeSelfCost,
  sacrificeCost,
  discardCost,
  removeCountersCost,
  tapUntappedCost,
  exileFromGraveyardCost,
  exileFromHandCost,
  returnToHandCost,
  returnSelfCost,
  revealFromHandCost,
];

/** The first words of the actions above and of "pay": anything else is no cost action, read no further. */
const FIRST_WORDS: ReadonlySet<string> = new Set([
  'pay',
  'sacrifice',
  'discard',
  'remove',
  'tap',
  'exile',
  'return',
  'reveal',
]);

/**
 * "pay {2}", "pay 3 life", "pay {1} and 1 life", "pay {2}{R} and sacrifice a nonland permanent", "sacrifice a
 * creature", "discard a card": the costs a player pays as an effect resolves (118.12), several joined by "and". Null,
 * unmoved, when no cost action starts here.
 */
export function costAction(s: Scanner): Cost[] | null {
  if (!FIRST_WORDS.has(s.peekWord())) return null;
  const save = s.mark();
  const costs: Cost[] = [];
  for (;;) {
    const found = payment(s) ?? action(s);
    if (!found) break;
    costs.push(...found);
    const before = s.mark();
    if (s.words('and') && FIRST_WORDS.has(s.peekWord())) continue;
    s.reset(before);
    break;
  }
  // An X here would be chosen as the cost is paid, which nothing announces yet (107.3): "reveal X black cards".
  if (costs.length === 0 || costs.some(hasX)) {
    if (costs.length > 0) s.expected('a cost with a number, not X, as it resolves (107.3)', save);
    s.reset(save);
    return null;
  }
  return costs;
}

function hasX(cost: Cost): boolean {
  if (cost.kind === 'mana') return cost.mana.some((m) => m.kind === 'variable');
  return 'amount' in cost && typeof cost.amount === 'object' && cost.amount.kind !== 'fixed';
}

function action(s: Scanner): Cost[] | null {
  for (const parser of ACTIONS) {
    const cost = parser.parse(s);
    if (cost) return [cost];
  }
  return null;
}

/** "pay {2}", "pay 3 life", "pay {1} and 1 life" (118.12, 119.4). */
export function payment(s: Scanner): Cost[] | null {
  if (s.peekWord() !== 'pay') return null;
  const save = s.mark();
  s.words('pay');
  const manaAt = s.mark();
  const mana = manaSymbols(s);
  // "you may pay {X}": X would be chosen as it is paid (107.3), which nothing announces yet.
  if (mana?.some((m) => m.kind === 'variable')) {
    s.expected('a mana payment without X: an X chosen as it resolves is not supported yet (107.3)', manaAt);
    s.reset(save);
    return null;
  }
  const costs: Cost[] = mana ? [{ kind: 'mana', mana }] : [];
  // 107.14: "you may pay {E}{E}. If you do, …".
  const energy = mana ? 0 : energySymbols(s);
  if (energy > 0) return [{ kind: 'payEnergy', amount: energy }];
  const lifeAt = s.mark();
  if (mana && !s.words('and')) return costs;
  const n = amount(s);
  if (n?.kind === 'fixed' && s.words('life')) costs.push({ kind: 'payLife', amount: n.value });
  else if (mana) s.reset(lifeAt);
  if (costs.length === 0) {
    s.expected("what to pay, such as '{2}' or '3 life'");
    s.reset(save);
    return null;
  }
  return costs;
}
