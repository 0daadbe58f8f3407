/**
 * Whether any object in plain data (a parsed ability's effects, any depth, arrays included) passes `test`. The
 * grammar asks such questions of every result it builds ("does it compare with X?", "does it attach ~?"), so the walk
 * allocates nothing: indexed loops and for-in, no `Object.values` arrays per node.
 */
export function someNode(value: unknown, test: (node: Readonly<Record<string, unknown>>) => boolean): boolean {
  if (typeof value !== 'object' || value === null) return false;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) if (someNode(value[i], test)) return true;
    return false;
  }
  const record = value as Readonly<Record<string, unknown>>;
  if (test(record)) return true;
  for (const key in record) if (someNode(record[key], test)) return true;
  return false;
}
