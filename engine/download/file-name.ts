/**
 * A card name → a file name that is safe on Windows, macOS and Linux: `Fire // Ice` → `Fire - Ice.card`.
 * Strips `/\:*?"<>|` and control characters, trims dots and spaces (Windows refuses them at the end),
 * avoids reserved device names and keeps the name short enough for any file system.
 */
const RESERVED = /^(con|prn|aux|nul|com\d|lpt\d)$/i;

export function safeFileName(cardName: string, extension = '.card'): string {
  let base = cardName
    .normalize('NFC')
    .replace(/\s*\/\/\s*/g, ' - ')
    // eslint-disable-next-line no-control-regex
    .replace(/[/\\:*?"<>|\u0000-\u001f\u007f]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.\s]+|[.\s]+$/g, '');
  if (base === '') base = 'card';
  if (RESERVED.test(base)) base = `${base}_`;
  // 80 characters keep even 3-byte scripts (plus extension and temp suffix) under the common 255-byte limit.
  if (base.length > 80) base = base.slice(0, 80).trimEnd();
  return `${base}${extension}`;
}
