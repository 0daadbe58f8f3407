import { describe, expect, it } from 'vitest';
import { lineAbilities } from './line-abilities.js';
import { parseCard } from './parse.js';

describe('lineAbilities', () => {
  const text = 'name Odd Elf\ntype creature - elf\npt 1/1\ntext {T}: Add {G}.\ntext Whenever ~ dances, shuffle.\n';
  const result = parseCard('odd-elf.card', text);

  it('describes a parsed ability on the line', () => {
    expect(result).not.toBeNull();
    const [ability] = lineAbilities(result!, 4);
    expect(ability?.unparsedReason).toBeNull();
    expect(ability?.description).toContain('{G}');
  });

  it("gives an unparsed line the parse's warning for that line as the reason", () => {
    const warning = result!.warnings.find((w) => w.line === 5);
    expect(warning?.code).toBe('unparsed-ability');
    expect(lineAbilities(result!, 5)).toEqual([{ description: expect.any(String), unparsedReason: warning?.message }]);
  });

  it('gives nothing for a line without abilities', () => {
    expect(lineAbilities(result!, 1)).toEqual([]);
  });
});
