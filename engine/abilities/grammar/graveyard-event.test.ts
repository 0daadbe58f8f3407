import { describe, expect, it } from 'vitest';
import { watchedGraveyard } from './graveyard-event.js';
import { scan } from './test-scan.js';

describe('going to a graveyard as an event (614.1a, 700.4)', () => {
  it.each([
    ['~ would die, put', { what: 'self', whose: null, from: 'battlefield' }, ', put'],
    [
      '~ would be put into a graveyard from anywhere, reveal',
      { what: 'self', whose: null, from: 'anywhere' },
      ', reveal',
    ],
    [
      'a card or token would be put into a graveyard from anywhere,',
      { what: 'cardsOrTokens', whose: null, from: 'anywhere' },
      ',',
    ],
    ['a card would be put into your graveyard from anywhere,', { what: 'cards', whose: 'you', from: 'anywhere' }, ','],
    [
      "a card would be put into an opponent's graveyard from anywhere,",
      { what: 'cards', whose: 'opponent', from: 'anywhere' },
      ',',
    ],
  ])('reads "%s"', (text, value, rest) => {
    expect(scan(watchedGraveyard, text)).toEqual({ value, rest });
  });

  it.each([
    "a card would be put into enchanted player's graveyard from anywhere,",
    'a card would be put into your graveyard from anywhere this turn,',
    '~ would be put into a graveyard from the battlefield,',
    'a creature would die,',
  ])('is not "%s"', (text) => {
    const read = scan(watchedGraveyard, text);
    if (read.value) expect(read.rest).not.toMatch(/^,/);
    else expect(read).toEqual({ value: null, rest: text });
  });
});
