import type { Effect } from '../../templates/card-template.js';
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
