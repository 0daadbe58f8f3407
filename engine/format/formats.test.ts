import { describe, expect, it } from 'vitest';
import { cardFormats, formatForPath, isCardFile, parseCardFile } from './formats.js';

describe('formats registry', () => {
  it('chooses the format by the longest matching extension, case-insensitively', () => {
    expect(formatForPath('cards/lands/forest.card')?.id).toBe('card-text');
    expect(formatForPath('cards/Ornithopter.CARD.JSON')?.id).toBe('card-json');
    expect(formatForPath('package.json')).toBeNull();
    expect(formatForPath('notes.txt')).toBeNull();
    expect(isCardFile('a/b.card')).toBe(true);
    expect(isCardFile('a/b.cards')).toBe(false);
    expect(isCardFile('.card')).toBe(false);
    expect(formatForPath('Mixed/Case.Card')?.id).toBe('card-text');
  });

  it('parses by path and returns null when no format handles it', () => {
    expect(parseCardFile('x.card', 'name Shock')?.card.name).toBe('Shock');
    expect(parseCardFile('x.card.json', '{"name": "Shock"}')?.card.name).toBe('Shock');
    expect(parseCardFile('x.txt', 'name Shock')).toBeNull();
  });

  it('has unique ids and lower-case extensions starting with a dot', () => {
    expect(new Set(cardFormats.map((f) => f.id)).size).toBe(cardFormats.length);
    for (const ext of cardFormats.flatMap((f) => f.extensions)) expect(ext).toMatch(/^\.[a-z.]+$/);
  });
});
