import { describe, expect, it } from 'vitest';
import type { Condition } from '../../templates/card-template.js';
import { condition, resolvingCondition } from './condition.js';
import { scan } from './test-scan.js';

describe('conditions (603.4)', () => {
  it('"~ is renowned", "~ isn\'t renowned" (702.112a); "isn\'t" only before an adjective with an opposite', () => {
    const renowned = (negated: boolean): Condition => ({
      kind: 'objectIs',
      what: 'self',
      description: { nouns: [], qualities: [{ kind: 'designated', designation: 'renowned', negated }] },
    });
    expect(scan(condition, '~ is renowned').value).toEqual(renowned(false));
    expect(scan(condition, "~ isn't renowned, draw").value).toEqual(renowned(true));
    expect(scan(condition, '~ is not tapped').value).toEqual({
      kind: 'objectIs',
      what: 'self',
      description: { nouns: [], qualities: [{ kind: 'tapped', tapped: false }] },
    });
    expect(scan(condition, "~ isn't red").value).toBeNull();
  });

  it('"you\'re the monarch", "you are the monarch", "you were the monarch as the turn began" (720.1)', () => {
    expect(scan(condition, "you're the monarch, create").value).toEqual({ kind: 'monarch' });
    expect(scan(condition, 'you are the monarch').value).toEqual({ kind: 'monarch' });
    expect(scan(condition, 'you were the monarch as the turn began, that').value).toEqual({
      kind: 'monarch',
      asTurnBegan: true,
    });
    // Only the turn's beginning is recorded.
    expect(scan(condition, 'you were the monarch last turn').value).toBeNull();
    expect(scan(condition, "you're the king").value).toBeNull();
  });

  it('"that creature\'s power is greater than ~\'s power and/or …" (702.100a evolve)', () => {
    expect(
      scan(
        condition,
        "that creature's power is greater than ~'s power and/or that creature's toughness is greater than ~'s toughness, put",
      ).value,
    ).toEqual({ kind: 'greaterThanSelf', properties: ['power', 'toughness'] });
    expect(scan(condition, "that creature's power is greater than ~'s power").value).toEqual({
      kind: 'greaterThanSelf',
      properties: ['power'],
    });
    expect(scan(condition, "that creature's power is greater than ~'s toughness").value).toBeNull();
  });

  it.each<[string, Condition]>([
    [
      'you control an artifact',
      {
        kind: 'count',
        of: { nouns: ['artifact'], qualities: [{ kind: 'controller', who: 'you' }] },
        op: '>=',
        value: 1,
      },
    ],
    [
      'you control no other creatures',
      {
        kind: 'count',
        of: { nouns: ['creature'], qualities: [{ kind: 'controller', who: 'you' }, { kind: 'other' }] },
        op: '=',
        value: 0,
      },
    ],
    [
      'you control three or more lands',
      { kind: 'count', of: { nouns: ['land'], qualities: [{ kind: 'controller', who: 'you' }] }, op: '>=', value: 3 },
    ],
    ['you have 10 or less life', { kind: 'life', who: 'you', op: '<=', value: 10 }],
    ['it had no -1/-1 counters on it', { kind: 'hadCounters', counter: '-1/-1', op: '=', value: 0 }],
    ['it had a +1/+1 counter on it', { kind: 'hadCounters', counter: '+1/+1', op: '>=', value: 1 }],
    ['an opponent has 10 or less life', { kind: 'life', who: 'opponent', op: '<=', value: 10 }],
    ["it's your turn", { kind: 'yourTurn', negated: false }],
    ["it's not your turn", { kind: 'yourTurn', negated: true }],
    [
      'you control another Wizard',
      {
        kind: 'count',
        of: {
          nouns: ['permanent'],
          qualities: [
            { kind: 'subtype', subtype: 'Wizard', negated: false },
            { kind: 'controller', who: 'you' },
            { kind: 'other' },
          ],
        },
        op: '>=',
        value: 1,
      },
    ],
    [
      '~ is tapped',
      { kind: 'objectIs', what: 'self', description: { nouns: [], qualities: [{ kind: 'tapped', tapped: true }] } },
    ],
    [
      '~ is in your graveyard',
      {
        kind: 'objectIs',
        what: 'self',
        description: { nouns: [], qualities: [{ kind: 'zone', zone: 'graveyard', whose: 'you' }] },
      },
    ],
    ['there are four or more card types among cards in your graveyard', { kind: 'cardTypes', op: '>=', value: 4 }],
    ['there are no depletion counters on ~', { kind: 'counters', counter: 'depletion', op: '=', value: 0 }],
    ['there are two or more ki counters on ~', { kind: 'counters', counter: 'ki', op: '>=', value: 2 }],
    [
      'there are two or more other creatures on the battlefield',
      { kind: 'count', of: { nouns: ['creature'], qualities: [{ kind: 'other' }] }, op: '>=', value: 2 },
    ],
    [
      'there are fewer than six creature cards in your graveyard',
      {
        kind: 'count',
        of: {
          nouns: ['card'],
          qualities: [
            { kind: 'type', type: 'creature', negated: false },
            { kind: 'zone', zone: 'graveyard', whose: 'you' },
          ],
        },
        op: '<=',
        value: 5,
      },
    ],
    [
      'there are two or more instant and/or sorcery cards in your graveyard',
      {
        kind: 'count',
        of: {
          nouns: ['card'],
          qualities: [
            {
              kind: 'anyOf',
              qualities: [
                { kind: 'type', type: 'instant', negated: false },
                { kind: 'type', type: 'sorcery', negated: false },
              ],
            },
            { kind: 'zone', zone: 'graveyard', whose: 'you' },
          ],
        },
        op: '>=',
        value: 2,
      },
    ],
    [
      'you have a card in hand',
      {
        kind: 'count',
        of: { nouns: ['card'], qualities: [{ kind: 'zone', zone: 'hand', whose: 'you' }] },
        op: '=',
        value: 1,
      },
    ],
  ])('%s', (text, expected) => {
    expect(scan(condition, text)).toEqual({ value: expected, rest: '' });
  });

  it('leaves what it cannot check unread: a zone for permanents, no zone for cards, "~ is" without a state', () => {
    expect(scan(condition, 'there are three creature cards').value).toBeNull();
    expect(scan(condition, '~ is in your hand').value).toBeNull();
    expect(scan(condition, 'there are no more scream counters on it').value).toBeNull();
  });

  it('revolt: "a permanent you controlled left the battlefield this turn"', () => {
    expect(scan(condition, 'a permanent you controlled left the battlefield this turn, draw')).toEqual({
      value: { kind: 'permanentLeft' },
      rest: ', draw',
    });
  });

  it('"you don\'t control an Ogre": none (= 0)', () => {
    expect(scan(condition, "you don't control an Ogre")).toEqual({
      value: {
        kind: 'count',
        of: {
          nouns: ['permanent'],
          qualities: [
            { kind: 'subtype', subtype: 'Ogre', negated: false },
            { kind: 'controller', who: 'you' },
          ],
        },
        op: '=',
        value: 0,
      },
      rest: '',
    });
    expect(scan(condition, "you don't control three lands").value).toBeNull();
  });

  it('about "that player": the conditions about "you", asked of that player (603.4)', () => {
    const hand = {
      nouns: ['card' as const],
      qualities: [{ kind: 'zone' as const, zone: 'hand' as const, whose: 'you' as const }],
    };
    expect(scan(condition, 'that player has one or fewer cards in hand, ~')).toEqual({
      value: { kind: 'thatPlayer', condition: { kind: 'count', of: hand, op: '<=', value: 1 } },
      rest: ', ~',
    });
    expect(scan(condition, 'that player has 5 or less life').value).toEqual({
      kind: 'thatPlayer',
      condition: { kind: 'life', who: 'you', op: '<=', value: 5 },
    });
    expect(scan(condition, 'that player controls a Plains').value).toMatchObject({
      kind: 'thatPlayer',
      condition: { kind: 'count', op: '>=', value: 1 },
    });
    expect(scan(condition, "that player doesn't control a Swamp").value).toMatchObject({
      kind: 'thatPlayer',
      condition: { kind: 'count', op: '=', value: 0 },
    });
    // "an opponent has …" is about "you" only.
    expect(scan(condition, 'that player has seven or more cards in your graveyard').value).toBeNull();
  });

  it('reads nothing it cannot check', () => {
    expect(scan(condition, 'the moon is full').value).toBeNull();
  });

  it('about "an opponent" (each on their own) and "defending player" (506.2): the conditions about "you"', () => {
    const graveyard = {
      nouns: ['card' as const],
      qualities: [{ kind: 'zone' as const, zone: 'graveyard' as const, whose: 'you' as const }],
    };
    expect(scan(condition, 'an opponent has eight or more cards in their graveyard, ~')).toEqual({
      value: { kind: 'player', who: 'opponent', condition: { kind: 'count', of: graveyard, op: '>=', value: 8 } },
      rest: ', ~',
    });
    expect(scan(condition, 'an opponent has no cards in hand').value).toMatchObject({
      kind: 'player',
      who: 'opponent',
      condition: { kind: 'count', op: '=', value: 0 },
    });
    expect(scan(condition, 'an opponent controls seven or more lands').value).toEqual({
      kind: 'player',
      who: 'opponent',
      condition: {
        kind: 'count',
        of: { nouns: ['land'], qualities: [{ kind: 'controller', who: 'you' }] },
        op: '>=',
        value: 7,
      },
    });
    expect(scan(condition, 'defending player controls no Walls, it').value).toMatchObject({
      kind: 'player',
      who: 'defending',
      condition: { kind: 'count', op: '=', value: 0 },
    });
    expect(scan(condition, 'defending player has two or fewer cards in hand').value).toMatchObject({
      kind: 'player',
      who: 'defending',
      condition: { kind: 'count', op: '<=', value: 2 },
    });
    expect(scan(condition, 'that player has no cards in their graveyard').value).toEqual({
      kind: 'thatPlayer',
      condition: { kind: 'count', of: graveyard, op: '=', value: 0 },
    });
    // Their own graveyard only: "in your graveyard" would be the wrong player's.
    expect(scan(condition, 'an opponent has seven or more cards in your graveyard').value).toBeNull();
  });

  it('"you\'ve been attacked this step" (506.2, 508.1)', () => {
    expect(scan(condition, "you've been attacked this step.")).toEqual({
      value: { kind: 'attackedThisStep' },
      rest: '.',
    });
  });

  it('formidable: "creatures you control have total power 8 or greater" (208.1)', () => {
    expect(scan(condition, 'creatures you control have total power 8 or greater, draw')).toEqual({
      value: {
        kind: 'amount',
        amount: {
          kind: 'total',
          property: 'power',
          of: { nouns: ['creature'], qualities: [{ kind: 'controller', who: 'you' }] },
        },
        op: '>=',
        value: 8,
      },
      rest: ', draw',
    });
    expect(scan(condition, 'creatures you control have total power 8').value).toBeNull();
  });

  it('inside a resolving text, asks about the object named before: "it\'s a Cyclops", "that creature is white or blue"', () => {
    expect(scan(resolvingCondition, "it's a Cyclops")).toEqual({
      value: {
        kind: 'objectIs',
        what: 'it',
        description: { nouns: ['permanent'], qualities: [{ kind: 'subtype', subtype: 'Cyclops', negated: false }] },
      },
      rest: '',
    });
    expect(scan(resolvingCondition, 'that creature is white or blue').value).toEqual({
      kind: 'objectIs',
      what: 'it',
      description: {
        nouns: [],
        qualities: [
          {
            kind: 'anyOf',
            qualities: [
              { kind: 'color', color: 'W', negated: false },
              { kind: 'color', color: 'U', negated: false },
            ],
          },
        ],
      },
    });
    expect(scan(condition, "it's a Cyclops").value).toBeNull();
  });
});

describe('"you control a blue permanent and a black permanent": one of each (condition `all`)', () => {
  it('reads each permanent as a count of its own', () => {
    const found = scan(condition, 'you control a blue permanent and a black permanent').value;
    const colored = (color: string) => ({
      kind: 'count',
      of: {
        nouns: ['permanent'],
        qualities: expect.arrayContaining([
          expect.objectContaining({ kind: 'color', color }),
          { kind: 'controller', who: 'you' },
        ]),
      },
      op: '>=',
      value: 1,
    });
    expect(found).toEqual({ kind: 'all', conditions: [colored('U'), colored('B')] });
    expect(scan(condition, "you control an Urza's Mine and an Urza's Tower").value).toMatchObject({
      kind: 'all',
      conditions: [{ kind: 'count' }, { kind: 'count' }],
    });
  });
  it('leaves other words after "and" alone', () => {
    expect(scan(condition, 'you control an Island and draw a card')).toMatchObject({
      value: { kind: 'count' },
      rest: 'and draw a card',
    });
  });
});

describe('how the source was cast (601.2): "you cast it from your hand", addendum, adamant', () => {
  it.each<[string, Condition]>([
    ['you cast it', { kind: 'cast', from: null, mainPhase: false, byYou: true }],
    ['you cast it from your hand', { kind: 'cast', from: 'hand', mainPhase: false, byYou: true }],
    ['you cast ~ during your main phase', { kind: 'cast', from: null, mainPhase: true, byYou: true }],
    ['~ was cast from your hand', { kind: 'cast', from: 'hand', mainPhase: false, byYou: false }],
    ['~ was cast from a graveyard', { kind: 'cast', from: 'graveyard', mainPhase: false, byYou: false }],
    ['at least three white mana was spent to cast ~', { kind: 'manaSpent', color: 'W', value: 3 }],
    ['at least seven red mana was spent to cast ~', { kind: 'manaSpent', color: 'R', value: 7 }],
    ['at least three mana of the same color was spent to cast ~', { kind: 'manaSpent', color: null, value: 3 }],
  ])('"%s"', (text, expected) => {
    expect(scan(condition, `${text}, draw a card`)).toMatchObject({ value: expected, rest: ', draw a card' });
  });

  it('refuses what it does not know: another zone, "~ was cast" alone, mana without a color', () => {
    expect(scan(condition, '~ was cast from exile').value).toBeNull();
    expect(scan(condition, '~ was cast').value).toBeNull();
    expect(scan(condition, 'at least three mana was spent to cast ~').value).toBeNull();
    expect(scan(condition, 'you cast a spell this turn').value).not.toMatchObject({ kind: 'cast' });
  });
});

describe('an amount the board tells, compared (611.3a): devotion (700.5), life total (119.1), a full party (700.8)', () => {
  it.each<[string, Condition]>([
    [
      'your devotion to black is less than five',
      { kind: 'amount', amount: { kind: 'devotion', colors: ['B'] }, op: '<=', value: 4 },
    ],
    [
      'your devotion to white and black is less than seven',
      { kind: 'amount', amount: { kind: 'devotion', colors: ['W', 'B'] }, op: '<=', value: 6 },
    ],
    ['your life total is 5 or less', { kind: 'amount', amount: { kind: 'lifeTotal' }, op: '<=', value: 5 }],
    ['your life total is greater than 10', { kind: 'amount', amount: { kind: 'lifeTotal' }, op: '>=', value: 11 }],
    ['you have a full party', { kind: 'amount', amount: { kind: 'party', times: 1 }, op: '>=', value: 4 }],
  ])('"%s"', (text, expected) => {
    expect(scan(condition, `${text}, draw a card`)).toMatchObject({ value: expected, rest: ', draw a card' });
  });

  it('refuses "less than zero" and an amount with no comparison', () => {
    expect(scan(condition, 'your life total is less than 0').value).toBeNull();
    expect(scan(condition, 'your devotion to red, draw').value).toBeNull();
  });
});

describe('"If X is 5 or more, …" (107.3a): the announced X, compared, as a spell or ability resolves', () => {
  it('reads it only where the text resolves', () => {
    expect(scan(resolvingCondition, 'X is 10 or more, return').value).toEqual({
      kind: 'amount',
      amount: { kind: 'variable', letter: 'X' },
      op: '>=',
      value: 10,
    });
    expect(scan(condition, 'X is 10 or more, return').value).toBeNull();
  });

  it('refuses "all other creatures" after tokens are created (other than those tokens, not ~)', async () => {
    const { parseAbilityText } = await import('../parse-ability.js');
    const result = parseAbilityText(
      'Create X 1/1 white Soldier creature tokens. If X is 5 or more, destroy all other creatures.',
    );
    expect(result.abilities[0]?.kind).toBe('unparsed');
  });
});
