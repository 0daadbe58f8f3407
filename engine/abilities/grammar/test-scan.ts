import { Scanner } from '../../text/scanner.js';

/**
 * Runs one phrase parser on `text` and returns what it read and the rest, so a test states both: that the phrase
 * was understood and exactly where it stopped.
 */
export function scan<T>(parse: (s: Scanner) => T | null, text: string): { value: T | null; rest: string } {
  const s = new Scanner(text);
  const value = parse(s);
  return { value, rest: text.slice(s.pos).trim() };
}
