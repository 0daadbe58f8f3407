import { describe, expect, it } from 'vitest';
import type { Effect } from '../../templates/card-template.js';
import { describeAbility } from '../describe.js';
import { parseAbilityText } from '../parse-ability.js';

/** How the grammar reads a line: its abilities summarised, or where and why it stopped. */
const read = (text: string): string[] => {
  const result = parseAbilityText(text, 1, ['Test Card']);
  return result.problem
    ? [`refused at ${result.problem.start}: ${result.problem.message}`]
    : result.abilities.map(describeAbility);
};

/** The effects of a one-ability line. */
const effects = (text: string): readonly Effect[] => {
  const result = parseAbilityText(text, 1, ['Test Card']);
  const ability = result.abilities[0];
  return ability && 'effects' in ability ? ability.effects : [];
};

const basicLand = {
  nouns: ['card'],
  qualities: [
    { kind: 'supertype', supertype: 'basic', negated: false },
    { kind: 'type', type: 'land', negated: false },
  ],
};

describe('search (701.19) wordings', () => {
  it.each([
    [
      'Search your library for a basic land card, reveal it, put it into your hand, then shuffle.',
      'Spell: search library for 1 basic land card; reveal, put into hand, then shuffle',
    ],
    [
      'Search your library for a basic land card, reveal it, put it into your hand, then shuffle your library.',
      'Spell: search library for 1 basic land card; reveal, put into hand, then shuffle',
    ],
    [
      'Search your library for a basic land card, reveal it, and put it into your hand. Then shuffle your library.',
      'Spell: search library for 1 basic land card; reveal, put into hand, then shuffle',
    ],
    [
      'Search your library for a Forest card and put that card onto the battlefield. Then shuffle.',
      'Spell: search library for 1 Forest card; put onto the battlefield, then shuffle',
    ],
    [
      'Search your library for up to two basic land cards, put them onto the battlefield tapped, then shuffle.',
      'Spell: search library for up to 2 basic land card; put onto the battlefield tapped, then shuffle',
    ],
    [
      'Search your library for a creature card, reveal it, put it into your hand, then shuffle your library.',
      'Spell: search library for 1 creature card; reveal, put into hand, then shuffle',
    ],
    [
      'Search your library for a card, put that card into your hand, then shuffle.',
      'Spell: search library for 1 card; put into hand, then shuffle',
    ],
    [
      'Search your library for a card, then shuffle and put that card on top.',
      'Spell: search library for 1 card; shuffle, then put on top of library',
    ],
    [
      'Search your library for a card, reveal it, then shuffle your library and put that card on top of it.',
      'Spell: search library for 1 card; reveal, shuffle, then put on top of library',
    ],
    [
      'Search your library for a card. Shuffle your library, then put the card on top of it.',
      'Spell: search library for 1 card; shuffle, then put on top of library',
    ],
    [
      'Search your library for a card, exile it, then shuffle.',
      'Spell: search library for 1 card; put into exile, then shuffle',
    ],
    [
      'Search your library for a card, put it into your graveyard, then shuffle your library.',
      'Spell: search library for 1 card; put into graveyard, then shuffle',
    ],
    [
      'Target player searches their library for a basic land card, puts it into their hand, then shuffles their library.',
      'Spell: Target player: search library for 1 basic land card; put into hand, then shuffle',
    ],
    [
      'You may search your library for a basic land card, reveal it, put it into your hand, then shuffle.',
      'Spell: you may search library for 1 basic land card; reveal, put into hand, then shuffle',
    ],
    [
      // "If you do" belongs to the search: you shuffle only if you searched.
      'When Test Card enters the battlefield, you may search your library for a Plains or Island card, reveal it, and put it into your hand. If you do, shuffle your library.',
      'Triggered ability: when ~ enters the battlefield: you may search library for 1 Plains or Island card; reveal, put into hand, then shuffle',
    ],
    [
      '{T}, Pay 1 life, Sacrifice Test Card: Search your library for a Plains or Island card, put it onto the battlefield, then shuffle.',
      'Activated ability: {T}, pay 1 life, sacrifice ~: search library for 1 Plains or Island card; put onto the battlefield, then shuffle',
    ],
    [
      // 701.19b: as many as the searcher likes.
      'Search your library for any number of Elf creature cards and put them onto the battlefield. Then shuffle your library.',
      'Spell: search library for any number of Elf creature card; put onto the battlefield, then shuffle',
    ],
    [
      'Search your library for any number of land cards and exile them. Then shuffle your library.',
      'Spell: search library for any number of land card; put into exile, then shuffle',
    ],
    [
      // 401.4: the searcher orders the cards put on top.
      'Search your library for up to three creature cards and reveal them. Shuffle your library, then put those cards on top of it in any order.',
      'Spell: search library for up to 3 creature card; reveal, shuffle, then put on top of library',
    ],
  ])('%s', (text, expected) => {
    expect(read(text)).toEqual([expected]);
  });

  it('reads the contract: amount, "up to", reveal, destination, tapped and the order of shuffle and put', () => {
    expect(
      effects(
        'Search your library for up to two basic land cards, put them onto the battlefield tapped, then shuffle.',
      ),
    ).toEqual([
      {
        kind: 'search',
        who: { kind: 'you' },
        what: basicLand,
        amount: { kind: 'fixed', value: 2 },
        upTo: true,
        reveal: false,
        to: 'battlefield',
        tapped: true,
        shuffleBeforePut: false,
      },
    ]);
    expect(effects('Search your library for a card, then shuffle and put that card on top.')).toEqual([
      {
        kind: 'search',
        who: { kind: 'you' },
        what: { nouns: ['card'], qualities: [] },
        amount: { kind: 'fixed', value: 1 },
        upTo: false,
        reveal: false,
        to: 'libraryTop',
        tapped: false,
        shuffleBeforePut: true,
      },
    ]);
  });

  it('"any number of": anyNumber, up to as many as there are', () => {
    expect(
      effects('Search your library for any number of land cards and exile them. Then shuffle your library.'),
    ).toMatchObject([
      {
        kind: 'search',
        what: { nouns: ['card'], qualities: [{ kind: 'type', type: 'land', negated: false }] },
        upTo: true,
        anyNumber: true,
        to: 'exile',
      },
    ]);
    expect(read('Search your library for any number of creatures and exile them. Then shuffle.')[0]).toMatch(
      /^refused/,
    );
  });

  it('"your library and/or graveyard for a card named …" (701.19a, 201.2)', () => {
    const text =
      'You may search your library and/or graveyard for a card named Gideon, the Oathsworn, reveal it, and put it into your hand. If you search your library this way, shuffle it.';
    expect(effects(text)).toEqual([
      {
        kind: 'optional',
        effects: [
          {
            kind: 'search',
            who: { kind: 'you' },
            what: { nouns: ['card'], qualities: [{ kind: 'named', name: 'Gideon, the Oathsworn' }] },
            amount: { kind: 'fixed', value: 1 },
            upTo: false,
            reveal: true,
            to: 'hand',
            tapped: false,
            shuffleBeforePut: false,
            alsoGraveyard: true,
          },
        ],
        ifYouDo: [],
      },
    ]);
    expect(
      read(
        'Search your library and/or graveyard for a Shrine card and put it onto the battlefield. If you searched your library this way, shuffle it.',
      ),
    ).toHaveLength(1);
    expect(read('Search your library and/or graveyard for a Shrine card and put it onto the battlefield.')[0]).toMatch(
      /^refused/,
    );
  });

  it('keeps going after the shuffle: the next sentence is its own effect', () => {
    expect(read('Search your library for a card, put it into your hand, then shuffle. You lose 2 life.')).toEqual([
      'Spell: search library for 1 card; put into hand, then shuffle; lose 2 life',
    ]);
  });

  it.each([
    // Every search puts what it found somewhere and ends with its shuffle.
    [
      'Search your library for a card and put it into your hand.',
      "refused at 56: expected ', then shuffle' to end the search",
    ],
    [
      'Search your library for a card, then shuffle.',
      "refused at 44: expected what to do with the card, such as ', put it into your hand'",
    ],
    // The first unknown word is where it stops.
    [
      'Search your library for a wibble card, then shuffle.',
      "refused at 26: expected the cards to find, such as 'basic land card' or 'creature card'",
    ],
    [
      'Search your library for a card, put it into your pocket, then shuffle.',
      "refused at 49: expected 'hand' or 'graveyard'",
    ],
    ['Search your cupboard for a card, then shuffle.', "refused at 12: expected 'your library for'"],
    // Only cards are in a library.
    [
      'Search your library for a creature, put it into your hand, then shuffle.',
      "refused at 26: expected the cards to find, such as 'basic land card' or 'creature card'",
    ],
    // A name after "named" is capitalized words (201.2).
    [
      'Search your library for a card named wibble, put it into your hand, then shuffle.',
      "refused at 37: expected a card name after 'named'",
    ],
    // "and/or graveyard": the shuffle depends on the library being searched.
    [
      'Search your library and/or graveyard for a card named Mu Yanling, reveal it, and put it into your hand. Then shuffle.',
      "refused at 102: expected ', then shuffle' to end the search",
    ],
    // A player searches their own library and keeps what they find.
    [
      'Target player searches their library for a card, puts it into your hand, then shuffles.',
      "refused at 57: expected where the card goes, such as 'into your hand' or 'onto the battlefield'",
    ],
  ])('refuses %s', (text, expected) => {
    expect(read(text)[0]).toMatch(new RegExp(`^${expected.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  });
});
