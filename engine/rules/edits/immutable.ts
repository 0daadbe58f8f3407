/** Copy-on-write helpers for the plain-data game tree: only the objects along the path are copied. */

export type Path = readonly (string | number)[];

export function getIn(root: unknown, path: Path): unknown {
  let node: unknown = root;
  for (const key of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string | number, unknown>)[key];
  }
  return node;
}

/** Returns a copy of `root` with `path` set to `value`; `undefined` deletes an object key. */
export function setIn<T>(root: T, path: Path, value: unknown): T {
  if (path.length === 0) return value as T;
  const [key, ...rest] = path as [string | number, ...(string | number)[]];
  const node = root as unknown;
  if (Array.isArray(node)) {
    const copy = node.slice();
    copy[key as number] = setIn(copy[key as number], rest, value);
    return copy as T;
  }
  const record = (node ?? {}) as Record<string | number, unknown>;
  const next = setIn(record[key], rest, value);
  const copy: Record<string | number, unknown> = { ...record };
  if (next === undefined) delete copy[key];
  else copy[key] = next;
  return copy as T;
}
