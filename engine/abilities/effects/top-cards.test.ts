import { describe, expect, it } from 'vitest';
import type { Effect, TopCardsPick } from '../../templates/card-template.js';
import { effectsOf, refusal } from './test-effects.js';

type TopCards = Extract<Effect, { kind: 'topCards' }>;

const fixed = (value: number) => ({ kind: 'fixed', value }) as const;
const pick = (o: Partial<TopCardsPick>): TopCardsPick => ({
  how: 'exactly',
  amount: fixed(1),
  what: null,
  reveal: false,
  to: 'hand',
  tapped: false,
  ...o,
});
const only = (text: string): TopCards => {
  const [effect, ...more] = effectsOf(text);
  expect(more).toEqual([]);
  if (effect?.kind !== 'topCards') throw new Error(`not topCards: ${JSON.stringify(effect)}`);
  return effect;
};

describe('scry and surveil (701.22a, 701.25a)', () => {
  it('"Scry 2." is any number of the top two on the bottom, the rest on top in any order', () => {
    expect(only('Scry 2.')).toEqual({
      kind: 'topCards',
      who: { kind: 'you' },
      amount: fixed(2),
      reveal: false,
      picks: [pick({ how: 'anyNumber', to: 'libraryBottom' })],
      rest: 'libraryTop',
      restOrder: 'any',
    });
  });

  it('"Surveil 1." puts any number into the graveyard', () => {
    expect(only('Surveil 1.').picks).toEqual([pick({ how: 'anyNumber', to: 'graveyard' })]);
  });

  it('follows another sentence: "~ deals 2 damage to any target. Scry 2."', () => {
    expect(effectsOf('~ deals 2 damage to any target. Scry 2.', '~').map((e) => e.kind)).toEqual([
      'dealDamage',
      'topCards',
    ]);
  });
});

describe('look at / reveal the top N cards', () => {
  it('Impulse: one of them into your hand, the rest on the bottom in any order', () => {
    const e = only(
      'Look at the top four cards of your library. Put one of them into your hand and the rest on the bottom of your library in any order.',
    );
    expect(e).toMatchObject({ amount: fixed(4), reveal: false, rest: 'libraryBottom', restOrder: 'any' });
    expect(e.picks).toEqual([pick({})]);
  });

  it('Mulch: all land cards revealed this way into your hand, the rest into your graveyard', () => {
    const e = only(
      'Reveal the top four cards of your library. Put all land cards revealed this way into your hand and the rest into your graveyard.',
    );
    expect(e.reveal).toBe(true);
    expect(e.rest).toBe('graveyard');
    expect(e.picks).toEqual([
      pick({ how: 'all', what: { nouns: ['card'], qualities: [{ kind: 'type', type: 'land', negated: false }] } }),
    ]);
  });

  it('"You may reveal a creature card from among them and put it into your hand" is up to one, revealed', () => {
    const e = only(
      'Look at the top five cards of your library. You may reveal a creature card from among them and put it into your hand. Put the rest on the bottom of your library in a random order.',
    );
    expect(e.picks).toEqual([
      pick({
        how: 'upTo',
        reveal: true,
        what: { nouns: ['card'], qualities: [{ kind: 'type', type: 'creature', negated: false }] },
      }),
    ]);
    expect(e).toMatchObject({ rest: 'libraryBottom', restOrder: 'random' });
  });

  it('"…, then put them back in any order." and another player\'s library', () => {
    const e = only("Look at the top three cards of target player's library, then put them back in any order.");
    expect(e.who).toMatchObject({ kind: 'target', allowed: ['player'], text: 'target player' });
    expect(e).toMatchObject({ picks: [], rest: 'libraryTop', restOrder: 'any' });
  });

  it('"You may put that card into their graveyard": up to all of them, the rest stays', () => {
    const e = only("Look at the top card of target opponent's library. You may put that card into their graveyard.");
    expect(e.picks).toEqual([pick({ how: 'upTo', to: 'graveyard' })]);
    expect(e.rest).toBeNull();
  });

  it('any number into the graveyard and the rest back on top; up to two onto the battlefield', () => {
    expect(
      only(
        'Look at the top five cards of your library. Put any number of them into your graveyard and the rest back on top of your library in any order.',
      ),
    ).toMatchObject({ picks: [pick({ how: 'anyNumber', to: 'graveyard' })], rest: 'libraryTop' });
    expect(
      only(
        'Look at the top six cards of your library. Put up to two creature cards from among them onto the battlefield. Put the rest on the bottom of your library in any order.',
      ).picks,
    ).toMatchObject([{ how: 'upTo', amount: fixed(2), to: 'battlefield' }]);
  });

  it('"… put one of them into your hand, and exile the rest." and "the other into your graveyard"', () => {
    expect(
      only('Look at the top five cards of your library, put one of them into your hand, and exile the rest.').rest,
    ).toBe('exile');
    expect(
      only(
        'Look at the top two cards of your library. Put one of them into your hand and the other into your graveyard.',
      ).rest,
    ).toBe('graveyard');
  });

  it('ends where the cards have their place: a following sentence is its own effect', () => {
    const effects = effectsOf(
      'Look at the top four cards of your library. Put two of them into your hand and the rest into your graveyard. You lose 2 life.',
    );
    expect(effects.map((e) => e.kind)).toEqual(['topCards', 'loseLife']);
  });

  it('the top card alone may get no instruction: it stays on top, named by the next sentences (608.2c)', () => {
    const [top, conditional] = effectsOf(
      "Reveal the top card of your library. If it's a land card, put it onto the battlefield. Otherwise, put that card into your hand.",
    );
    expect(top).toMatchObject({ kind: 'topCards', amount: fixed(1), reveal: true, picks: [], rest: null });
    expect(conditional).toMatchObject({
      kind: 'conditional',
      condition: { kind: 'objectIs', what: 'it' },
      effects: [{ kind: 'changeZone', what: { kind: 'it' }, to: 'battlefield' }],
      otherwise: [{ kind: 'changeZone', to: 'hand' }],
    });
    expect(effectsOf("Look at the top card of target player's library.")).toMatchObject([{ picks: [], rest: null }]);
  });

  it.each([
    ['Look at the top four cards of your library. Put one of them into your pocket.', 'into your pocket.'],
    ['Look at the top three cards of your library.', '.'],
    ['Scry two cards.', 'cards.'],
  ])('refuses %s', (text, at) => {
    expect(refusal(text)?.at).toBe(at);
  });
});

describe('exile the top N cards (406.3: face up, for all to see)', () => {
  it('"Exile the top card of your library." takes every card looked at into exile', () => {
    expect(only('Exile the top card of your library.')).toEqual({
      kind: 'topCards',
      who: { kind: 'you' },
      amount: fixed(1),
      reveal: false,
      picks: [pick({ how: 'all', to: 'exile' })],
      rest: null,
      restOrder: 'any',
    });
  });

  it('another player exiles from their own library: "each player", "that player", "target opponent\'s library"', () => {
    expect(only('Each player exiles the top three cards of their library.')).toMatchObject({
      who: { kind: 'each' },
      amount: fixed(3),
    });
    expect(only("Exile the top two cards of target opponent's library.")).toMatchObject({
      who: { kind: 'target', allowed: ['player'] },
      amount: fixed(2),
    });
  });

  it('names the exiled card for the next sentence (608.2c)', () => {
    const [, conditional] = effectsOf(
      "Exile the top card of target player's library. If it's a land card, you gain 1 life.",
    );
    expect(conditional).toMatchObject({ kind: 'conditional', condition: { kind: 'objectIs', what: 'it' } });
  });

  it('refuses exiling face down (406.3a)', () => {
    expect(refusal('Exile the top card of your library face down.')?.at).toBe('face down.');
  });
});

describe('reveal cards from the top until one of a kind (701.16a)', () => {
  const creatureCard = { nouns: ['card'], qualities: [{ kind: 'type', type: 'creature', negated: false }] };

  it('"… until you reveal a creature card. Put that card into your hand and the rest on the bottom … random order."', () => {
    expect(
      effectsOf(
        'Reveal cards from the top of your library until you reveal a creature card. Put that card into your hand and the rest on the bottom of your library in a random order.',
      ),
    ).toEqual([
      {
        kind: 'revealUntil',
        who: { kind: 'you' },
        what: creatureCard,
        to: 'hand',
        tapped: false,
        rest: 'libraryBottom',
        restOrder: 'random',
      },
    ]);
  });

  it('"exile all other cards revealed this way", "then put all cards revealed this way into your hand"', () => {
    expect(
      effectsOf(
        'Reveal cards from the top of your library until you reveal a white card. Put that card into your hand and exile all other cards revealed this way.',
      ),
    ).toMatchObject([{ kind: 'revealUntil', to: 'hand', rest: 'exile' }]);
    expect(
      effectsOf(
        'Reveal cards from the top of your library until you reveal a nonland card, then put all cards revealed this way into your hand.',
      ),
    ).toMatchObject([{ kind: 'revealUntil', to: 'hand', rest: 'hand' }]);
    expect(
      effectsOf(
        'Reveal cards from the top of your library until you reveal a creature card. Put that card onto the battlefield and the rest into your graveyard.',
      ),
    ).toMatchObject([{ kind: 'revealUntil', to: 'battlefield', rest: 'graveyard' }]);
  });

  it('refuses when the cards revealed get no place', () => {
    expect(
      refusal(
        'Reveal cards from the top of your library until you reveal a creature card. Put that card into your hand.',
      )?.at,
    ).toBe('. Put that card into your hand.');
  });
});
