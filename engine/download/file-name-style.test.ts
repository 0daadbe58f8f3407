import { describe, expect, it } from 'vitest';
import { inferFileNameStyle, styledFileName } from './file-name-style.js';

describe('inferFileNameStyle', () => {
  it('is kebab-case for an empty folder, one with no card files, or names every style would give', () => {
    expect(inferFileNameStyle([])).toBe('kebab');
    expect(inferFileNameStyle(['README.md', 'Notes About Cards.txt'])).toBe('kebab');
    expect(inferFileNameStyle(['shock.card', 'opt.card'])).toBe('kebab');
  });

  it('follows the shipped cards: kebab-case', () => {
    expect(inferFileNameStyle(['prodigal-pyromancer.card', 'shock.card', 'serras-blessing.card'])).toBe('kebab');
  });

  it('follows a folder of card names ("Title Case.card"), .card.json too', () => {
    expect(inferFileNameStyle(['Prodigal Pyromancer.card', 'Shock.card', 'Fire - Ice.card.json'])).toBe('named');
  });

  it('follows snake_case', () => {
    expect(inferFileNameStyle(['goblin_piker.card', 'shock.card'])).toBe('snake');
  });

  it('goes with the majority, and back to kebab-case on a tie', () => {
    expect(inferFileNameStyle(['Goblin Piker.card', 'Goblin Sky Raider.card', 'goblin-war-drums.card'])).toBe('named');
    expect(inferFileNameStyle(['Goblin Piker.card', 'goblin-war-drums.card'])).toBe('kebab');
  });
});

describe('styledFileName', () => {
  it.each([
    ['Prodigal Pyromancer', 'kebab', 'prodigal-pyromancer.card'],
    ["Serra's Blessing", 'kebab', 'serras-blessing.card'],
    ['Fire-Lit Thicket', 'kebab', 'fire-lit-thicket.card'],
    ['Wear // Tear', 'kebab', 'wear-tear.card'],
    ['Jace, the Mind Sculptor', 'kebab', 'jace-the-mind-sculptor.card'],
    ['Lim-Dûl the Necromancer', 'kebab', 'lim-dul-the-necromancer.card'],
    ['Æther Vial', 'kebab', 'aether-vial.card'],
    ['Goblin Piker', 'snake', 'goblin_piker.card'],
    ['Goblin Piker', 'named', 'Goblin Piker.card'],
    ['Wear // Tear', 'named', 'Wear - Tear.card'],
    ['極楽鳥', 'kebab', '極楽鳥.card'],
    ['Con', 'kebab', 'con_.card'],
    ['!!!', 'kebab', '!!!.card'],
  ] as const)('%s in %s → %s', (name, style, expected) => {
    expect(styledFileName(name, style)).toBe(expected);
  });
});
