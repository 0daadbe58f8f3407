import { describe, expect, it } from 'vitest';
import { parseAbilityText } from '../parse-ability.js';

const read = (text: string) => parseAbilityText(text, 1, ['Test Card']);

describe("ascend and the city's blessing (702.131)", () => {
  it('"Ascend" is the static effect `ascend`', () => {
    expect(read('Ascend').abilities).toEqual([{ kind: 'static', line: 1, text: 'Ascend', effect: { kind: 'ascend' } }]);
    expect(read('Ascend 2').problem).not.toBeNull();
  });

  it('"you have the city\'s blessing" is a condition of triggers, static and activated abilities, and spells', () => {
    const blessing = { kind: 'citysBlessing' };
    expect(
      read("Whenever Test Card deals combat damage to a player, if you have the city's blessing, draw a card.")
        .abilities,
    ).toMatchObject([{ trigger: { condition: blessing } }]);
    expect(
      read("As long as you have the city's blessing, Test Card has hexproof and can't be blocked.").abilities,
    ).toMatchObject([{ kind: 'static', effect: { condition: blessing } }]);
    expect(
      read("{5}, {T}: Draw a card. Activate this ability only if you have the city's blessing.").abilities,
    ).toMatchObject([{ kind: 'activated', restrictions: [{ condition: blessing }] }]);
  });
});
