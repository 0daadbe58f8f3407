import { describe, expect, it } from 'vitest';
import { watchedPlayerEvent } from './player-event.js';
import { scan } from './test-scan.js';

describe("a player's events (614.1a)", () => {
  it.each([
    ['you would gain life, you', { kind: 'gainLife', who: 'you' }, ', you'],
    ['a player would gain life,', { kind: 'gainLife', who: 'each' }, ','],
    ['you would draw a card, draw', { kind: 'draw', who: 'you', exceptFirstInDrawStep: false }, ', draw'],
    [
      'you would draw a card except the first one you draw in each of your draw steps, draw',
      { kind: 'draw', who: 'you', exceptFirstInDrawStep: true },
      ', draw',
    ],
    [
      'an opponent would draw a card except the first one they draw in each of their draw steps,',
      { kind: 'draw', who: 'opponent', exceptFirstInDrawStep: true },
      ',',
    ],
  ])('reads "%s"', (text, value, rest) => {
    expect(scan(watchedPlayerEvent, text)).toEqual({ value, rest });
  });

  it.each(['you would lose life,', 'a source would deal damage to you,', 'you would draw two or more cards,'])(
    'is not "%s", and stays where it was',
    (text) => {
      expect(scan(watchedPlayerEvent, text)).toEqual({ value: null, rest: text });
    },
  );
});
