import { describe, expect, it } from 'vitest';
import type { Condition } from '../../templates/card-template.js';
import { condition } from './condition.js';
import { scan } from './test-scan.js';

describe('conditions (603.4)', () => {
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
    ['an opponent has 10 or less life', { kind: 'life', who: 'opponent', op: '<=', value: 10 }],
    ["it's your turn", { kind: 'yourTurn', negated: false }],
    ["it's not your turn", { kind: 'yourTurn', negated: true }],
  ])('%s', (text, expected) => {
    expect(scan(condition, text)).toEqual({ value: expected, rest: '' });
  });

  it('reads nothing it cannot check', () => {
    expect(scan(condition, 'the moon is full').value).toBeNull();
  });
});
