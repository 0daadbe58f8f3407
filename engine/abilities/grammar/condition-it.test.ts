import { describe, expect, it } from 'vitest';
import type { Condition } from '../../templates/card-template.js';
import { resolvingCondition } from './condition.js';
import { scan } from './test-scan.js';

const about = (quality: object): Condition =>
  ({ kind: 'objectIs', what: 'it', description: { nouns: [], qualities: [quality] } }) as Condition;

describe('conditions about the object a resolving text named last (608.2c)', () => {
  it.each<[string, Condition]>([
    ['it has flying, draw', about({ kind: 'keyword', keyword: 'flying', negated: false })],
    ['that creature has infect, draw', about({ kind: 'keyword', keyword: 'infect', negated: false })],
    [
      'it has converted mana cost 2 or less, draw',
      about({ kind: 'compare', property: 'manaValue', op: '<=', value: 2 }),
    ],
    [
      'that creature has a +1/+1 counter on it, draw',
      { kind: 'counters', counter: '+1/+1', op: '>=', value: 1, of: 'it' },
    ],
    [
      'it has three or more +1/+1 counters on it, draw',
      { kind: 'counters', counter: '+1/+1', op: '>=', value: 3, of: 'it' },
    ],
    ['it has no ice counters on it, draw', { kind: 'counters', counter: 'ice', op: '=', value: 0, of: 'it' }],
    ['its power is 10 or greater, draw', about({ kind: 'compare', property: 'power', op: '>=', value: 10 })],
    ['its power is 2, draw', about({ kind: 'compare', property: 'power', op: '=', value: 2 })],
    [
      "its power is less than ~'s power, draw",
      about({
        kind: 'compareTo',
        property: 'power',
        op: '<',
        amount: { kind: 'property', property: 'power', of: { kind: 'self' } },
      }),
    ],
    [
      'it shares a creature type with ~, draw',
      about({ kind: 'shares', what: 'creatureType', with: 'self', other: false }),
    ],
    ['that card shares a color with ~, draw', about({ kind: 'shares', what: 'color', with: 'self', other: false })],
  ])('%s', (text, expected) => {
    expect(scan(resolvingCondition, text)).toEqual({ value: expected, rest: ', draw' });
  });

  it('"it was a creature card": what a card moved outside the battlefield and the stack was, it is', () => {
    expect(scan(resolvingCondition, 'it was a creature card, create')).toEqual({
      value: {
        kind: 'objectIs',
        what: 'it',
        description: { nouns: ['card'], qualities: [{ kind: 'type', type: 'creature', negated: false }] },
      },
      rest: ', create',
    });
    // A permanent or a spell that was: last known information (608.2h), not read.
    expect(scan(resolvingCondition, 'it was a Human, you').value).toBeNull();
    expect(scan(resolvingCondition, 'it was a Jace planeswalker spell, scry').value).toBeNull();
  });

  it('refuses what it has that no phrase says, unmoved', () => {
    expect(scan(resolvingCondition, 'it has the same name as a card')).toEqual({
      value: null,
      rest: 'it has the same name as a card',
    });
    expect(scan(resolvingCondition, 'its power is less than or equal to the number of colors of mana spent')).toEqual({
      value: null,
      rest: 'its power is less than or equal to the number of colors of mana spent',
    });
  });
});
