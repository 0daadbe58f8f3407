import type { CardWarning } from '../../diagnostics.js';
import type { ParseResult } from '../../format/card-format.js';
import type { CardTemplate } from '../../templates/card-template.js';

/** Hand-made templates for pack tests, independent of the parser. */

export function card(overrides: Partial<CardTemplate> = {}): CardTemplate {
  return {
    name: 'Llanowar Elves',
    manaCost: [{ kind: 'colored', color: 'G' }],
    colors: ['G'],
    colorIndicator: null,
    supertypes: [],
    types: ['creature'],
    subtypes: ['Elf', 'Druid'],
    power: '1',
    toughness: '1',
    loyalty: null,
    abilities: [
      {
        kind: 'activated',
        line: 5,
        text: '{T}: Add {G}.',
        costs: [{ kind: 'tap' }],
        effects: [{ kind: 'addMana', options: [[{ kind: 'colored', color: 'G' }]] }],
        isManaAbility: true,
        implied: false,
      },
    ],
    layout: 'normal',
    faces: [],
    unknownLines: [],
    ...overrides,
  };
}

export const shock: CardTemplate = card({
  name: 'Shock',
  manaCost: [{ kind: 'colored', color: 'R' }],
  colors: ['R'],
  types: ['instant'],
  subtypes: [],
  power: null,
  toughness: null,
  abilities: [
    {
      kind: 'spell',
      line: 3,
      text: '~ deals 2 damage to any target.',
      effects: [
        {
          kind: 'dealDamage',
          amount: { kind: 'fixed', value: 2 },
          to: { kind: 'target', allowed: ['any'], text: 'any target' },
        },
      ],
    },
  ],
});

export const oddity: CardTemplate = card({
  name: 'Oddity',
  manaCost: [
    { kind: 'hybrid', colors: ['B', 'R'] },
    { kind: 'variable', letter: 'X' },
  ],
  colors: ['B', 'R'],
  abilities: [
    { kind: 'keyword', line: 4, text: 'Flying', keyword: 'flying' },
    { kind: 'unparsed', line: 5, text: 'Whenever ~ dances, shuffle.' },
  ],
  unknownLines: [{ line: 6, text: 'flavor A strange one.' }],
});

export function warning(file: string, line: number, overrides: Partial<CardWarning> = {}): CardWarning {
  return {
    file,
    line,
    column: 1,
    endColumn: 5,
    code: 'unparsed-ability',
    message: 'No ability parser understands this line.',
    ...overrides,
  };
}

export function parsed(template: CardTemplate, warnings: readonly CardWarning[] = []): ParseResult {
  return { card: template, warnings };
}

/** A stand-in for SHA-256 in engine tests (the engine cannot import node:crypto): FNV-1a, shaped like a hex SHA-256. */
export function fakeSha256(bytes: Uint8Array): string {
  let hash = 0x811c9dc5;
  for (const byte of bytes) hash = Math.imul(hash ^ byte, 0x01000193) >>> 0;
  return hash.toString(16).padStart(8, '0').repeat(8);
}
