import type { Ability, AlternativeKeyword, Condition, Cost } from '../../templates/card-template.js';
import type { Scanner } from '../../text/scanner.js';
import { KEYWORD_COST_KINDS, keywordCost } from '../costs/keyword-cost.js';
import type { AbilityLine } from './ability-parser.js';

type AlternativeCost = Extract<Ability, { kind: 'alternativeCost' }>;

/**
 * "Dash {2}{R}", "Madness {1}{R}", "Surge {1}{R}": a keyword alternative cost's keyword and its cost to the end of the
 * line (the reminder text is gone already). Null, unmoved, when the line starts with another word.
 */
export function keywordCostLine(
  s: Scanner,
  keyword: AlternativeKeyword,
  kinds: ReadonlySet<Cost['kind']> = KEYWORD_COST_KINDS,
): Cost[] | null {
  if (s.peekWord() !== keyword || !s.words(keyword)) return null;
  return keywordCost(s, keyword, kinds);
}

/**
 * 118.9: the alternative cost a keyword gives (`cast … <keyword>`): its costs, the conditions under which it may be
 * paid (surge's), and the zone it is cast from when not the hand (escape's graveyard, madness's exile).
 */
export function keywordAlternative(
  line: AbilityLine,
  keyword: AlternativeKeyword,
  costs: readonly Cost[],
  more: { readonly conditions?: readonly Condition[]; readonly zone?: AlternativeCost['zone'] } = {},
): AlternativeCost {
  return {
    kind: 'alternativeCost',
    line: line.line,
    text: line.text,
    costs,
    conditions: more.conditions ?? [],
    keyword,
    ...(more.zone ? { zone: more.zone } : {}),
  };
}
