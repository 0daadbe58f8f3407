import { describe, expect, it } from 'vitest';
import { describeAbility } from './describe.js';
import { parseAbilityText } from './parse-ability.js';

const describeText = (text: string): string[] => parseAbilityText(text).abilities.map(describeAbility);

describe('describeAbility', () => {
  it.each([
    ['{T}: Add {G}.', 'Mana ability: {T}: add {G}'],
    ['{B/R}, {T}: Add {B}{B}, {B}{R}, or {R}{R}.', 'Mana ability: {B/R}, {T}: add {B}{B}, {B}{R}, or {R}{R}'],
    ['{T}: Add {R} or {G}.', 'Mana ability: {T}: add {R} or {G}'],
    ['{1}, {T}, Sacrifice ~: Draw a card.', 'Activated ability: {1}, {T}, sacrifice ~: draw a card'],
    ['{X}: ~ deals X damage to target creature.', 'Activated ability: {X}: deal X damage to target creature'],
    ['Draw two cards.', 'Spell: draw 2 cards'],
    ['You gain 7 life.', 'Spell: gain 7 life'],
    ['Destroy target creature. Regenerate ~.', 'Spell: destroy target creature; regenerate ~'],
    ['Tap target permanent.', 'Spell: tap target permanent'],
    ["~ can't block.", "Static: ~ can't block (while ~ is on the battlefield)"],
    [
      '~ can block only creatures with flying.',
      'Static: ~ can block only creatures with flying (while ~ is on the battlefield)',
    ],
    [
      "Enchanted creature can't attack or block.",
      "Static: enchanted creature can't attack and can't block (while ~ is on the battlefield)",
    ],
    [
      "~ can't be blocked except by Walls and/or creatures with flying.",
      "Static: ~ can't be blocked except by Walls and/or creatures with flying (while ~ is on the battlefield)",
    ],
    ["Target creature can't block this turn.", "Spell: Target creature can't block until end of turn"],
    [
      'Enchant creature',
      'Enchant: creature (its spell targets one; attached to anything else it goes to the graveyard)',
    ],
    ['Equipped creature gets +2/+0.', 'Static: equipped creature gets +2/+0 (while ~ is on the battlefield)'],
    [
      'Other Zombie creatures you control get +1/+1 and have haste.',
      'Static: each other Zombie creature you control gets +1/+1 and has haste (while ~ is on the battlefield)',
    ],
    ['Equip {1}', 'Activated ability: {1}: attach ~ to target creature you control (only as a sorcery)'],
    ['Wibble the wobble.', 'Not understood: Wibble the wobble.'],
  ])('%s', (text, expected) => {
    expect(describeText(text)).toEqual([expected]);
  });

  it('names every keyword of a line', () => {
    expect(describeText('Flying, vigilance')).toEqual(['Keyword: flying', 'Keyword: vigilance']);
  });

  it('marks implied land abilities and applied implementations', () => {
    expect(
      describeAbility({
        kind: 'activated',
        line: 0,
        text: '{T}: Add {G}.',
        costs: [{ kind: 'tap' }],
        effects: [{ kind: 'addMana', options: [[{ kind: 'colored', color: 'G' }]] }],
        restrictions: [],
        isManaAbility: true,
        implied: true,
      }),
    ).toBe('Mana ability (from its land type): {T}: add {G}');
    expect(describeAbility({ kind: 'applied', line: 2, text: 'fuse', implementation: 'fuse' })).toBe(
      'Implementation: fuse',
    );
  });
});
