import { describe, expect, it } from 'vitest';
import { replaceSelfReferences, selfNames } from './self-reference.js';

describe('replaceSelfReferences', () => {
  it('replaces the whole name', () => {
    expect(replaceSelfReferences('Shock deals 2 damage to any target.', ['Shock'])).toBe(
      '~ deals 2 damage to any target.',
    );
    expect(replaceSelfReferences("An-Havva Constable's toughness", ['An-Havva Constable'])).toBe("~'s toughness");
    expect(replaceSelfReferences('Sacrifice Doom Cannon: draw.', ['Doom Cannon'])).toBe('Sacrifice ~: draw.');
    expect(replaceSelfReferences('{T}, Sacrifice Altar: draw.', ['Altar'])).toBe('{T}, Sacrifice ~: draw.');
  });

  it('leaves other card names that merely contain it', () => {
    expect(replaceSelfReferences('Search for a card named Shocker.', ['Shock'])).toBe(
      'Search for a card named Shocker.',
    );
    expect(replaceSelfReferences('Return Shock Troopers to hand.', ['Shock'])).toBe('Return Shock Troopers to hand.');
    expect(replaceSelfReferences('Fire-Lit Thicket is a land.', ['Fire'])).toBe('Fire-Lit Thicket is a land.');
    expect(replaceSelfReferences('a Goblin Shock token', ['Shock'])).toBe('a Goblin Shock token');
  });

  it('uses the short name of a legendary card', () => {
    const names = selfNames('Nicol Bolas, Planeswalker', true);
    expect(names).toEqual(['Nicol Bolas, Planeswalker', 'Nicol Bolas']);
    expect(replaceSelfReferences('Nicol Bolas, Planeswalker deals 7 damage. Nicol Bolas gains.', names)).toBe(
      '~ deals 7 damage. ~ gains.',
    );
    expect(selfNames('Urza, Lord High Artificer', false)).toEqual(['Urza, Lord High Artificer']);
  });
});
