/**
 * Remembers a pure function of a short text, for parser pieces that see a few thousand distinct texts again and
 * again across cards (mana costs, subtype spellings, ability lines). Every caller gets the same result, so results are
 * plain data and are frozen: shared by many cards, they must never change. Bounded (see below).
 *
 * Whole ability lines use it too since the rules-text grammar (engine/abilities/grammar/) does several times the
 * work the first whole-line parsers did: the look-up now costs far less than the parse it skips.
 */
export function memoByText<T>(compute: (text: string) => T, limit = 5_000): (text: string) => T {
  const memo = new TextMap<T>(limit);
  return (text) => {
    const known = memo.get(text);
    if (known !== undefined) return known;
    // Computed from the copy, so anything the result quotes from the text points into the copy only.
    const copy = detached(text);
    const result = deepFreeze(compute(copy));
    memo.set(copy, result);
    return result;
  };
}

/**
 * A map from short texts that holds at most `limit` entries, keeping those in steady use: two generations, and when
 * the young one is full it becomes the old one and a new young one starts; a text found in the old one moves back
 * into the young one. So texts in steady use ("Flying", "{T}: Add {G}.") stay while rare ones age out. Store
 * `detached` keys: a key that is a slice of a file keeps the whole file alive.
 */
export class TextMap<T> {
  private young = new Map<string, T>();
  private old = new Map<string, T>();
  private readonly half: number;

  constructor(limit: number) {
    this.half = Math.max(1, Math.floor(limit / 2));
  }

  get(text: string): T | undefined {
    const known = this.young.get(text);
    if (known !== undefined) return known;
    const aged = this.old.get(text);
    if (aged !== undefined) this.set(text, aged);
    return aged;
  }

  set(text: string, value: T): void {
    if (this.young.size >= this.half) {
      this.old = this.young;
      this.young = new Map();
    }
    this.young.set(text, value);
  }
}

/**
 * A copy of `text` that does not point into a bigger string. Line texts are slices of their whole file: a
 * remembered slice would keep every edited version of that file alive.
 */
export function detached(text: string): string {
  return `${text} `.slice(0, -1);
}

/** Freezes plain data (objects and arrays) all the way down. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    // Indexed and for-in loops: no array of values allocated per object (this runs for every new line parsed).
    if (Array.isArray(value)) for (let i = 0; i < value.length; i++) deepFreeze(value[i]);
    else for (const key in value) deepFreeze(value[key]);
  }
  return value;
}
