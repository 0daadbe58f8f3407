import { describe, expect, it } from 'vitest';
import { canonicalJson } from './canonical-json.js';

describe('canonicalJson', () => {
  it('sorts keys at every depth, writes no whitespace and ends with a newline', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { z: true, y: null }], c: 'x' } })).toBe(
      '{"a":{"c":"x","d":[1,{"y":null,"z":true}]},"b":1}\n',
    );
  });

  it('indents by two spaces when asked, with the same key order', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { z: true, y: null }], c: 'x' } }, 2)).toBe(
      '{\n  "a": {\n    "c": "x",\n    "d": [\n      1,\n      {\n        "y": null,\n        "z": true\n      }\n    ]\n  },\n  "b": 1\n}\n',
    );
  });

  it('gives the same text whatever order the keys were built in', () => {
    const one = { name: 'Shock', colors: ['R'], faces: [] };
    const two = { faces: [], colors: ['R'], name: 'Shock' };
    expect(canonicalJson(one)).toBe(canonicalJson(two));
  });

  it('parses back to the same value and follows JSON.stringify for odd values', () => {
    const value = { s: 'é "quoted" \n', n: -1.5, e: [], o: {}, u: undefined, arr: [undefined, Infinity] };
    expect(JSON.parse(canonicalJson(value))).toEqual({ s: 'é "quoted" \n', n: -1.5, e: [], o: {}, arr: [null, null] });
    expect(canonicalJson(value)).toContain('"e":[]');
    expect(canonicalJson(value)).toContain('"o":{}');
    expect(JSON.parse(canonicalJson(value, 2))).toEqual(JSON.parse(canonicalJson(value)));
    expect(canonicalJson(value, 2)).toContain('"e": []');
    expect(canonicalJson(value, 2)).toContain('"o": {}');
  });

  it('sorts keys by code unit, not locale', () => {
    expect(Object.keys(JSON.parse(canonicalJson({ b: 1, B: 2, a: 3, é: 4 })) as object)).toEqual(['B', 'a', 'b', 'é']);
    expect(canonicalJson({ b: 1, B: 2 }).indexOf('"B"')).toBeLessThan(canonicalJson({ b: 1, B: 2 }).indexOf('"b"'));
    expect(canonicalJson({ b: 1, B: 2 }, 2).indexOf('"B"')).toBeLessThan(
      canonicalJson({ b: 1, B: 2 }, 2).indexOf('"b"'),
    );
  });
});
