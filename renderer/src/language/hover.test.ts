import { describe, expect, it } from 'vitest';
import { hoverAt } from './hover.js';
import { vocabulary } from './vocabulary.js';

const hover = (line: string, column: number, abilities: Parameters<typeof hoverAt>[3] = []) =>
  hoverAt(vocabulary, line, column, abilities);

describe('hover', () => {
  it('explains a key', () => {
    const info = hover('cost {2}{W}', 2);
    expect(info).toMatchObject({ startColumn: 1, endColumn: 5 });
    expect(info?.contents[0]).toMatch(/^\*\*cost\*\* — Mana cost/);
  });

  it('says when a key is unknown', () => {
    expect(hover('nmae Shock', 1)?.contents[0]).toMatch(/is not a key/);
  });

  it('explains a mana symbol under the cursor', () => {
    const info = hover('cost {2}{W/P}', 10);
    expect(info).toMatchObject({ startColumn: 9, endColumn: 14 });
    expect(info?.contents[0]).toBe('`{W/P}` — one white mana or 2 life');
    expect(hover('text {T}: Add {G}.', 7)?.contents[0]).toBe('`{T}` — tap this permanent');
  });

  it('shows how the parser read a text line, and explains a keyword under the cursor', () => {
    const parsed = [{ description: 'Keyword: flying', unparsedReason: null }];
    const info = hover('text Flying', 8, parsed);
    expect(info?.contents[0]).toBe('**Parsed as** Keyword: flying');
    expect(info?.contents[1]).toMatch(/^\*\*flying\*\* — /);
    expect(info).toMatchObject({ startColumn: 6, endColumn: 12 });
    const unparsed = hover('text Eat the moon.', 8, [{ description: '', unparsedReason: 'no parser' }]);
    expect(unparsed?.contents).toEqual(['**Not understood:** no parser']);
  });

  it('explains types on a type line', () => {
    expect(hover('type creature - elf', 8)?.contents[0]).toMatch(/^\*\*creature\*\* — /);
  });

  it('has nothing to say about comments or plain values', () => {
    expect(hover('# cost', 3)).toBeNull();
    expect(hover('name Shock', 8)).toBeNull();
  });
});
