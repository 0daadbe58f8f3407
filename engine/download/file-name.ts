/**
 * A card name → a file name that is safe on Windows, macOS and Linux: `Fire // Ice` → `Fire - Ice.card`.
 * Strips `/\:*?"<>|`, control characters (C0 and C1) and invisible format characters (bidi controls such as
 * U+202E, which make a name read as another, zero-width characters), trims dots and spaces (Windows refuses them
 * at the end), avoids reserved device names and keeps the name short enough for any file system.
 */

/**
 * Windows device names, which mean the device whatever extension follows (`con.txt.card` is the console), digits
 * including the superscripts ¹²³ Windows also counts (learn.microsoft.com, "Naming Files, Paths, and Namespaces").
 */
const RESERVED = /^(con|prn|aux|nul|conin\$|conout\$|com[0-9¹²³]|lpt[0-9¹²³])(?=\s*(?:\.|$))/i;

const UNSAFE = /[/\\:*?"<>|]|\p{Cc}|\p{Cf}/gu;

export function safeFileName(cardName: string, extension = '.card'): string {
  let base = cardName
    .normalize('NFC')
    .replace(/\s*\/\/\s*/g, ' - ')
    .replace(UNSAFE, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.\s]+|[.\s]+$/g, '');
  if (base === '') base = 'card';
  base = base.replace(RESERVED, '$1_');
  // 80 characters keep even 3-byte scripts (plus extension and temp suffix) under the common 255-byte limit.
  if (base.length > 80) base = base.slice(0, 80).trimEnd();
  return `${base}${extension}`;
}
