import { describe, expect, it } from 'vitest';
import { parseAbilityText } from '../parse-ability.js';

const read = (text: string) => parseAbilityText(text, 1, ['Test Card']);

describe('devour (702.82a)', () => {
  it('"Devour N" is the static effect `devour` with N', () => {
    expect(read('Devour 2').abilities).toEqual([
      { kind: 'static', line: 1, text: 'Devour 2', effect: { kind: 'devour', times: 2 } },
    ]);
  });

  it('"for each creature it devoured" is the amount `devoured` (702.82b)', () => {
    expect(
      read('When Test Card enters the battlefield, draw a card for each creature it devoured.').abilities,
    ).toMatchObject([{ effects: [{ kind: 'drawCards', amount: { kind: 'devoured', times: 1 } }] }]);
    expect(
      read('When Test Card enters the battlefield, you gain 2 life for each creature it devoured.').abilities,
    ).toMatchObject([{ effects: [{ kind: 'gainLife', amount: { kind: 'devoured', times: 2 } }] }]);
  });

  it('needs a number of its own', () => {
    expect(read('Devour').problem?.message).toMatch(/a number after 'Devour'/);
    expect(read('Devour X').problem).not.toBeNull();
    expect(read('Devour 1 creature').problem).not.toBeNull();
  });
});
