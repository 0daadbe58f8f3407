/** A small deterministic generator (mulberry32): the same seed gives the same shuffles on every machine. */
export function nextRandom(seed: number): { readonly value: number; readonly seed: number } {
  const next = (seed + 0x6d2b79f5) | 0;
  let t = next;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return { value: ((t ^ (t >>> 14)) >>> 0) / 4294967296, seed: next };
}

/** Fisher-Yates with the seeded generator; returns the new order and the advanced seed. */
export function shuffled<T>(items: readonly T[], seed: number): { readonly items: T[]; readonly seed: number } {
  const out = items.slice();
  let s = seed;
  for (let i = out.length - 1; i > 0; i--) {
    const r = nextRandom(s);
    s = r.seed;
    const j = Math.floor(r.value * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return { items: out, seed: s };
}
