import { describe, expect, it } from 'vitest';
import { handSizeChange, maximumHandSizeClause, noMaximumHandSize } from './hand-size.js';
import { scan } from './test-scan.js';

describe('maximum hand size phrases (402.2)', () => {
  it.each([
    ['You have no maximum hand size.', 'you', { kind: 'none' }],
    ['Players have no maximum hand size.', 'each', { kind: 'none' }],
    ['Each player has no maximum hand size.', 'each', { kind: 'none' }],
    ['Your maximum hand size is increased by one.', 'you', { kind: 'plus', amount: 1 }],
    ['Your maximum hand size is reduced by three.', 'you', { kind: 'minus', amount: 3 }],
    ["Each opponent's maximum hand size is reduced by seven.", 'opponent', { kind: 'minus', amount: 7 }],
    ["Your opponents' maximum hand size is reduced by 2.", 'opponent', { kind: 'minus', amount: 2 }],
    ['Your maximum hand size is two.', 'you', { kind: 'set', amount: 2 }],
  ])('reads "%s"', (text, who, change) => {
    expect(scan(maximumHandSizeClause, text)).toEqual({ value: { who, change }, rest: '.' });
  });

  it('leaves other words where they were', () => {
    expect(scan(maximumHandSizeClause, 'You have hexproof.')).toEqual({ value: null, rest: 'You have hexproof.' });
    expect(scan(maximumHandSizeClause, 'Your life total is 10.')).toEqual({
      value: null,
      rest: 'Your life total is 10.',
    });
    expect(scan(maximumHandSizeClause, 'Your maximum hand size is X.')).toEqual({
      value: null,
      rest: 'Your maximum hand size is X.',
    });
  });

  it('reads the pieces on their own', () => {
    expect(scan(noMaximumHandSize, 'no maximum hand size until your next turn')).toEqual({
      value: { kind: 'none' },
      rest: 'until your next turn',
    });
    expect(scan(handSizeChange, 'is increased by two for each')).toEqual({
      value: { kind: 'plus', amount: 2 },
      rest: 'for each',
    });
  });
});
