import { describe, expect, it } from 'vitest';
import { stripAbilityWord } from './ability-word.js';
import { mapped, originOf } from './mapped-text.js';

describe('ability words (207.2c)', () => {
  it('drops the ability word and keeps columns of the original line', () => {
    const source = mapped('Landfall — Whenever a land enters the battlefield under your control, draw a card.');
    const stripped = stripAbilityWord(source);
    expect(stripped.text).toBe('Whenever a land enters the battlefield under your control, draw a card.');
    expect(originOf(stripped, 0)).toBe('Landfall — '.length);
  });

  it('leaves lines without one alone', () => {
    for (const text of ['Choose one —', 'Choose one — Draw a card.', 'Draw a card.', 'Ward—Pay 3 life.']) {
      expect(stripAbilityWord(mapped(text)).text).toBe(text);
    }
  });
});
