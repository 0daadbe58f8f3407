import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseCardFile } from '../../engine/format/formats.js';
import type { Ability } from '../../engine/templates/card-template.js';
import { findCardFiles } from './card-files.js';

const cardsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../cards');

/** The example cards that show a warning on purpose (documented in docs/card-format.md). */
const MEANT_TO_WARN: Record<string, { line: number; column: number; code: string }[]> = {
  'lands/dryad-arbor.card': [{ line: 8, column: 9, code: 'redundant-ability' }],
};

async function parseAll(): Promise<Map<string, NonNullable<ReturnType<typeof parseCardFile>>>> {
  const parsed = new Map<string, NonNullable<ReturnType<typeof parseCardFile>>>();
  for (const file of await findCardFiles([cardsDir])) {
    const relative = path.relative(cardsDir, file).split(path.sep).join('/');
    const result = parseCardFile(relative, await readFile(file, 'utf8'));
    if (result) parsed.set(relative, result);
  }
  return parsed;
}

describe('the example cards in cards/', () => {
  it('parse with no warnings except the ones meant to show one', async () => {
    const parsed = await parseAll();
    expect(parsed.size).toBeGreaterThanOrEqual(35);
    for (const [file, result] of parsed) {
      const got = result.warnings.map((w) => ({ line: w.line, column: w.column, code: w.code }));
      expect(got, file).toEqual(MEANT_TO_WARN[file] ?? []);
    }
  });

  it('include the basic lands, filter lands, Llanowar Elves, Shock, Dryad Arbor and a JSON card', async () => {
    const parsed = await parseAll();
    const names = [...parsed.values()].map((r) => r.card.name);
    for (const name of ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest', 'Llanowar Elves', 'Shock', 'Dryad Arbor']) {
      expect(names).toContain(name);
    }
    const filters = [
      'Graven Cairns',
      'Fire-Lit Thicket',
      'Wooded Bastion',
      'Fetid Heath',
      'Cascade Bluffs',
      'Twilight Mire',
      'Rugged Prairie',
      'Flooded Grove',
      'Mystic Gate',
      'Sunken Ruins',
    ];
    for (const name of filters) {
      const card = [...parsed.values()].find((r) => r.card.name === name)?.card;
      expect(
        card?.abilities.map((a) => a.kind === 'activated' && a.isManaAbility),
        name,
      ).toEqual([true, true]);
    }
    expect([...parsed.keys()].some((f) => f.endsWith('.card.json'))).toBe(true);
  });

  it('exercise every understood kind of ability, cost and effect', async () => {
    const abilities: Ability[] = [...(await parseAll()).values()].flatMap((r) => [
      ...r.card.abilities,
      ...r.card.faces.slice(1).flatMap((f) => f.abilities),
    ]);
    const kinds = new Set(abilities.map((a) => a.kind));
    expect([...kinds]).toEqual(expect.arrayContaining(['activated', 'applied', 'keyword', 'spell', 'static']));
    const effects = new Set(
      abilities.flatMap((a) => (a.kind === 'activated' || a.kind === 'spell' ? a.effects.map((e) => e.kind) : [])),
    );
    expect([...effects]).toEqual(
      expect.arrayContaining(['addMana', 'dealDamage', 'destroy', 'drawCards', 'gainLife', 'regenerate', 'tap']),
    );
    const costs = new Set(abilities.flatMap((a) => (a.kind === 'activated' ? a.costs.map((c) => c.kind) : [])));
    expect([...costs]).toEqual(expect.arrayContaining(['mana', 'sacrificeSelf', 'tap']));
  });

  it('a basic land has exactly its implied mana ability', async () => {
    const forest = (await parseAll()).get('lands/basic/forest.card');
    expect(forest?.card.abilities).toMatchObject([
      { kind: 'activated', implied: true, line: 0, text: '{T}: Add {G}.' },
    ]);
  });
});
