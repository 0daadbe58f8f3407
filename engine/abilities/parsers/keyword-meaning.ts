import type { Ability, Effect } from '../../templates/card-template.js';
import type { AbilityLine, AbilityParser } from './ability-parser.js';
import { Scanner } from '../../text/scanner.js';
import { effectSentences } from '../effects/index.js';

/**
 * The effects of a keyword whose rule spells out its meaning in Oracle sentences (702.84a unearth, 702.87a level
 * up): read by the grammar itself on first use, so the keyword does exactly what those sentences do when written out.
 * Throws if the grammar stops reading them: a broken keyword must fail the tests, not refuse every card that has it.
 */
export function keywordMeaning(keyword: string, sentences: string): () => readonly Effect[] {
  let meaning: readonly Effect[] | null = null;
  return () => {
    if (meaning) return meaning;
    const read = effectSentences(new Scanner(sentences), true);
    if (!read) throw new Error(`the grammar no longer reads ${keyword}'s meaning: ${sentences}`);
    meaning = read;
    return meaning;
  };
}

/**
 * An ability a keyword stands for, written out as the rule's own sentence (702.109a dash: "As long as ~'s dash cost
 * was paid, ~ has haste."), read once by `parser` (the static or triggered ability parser). Throws if it stops
 * reading it, as `keywordMeaning` does. The ability takes the keyword line's number and text.
 */
export function keywordAbility(
  keyword: string,
  parser: AbilityParser,
  sentence: string,
): (line: AbilityLine) => Ability {
  let meaning: Ability | null = null;
  return (line) => {
    if (!meaning) {
      const read = parser.parse(new Scanner(sentence), { line: 0, text: sentence });
      const [one] = read ?? [];
      if (!read || read.length !== 1 || !one)
        throw new Error(`the grammar no longer reads ${keyword}'s meaning: ${sentence}`);
      meaning = one;
    }
    return { ...meaning, line: line.line, text: line.text };
  };
}
