import { describe, expect, it } from 'vitest';
import { filterPaths, matchPath } from './quick-open-filter.js';

const files = [
  'spells/shock.card',
  'creatures/serra-angel.card',
  'lands/basic/swamp.card',
  'spells/lava-axe.card',
  'creatures/sandstone-warrior.card',
];

describe('quick open filter', () => {
  it('lists everything for an empty query', () => {
    expect(filterPaths(files, '  ')).toHaveLength(files.length);
  });

  it('matches characters in order, case-insensitively, and drops the rest', () => {
    expect(filterPaths(files, 'SHO').map((m) => m.path)).toEqual(['spells/shock.card']);
    expect(filterPaths(files, 'zzz')).toEqual([]);
  });

  it('ranks file-name and word-start matches above scattered ones', () => {
    expect(filterPaths(files, 'sa')[0]?.path).toBe('creatures/sandstone-warrior.card');
    expect(filterPaths(files, 'la')[0]?.path).toBe('spells/lava-axe.card');
  });

  it('falls back to folder names and reports matched positions', () => {
    const m = matchPath('lands/basic/swamp.card', 'basw');
    expect(m).not.toBeNull();
    expect(m?.positions).toEqual([6, 7, 8, 13]);
  });

  it('drops scattered matches far below the best one', () => {
    expect(filterPaths(files, 'serra').map((m) => m.path)).toEqual(['creatures/serra-angel.card']);
  });

  it('limits the list', () => {
    expect(filterPaths(files, '', 2)).toHaveLength(2);
  });
});
