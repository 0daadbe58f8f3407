import { describe, expect, it } from 'vitest';
import { settingsFrom } from './remembered-settings.js';

describe('settingsFrom', () => {
  it('reads what the dialog stored', () => {
    const stored = JSON.stringify({ source: 'gatherer', findBy: 'search', folder: 'goblins' });
    expect(settingsFrom(stored)).toEqual({ source: 'gatherer', findBy: 'search', folder: 'goblins' });
  });

  it('falls back to the defaults for nothing, broken JSON or unknown values, field by field', () => {
    const defaults = { source: 'scryfall', findBy: 'name', folder: '' };
    expect(settingsFrom(null)).toEqual(defaults);
    expect(settingsFrom('{nope')).toEqual(defaults);
    expect(settingsFrom('42')).toEqual(defaults);
    expect(settingsFrom(JSON.stringify({ source: 'mtgo', findBy: 'id', folder: 7 }))).toEqual({
      ...defaults,
      findBy: 'id',
    });
  });
});
