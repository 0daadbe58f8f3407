import type { Keyword } from '../../templates/card-template.js';

/**
 * A keyword ability that the Comprehensive Rules define by the sentences it means (702): a triggered ability
 * ("Prowess", "Bushido 2"), or several abilities ("Fading 3": an entering replacement and an upkeep trigger,
 * 702.32a; "Outlast {1}{B}": an activated ability, 702.107a). Each sentence goes through the same grammar as a
 * printed ability, so the keyword runs exactly as its definition would. `parameter`: it takes a number ("Bushido 2",
 * "Annihilator 1"), or `'cost'`: a mana cost ("Outlast {1}{W}"), or `'number and cost'`: both, joined by an em dash
 * ("Reinforce 2—{2}{W}").
 */
export interface TriggeredKeyword {
  /** Lower-case, as printed: "prowess", "battle cry". */
  readonly name: string;
  /** The rule that defines it. */
  readonly rule: string;
  readonly parameter: boolean | 'cost' | 'number and cost';
  /**
   * The definition's sentences, one per ability, with `~` for "this creature" / "this permanent", N for the number
   * and `cost` the printed mana cost.
   */
  meaning(n: number, cost: string): string | readonly string[];
  /**
   * The keyword its object then has, for the descriptions that ask about it ("a creature without flanking",
   * 702.25a). Absent for keywords no description reads.
   */
  readonly keyword?: Keyword;
}
