import { describe, expect, it } from 'vitest';
import type { Condition } from '../../templates/card-template.js';
import { condition, resolvingCondition } from './condition.js';
import { scan } from './test-scan.js';

describe('coin flip and die roll conditions (705.2, 706.2)', () => {
  it.each<[string, Condition]>([
    ['you win the flip, draw a card', { kind: 'coinFlip', won: true }],
    ['you lose the flip, draw a card', { kind: 'coinFlip', won: false }],
    ['they lose the flip, draw a card', { kind: 'coinFlip', won: false }],
    ['the player loses the flip, draw a card', { kind: 'coinFlip', won: false }],
    ['that player wins the flip, draw a card', { kind: 'coinFlip', won: true }],
    ['you roll a 6, draw a card', { kind: 'dieRoll', op: '=', value: 6 }],
    ['you roll a 4 or higher, draw a card', { kind: 'dieRoll', op: '>=', value: 4 }],
    ['you roll an 8 or lower, draw a card', { kind: 'dieRoll', op: '<=', value: 8 }],
  ])('inside a resolving text: "%s"', (text, expected) => {
    expect(scan(resolvingCondition, text)).toEqual({ value: expected, rest: ', draw a card' });
  });

  it('only where a resolving text can have flipped or rolled: not as an intervening "if" (603.4)', () => {
    expect(scan(condition, 'you win the flip').value).toBeNull();
  });

  it('reads nothing else after its subject, unmoved', () => {
    expect(scan(resolvingCondition, 'you win the game')).toEqual({ value: null, rest: 'you win the game' });
    expect(scan(resolvingCondition, 'you roll a die')).toEqual({ value: null, rest: 'you roll a die' });
  });
});
