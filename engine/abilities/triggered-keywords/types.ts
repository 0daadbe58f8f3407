import type { Keyword } from '../../templates/card-template.js';

/**
 * A keyword ability that is a triggered ability (702): the Comprehensive Rules define it by the sentence it means,
 * and that sentence goes through the same grammar as any printed triggered ability, so the keyword runs exactly as
 * its definition would. `parameter`: it takes a number ("Bushido 2", "Annihilator 1").
 */
export interface TriggeredKeyword {
  /** Lower-case, as printed: "prowess", "battle cry". */
  readonly name: string;
  /** The rule that defines it. */
  readonly rule: string;
  readonly parameter: boolean;
  /** The definition's sentence with `~` for "this creature" and N for the number. */
  meaning(n: number): string;
  /**
   * The keyword its object then has, for the descriptions that ask about it ("a creature without flanking",
   * 702.25a). Absent for keywords no description reads.
   */
  readonly keyword?: Keyword;
}
