import { describe, expect, it } from 'vitest';
import { REPLACEMENT_EFFECTS } from './registry.js';

describe('replacement effect registry', () => {
  it('offers "can\'t" effects before replacements (101.2): indestructible, then regeneration', () => {
    expect(REPLACEMENT_EFFECTS.map((e) => e.id)).toEqual(['indestructible', 'regeneration', 'totem-armor']);
  });

  it('ids are unique (614.5 tracks which effects already applied by id)', () => {
    const ids = REPLACEMENT_EFFECTS.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
