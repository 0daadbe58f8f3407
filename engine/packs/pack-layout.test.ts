import { describe, expect, it } from 'vitest';
import { entryPathFor, unsafePathReason } from './pack-layout.js';

describe('entryPathFor', () => {
  it('mirrors the source path under cards/ with its extension replaced by .json', () => {
    expect(entryPathFor('llanowar.card')).toBe('cards/llanowar.json');
    expect(entryPathFor('green/elves/llanowar.card')).toBe('cards/green/elves/llanowar.json');
    expect(entryPathFor('shock.card.json')).toBe('cards/shock.card.json');
    expect(entryPathFor('v1.2/shock')).toBe('cards/v1.2/shock.json');
    expect(entryPathFor('.hidden')).toBe('cards/.hidden.json');
  });
});

describe('unsafePathReason', () => {
  it('accepts ordinary relative paths', () => {
    for (const name of ['manifest.json', 'cards/a.json', 'cards/elves/Llanowar Elves.json', 'cards/é/ü.json']) {
      expect(unsafePathReason(name)).toBeNull();
    }
  });

  it.each([
    ['', 'empty'],
    ['../evil.json', '".."'],
    ['cards/../../evil.json', '".."'],
    ['cards/..', '".."'],
    ['./cards/a.json', '"."'],
    ['/etc/passwd', 'absolute'],
    ['C:/Windows/evil.json', 'drive letter'],
    ['cards\\..\\evil.json', 'backslash'],
    ['cards//a.json', 'empty segment'],
    ['cards/', 'empty segment'],
    ['cards/a.json:stream', 'colon'],
    ['cards/a\u0000.json', 'control character'],
    ['a'.repeat(2000), 'longer than'],
  ])('rejects %j (%s)', (name, why) => {
    expect(unsafePathReason(name)).toContain(why);
  });
});
