import { describe, expect, it } from 'vitest';
import type { Description } from '../../templates/card-template.js';
import { setupState } from '../game/setup.js';
import { colorsOf, hasSubtype } from '../state/characteristics.js';
import { creature, keyword } from '../test-support/templates.js';
import { allMatching } from './matches.js';

/** Devoid (702.114a) and changeling (702.73a) are characteristic-defining abilities (604.3) the matcher honours. */
describe('devoid and changeling in descriptions', () => {
  const drone = creature('Drone', '{1}{B}', '2/2', [keyword('devoid')], { subtypes: ['Eldrazi', 'Drone'] });
  const mimic = creature('Mimic', '{1}', '1/1', [keyword('changeling')], { subtypes: ['Shapeshifter'] });
  const zombie = creature('Zombie', '{B}', '2/2', [], { subtypes: ['Zombie'] });
  const state = setupState({ players: [{ battlefield: [drone, mimic, zombie] }, {}] });
  const names = (d: Description) =>
    allMatching(state, d, { controller: 'p1', source: null }).map((id) => state.objects[id]?.template.name);

  it('devoid: the template keeps its printed colors, the object has none', () => {
    expect(drone.colors).toEqual(['B']);
    expect(colorsOf(drone)).toEqual([]);
    const black: Description = { nouns: ['creature'], qualities: [{ kind: 'color', color: 'B', negated: false }] };
    expect(names(black)).toEqual(['Zombie']);
    expect(names({ nouns: ['creature'], qualities: [{ kind: 'colorCount', count: 'colorless' }] })).toEqual([
      'Drone',
      'Mimic',
    ]);
  });

  it('changeling: every creature type, and no other kind of subtype', () => {
    expect(hasSubtype(mimic, 'Goblin')).toBe(true);
    expect(hasSubtype(mimic, 'elf')).toBe(true);
    expect(hasSubtype(mimic, 'Forest')).toBe(false);
    expect(hasSubtype(mimic, 'Equipment')).toBe(false);
    const zombies: Description = {
      nouns: ['creature'],
      qualities: [{ kind: 'subtype', subtype: 'Zombie', negated: false }],
    };
    expect(names(zombies)).toEqual(['Mimic', 'Zombie']);
    const nonZombies: Description = {
      nouns: ['creature'],
      qualities: [{ kind: 'subtype', subtype: 'Zombie', negated: true }],
    };
    expect(names(nonZombies)).toEqual(['Drone']);
  });
});
