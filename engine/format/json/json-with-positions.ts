/**
 * A small JSON reader that remembers where every value starts, so schema warnings can point at the
 * field they are about and a syntax error gets an exact line and column (JSON.parse's messages differ
 * between engines and often carry no position). Strict JSON (RFC 8259); never throws.
 */
export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

export interface JsonRead {
  readonly value: JsonValue | undefined;
  /** Offset of each value by path: '' is the root, 'abilities.2.text' a nested one. */
  readonly positions: ReadonlyMap<string, number>;
  /** Offset of each property name (its opening quote) by the property's path. */
  readonly keys: ReadonlyMap<string, number>;
  readonly error: { readonly offset: number; readonly message: string } | null;
}

class JsonSyntaxError {
  constructor(
    readonly offset: number,
    readonly message: string,
  ) {}
}

const MAX_DEPTH = 200;

export function readJson(text: string): JsonRead {
  const positions = new Map<string, number>();
  const keys = new Map<string, number>();
  let i = 0;

  const fail = (message: string, at = i): never => {
    throw new JsonSyntaxError(at, message);
  };
  const ws = (): void => {
    while (i < text.length) {
      const c = text.charCodeAt(i);
      if (c !== 32 && c !== 9 && c !== 10 && c !== 13) break;
      i++;
    }
  };
  const describe = (): string => (i >= text.length ? 'the end of the file' : JSON.stringify(text[i]));

  const value = (path: string, depth: number): JsonValue => {
    ws();
    positions.set(path, i);
    if (depth > MAX_DEPTH) fail('the JSON is nested too deeply');
    const c = text[i];
    if (c === '{') return object(path, depth);
    if (c === '[') return array(path, depth);
    if (c === '"') return string();
    if (c === '-' || (c !== undefined && c >= '0' && c <= '9')) return number();
    for (const [word, v] of [
      ['true', true],
      ['false', false],
      ['null', null],
    ] as const) {
      if (text.startsWith(word, i)) {
        i += word.length;
        return v;
      }
    }
    return fail(`expected a value but found ${describe()}`);
  };

  const object = (path: string, depth: number): JsonValue => {
    const result: { [key: string]: JsonValue } = {};
    i++;
    ws();
    if (text[i] === '}') {
      i++;
      return result;
    }
    for (;;) {
      ws();
      if (text[i] !== '"') fail(`expected a property name in double quotes but found ${describe()}`);
      const keyAt = i;
      const key = string();
      const childPath = path === '' ? key : `${path}.${key}`;
      keys.set(childPath, keyAt);
      ws();
      if (text[i] !== ':') fail(`expected ':' after the property name but found ${describe()}`);
      i++;
      const child = value(childPath, depth + 1);
      Object.defineProperty(result, key, { value: child, enumerable: true, writable: true, configurable: true });
      ws();
      if (text[i] === ',') {
        i++;
        continue;
      }
      if (text[i] === '}') {
        i++;
        return result;
      }
      fail(`expected ',' or '}' but found ${describe()}`);
    }
  };

  const array = (path: string, depth: number): JsonValue => {
    const result: JsonValue[] = [];
    i++;
    ws();
    if (text[i] === ']') {
      i++;
      return result;
    }
    for (;;) {
      result.push(value(path === '' ? String(result.length) : `${path}.${result.length}`, depth + 1));
      ws();
      if (text[i] === ',') {
        i++;
        continue;
      }
      if (text[i] === ']') {
        i++;
        return result;
      }
      fail(`expected ',' or ']' but found ${describe()}`);
    }
  };

  const string = (): string => {
    const start = i;
    i++;
    let out = '';
    for (;;) {
      if (i >= text.length) fail('this string is never closed', start);
      const c = text[i] ?? '';
      if (c === '"') {
        i++;
        return out;
      }
      if (c === '\\') {
        const e = text[i + 1];
        const simple: Record<string, string> = {
          '"': '"',
          '\\': '\\',
          '/': '/',
          b: '\b',
          f: '\f',
          n: '\n',
          r: '\r',
          t: '\t',
        };
        if (e !== undefined && e in simple) {
          out += simple[e];
          i += 2;
          continue;
        }
        if (e === 'u' && /^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) {
          out += String.fromCharCode(parseInt(text.slice(i + 2, i + 6), 16));
          i += 6;
          continue;
        }
        fail('invalid escape in string');
      }
      if (c.charCodeAt(0) < 32) fail('line breaks and control characters must be escaped in strings');
      out += c;
      i++;
    }
  };

  const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
  const number = (): number => {
    NUMBER.lastIndex = i;
    const m = NUMBER.exec(text);
    if (!m) return fail('invalid number');
    i += m[0].length;
    return Number(m[0]);
  };

  try {
    // A byte-order mark is not JSON, but editors add one.
    if (text.charCodeAt(0) === 0xfeff) i = 1;
    const result = value('', 0);
    ws();
    if (i < text.length) fail(`expected the end of the file but found ${describe()}`);
    return { value: result, positions, keys, error: null };
  } catch (error) {
    if (error instanceof JsonSyntaxError)
      return { value: undefined, positions, keys, error: { offset: error.offset, message: error.message } };
    // Only a runaway input (stack exhaustion) gets here; report it as a syntax problem rather than throw.
    return { value: undefined, positions, keys, error: { offset: 0, message: 'the JSON could not be read' } };
  }
}

/** 1-based line and column of a 0-based offset. */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  const end = Math.min(offset, text.length);
  for (let k = 0; k < end; k++) {
    if (text.charCodeAt(k) === 10) {
      line++;
      lineStart = k + 1;
    }
  }
  return { line, column: end - lineStart + 1 };
}
