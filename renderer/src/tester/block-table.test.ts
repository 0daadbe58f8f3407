import { describe, expect, it } from 'vitest';
import { blockTable, cellDescription, foldersOf, inFolder } from './block-table.js';
import { card } from './test-cards.js';

describe('blockTable', () => {
  it('answers every attacker/blocker pair with the engine, sorted by name, with reasons', () => {
    const table = blockTable([card('angel'), card('bears'), card('spider'), card('shock'), card('bears')]);
    expect(table.creatures).toEqual(['Canopy Spider', 'Grizzly Bears', 'Serra Angel']);
    const at = (attacker: string, blocker: string) =>
      table.cells[table.creatures.indexOf(attacker)]?.[table.creatures.indexOf(blocker)];
    expect(at('Serra Angel', 'Canopy Spider')).toEqual({ ok: true, reasons: [] });
    expect(at('Serra Angel', 'Grizzly Bears')).toEqual({ ok: false, reasons: ['flying: needs flying or reach'] });
    expect(at('Grizzly Bears', 'Serra Angel')?.ok).toBe(true);
  });

  it('describes a cell for hover and screen readers', () => {
    expect(
      cellDescription('Serra Angel', 'Grizzly Bears', { ok: false, reasons: ['flying: needs flying or reach'] }),
    ).toBe("Grizzly Bears can't block Serra Angel: flying: needs flying or reach");
    expect(cellDescription('A', 'B', { ok: true, reasons: [] })).toBe('B can block A');
  });

  it('lists folders and filters cards by folder', () => {
    expect(foldersOf(['a/b/x.card', 'a/y.card', 'z.card'])).toEqual(['a', 'a/b']);
    const cards = [
      { path: 'a/b/x.card', template: card('bears') },
      { path: 'ab/y.card', template: card('angel') },
    ];
    expect(inFolder(cards, 'a').map((c) => c.path)).toEqual(['a/b/x.card']);
    expect(inFolder(cards, '')).toHaveLength(2);
  });
});
