import { describe, expect, it } from 'vitest';
import { parseAbilityText } from '../parse-ability.js';

const read = (text: string) => parseAbilityText(text, 1, ['Test Card']);

describe('tribute (702.104)', () => {
  it('"Tribute N" is an optional entering with N additional +1/+1 counters, the chosen opponent\'s choice', () => {
    expect(read('Tribute 2').abilities).toEqual([
      {
        kind: 'static',
        line: 1,
        text: 'Tribute 2',
        effect: {
          kind: 'entersWith',
          tapped: false,
          counters: [{ counter: '+1/+1', amount: { kind: 'fixed', value: 2 } }],
          condition: null,
          unless: false,
          optional: true,
          tribute: true,
        },
      },
    ]);
    expect(read('Tribute').problem?.message).toMatch(/a number after 'Tribute'/);
    expect(read('Tribute X').problem).not.toBeNull();
  });

  it('"if tribute wasn\'t paid" is a condition of the trigger (702.104b)', () => {
    expect(
      read("When Test Card enters the battlefield, if tribute wasn't paid, it gains haste until end of turn.")
        .abilities,
    ).toMatchObject([{ kind: 'triggered', trigger: { condition: { kind: 'tribute', paid: false } } }]);
    expect(read('When Test Card enters the battlefield, if tribute was paid, draw a card.').abilities).toMatchObject([
      { trigger: { condition: { kind: 'tribute', paid: true } } },
    ]);
    expect(read('When Test Card enters the battlefield, if tribute was wibbled, draw a card.').problem).not.toBeNull();
  });
});
