import { describe, expect, it } from 'vitest';
import type { Condition } from '../../templates/card-template.js';
import { versusCondition } from './versus.js';
import { scan } from './test-scan.js';

const creatures = {
  kind: 'count',
  of: { nouns: ['creature'], qualities: [{ kind: 'controller', who: 'you' }] },
  times: 1,
} as const;

describe('a player against the opponents (603.4, 608.2c)', () => {
  it.each<[string, Condition]>([
    ['an opponent has more life than you', { kind: 'versus', amount: { kind: 'lifeTotal' }, op: '<', each: false }],
    ['you have less life than an opponent', { kind: 'versus', amount: { kind: 'lifeTotal' }, op: '<', each: false }],
    ['an opponent controls more creatures than you', { kind: 'versus', amount: creatures, op: '<', each: false }],
    ['you control fewer creatures than an opponent', { kind: 'versus', amount: creatures, op: '<', each: false }],
    [
      'you have more cards in hand than each opponent',
      {
        kind: 'versus',
        amount: {
          kind: 'count',
          of: { nouns: ['card'], qualities: [{ kind: 'zone', zone: 'hand', whose: 'you' }] },
          times: 1,
        },
        op: '>',
        each: true,
      },
    ],
  ])('"%s"', (text, expected) => {
    expect(scan(versusCondition, `${text}, draw a card`)).toMatchObject({ value: expected, rest: ', draw a card' });
  });

  it('refuses what it does not compare, unmoved', () => {
    expect(scan(versusCondition, 'an opponent has more poison counters than you').value).toBeNull();
    expect(scan(versusCondition, 'you control more creatures than defending player')).toMatchObject({
      value: null,
      rest: 'you control more creatures than defending player',
    });
  });
});
