/**
 * A small JSON reader that remembers where every value starts, so schema warnings can point at the
 * field they are about and a syntax error gets an exact line and column (JSON.parse's messages differ
 * between engines and often carry no position). Strict JSON (RFC 8259); never throws.
 */
export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

export interface JsonRead {
  readonly value: JsonValue | undefined;
  /** Offset of each value by path: '' is the root, 'abilities.2.text' a nested one. */
  readonly positions: JsonPositions;
  /** Offset of each property name (its opening quote) by the property's path. */
  readonly keys: JsonPositions;
  readonly error: { readonly offset: number; readonly message: string } | null;
}

/** Offsets looked up by path (`abilities.2.text`); undefined for a path the JSON does not have. */
export interface JsonPositions {
  get(path: string): number | undefined;
}

class JsonSyntaxError {
  constructor(
    readonly offset: number,
    readonly message: string,
  ) {}
}

const MAX_DEPTH = 200;

const ESCAPES: Readonly<Record<string, string>> = {
  '"': '"',
  '\\': '\\',
  '/': '/',
  b: '\b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
};

const LITERALS = [
  ['true', true],
  ['false', false],
  ['null', null],
] as const;

/** Where a container's children start: by index for an array, by property name for an object. */
interface ChildOffsets {
  readonly values: Map<string, number> | number[];
  readonly keys: Map<string, number> | null;
}

/**
 * Offsets are kept per container and found by walking the path only when a warning asks, rather than as one map
 * of every value's path string: building those strings and hashing them was most of the time of reading a big file.
 */
class PathPositions implements JsonPositions {
  constructor(
    private readonly root: { value: JsonValue | undefined; offset: number },
    private readonly children: ReadonlyMap<JsonValue, ChildOffsets>,
    private readonly of: 'values' | 'keys',
  ) {}

  get(path: string): number | undefined {
    if (path === '') return this.of === 'values' ? this.root.offset : undefined;
    let value = this.root.value;
    // Walked segment by segment with indexOf: warnings ask once each, and a file can have half a million.
    for (let start = 0; ;) {
      const dot = path.indexOf('.', start);
      const segment = dot === -1 ? path.slice(start) : path.slice(start, dot);
      const last = dot === -1;
      const offsets = value === undefined ? undefined : this.children.get(value);
      if (!offsets || value === null || typeof value !== 'object') return undefined;
      if (Array.isArray(value)) {
        const index = arrayIndex(segment);
        if (index === -1 || !Array.isArray(offsets.values)) return undefined;
        if (last) return this.of === 'values' ? offsets.values[index] : undefined;
        value = value[index];
      } else {
        if (Array.isArray(offsets.values) || !offsets.values.has(segment)) return undefined;
        if (last) return this.of === 'values' ? offsets.values.get(segment) : offsets.keys?.get(segment);
        value = Object.prototype.hasOwnProperty.call(value, segment) ? value[segment] : undefined;
      }
      start = dot + 1;
    }
  }
}

/** `12` → 12; -1 for anything but a plain decimal index. */
function arrayIndex(segment: string): number {
  if (segment === '' || (segment.length > 1 && segment.charCodeAt(0) === 48)) return -1;
  let index = 0;
  for (let k = 0; k < segment.length; k++) {
    const digit = segment.charCodeAt(k) - 48;
    if (digit < 0 || digit > 9) return -1;
    index = index * 10 + digit;
  }
  return index;
}

export function readJson(text: string): JsonRead {
  const children = new Map<JsonValue, ChildOffsets>();
  const root: { value: JsonValue | undefined; offset: number } = { value: undefined, offset: 0 };
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
  const positionsOf = (): Pick<JsonRead, 'positions' | 'keys'> => ({
    positions: new PathPositions(root, children, 'values'),
    keys: new PathPositions(root, children, 'keys'),
  });
  const describe = (): string => (i >= text.length ? 'the end of the file' : JSON.stringify(text[i]));

  /** A value starting at the current offset (after white space); `depth` counts the containers around it. */
  const value = (depth: number): JsonValue => {
    if (depth > MAX_DEPTH) fail('the JSON is nested too deeply');
    const c = text[i];
    if (c === '{') return object(depth);
    if (c === '[') return array(depth);
    if (c === '"') return string();
    if (c === '-' || (c !== undefined && c >= '0' && c <= '9')) return number();
    for (const [word, v] of LITERALS) {
      if (text.startsWith(word, i)) {
        i += word.length;
        return v;
      }
    }
    return fail(`expected a value but found ${describe()}`);
  };

  const object = (depth: number): JsonValue => {
    const result: { [key: string]: JsonValue } = {};
    const values = new Map<string, number>();
    const keys = new Map<string, number>();
    children.set(result, { values, keys });
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
      keys.set(key, keyAt);
      ws();
      if (text[i] !== ':') fail(`expected ':' after the property name but found ${describe()}`);
      i++;
      ws();
      values.set(key, i);
      const child = value(depth + 1);
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

  const array = (depth: number): JsonValue => {
    const result: JsonValue[] = [];
    const values: number[] = [];
    children.set(result, { values, keys: null });
    i++;
    ws();
    if (text[i] === ']') {
      i++;
      return result;
    }
    for (;;) {
      ws();
      values.push(i);
      result.push(value(depth + 1));
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

  /** Plain characters run to the next quote, backslash or control character and are copied as one slice. */
  const string = (): string => {
    const start = i;
    i++;
    let out = '';
    for (;;) {
      let run = i;
      while (run < text.length) {
        const code = text.charCodeAt(run);
        if (code === 34 || code === 92 || code < 32) break;
        run++;
      }
      out += text.slice(i, run);
      i = run;
      if (i >= text.length) fail('this string is never closed', start);
      const c = text[i] ?? '';
      if (c === '"') {
        i++;
        return out;
      }
      if (c === '\\') {
        const e = text[i + 1];
        const simple = e === undefined ? undefined : ESCAPES[e];
        if (simple !== undefined) {
          out += simple;
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
      fail('line breaks and control characters must be escaped in strings');
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
    ws();
    root.offset = i;
    root.value = value(0);
    ws();
    if (i < text.length) fail(`expected the end of the file but found ${describe()}`);
    return { value: root.value, ...positionsOf(), error: null };
  } catch (error) {
    if (error instanceof JsonSyntaxError)
      return { value: undefined, ...positionsOf(), error: { offset: error.offset, message: error.message } };
    // Only a runaway input (stack exhaustion) gets here; report it as a syntax problem rather than throw.
    return { value: undefined, ...positionsOf(), error: { offset: 0, message: 'the JSON could not be read' } };
  }
}
