import { describe, expect, it } from 'vitest';
import type { Effect } from '../../templates/card-template.js';
import { effectsOf, refusal } from './test-effects.js';

const permission = (o: Partial<Extract<Effect, { kind: 'mayPlay' }>>): Effect => ({
  kind: 'mayPlay',
  what: { kind: 'it' },
  play: 'play',
  until: 'endOfTurn',
  free: false,
  ...o,
});

/** The effect after "Exile the top card(s) of your library.". */
const after = (text: string): Effect | undefined => effectsOf(text)[1];

describe('a permission to play exiled cards (601.3, 305.2, 611.2a)', () => {
  it.each([
    ['Exile the top card of your library. You may play that card this turn.', {}],
    ['Exile the top card of your library. You may play it this turn.', {}],
    ['Exile the top card of your library. Until end of turn, you may play that card.', {}],
    ['Exile the top card of your library. Until end of turn, you may cast that card.', { play: 'cast' }],
    ['Exile the top three cards of your library. You may play them this turn.', { what: { kind: 'it', them: true } }],
    [
      'Exile the top three cards of your library. Until the end of your next turn, you may play those cards.',
      { what: { kind: 'it', them: true }, until: 'endOfYourNextTurn' },
    ],
    [
      'Exile the top card of your library. You may play that card for as long as it remains exiled.',
      { until: 'whileExiled' },
    ],
    [
      'Exile the top three cards of your library. You may play them this turn without paying their mana costs.',
      { what: { kind: 'it', them: true }, free: true },
    ],
    [
      'Exile the top card of your library. Until end of turn, you may play that card without paying its mana cost.',
      { free: true },
    ],
  ] as const)('%s', (text, expected) => {
    expect(after(text)).toEqual(permission(expected));
  });

  it('is no "you may" choice made as it resolves: no optional effect around it', () => {
    expect(
      effectsOf('Target opponent exiles the top card of their library. You may play that card this turn.'),
    ).toMatchObject([{ kind: 'topCards', who: { kind: 'target' } }, { kind: 'mayPlay' }]);
  });

  it.each([
    // "You may cast that card." casts it now, as it resolves: not read.
    ["Exile the top card of your library. You may cast that card. If you don't, you lose 2 life.", ". If you don't"],
    ['Exile the top card of your library. You may play the top card this turn.', 'the top card this turn.'],
  ])('refuses %s', (text, at) => {
    expect(refusal(text)?.at.startsWith(at)).toBe(true);
  });
});
