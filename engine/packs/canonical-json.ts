/**
 * Canonical JSON: object keys sorted by UTF-16 code unit, trailing newline, and either no whitespace at all
 * (`indent` 0, the default: what card entries use) or `indent` spaces per level. The same value always gives
 * the same text, whatever order its keys were built in, so packs can be diffed, cached and hashed. Follows
 * JSON.stringify for the odd cases (undefined properties are left out, undefined in arrays and non-finite
 * numbers become null).
 */
export function canonicalJson(value: unknown, indent = 0): string {
  const out: string[] = [];
  if (indent > 0) writeIndented(value, 0, ' '.repeat(indent), out);
  else writeCompact(value, out);
  out.push('\n');
  // One join at the end is measurably faster than building nested strings level by level.
  return out.join('');
}

/** A scalar's text, or null for an object or array (written by the caller). */
function scalar(value: unknown): string | null {
  switch (typeof value) {
    case 'string':
      return quote(value);
    case 'number':
      // For finite numbers String() and JSON.stringify() agree, and String() is cheaper.
      return Number.isFinite(value) ? String(value) : 'null';
    case 'boolean':
      return value ? 'true' : 'false';
    case 'object':
      return value === null ? 'null' : null;
    default:
      return 'null';
  }
}

/** Characters JSON.stringify escapes: quote, backslash, controls, and (lone) surrogates. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what JSON escapes
const NEEDS_ESCAPE = /["\\\u0000-\u001f\ud800-\udfff]/;

/** JSON.stringify of a string, skipping its escaping pass for the usual string that needs none. */
function quote(text: string): string {
  return NEEDS_ESCAPE.test(text) ? JSON.stringify(text) : `"${text}"`;
}

/**
 * An object's keys in code-unit order. Templates are made of a few dozen shapes, each built with its keys
 * in one order, so the sorted order is remembered per insertion order: one Object.keys and a comparison
 * instead of a sort (about a third of the time of laying out a card). Bounded, in case of odd input.
 */
const sortedOrders = new Map<string, { readonly keys: readonly string[]; readonly sorted: readonly string[] }[]>();

function sortedKeys(record: object): readonly string[] {
  const keys = Object.keys(record);
  const first = keys[0];
  if (first === undefined) return keys;
  let known = sortedOrders.get(first);
  if (known) {
    for (const order of known) if (sameKeys(order.keys, keys)) return order.sorted;
  } else if (sortedOrders.size < 1_000) {
    known = [];
    sortedOrders.set(first, known);
  }
  const sorted = [...keys].sort();
  if (known && known.length < 32) known.push({ keys, sorted });
  return sorted;
}

function sameKeys(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function skipped(item: unknown): boolean {
  return item === undefined || typeof item === 'function' || typeof item === 'symbol';
}

/**
 * `{"key":` and `,"key":` for each key seen: the same few keys recur in every template, so each key costs
 * one cached string and one push instead of a JSON.stringify and three pushes. Bounded, in case of odd input.
 */
const openKeys = new Map<string, string>();
const nextKeys = new Map<string, string>();

function keyText(key: string, first: boolean): string {
  const cache = first ? openKeys : nextKeys;
  let text = cache.get(key);
  if (text === undefined) {
    text = `${first ? '{' : ','}${JSON.stringify(key)}:`;
    if (cache.size < 10_000) cache.set(key, text);
  }
  return text;
}

function writeCompact(value: unknown, out: string[]): void {
  const text = scalar(value);
  if (text !== null) {
    out.push(text);
    return;
  }
  if (Array.isArray(value)) {
    if (value.length === 0) {
      out.push('[]');
      return;
    }
    out.push('[');
    for (let i = 0; i < value.length; i++) {
      if (i > 0) out.push(',');
      writeCompact(value[i], out);
    }
    out.push(']');
    return;
  }
  const record = value as Readonly<Record<string, unknown>>;
  let first = true;
  for (const key of sortedKeys(record)) {
    const item = record[key];
    if (skipped(item)) continue;
    out.push(keyText(key, first));
    first = false;
    writeCompact(item, out);
  }
  out.push(first ? '{}' : '}');
}

function writeIndented(value: unknown, depth: number, unit: string, out: string[]): void {
  const text = scalar(value);
  if (text !== null) {
    out.push(text);
    return;
  }
  const inner = unit.repeat(depth + 1);
  if (Array.isArray(value)) {
    if (value.length === 0) {
      out.push('[]');
      return;
    }
    out.push('[\n');
    for (let i = 0; i < value.length; i++) {
      if (i > 0) out.push(',\n');
      out.push(inner);
      writeIndented(value[i], depth + 1, unit, out);
    }
    out.push('\n', unit.repeat(depth), ']');
    return;
  }
  const record = value as Readonly<Record<string, unknown>>;
  let first = true;
  for (const key of sortedKeys(record)) {
    const item = record[key];
    if (skipped(item)) continue;
    out.push(first ? '{\n' : ',\n', inner, quote(key), ': ');
    first = false;
    writeIndented(item, depth + 1, unit, out);
  }
  if (first) out.push('{}');
  else out.push('\n', unit.repeat(depth), '}');
}
