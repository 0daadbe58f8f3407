import { describe, expect, it } from 'vitest';
import { parseAbilityText } from '../parse-ability.js';

const effectOf = (text: string) => {
  const result = parseAbilityText(text, 1, ['Test Card']);
  if (result.problem) return `refused: ${result.problem.message}`;
  const [ability] = result.abilities;
  return ability?.kind === 'static' ? ability.effect : ability;
};

const spells = (...qualities: object[]) => ({ nouns: ['spell'], qualities });
const cast = (more: object = {}) => ({
  kind: 'cast',
  spells: spells(),
  during: null,
  from: null,
  moreThan: null,
  ...more,
});

describe('prohibitions (101.2, 601.3, 119.7)', () => {
  it.each([
    ["You can't cast spells.", 'you', cast()],
    [
      "You can't cast creature spells.",
      'you',
      cast({ spells: spells({ kind: 'type', type: 'creature', negated: false }) }),
    ],
    [
      "Your opponents can't cast spells during your turn.",
      'opponent',
      cast({ during: [{ kind: 'turn', whose: 'you' }] }),
    ],
    ["Players can't cast spells during combat.", 'each', cast({ during: [{ kind: 'during', period: 'combat' }] })],
    ["Players can't cast spells from graveyards or libraries.", 'each', cast({ from: ['graveyard', 'library'] })],
    ["Each player can't cast more than one spell each turn.", 'each', cast({ moreThan: 1 })],
    ["Each opponent can't cast more than one spell each turn.", 'opponent', cast({ moreThan: 1 })],
    ["Your opponents can't gain life.", 'opponent', { kind: 'gainLife' }],
    ["Players can't gain life.", 'each', { kind: 'gainLife' }],
  ])('%s', (text, who, action) => {
    expect(effectOf(text)).toEqual({ kind: 'prohibition', who, action });
  });

  it('reads the spells as descriptions: colors, types, mana value', () => {
    expect(effectOf("Your opponents can't cast blue creature spells.")).toMatchObject({
      action: { spells: { nouns: ['spell'], qualities: [{ kind: 'color', color: 'U' }, { kind: 'type' }] } },
    });
    expect(effectOf("Your opponents can't cast spells with converted mana cost 3 or less.")).toMatchObject({
      action: { spells: { qualities: [{ kind: 'compare', property: 'manaValue', op: '<=', value: 3 }] } },
    });
  });

  it('leaves an effect that lasts ("this turn") and a kind of spell counted each turn unread', () => {
    expect(effectOf("Your opponents can't cast spells this turn.")).toMatch(/^refused/);
    expect(effectOf("Each player can't cast more than one noncreature spell each turn.")).toMatch(/^refused/);
    expect(effectOf("You can't cast creature cards.")).toMatch(/^refused/);
  });
});
