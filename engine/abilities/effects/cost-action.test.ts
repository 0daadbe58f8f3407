import { describe, expect, it } from 'vitest';
import { describeAbility } from '../describe.js';
import { parseAbilityText } from '../parse-ability.js';
import { effectsOf, refusal } from './test-effects.js';

const read = (text: string): string => {
  const result = parseAbilityText(text, 1, ['Test Card']);
  return result.problem ? `refused: ${result.problem.message}` : result.abilities.map(describeAbility).join(' | ');
};

/** 118.12: "[Do something]. If you do / don't / can't, …" and "You may [do something]. …": the action is a cost. */
describe('costs paid as an effect resolves, and their outcome (118.12)', () => {
  it.each([
    [
      'You may sacrifice a creature. If you do, draw a card.',
      'Spell: you may pay sacrifice 1 creature; if you do: draw a card',
    ],
    [
      "At the beginning of your upkeep, you may discard a card. If you don't, sacrifice Test Card and draw a card.",
      "Triggered ability: when the beginning of your upkeep: you may pay discard 1 card; if you don't: sacrifice ~; draw a card",
    ],
    [
      "At the beginning of your upkeep, you may sacrifice a nonartifact creature. If you do, put a +1/+1 counter on Test Card. If you don't, tap Test Card.",
      "Triggered ability: when the beginning of your upkeep: you may pay sacrifice 1 nonartifact creature; if you do: put 1 +1/+1 counter(s) on ~; if you don't: tap ~",
    ],
    ['Sacrifice a creature. If you do, draw a card.', 'Spell: pay sacrifice 1 creature; if you do: draw a card'],
    [
      "At the beginning of your upkeep, sacrifice a creature other than Test Card. If you can't, Test Card deals 7 damage to you.",
      "Triggered ability: when the beginning of your upkeep: pay sacrifice 1 other creature; if you don't: deal 7 damage to you",
    ],
    [
      'Exile a creature card from your graveyard. If you do, draw a card. Otherwise, you lose 2 life.',
      "Spell: pay exile 1 creature card in your graveyard; if you do: draw a card; if you don't: lose 2 life",
    ],
    [
      'You may pay {1} and 1 life. If you do, draw a card.',
      'Spell: you may pay {1}, pay 1 life; if you do: draw a card',
    ],
    [
      'You may reveal a Dinosaur card from your hand. If you do, you gain 2 life.',
      'Spell: you may pay reveal 1 Dinosaur card in your hand; if you do: gain 2 life',
    ],
    [
      'You may tap an untapped creature you control. If you do, draw a card.',
      'Spell: you may pay tap 1 untapped creature you control; if you do: draw a card',
    ],
    ["You may pay {2}. If you don't, you lose 3 life.", "Spell: you may pay {2}; if you don't: lose 3 life"],
  ])('%s', (text, expected) => {
    expect(read(text)).toBe(expected);
  });

  it('without a sentence about its outcome, the same words are the verb effect', () => {
    expect(effectsOf('You may sacrifice a creature.')).toMatchObject([
      { kind: 'optional', effects: [{ kind: 'sacrifice' }] },
    ]);
    expect(effectsOf('Sacrifice a creature.')).toMatchObject([{ kind: 'sacrifice' }]);
  });

  it('"If you do" takes one sentence; "Otherwise" only follows it', () => {
    expect(effectsOf('You may pay {1}. If you do, draw a card. You gain 1 life.')).toMatchObject([
      { kind: 'optional', ifYouDo: [{ kind: 'drawCards' }] },
      { kind: 'gainLife' },
    ]);
    expect(refusal('Draw a card. Otherwise, you gain 1 life.')?.at).toBe('Otherwise, you gain 1 life.');
  });

  it('"When you do, …": a reflexive triggered ability with targets of its own (603.12)', () => {
    expect(
      read('When Test Card enters the battlefield, you may pay {2}{R}. When you do, it deals 3 damage to any target.'),
    ).toBe(
      'Triggered ability: when ~ enters the battlefield: you may pay {2}{R}; if you do: when you do (a reflexive trigger): it: deal 3 damage to any target',
    );
    const [ability] = parseAbilityText(
      'When Test Card enters the battlefield, you may sacrifice another creature. When you do, destroy target creature an opponent controls.',
      1,
      ['Test Card'],
    ).abilities;
    // The enters trigger itself targets nothing: the reflexive ability chooses its target as it is put on the stack.
    expect(ability).toMatchObject({
      kind: 'triggered',
      effects: [{ kind: 'optional', ifYouDo: [{ kind: 'reflexive', effects: [{ kind: 'destroy' }] }] }],
    });
    expect(
      read(
        'Draw two cards. Then you may discard a nonland card. When you do, Test Card deals 4 damage to target creature.',
      ),
    ).toContain('you may pay discard 1 nonland card; if you do: when you do (a reflexive trigger)');
  });

  it('refuses an X chosen as the cost is paid (107.3)', () => {
    expect(refusal('You may pay {X}. If you do, draw X cards.')?.message).toContain('without X');
    expect(
      refusal('You may reveal X black cards from your hand. If you do, target creature gets -X/-X until end of turn.')
        ?.message,
    ).toContain('not X');
  });
});
