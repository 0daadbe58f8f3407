import { describe, expect, it } from 'vitest';
import { parseCardText } from '../card-text/parse-card-text.js';
import { parseCardJson } from './card-json-format.js';
import { readJson } from './json-with-positions.js';

describe('parseCardJson', () => {
  it('reads a short template, parsing string abilities and a string mana cost', () => {
    const text = `{
  "name": "Ornithopter",
  "manaCost": "{0}",
  "types": ["artifact", "creature"],
  "subtypes": ["Thopter"],
  "power": "0",
  "toughness": 2,
  "abilities": ["Flying"]
}`;
    const { card, warnings } = parseCardJson(text, 'o.card.json');
    expect(warnings).toEqual([]);
    expect(card).toEqual({
      name: 'Ornithopter',
      manaCost: [{ kind: 'generic', amount: 0 }],
      colors: [],
      colorIndicator: null,
      supertypes: [],
      types: ['artifact', 'creature'],
      subtypes: ['Thopter'],
      power: '0',
      toughness: '2',
      loyalty: null,
      abilities: [{ kind: 'keyword', keyword: 'flying', line: 8, text: 'Flying' }],
      layout: 'normal',
      faces: [],
      unknownLines: [],
    });
  });

  it('round-trips a template written by the text parser', () => {
    const fromText = parseCardText(
      'name Dryad Arbor\ncolor green\ntype land - forest\ntype creature - dryad\npt 1/1',
      'x',
    ).card;
    const { card, warnings } = parseCardJson(JSON.stringify(fromText, null, 2), 'x.card.json');
    expect(warnings).toEqual([]);
    expect(card).toEqual(fromText);
  });

  it("reads an older template's cantBlock static as today's combat restriction of ~ itself", () => {
    const text = JSON.stringify({
      name: 'Hulking Cyclops',
      types: ['creature'],
      abilities: [{ kind: 'static', line: 5, text: "~ can't block.", effect: { kind: 'cantBlock' } }],
    });
    const fromText = parseCardText("name Hulking Cyclops\ntype creature\npt 5/5\ntext ~ can't block.", 'x').card;
    expect(parseCardJson(text, 'x.card.json').card.abilities.map((a) => a.kind === 'static' && a.effect)).toEqual(
      fromText.abilities.map((a) => a.kind === 'static' && a.effect),
    );
  });

  it('gives bad-json with the line and column of a syntax error', () => {
    const { card, warnings } = parseCardJson('{\n  "name": "A",\n  "types": ["instant",]\n}', 'bad.card.json');
    expect(card.name).toBe('');
    expect(warnings).toEqual([
      {
        file: 'bad.card.json',
        line: 3,
        column: 23,
        endColumn: 24,
        code: 'bad-json',
        message: 'this is not valid JSON: expected a value but found "]"',
      },
    ]);
  });

  it('gives bad-template at the field for schema problems, and keeps what is good', () => {
    const text =
      '{\n  "name": "A",\n  "types": ["instant", "spell"],\n  "flavor": "x",\n  "power": true,\n  "abilities": [42, "Draw a card."]\n}';
    const { card, warnings } = parseCardJson(text, 'x');
    expect(card.types).toEqual(['instant']);
    expect(card.abilities).toMatchObject([{ kind: 'spell', line: 6 }]);
    expect(warnings.map((w) => [w.line, w.column, w.code])).toEqual([
      [3, 24, 'bad-template'],
      [4, 3, 'bad-template'],
      [5, 12, 'bad-template'],
      [6, 17, 'bad-template'],
    ]);
  });

  it('warns on a missing name, a bad mana cost, an unparsed string ability, and a non-object', () => {
    expect(parseCardJson('{"manaCost": "{Q}", "abilities": ["Wibble 2."]}', 'x').warnings.map((w) => w.code)).toEqual([
      'missing-name',
      'bad-mana-cost',
      'unparsed-ability',
    ]);
    expect(parseCardJson('[1, 2]', 'x').warnings.map((w) => w.code)).toEqual(['bad-template']);
    expect(parseCardJson('', 'x').warnings.map((w) => w.code)).toEqual(['bad-json']);
  });
});

describe('readJson', () => {
  it('agrees with JSON.parse on valid input and records positions', () => {
    const text = '{"a": [1, -2.5e3, "x\\n\\u0041"], "b": {"c": null, "d": true}}';
    const read = readJson(text);
    expect(read.value).toEqual(JSON.parse(text));
    expect(read.positions.get('a.2')).toBe(text.indexOf('"x'));
    expect(read.positions.get('b.d')).toBe(text.indexOf('true'));
  });

  it('survives absurd nesting without throwing', () => {
    expect(readJson('['.repeat(100_000)).error).not.toBeNull();
  });

  it('does not let "__proto__" keys change the prototype', () => {
    const read = readJson('{"__proto__": {"polluted": true}}');
    expect(Object.getPrototypeOf(read.value)).toBe(Object.prototype);
  });
});

describe('parseCardJson: ability objects', () => {
  it('rejects an ability object missing what its kind needs', () => {
    const text = JSON.stringify({
      name: 'A',
      abilities: [
        { kind: 'activated', text: '{T}: Add {G}.' },
        { kind: 'keyword', keyword: 'flying', text: 'Flying', line: 2 },
        { kind: 'static', text: 'x', effect: { kind: 'fly' } },
      ],
    });
    const { card, warnings } = parseCardJson(text, 'x');
    expect(card.abilities).toEqual([{ kind: 'keyword', keyword: 'flying', text: 'Flying', line: 2 }]);
    expect(warnings.map((w) => w.code)).toEqual(['bad-template', 'bad-template']);
  });

  it('keeps an unparsed ability object as its text only, dropping the reason older templates carried', () => {
    const text = JSON.stringify({
      name: 'A',
      abilities: [{ kind: 'unparsed', text: 'Whenever ~ dances, shuffle.', line: 4, reason: 'no parser' }],
    });
    const { card, warnings } = parseCardJson(text, 'x');
    expect(card.abilities).toEqual([{ kind: 'unparsed', text: 'Whenever ~ dances, shuffle.', line: 4 }]);
    expect(warnings).toEqual([]);
  });
});
