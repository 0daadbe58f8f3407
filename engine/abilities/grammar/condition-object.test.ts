import { describe, expect, it } from 'vitest';
import type { Condition } from '../../templates/card-template.js';
import { condition, objectCondition } from './condition.js';
import { scan } from './test-scan.js';

const inYour = (zone: 'hand' | 'graveyard') => ({ kind: 'zone', zone, whose: 'you' }) as const;

describe('conditions about zones and opponents (404, 402)', () => {
  it.each<[string, Condition]>([
    [
      'seven or more cards are in your graveyard',
      { kind: 'count', of: { nouns: ['card'], qualities: [inYour('graveyard')] }, op: '>=', value: 7 },
    ],
    [
      'there are three or more land cards in your graveyard',
      {
        kind: 'count',
        of: {
          nouns: ['card'],
          qualities: [{ kind: 'type', type: 'land', negated: false }, inYour('graveyard')],
        },
        op: '>=',
        value: 3,
      },
    ],
    [
      'you have no cards in hand',
      { kind: 'count', of: { nouns: ['card'], qualities: [inYour('hand')] }, op: '=', value: 0 },
    ],
    [
      'you have seven or more cards in hand',
      { kind: 'count', of: { nouns: ['card'], qualities: [inYour('hand')] }, op: '>=', value: 7 },
    ],
    [
      'an opponent controls a nontoken white permanent',
      {
        kind: 'player',
        who: 'opponent',
        condition: {
          kind: 'count',
          of: {
            nouns: ['permanent'],
            qualities: [
              { kind: 'token', token: false },
              { kind: 'color', color: 'W', negated: false },
              { kind: 'controller', who: 'you' },
            ],
          },
          op: '>=',
          value: 1,
        },
      },
    ],
  ])('%s', (text, expected) => {
    expect(scan(condition, text)).toEqual({ value: expected, rest: '' });
  });
});

describe('conditions about an object, for "as long as" (611.3a)', () => {
  const quality = (text: string, it: 'self' | 'enchanted' | null = null) => scan((s) => objectCondition(s, it), text);

  it.each<[string, 'self' | 'enchanted' | null, Condition]>([
    [
      '~ is untapped',
      null,
      { kind: 'objectIs', what: 'self', description: { nouns: [], qualities: [{ kind: 'tapped', tapped: false }] } },
    ],
    [
      "it's untapped",
      'self',
      { kind: 'objectIs', what: 'self', description: { nouns: [], qualities: [{ kind: 'tapped', tapped: false }] } },
    ],
    [
      '~ is attacking',
      null,
      {
        kind: 'objectIs',
        what: 'self',
        description: { nouns: [], qualities: [{ kind: 'combat', roles: ['attacking'] }] },
      },
    ],
    [
      'enchanted creature is red',
      null,
      {
        kind: 'objectIs',
        what: 'enchanted',
        description: { nouns: [], qualities: [{ kind: 'color', color: 'R', negated: false }] },
      },
    ],
    [
      "it's white",
      'enchanted',
      {
        kind: 'objectIs',
        what: 'enchanted',
        description: { nouns: [], qualities: [{ kind: 'color', color: 'W', negated: false }] },
      },
    ],
    ['~ is equipped', null, { kind: 'attachedTo', how: 'equipped' }],
    ['~ is enchanted', null, { kind: 'attachedTo', how: 'enchanted' }],
    ['~ has a +1/+1 counter on it', null, { kind: 'counters', counter: '+1/+1', op: '>=', value: 1 }],
    ['~ has five or more counters on it', null, { kind: 'counters', counter: null, op: '>=', value: 5 }],
    ["it's your turn", 'self', { kind: 'yourTurn', negated: false }],
  ])('%s', (text, it, expected) => {
    expect(quality(text, it)).toEqual({ value: expected, rest: '' });
  });

  it('reads "it" only where it names the changed object', () => {
    expect(quality("it's untapped", null).value).toBeNull();
    expect(quality('~ is wibbling').value).toBeNull();
  });
});
