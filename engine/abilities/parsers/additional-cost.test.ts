import { describe, expect, it } from 'vitest';
import { parseAbilityText } from '../parse-ability.js';

const parse = (text: string) => parseAbilityText(text, 1, ['Test Spell']);

describe('"As an additional cost to cast this spell, …" (601.2b, 601.2f)', () => {
  it('reads the costs with the cost grammar', () => {
    expect(parse('As an additional cost to cast this spell, sacrifice a creature.').abilities).toEqual([
      {
        kind: 'additionalCost',
        line: 1,
        text: 'As an additional cost to cast ~, sacrifice a creature.',
        costs: [
          { kind: 'sacrifice', what: { nouns: ['creature'], qualities: [] }, amount: { kind: 'fixed', value: 1 } },
        ],
      },
    ]);
  });

  it('"~" for the spell, and several costs joined by "and"', () => {
    const [ability] = parse('As an additional cost to cast Test Spell, discard a card and pay 2 life.').abilities;
    expect(ability?.kind === 'additionalCost' && ability.costs.map((c) => c.kind)).toEqual(['discard', 'payLife']);
  });

  it.each([
    ['As an additional cost to cast this spell, {T}.', '{T}.'],
    ['As an additional cost to cast this spell, sacrifice a creature or pay {3}.', 'or pay {3}.'],
    [
      'As an additional cost to cast this spell, reveal a Dragon card from your hand.',
      'reveal a Dragon card from your hand.',
    ],
  ])('refuses %s at %s', (text, at) => {
    const { problem } = parse(text);
    expect(problem && text.slice(problem.start)).toBe(at);
  });
});
