import { describe, expect, it } from 'vitest';
import { powerToughness, splitDescription } from './card-lines.js';

describe('card summary text', () => {
  it('formats power/toughness only when the card has them', () => {
    expect(powerToughness({ power: '1', toughness: '1' })).toBe('1/1');
    expect(powerToughness({ power: '*', toughness: null })).toBe('*/?');
    expect(powerToughness({ power: null, toughness: null })).toBeNull();
  });

  it("splits the parser's description into a label and the rest", () => {
    expect(splitDescription('Mana ability: {T}: add {G}')).toEqual({ label: 'Mana ability', detail: '{T}: add {G}' });
    expect(splitDescription('no label here')).toEqual({ label: '', detail: 'no label here' });
  });
});
