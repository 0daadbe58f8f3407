/**
 * Remembers a pure function of a short text, for parser pieces that see a few thousand distinct texts again and
 * again across cards (mana costs, subtype spellings). Every caller gets the same result, so results are plain data
 * and are frozen: shared by many cards, they must never change. Bounded: emptied when full, which keeps it simple
 * and is rare in practice.
 *
 * Whole ability lines use it too since the rules-text grammar (engine/abilities/grammar/) does several times the
 * work the first whole-line parsers did: the look-up now costs far less than the parse it skips.
 */
export function memoByText<T>(compute: (text: string) => T, limit = 5_000): (text: string) => T {
  const remembered = new Map<string, T>();
  return (text) => {
    const known = remembered.get(text);
    if (known !== undefined) return known;
    // Computed from the copy, so anything the result quotes from the text points into the copy only.
    const copy = detached(text);
    const result = deepFreeze(compute(copy));
    if (remembered.size >= limit) remembered.clear();
    remembered.set(copy, result);
    return result;
  };
}

/**
 * A copy of `text` that does not point into a bigger string. Line texts are slices of their whole file: a
 * remembered slice would keep every edited version of that file alive.
 */
function detached(text: string): string {
  return `${text} `.slice(0, -1);
}

/** Freezes plain data (objects and arrays) all the way down. */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const item of Object.values(value)) deepFreeze(item);
  }
  return value;
}
