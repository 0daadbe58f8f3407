import { describe, expect, it } from 'vitest';
import type { Condition } from '../../templates/card-template.js';
import { condition } from './condition.js';
import { scan } from './test-scan.js';

type Happened = Extract<Condition, { kind: 'happened' }>;
const happened = (
  who: Happened['who'],
  what: Happened['what'],
  op: Happened['op'],
  value: number,
  turn: Happened['turn'] = 'this',
  other = false,
): Happened => ({ kind: 'happened', who, what, turn, op, value, other });

describe('what happened this turn or last turn (603.4, 608.2c)', () => {
  it.each<[string, Condition]>([
    ['you attacked with a creature this turn', happened('you', 'attacked', '>=', 1)],
    ['you attacked this turn', happened('you', 'attacked', '>=', 1)],
    ["you didn't attack with a creature this turn", happened('you', 'attacked', '=', 0)],
    ['no creatures attacked this turn', happened('all', 'attacked', '=', 0)],
    ['a creature died this turn', happened('all', 'died', '>=', 1)],
    ['an opponent lost life this turn', happened('opponent', 'lostLife', '>=', 1)],
    ['an opponent lost 2 or more life this turn', happened('opponent', 'lostLife', '>=', 2)],
    ['a player lost 4 or more life this turn', happened('player', 'lostLife', '>=', 4)],
    ['an opponent lost life last turn', happened('opponent', 'lostLife', '>=', 1, 'last')],
    ['you lost life last turn', happened('you', 'lostLife', '>=', 1, 'last')],
    ["you didn't lose life this turn", happened('you', 'lostLife', '=', 0)],
    ['you gained life this turn', happened('you', 'gainedLife', '>=', 1)],
    ['you gained 3 or more life this turn', happened('you', 'gainedLife', '>=', 3)],
    ['an opponent was dealt damage this turn', happened('opponent', 'dealtDamage', '>=', 1)],
    ['a player cast two or more spells last turn', happened('player', 'castSpells', '>=', 2, 'last')],
    ['no spells were cast last turn', happened('all', 'castSpells', '=', 0, 'last')],
    ['an opponent cast three or more spells this turn', happened('opponent', 'castSpells', '>=', 3)],
    ["you didn't cast a spell this turn", happened('you', 'castSpells', '=', 0)],
    ["you've cast another spell this turn", happened('you', 'castSpells', '>=', 1, 'this', true)],
    [
      "that player didn't cast a spell this turn",
      { kind: 'thatPlayer', condition: happened('you', 'castSpells', '=', 0) },
    ],
    [
      'you had a land enter the battlefield under your control this turn',
      { kind: 'entered', who: 'you', of: { nouns: ['land'], qualities: [] }, op: '>=', value: 1 },
    ],
    [
      'an opponent had two or more creatures enter the battlefield under their control this turn',
      { kind: 'entered', who: 'opponent', of: { nouns: ['creature'], qualities: [] }, op: '>=', value: 2 },
    ],
    [
      'you had another creature enter the battlefield under your control this turn',
      { kind: 'entered', who: 'you', of: { nouns: ['creature'], qualities: [{ kind: 'other' }] }, op: '>=', value: 1 },
    ],
  ])('%s', (text, expected) => {
    expect(scan(condition, `${text}, draw a card`)).toEqual({ value: expected, rest: ', draw a card' });
  });

  it.each([
    // The record keeps spells and life lost from the last turn only.
    'you gained life last turn',
    // No turn named.
    'you attacked with a creature',
    'an opponent lost life',
    // Whose control: their own.
    'you had a land enter the battlefield under their control this turn',
    // "another land" than the one a trigger is about: not the source, which is all `other` says.
    'that player had another land enter the battlefield under their control this turn',
  ])('leaves "%s" unread', (text) => {
    expect(scan(condition, text)).toEqual({ value: null, rest: text });
  });
});
