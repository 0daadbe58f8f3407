import type { Cost } from '../../templates/card-template.js';
import type { Scanner } from '../../text/scanner.js';
import { costPiece } from '../costs/index.js';
import type { AbilityParser } from './ability-parser.js';

/**
 * The cost pieces a spell can add as it is cast: they choose among the caster's objects or pay life (118.3). `{T}`,
 * mana and "Sacrifice ~" belong to activated abilities; a spell's extra mana is kicker's (702.33a).
 */
const SPELL_COSTS: ReadonlySet<Cost['kind']> = new Set([
  'sacrifice',
  'discard',
  'payLife',
  'payEnergy',
  'exileFromGraveyard',
  'tapUntapped',
] as const);

function spellCost(s: Scanner): Cost | null {
  const save = s.mark();
  const cost = costPiece(s);
  if (cost && SPELL_COSTS.has(cost.kind)) return cost;
  s.reset(save);
  return null;
}

/**
 * 601.2b, 601.2f, 118.8: "As an additional cost to cast this spell, sacrifice a creature.", "As an additional cost to
 * cast ~, discard a card and pay 2 life." The costs are paid with the spell's mana cost each time it is cast (601.2h);
 * "… or …" (a choice of costs) is not read.
 */
export const additionalCostParser: AbilityParser = {
  id: 'additionalCost',
  examples: ['As an additional cost to cast this spell, sacrifice a creature.'],
  parse(s, line) {
    if (s.peekWord() !== 'as' || !s.words('as an additional cost to cast')) return null;
    if (!(s.words('this spell') || s.symbol('~')) || !s.symbol(',')) {
      return s.expected("'this spell,' as in 'As an additional cost to cast this spell, sacrifice a creature.'");
    }
    const costs: Cost[] = [];
    for (;;) {
      const cost = spellCost(s);
      if (!cost) return s.expected("a cost such as 'sacrifice a creature', 'discard a card' or 'pay 3 life'");
      costs.push(cost);
      if (!(s.words(', and') || s.words('and') || s.symbol(','))) break;
    }
    s.symbol('.');
    if (!s.restIsEmpty()) return s.expected('the end of the line after the additional cost');
    return [{ kind: 'additionalCost', line: line.line, text: line.text, costs }];
  },
};
