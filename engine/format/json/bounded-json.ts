/**
 * JSON.parse for bytes nobody vouches for (pack entries, web requests, downloaded answers): refused before parsing
 * when longer or more deeply nested than the caller's bounds. Deep nesting is what makes JSON expensive to read
 * (a 58 KB zipped pack entry of nested brackets held the host for 20 s and 2 GB), and no real card, manifest or
 * request is more than a dozen levels deep. The depth check is one pass over the text, stopping at the first
 * bracket too deep. Never throws.
 */
export interface JsonBounds {
  /** The most characters the text may have. */
  readonly maxLength: number;
  /** The most arrays and objects one value may sit inside (a top-level object is depth 1). */
  readonly maxDepth: number;
}

export type BoundedJson =
  | { readonly ok: true; readonly value: unknown }
  /** `message` completes a sentence about the text: "is nested more than 64 levels deep". */
  | { readonly ok: false; readonly problem: 'too-large' | 'too-deep' | 'invalid'; readonly message: string };

export function parseBoundedJson(text: string, bounds: JsonBounds): BoundedJson {
  if (text.length > bounds.maxLength) {
    return { ok: false, problem: 'too-large', message: `is larger than the ${sizeInWords(bounds.maxLength)} limit` };
  }
  if (nestedDeeperThan(text, bounds.maxDepth)) {
    return { ok: false, problem: 'too-deep', message: `is nested more than ${bounds.maxDepth} levels deep` };
  }
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    return { ok: false, problem: 'invalid', message: `is not valid JSON (${why})` };
  }
}

/** Whether some bracket outside a string opens deeper than `maxDepth`; stops there. */
export function nestedDeeperThan(text: string, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92)
        i++; // a backslash: the next character is escaped
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 || c === 123) {
      if (++depth > maxDepth) return true;
    } else if (c === 93 || c === 125) depth--;
  }
  return false;
}

/** 1048576 → "1 MiB", 65536 → "64 KiB": limits as people read them. */
export function sizeInWords(bytes: number): string {
  if (bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0) return `${bytes / 1024 / 1024} MiB`;
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024} KiB`;
  return `${bytes}-byte`;
}
