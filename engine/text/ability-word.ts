import { replaceSpans, type MappedText } from './mapped-text.js';

/**
 * An ability word ("Landfall —", "Heroic —", "Threshold —") or flavor word before an ability has no rules meaning
 * (207.2c, 207.2d): the ability is what follows the dash. "Choose one —" is no ability word: modes follow it.
 */
const ABILITY_WORD = /^[A-Z][\w'’-]*(?: [\w'’-]+){0,3} — (?=\S)/;

export function stripAbilityWord(source: MappedText): MappedText {
  const m = ABILITY_WORD.exec(source.text);
  if (!m || /^Choose\b/.test(m[0])) return source;
  return replaceSpans(source, [{ start: 0, end: m[0].length, with: '' }]);
}
