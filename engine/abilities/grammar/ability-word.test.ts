import { describe, expect, it } from 'vitest';
import { mapped, originOf } from '../../text/mapped-text.js';
import { stripAbilityWord } from './ability-word.js';

describe('ability words (207.2c)', () => {
  it('drops the ability word and keeps columns of the original line', () => {
    const source = mapped('Landfall — Whenever a land enters the battlefield under your control, draw a card.');
    const stripped = stripAbilityWord(source);
    expect(stripped.text).toBe('Whenever a land enters the battlefield under your control, draw a card.');
    expect(originOf(stripped, 0)).toBe('Landfall — '.length);
    expect(stripAbilityWord(mapped("Council's dilemma — Starting with you, …")).text).toBe('Starting with you, …');
  });

  it('leaves lines without one alone, and keywords written with a dash', () => {
    for (const text of [
      'Choose one —',
      'Draw a card.',
      'Ward—Pay 3 life.',
      'Boast — {1}{R}: ~ deals 1 damage to any target.',
      'Wibble — Draw a card.',
    ]) {
      expect(stripAbilityWord(mapped(text)).text).toBe(text);
    }
  });
});
