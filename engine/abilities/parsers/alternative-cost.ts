import { joinedBy } from '../grammar/words.js';
import type { Ability, Condition, Cost } from '../../templates/card-template.js';
import type { Scanner } from '../../text/scanner.js';
import { costPiece } from '../costs/index.js';
import { KEYWORD_COST_KINDS, keywordCost } from '../costs/keyword-cost.js';
import { condition } from '../grammar/condition.js';
import { manaSymbols } from '../grammar/mana.js';
import type { AbilityParser } from './ability-parser.js';

/**
 * The cost pieces an alternative cost is made of (118.9): mana ("pay {W}{U}{B}{R}{G}"), life, and objects chosen from
 * what the caster has. `{T}` and "Sacrifice ~" belong to permanents' abilities.
 */
const ALTERNATIVE_COSTS: ReadonlySet<Cost['kind']> = new Set([
  'payLife',
  'payEnergy',
  'sacrifice',
  'discard',
  'tapUntapped',
  'exileFromGraveyard',
  'exileFromHand',
  'returnToHand',
] as const);

/** "pay {U}", "pay 1 life", "sacrifice a Mountain", "exile a blue card from your hand", … */
function alternativeCostPiece(s: Scanner): Cost | null {
  const save = s.mark();
  if (s.peekWord() === 'pay' && s.words('pay')) {
    const mana = manaSymbols(s);
    if (mana) return { kind: 'mana', mana };
    s.reset(save);
  }
  const cost = costPiece(s);
  if (cost && ALTERNATIVE_COSTS.has(cost.kind)) return cost;
  s.reset(save);
  return null;
}

/** Only lines saying one of these can be an alternative cost: the rest are not read here at all. */
const ALTERNATIVE_WORDS = /rather than pay|without paying its mana cost/i;

/**
 * 118.9: "You may pay {W}{U}{B}{R}{G} rather than pay ~'s mana cost.", "You may pay 1 life and exile a blue card from
 * your hand rather than pay ~'s mana cost.", "If you control a Swamp, you may sacrifice a creature rather than pay
 * ~'s mana cost.", "If it's not your turn, …", "You may cast ~ without paying its mana cost." (no cost at all). The
 * conditions are the grammar's (603.4's), several joined by "and" ("If an opponent controls a Plains and you control a
 * Mountain, …"); they are checked as the spell is cast (rules/actions/cast-options.ts).
 */
export const alternativeCostParser: AbilityParser = {
  id: 'alternativeCost',
  examples: ["You may pay {W}{U}{B}{R}{G} rather than pay ~'s mana cost."],
  parse(s, line) {
    const first = s.peekWord();
    if ((first !== 'you' && first !== 'if') || !ALTERNATIVE_WORDS.test(s.text)) return null;
    // "If an opponent controls a Forest and you control a Swamp, …": every condition must hold.
    let when: Condition[] = [];
    if (first === 'if') {
      s.words('if');
      const all = joinedBy(s, 'and', condition);
      if (!all || !s.symbol(',')) return null;
      when = all;
    }
    if (!s.words('you may')) return null;
    const costs: Cost[] = [];
    if (!s.words('cast ~ without paying its mana cost')) {
      for (;;) {
        const cost = alternativeCostPiece(s);
        if (!cost) return s.expected("a cost such as 'pay {U}', 'pay 1 life' or 'sacrifice a Mountain'");
        costs.push(cost);
        if (!(s.words(', and') || s.words('and') || s.symbol(','))) break;
      }
      if (!s.words('rather than pay')) return s.expected("'rather than pay ~'s mana cost'");
      if (!(s.words("~'s mana cost") || s.words("this spell's mana cost"))) {
        return s.expected("'~'s mana cost' (an alternative cost replaces the spell's own mana cost, 118.9)");
      }
    }
    s.symbol('.');
    if (!s.restIsEmpty()) return s.expected('the end of the sentence after the alternative cost');
    return [{ kind: 'alternativeCost', line: line.line, text: line.text, costs, conditions: when }];
  },
};

/**
 * 702.74a: "Evoke [cost]" means "You may cast this card by paying [cost] rather than paying its mana cost" and "When
 * this permanent enters the battlefield, if its evoke cost was paid, its controller sacrifices it.": an alternative
 * cost (`cast … evoke`) and that triggered ability, both with the keyword's words as their text.
 */
export const evokeParser: AbilityParser = {
  id: 'evoke',
  examples: ['Evoke {2}{U}', 'Evoke—Exile a green card from your hand.'],
  parse(s, line) {
    if (s.peekWord() !== 'evoke' || !s.words('evoke')) return null;
    const costs = keywordCost(s, 'evoke', EVOKE_COSTS);
    if (!costs) return null;
    return [
      { kind: 'alternativeCost', line: line.line, text: line.text, costs, conditions: [], keyword: 'evoke' },
      evokeSacrifice(line.line, line.text),
    ];
  },
};

const EVOKE_COSTS: ReadonlySet<Cost['kind']> = new Set([...KEYWORD_COST_KINDS, 'exileFromHand', 'returnToHand']);

/** 702.74a: "When this permanent enters the battlefield, if its evoke cost was paid, its controller sacrifices it." */
function evokeSacrifice(line: number, text: string): Ability {
  return {
    kind: 'triggered',
    line,
    text,
    trigger: {
      event: { kind: 'zoneChange', what: { kind: 'self' }, from: null, to: 'battlefield' },
      condition: { kind: 'castFor', keyword: 'evoke' },
    },
    effects: [
      {
        kind: 'sacrifice',
        who: { kind: 'you' },
        what: { kind: 'self' },
        chosen: null,
        amount: { kind: 'fixed', value: 1 },
      },
    ],
  };
}
