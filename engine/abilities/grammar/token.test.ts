import { describe, expect, it } from 'vitest';
import { tokenSpec } from './token.js';
import { scan } from './test-scan.js';
import { effectsOf } from '../effects/test-effects.js';

describe('creature tokens (111.4)', () => {
  it('reads power, toughness, colors, subtypes and keywords, and names the token by its subtypes', () => {
    expect(scan(tokenSpec, '1/1 white Soldier creature token').value).toEqual({
      name: 'Soldier Token',
      power: 1,
      toughness: 1,
      colors: ['W'],
      supertypes: [],
      types: ['creature'],
      subtypes: ['Soldier'],
      keywords: [],
    });
    expect(scan(tokenSpec, '4/4 red Dragon creature tokens with flying').value).toMatchObject({
      name: 'Dragon Token',
      colors: ['R'],
      keywords: ['flying'],
    });
    expect(scan(tokenSpec, '1/1 colorless Thopter artifact creature token with flying').value).toMatchObject({
      colors: [],
      types: ['artifact', 'creature'],
      subtypes: ['Thopter'],
    });
    expect(scan(tokenSpec, '1/1 red and white Soldier creature token').value).toMatchObject({ colors: ['R', 'W'] });
  });

  it('reads abilities in quotes, "~" in them being the token (111.4), and tokens without power and toughness', () => {
    const treasure = scan(
      tokenSpec,
      'colorless Treasure artifact token with "{T}, Sacrifice ~: Add one mana of any color."',
    ).value;
    expect(treasure).toMatchObject({
      name: 'Treasure Token',
      types: ['artifact'],
      subtypes: ['Treasure'],
      abilities: [{ kind: 'activated', text: '{T}, Sacrifice ~: Add one mana of any color.' }],
    });
    expect(scan(tokenSpec, '1/1 white Spirit creature token with "~ can\'t block."').value).toMatchObject({
      abilities: [{ kind: 'static' }],
    });
  });

  it('knows the predefined tokens by name (111.10)', () => {
    expect(scan(tokenSpec, 'Food token').value).toMatchObject({
      name: 'Food Token',
      types: ['artifact'],
      abilities: [{ kind: 'activated', text: '{2}, {T}, Sacrifice ~: You gain 3 life.' }],
    });
    expect(scan(tokenSpec, 'Treasure tokens').value).toMatchObject({ subtypes: ['Treasure'] });
  });

  it('leaves tokens it cannot build: no power and toughness and no abilities, or abilities it cannot read', () => {
    expect(scan(tokenSpec, 'colorless Treasure artifact token').value).toBeNull();
    expect(scan(tokenSpec, 'Gold token').value).toBeNull();
    expect(scan(tokenSpec, '1/1 white Spirit creature token with "~ frobs."')).toEqual({
      value: expect.objectContaining({ keywords: [] }),
      rest: 'with "~ frobs."',
    });
  });
});

describe('"create a tapped … token" (110.5b)', () => {
  it('marks the creation tapped, before the token itself', () => {
    expect(effectsOf('Create X tapped 2/2 black Zombie creature tokens.')).toEqual([
      expect.objectContaining({
        kind: 'createTokens',
        amount: { kind: 'variable', letter: 'X' },
        token: expect.objectContaining({ name: 'Zombie Token', power: 2 }),
        tapped: true,
      }),
    ]);
    expect(effectsOf('Create a 2/2 black Zombie creature token.')[0]).not.toHaveProperty('tapped');
  });
});
