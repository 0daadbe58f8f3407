import { describe, expect, it } from 'vitest';
import type { Ability } from '../../templates/card-template.js';
import { addManaOptions, hasChosenColorMana, withChosenColorMana } from './chosen-color-mana.js';

type Activated = Extract<Ability, { kind: 'activated' }>;

const thriving: Activated = {
  kind: 'activated',
  line: 3,
  text: '{T}: Add {G} or one mana of the chosen color.',
  costs: [{ kind: 'tap' }],
  effects: [{ kind: 'addMana', options: [[{ kind: 'colored', color: 'G' }]], chosenColor: true }],
  restrictions: [],
  isManaAbility: true,
  implied: false,
};

describe('one mana of the chosen color (614.12)', () => {
  it('is one more option: the color chosen as the permanent entered', () => {
    expect(withChosenColorMana(thriving, 'W')).toEqual({
      ...thriving,
      effects: [
        {
          kind: 'addMana',
          options: [[{ kind: 'colored', color: 'G' }], [{ kind: 'colored', color: 'W' }]],
        },
      ],
    });
  });

  it('adds nothing when no color was chosen', () => {
    const effect = thriving.effects[0];
    if (effect?.kind !== 'addMana') throw new Error('an addMana effect');
    expect(addManaOptions(effect, undefined)).toEqual([[{ kind: 'colored', color: 'G' }]]);
  });

  it('leaves other abilities as they are (the same object)', () => {
    const plain: Ability = {
      ...thriving,
      effects: [{ kind: 'addMana', options: [[{ kind: 'colored', color: 'G' }]] }],
    };
    expect(withChosenColorMana(plain, 'U')).toBe(plain);
    expect(hasChosenColorMana([plain, null])).toBe(false);
    expect(hasChosenColorMana([plain, thriving])).toBe(true);
  });
});
