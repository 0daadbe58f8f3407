import { describe, expect, it } from 'vitest';
import { cardGrammar } from './grammar.js';
import { tokenizeLine } from './monarch-lite.js';
import { vocabulary } from './vocabulary.js';

const grammar = cardGrammar(vocabulary.keys.map((k) => k.name));
/** `[type, text]` pairs, skipping whitespace-only text tokens to keep the expectations readable. */
const tokens = (line: string): [string, string][] =>
  tokenizeLine(grammar, line)
    .filter((t) => !(t.type === 'text' && t.text.trim() === ''))
    .map((t) => [t.type, t.text.trim()]);

describe('card grammar', () => {
  it('colors a known key at the start of a line, case-insensitively', () => {
    expect(tokens('name    Llanowar Elves')).toEqual([
      ['key', 'name'],
      ['text', 'Llanowar Elves'],
    ]);
    expect(tokens('NAME Shock')[0]).toEqual(['key', 'NAME']);
  });

  it('marks an unknown key', () => {
    expect(tokens('nmae Shock')[0]).toEqual(['key.unknown', 'nmae']);
  });

  it('does not treat a key word later in the line as a key', () => {
    expect(tokens('text Draw a card name')).toEqual([
      ['key', 'text'],
      ['text', 'Draw a card name'],
    ]);
  });

  it('reads mana symbols, hybrid and phyrexian included', () => {
    expect(tokens('cost {2}{W/P}{B/R}{2/G}{X}')).toEqual([
      ['key', 'cost'],
      ['mana', '{2}{W/P}{B/R}{2/G}{X}'],
    ]);
  });

  it('reads ~, numbers and tap symbols in rules text', () => {
    expect(tokens('text {T}: ~ deals 2 damage to any target.')).toEqual([
      ['key', 'text'],
      ['mana', '{T}'],
      ['text', ':'],
      ['self', '~'],
      ['text', 'deals'],
      ['number', '2'],
      ['text', 'damage to any target.'],
    ]);
  });

  it('reads reminder text in parentheses, braces inside included', () => {
    expect(tokens('text Flying (This creature can block {T}.)')).toEqual([
      ['key', 'text'],
      ['text', 'Flying'],
      ['reminder', '(This creature can block {T}.)'],
    ]);
    // An unclosed parenthesis still reads to the end of the line (the user is typing it).
    expect(tokens('text (unfinished')[1]).toEqual(['reminder', '(unfinished']);
  });

  it('reads power/toughness with stars', () => {
    expect(tokens('pt 1+*/2')).toEqual([
      ['key', 'pt'],
      ['number', '1+*/2'],
    ]);
    expect(tokens('pt */*')[1]).toEqual(['number', '*/*']);
  });

  it('reads # comment lines, even indented, and only at the start', () => {
    expect(tokens('# a comment {W}')).toEqual([['comment', '# a comment {W}']]);
    expect(tokens('   # indented')).toEqual([['comment', '# indented']]);
    expect(tokens('text Say #1')).toEqual([
      ['key', 'text'],
      ['text', 'Say #'],
      ['number', '1'],
    ]);
  });

  it('covers every character of a line', () => {
    const line = 'text {B/R}, {T}: Add {B}{R}. (~ rocks) 3/3 #x';
    const all = tokenizeLine(grammar, line);
    expect(all.map((t) => t.text).join('')).toBe(line);
    all.forEach((t, i) => i > 0 && expect(t.offset).toBe((all[i - 1]?.offset ?? 0) + (all[i - 1]?.text.length ?? 0)));
  });
});
