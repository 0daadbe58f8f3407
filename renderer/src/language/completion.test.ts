import { describe, expect, it } from 'vitest';
import { completionsAt } from './completion.js';
import { vocabulary } from './vocabulary.js';

/** Completions with the cursor at the `|` in `line`. */
const at = (line: string) => {
  const column = line.indexOf('|') + 1;
  return completionsAt(vocabulary, line.replace('|', ''), column);
};
const labels = (line: string): string[] => at(line).items.map((i) => i.label);

describe('completion', () => {
  it('suggests keys at the start of a line, replacing the typed part', () => {
    const result = at('na|');
    expect(result.from).toBe(0);
    expect(labels('na|')).toEqual(expect.arrayContaining(['name', 'cost', 'type', 'text', 'pt']));
    expect(at('|').items.find((i) => i.label === 'cost')?.insertText).toBe('cost ');
  });

  it('suggests supertypes, card types, then subtypes after the dash', () => {
    expect(labels('super leg|')).toContain('legendary');
    expect(labels('type crea|')).toContain('creature');
    expect(labels('type crea|')).not.toContain('elf');
    const sub = at('type creature - el|');
    expect(sub.items.map((i) => i.label)).toContain('elf');
    expect(sub.from).toBe('type creature - '.length);
  });

  it('suggests keywords on text lines and colors on color lines', () => {
    expect(labels('text fly|')).toEqual(expect.arrayContaining(['flying', 'first strike', 'vigilance']));
    expect(labels('color gr|')).toContain('green');
  });

  it('suggests mana symbols after an open brace, replacing from the brace', () => {
    const result = at('cost {2}{W/|');
    expect(result.from).toBe('cost {2}'.length);
    expect(result.items.map((i) => i.label)).toEqual(expect.arrayContaining(['{W}', '{W/U}', '{W/P}', '{2/W}']));
    expect(labels('text {|')).toContain('{T}');
    // Costs have no tap symbol.
    expect(labels('cost |')).not.toContain('{T}');
    expect(labels('cost |')).toContain('{G}');
  });

  it('offers nothing in comments or after unknown keys', () => {
    expect(labels('# na|')).toEqual([]);
    expect(labels('name Sho|')).toEqual([]);
  });
});
