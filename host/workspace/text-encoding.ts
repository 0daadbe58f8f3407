import type { FileKind, TextEncoding } from '../contract.js';
import { HostError } from './host-error.js';

/** Windows-1252's bytes 0x80-0x9F; the five it leaves undefined (null here) read as the C1 control of that byte. */
const CP1252_HIGH: readonly (number | null)[] = [
  0x20ac,
  null,
  0x201a,
  0x0192,
  0x201e,
  0x2026,
  0x2020,
  0x2021,
  0x02c6,
  0x2030,
  0x0160,
  0x2039,
  0x0152,
  null,
  0x017d,
  null,
  null,
  0x2018,
  0x2019,
  0x201c,
  0x201d,
  0x2022,
  0x2013,
  0x2014,
  0x02dc,
  0x2122,
  0x0161,
  0x203a,
  0x0153,
  null,
  0x017e,
  0x0178,
];

const CP1252_BYTE_OF = new Map<number, number>(
  CP1252_HIGH.flatMap((code, i): [number, number][] => (code === null ? [] : [[code, 0x80 + i]])),
);

const NAMES: Readonly<Record<TextEncoding, string>> = {
  'utf-8': 'UTF-8',
  latin1: 'Latin-1',
  'windows-1252': 'Windows-1252',
};

export function encodingName(encoding: TextEncoding): string {
  return NAMES[encoding];
}

/** How much of a file's start is looked at to tell text from binary (as git and most editors do). */
const SNIFF_BYTES = 8000;

/**
 * A file is binary when its start holds a NUL byte (no text encoding we read has one) or when more than a third of
 * it is control characters other than tab, line feed, form feed and carriage return.
 */
export function looksBinary(bytes: Uint8Array): boolean {
  const end = Math.min(bytes.length, SNIFF_BYTES);
  let control = 0;
  for (let i = 0; i < end; i += 1) {
    const b = bytes[i] ?? 0;
    if (b === 0) return true;
    if (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0c && b !== 0x0d) control += 1;
  }
  return end > 0 && control * 3 > end;
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
const lossyUtf8 = new TextDecoder('utf-8', { fatal: false, ignoreBOM: true });

export interface DecodedFile {
  readonly text: string;
  readonly encoding: TextEncoding;
  readonly kind: FileKind;
}

/** The text of a file's bytes, read as `encoding` (UTF-8 by default); a byte-order mark stays in the text. */
export function decodeFile(bytes: Uint8Array, encoding: TextEncoding = 'utf-8'): DecodedFile {
  if (looksBinary(bytes)) return { text: '', encoding, kind: 'binary' };
  if (encoding === 'latin1') return { text: Buffer.from(bytes).toString('latin1'), encoding, kind: 'text' };
  if (encoding === 'windows-1252') {
    let text = '';
    for (const b of bytes) text += String.fromCharCode(b >= 0x80 && b <= 0x9f ? (CP1252_HIGH[b - 0x80] ?? b) : b);
    return { text, encoding, kind: 'text' };
  }
  try {
    return { text: strictUtf8.decode(bytes), encoding, kind: 'text' };
  } catch {
    return { text: lossyUtf8.decode(bytes), encoding, kind: 'not-utf8' };
  }
}

function byteIn(encoding: 'latin1' | 'windows-1252', code: number): number | undefined {
  if (encoding === 'latin1') return code <= 0xff ? code : undefined;
  if (code < 0x80 || (code >= 0xa0 && code <= 0xff)) return code;
  // The five undefined bytes read as their C1 control and go back as that byte.
  if (code <= 0x9f) return CP1252_HIGH[code - 0x80] === null ? code : undefined;
  return CP1252_BYTE_OF.get(code);
}

/** The bytes of `text` in `encoding`; refuses (naming the character and its line) what that encoding cannot hold. */
export function encodeText(text: string, encoding: TextEncoding = 'utf-8'): Uint8Array {
  if (encoding === 'utf-8') return Buffer.from(text, 'utf8');
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i += 1) {
    const byte = byteIn(encoding, text.charCodeAt(i));
    if (byte === undefined) {
      const char = String.fromCodePoint(text.codePointAt(i) ?? 0);
      const line = text.slice(0, i).split('\n').length;
      throw new HostError(
        'invalid-argument',
        `"${char}" on line ${line} cannot be saved in ${encodingName(encoding)}: convert the file to UTF-8 to keep it`,
      );
    }
    bytes[i] = byte;
  }
  return bytes;
}
