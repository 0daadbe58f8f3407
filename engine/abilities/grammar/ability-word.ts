import { replaceSpans, type MappedText } from '../../text/mapped-text.js';
import { ABILITY_WORDS } from './subtypes.generated.js';

/**
 * An ability word before an ability ("Landfall —", "Heroic —", "Threshold —") has no rules meaning (207.2c): the
 * ability is what follows the dash. Only the Comprehensive Rules' list counts: "Boast —" looks the same but is a
 * keyword ability (702.142) whose words matter, and a flavor word (207.2d) is refused rather than guessed at.
 */
const KNOWN: ReadonlySet<string> = new Set(ABILITY_WORDS);
const PREFIX = /^([A-Za-z][\w'’ -]*?) — (?=\S)/;

export function stripAbilityWord(source: MappedText): MappedText {
  const m = PREFIX.exec(source.text);
  if (!m?.[1] || !KNOWN.has(m[1].toLowerCase().replace('’', "'"))) return source;
  return replaceSpans(source, [{ start: 0, end: m[0].length, with: '' }]);
}
