import { describe, expect, it } from 'vitest';
import { tokenSpec } from './token.js';
import { scan } from './test-scan.js';

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

  it('leaves tokens it cannot build (no power and toughness, abilities in quotes)', () => {
    expect(scan(tokenSpec, 'Treasure token').value).toBeNull();
    expect(scan(tokenSpec, '1/1 white Spirit creature token with "~ can\'t block."')).toEqual({
      value: expect.objectContaining({ keywords: [] }),
      rest: 'with "~ can\'t block."',
    });
  });
});
