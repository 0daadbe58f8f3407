import { describe, expect, it } from 'vitest';
import { parseAbilityText } from '../parse-ability.js';

const effect = (text: string): unknown => {
  const result = parseAbilityText(text, 1, []);
  expect(result.problem).toBeNull();
  const [ability] = result.abilities;
  return ability?.kind === 'static' ? ability.effect : ability?.kind;
};

describe('"As ~ enters the battlefield, choose …" (614.12)', () => {
  it.each([
    ['As ~ enters the battlefield, choose a color.', 'color', null],
    ['As ~ enters the battlefield, choose a color other than red.', 'color', 'R'],
    ['As ~ enters the battlefield, choose a creature type.', 'creatureType', null],
    ['As ~ enters the battlefield, choose a basic land type.', 'basicLandType', null],
    ['As ~ enters, choose an opponent.', 'opponent', null],
    ['As ~ enters the battlefield, choose a player.', 'player', null],
    ['As ~ enters the battlefield, choose a card type.', 'cardType', null],
  ])('reads "%s"', (text, choice, except) => {
    expect(effect(text)).toEqual({ kind: 'asEntersChoose', choice, except });
  });

  it('reads a list of card types to choose among (205.2a)', () => {
    expect(
      effect('As ~ enters the battlefield, choose artifact, enchantment, instant, sorcery, or planeswalker.'),
    ).toEqual({
      kind: 'asEntersChoose',
      choice: 'cardType',
      except: null,
      among: ['artifact', 'enchantment', 'instant', 'sorcery', 'planeswalker'],
    });
    expect(effect('As ~ enters the battlefield, choose creature or land.')).toMatchObject({
      among: ['creature', 'land'],
    });
    // One type alone is no choice.
    expect(parseAbilityText('As ~ enters the battlefield, choose creature.').problem).not.toBeNull();
  });

  it('refuses choices it cannot make, and more sentences', () => {
    expect(parseAbilityText('As ~ enters the battlefield, choose a card name.').problem?.message).toContain(
      'what to choose',
    );
    expect(parseAbilityText('As ~ enters the battlefield, choose an opponent. Draw a card.').problem).not.toBeNull();
  });

  it('"of the chosen color / type" is a quality of descriptions', () => {
    const [ability] = parseAbilityText('Creatures you control of the chosen type get +1/+1.').abilities;
    expect(ability?.kind === 'static' && ability.effect.kind === 'continuous' && ability.effect.affected).toEqual({
      kind: 'each',
      description: {
        nouns: ['creature'],
        qualities: [
          { kind: 'controller', who: 'you' },
          { kind: 'chosen', what: 'type' },
        ],
      },
    });
  });
});

describe('"As ~ enters the battlefield, you may <cost>. If you don\'t / do, ~ enters …" (614.12, 118.12)', () => {
  it('reads a life payment and "enters tapped" if not paid ("~" or "it")', () => {
    const tapped = { tapped: true, counters: [] };
    const usual = { tapped: false, counters: [] };
    const life = [{ kind: 'payLife', amount: 2 }];
    expect(
      effect("As ~ enters the battlefield, you may pay 2 life. If you don't, ~ enters the battlefield tapped."),
    ).toEqual({ kind: 'asEntersPay', costs: life, paid: usual, unpaid: tapped });
    expect(
      effect("As ~ enters the battlefield, you may pay 2 life. If you don't, it enters the battlefield tapped."),
    ).toEqual({ kind: 'asEntersPay', costs: life, paid: usual, unpaid: tapped });
  });

  it('reads a revealed card and counters if paid', () => {
    expect(
      effect(
        "As ~ enters the battlefield, you may reveal an Island or Swamp card from your hand. If you don't, ~ enters the battlefield tapped.",
      ),
    ).toMatchObject({ kind: 'asEntersPay', costs: [{ kind: 'revealFromHand' }], unpaid: { tapped: true } });
    expect(
      effect(
        'As ~ enters the battlefield, you may discard a card. If you do, ~ enters the battlefield with a +1/+1 counter on it.',
      ),
    ).toMatchObject({
      costs: [{ kind: 'discard' }],
      paid: { tapped: false, counters: [{ counter: '+1/+1', amount: { kind: 'fixed', value: 1 } }] },
      unpaid: { tapped: false, counters: [] },
    });
  });

  it('refuses costs that take permanents (the permanent is only entering) and other outcomes', () => {
    expect(
      parseAbilityText(
        "As ~ enters the battlefield, you may return a nonland permanent you control to its owner's hand. If you do, ~ enters the battlefield with a +1/+1 counter on it.",
      ).problem?.message,
    ).toContain('takes no permanent');
    expect(
      parseAbilityText("As ~ enters the battlefield, you may pay 2 life. If you don't, draw a card.").problem,
    ).not.toBeNull();
  });
});
