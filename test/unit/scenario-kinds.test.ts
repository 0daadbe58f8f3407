import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ALL_KINDS, kindsOf } from '../../engine/abilities/kinds.js';
import { parseScenario } from '../../engine/rules/scenario/parse.js';
import { lookupIn, runScenario } from '../../engine/rules/scenario/run.js';
import type { CardTemplate } from '../../engine/templates/card-template.js';
import { byName, loadCards } from '../../host/cli/commands/card-library.js';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Understood means executed: every kind of phrase the parser can produce (ability, effect, trigger event, subject,
 * amount, cost) is used by a card of some shipped scenario in cards/scenarios/, and those scenarios pass (the
 * `cardsmith test` unit test runs them). A new kind without a scenario fails here, naming it.
 */
describe('every parsed kind has a scenario', () => {
  it('cards/scenarios use a card of every kind', async () => {
    const cards = byName(await loadCards(['cards'], repo));
    const lookup = lookupIn(cards.values());
    const used = new Set<string>();
    const folder = path.join(repo, 'cards', 'scenarios');
    for (const file of (await readdir(folder)).filter((f) => f.endsWith('.scenario'))) {
      const { scenario } = parseScenario(await readFile(path.join(folder, file), 'utf8'), file);
      const seen: CardTemplate[] = [];
      runScenario(scenario, (name) => {
        const card = lookup(name);
        if (card) seen.push(card);
        return card;
      });
      for (const card of seen) for (const kind of kindsOf(card)) used.add(kind);
    }
    expect(ALL_KINDS.filter((kind) => !used.has(kind))).toEqual([]);
  });
});
