/** Case-insensitive comparisons for the ASCII words of the formats (keys, extensions, phrases), without allocating. */

/** Compares a text character with a lower-case pattern character, ignoring ASCII case. */
export function sameFolded(code: number, lowerPattern: number): boolean {
  if (code === lowerPattern) return true;
  return lowerPattern >= 97 && lowerPattern <= 122 && code === lowerPattern - 32;
}

/** Whether `text` holds `lower` (lower-case) at `at`, ignoring ASCII case; false when it would run past the end. */
export function hasFoldedAt(text: string, at: number, lower: string): boolean {
  if (at < 0 || at + lower.length > text.length) return false;
  for (let k = 0; k < lower.length; k++) if (!sameFolded(text.charCodeAt(at + k), lower.charCodeAt(k))) return false;
  return true;
}
