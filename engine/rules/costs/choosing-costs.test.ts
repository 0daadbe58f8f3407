import { describe, expect, it } from 'vitest';
import type { Cost, Description } from '../../templates/card-template.js';
import { setupState } from '../game/setup.js';
import { card, creature, grizzlyBears } from '../test-support/templates.js';
import { choosingCostCandidates, isChoosingCost } from './choosing-costs.js';

const fixed = (value: number) => ({ kind: 'fixed', value }) as const;
const bearCard: Description = {
  nouns: ['card'],
  qualities: [
    { kind: 'subtype', subtype: 'Bear', negated: false },
    { kind: 'zone', zone: 'hand', whose: 'you' },
  ],
};
const creatureYouControl: Description = { nouns: ['creature'], qualities: [{ kind: 'controller', who: 'you' }] };

describe('choosing costs (118.3, 601.2h, 602.2b): one list for the engine and the tester', () => {
  it('a random discard chooses nothing (701.8c); the others choose', () => {
    const card: Description = { nouns: ['card'], qualities: [] };
    expect(isChoosingCost({ kind: 'discard', what: card, amount: fixed(1), random: true } as Cost)).toBe(false);
    expect(isChoosingCost({ kind: 'discard', what: card, amount: fixed(1) } as Cost)).toBe(true);
    expect(isChoosingCost({ kind: 'revealFromHand', what: bearCard, amount: fixed(1) })).toBe(true);
    expect(isChoosingCost({ kind: 'tap' } as Cost)).toBe(false);
  });

  it('"reveal a Bear card from your hand" offers the matching cards in the player\'s own hand', () => {
    // c1 a Bear, c2 an instant (p1 hand); c3 a Bear (p2 hand).
    const bear = () => creature('Bear', '{1}{G}', '2/2', [], { subtypes: ['Bear'] });
    const instant = card('Spark', { types: ['instant'] });
    const state = setupState({ players: [{ hand: [bear(), instant] }, { hand: [bear()] }] });
    const reveal = { kind: 'revealFromHand', what: bearCard, amount: fixed(1) } as const;
    expect(choosingCostCandidates(state, reveal, 'p1', 'c9')).toEqual(['c1']);
  });

  it("crew's creatures (702.122a): other untapped creatures the player controls", () => {
    // c1 the source, c2 Bears, c3 tapped Bears, c4 a land (p1); c5 Bears (p2).
    const state = setupState({
      players: [
        {
          battlefield: [
            creature('Crewed', '{3}', '3/3'),
            grizzlyBears(),
            { template: grizzlyBears(), tapped: true },
            card('Plains', { types: ['land'] }),
          ],
        },
        { battlefield: [grizzlyBears()] },
      ],
    });
    const crew = { kind: 'tapTotalPower', what: creatureYouControl, power: 3 } as Cost;
    if (!isChoosingCost(crew)) throw new Error('crew chooses');
    expect(choosingCostCandidates(state, crew, 'p1', 'c1')).toEqual(['c2']);
  });
});
