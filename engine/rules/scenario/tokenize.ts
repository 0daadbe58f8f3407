/** One word of a scenario line. Quoted text is one token however many spaces it holds. */
export interface Token {
  readonly text: string;
  readonly quoted: boolean;
}

const PUNCTUATION = [',', '+', '->'];

/**
 * Splits a line into tokens: whitespace separates, "double quotes" group (with `#n` allowed right after the
 * closing quote), and `,` `+` `->` stand alone outside quotes (`+1/+1` stays one word). Returns an error value for an open quote.
 */
export function tokenize(line: string): { ok: true; tokens: Token[] } | { ok: false; reason: string } {
  const tokens: Token[] = [];
  let i = 0;
  let word = '';
  const flush = (): void => {
    if (word !== '') tokens.push({ text: word, quoted: false });
    word = '';
  };
  while (i < line.length) {
    const ch = line[i] as string;
    if (ch === '"') {
      flush();
      const end = line.indexOf('"', i + 1);
      if (end < 0) return { ok: false, reason: 'a quote is not closed' };
      let text = line.slice(i + 1, end);
      i = end + 1;
      const suffix = /^#\d+/.exec(line.slice(i));
      if (suffix) {
        text += suffix[0];
        i += suffix[0].length;
      }
      tokens.push({ text, quoted: true });
      continue;
    }
    if (/\s/.test(ch)) {
      flush();
      i++;
      continue;
    }
    const punct = PUNCTUATION.find((p) => line.startsWith(p, i));
    if (punct && !(punct === '+' && /\d/.test(line[i + 1] ?? ''))) {
      flush();
      tokens.push({ text: punct, quoted: false });
      i += punct.length;
      continue;
    }
    word += ch;
    i++;
  }
  flush();
  return { ok: true, tokens };
}
