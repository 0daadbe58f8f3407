/**
 * Reads the VCR cassettes (Ruby VCR 1.x YAML) recorded against Gatherer: each interaction's request URI,
 * response status, headers and body. Only the subset of YAML those files use is understood: that is enough,
 * and avoids a YAML dependency.
 */
export interface CassetteInteraction {
  readonly method: string;
  readonly uri: string;
  readonly status: number;
  readonly headers: Readonly<Record<string, readonly string[]>>;
  readonly body: string | null;
}

export function readCassette(yaml: string): CassetteInteraction[] {
  const text = yaml.replace(/\r\n/g, '\n');
  const blocks = text.split(/^- !ruby\/struct:VCR::HTTPInteraction\n/m).slice(1);
  return blocks.map(readInteraction);
}

function readInteraction(block: string): CassetteInteraction {
  const method = /^ {4}method: :?(\w+)/m.exec(block)?.[1] ?? 'get';
  const uri = /^ {4}uri: (.*)$/m.exec(block)?.[1]?.trim() ?? '';
  const status = Number(/^ {6}code: (\d+)/m.exec(block)?.[1] ?? '0');
  const response = block.slice(block.indexOf('  response:'));
  const headers: Record<string, string[]> = {};
  const headerBlock = /^ {4}headers:\n((?: {6}.*\n)*)/m.exec(response)?.[1] ?? '';
  let current: string | null = null;
  for (const line of headerBlock.split('\n')) {
    const key = /^ {6}([^\s-][^:]*):\s*$/.exec(line);
    const value = /^ {6}- (.*)$/.exec(line);
    if (key?.[1]) {
      current = key[1].toLowerCase();
      headers[current] = [];
    } else if (value?.[1] !== undefined && current) headers[current]?.push(unquote(value[1]));
  }
  const bodyStart = /^ {4}body: ! "/m.exec(response);
  let body: string | null = null;
  if (bodyStart) {
    const from = bodyStart.index + bodyStart[0].length;
    body = decodeDoubleQuoted(closingQuoteSlice(response, from));
  }
  return { method: method.toUpperCase(), uri, status, headers, body };
}

function unquote(value: string): string {
  const v = value.trim();
  if (v.startsWith("'") && v.endsWith("'")) return v.slice(1, -1).replace(/''/g, "'");
  if (v.startsWith('"') && v.endsWith('"')) return decodeDoubleQuoted(v.slice(1, -1));
  return v;
}

/** The raw scalar between the opening quote at `from` and the first unescaped closing quote. */
function closingQuoteSlice(text: string, from: number): string {
  for (let i = from; i < text.length; i++) {
    if (text[i] === '\\') i++;
    else if (text[i] === '"') return text.slice(from, i);
  }
  return text.slice(from);
}

const SIMPLE_ESCAPES: Readonly<Record<string, string>> = {
  '0': '\0',
  a: '\x07',
  b: '\b',
  t: '\t',
  '\t': '\t',
  n: '\n',
  v: '\v',
  f: '\f',
  r: '\r',
  e: '\x1b',
  ' ': ' ',
  '"': '"',
  '/': '/',
  '\\': '\\',
  N: '\u0085',
  _: '\u00a0',
  L: '\u2028',
  P: '\u2029',
};

/** YAML 1.1 double-quoted scalar: escapes, line folding (a break is a space, blank lines are breaks). */
export function decodeDoubleQuoted(raw: string): string {
  let out = '';
  let rawSpaces = 0;
  let i = 0;
  const skipIndent = (): void => {
    while (raw[i] === ' ' || raw[i] === '\t') i++;
  };
  while (i < raw.length) {
    const c = raw[i] ?? '';
    if (c === '\\') {
      const n = raw[i + 1] ?? '';
      i += 2;
      rawSpaces = 0;
      if (n === '\n') {
        skipIndent();
        continue;
      }
      const hex = n === 'x' ? 2 : n === 'u' ? 4 : n === 'U' ? 8 : 0;
      if (hex > 0) {
        out += String.fromCodePoint(parseInt(raw.slice(i, i + hex), 16));
        i += hex;
        continue;
      }
      out += SIMPLE_ESCAPES[n] ?? n;
      continue;
    }
    if (c === '\n') {
      out = out.slice(0, out.length - rawSpaces);
      rawSpaces = 0;
      i++;
      skipIndent();
      let blank = 0;
      while (raw[i] === '\n') {
        blank++;
        i++;
        skipIndent();
      }
      out += blank > 0 ? '\n'.repeat(blank) : ' ';
      continue;
    }
    out += c;
    rawSpaces = c === ' ' || c === '\t' ? rawSpaces + 1 : 0;
    i++;
  }
  return out;
}
