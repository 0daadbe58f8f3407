import { replaceSpans, trimMapped, type MappedText, type Replacement } from './mapped-text.js';

/**
 * Removes reminder text: anything in parentheses (rule 207.2 — reminder text has no rules meaning).
 * Whitespace before a parenthesis goes with it. An unclosed "(" is left alone so its text still shows up
 * as unparsed rather than silently vanishing.
 */
export function stripReminderText(source: MappedText): MappedText {
  const text = source.text;
  if (!text.includes('(')) return source;
  const spans: Replacement[] = [];
  let i = 0;
  while (i < text.length) {
    const open = text.indexOf('(', i);
    if (open < 0) break;
    let depth = 0;
    let close = -1;
    for (let j = open; j < text.length; j++) {
      const ch = text[j];
      if (ch === '(') depth++;
      else if (ch === ')') {
        depth--;
        if (depth === 0) {
          close = j;
          break;
        }
      }
    }
    if (close < 0) break;
    let start = open;
    while (start > i && (text[start - 1] === ' ' || text[start - 1] === '\t')) start--;
    spans.push({ start, end: close + 1, with: '' });
    i = close + 1;
  }
  return trimMapped(replaceSpans(source, spans));
}
