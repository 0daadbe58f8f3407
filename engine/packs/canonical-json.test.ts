import fc from 'fast-check';
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

  it('equals a plain sorted-key writer for any JSON value (escapes, lone surrogates, shared shapes)', () => {
    // The reference: a plain recursive writer, sorting with Array.prototype.sort (code-unit order; V8's own
    // JSON.stringify cannot be the reference, as it always puts integer-like keys such as "2" first).
    const reference = (value: unknown): string => {
      if (Array.isArray(value)) return `[${value.map(reference).join(',')}]`;
      if (value === null || typeof value !== 'object') return JSON.stringify(value);
      const record = value as Record<string, unknown>;
      const keys = Object.keys(record).sort();
      return `{${keys.map((k) => `${JSON.stringify(k)}:${reference(record[k])}`).join(',')}}`;
    };
    const text = fc.string({ unit: 'binary' });
    const json = fc.letrec((tie) => ({
      value: fc.oneof(
        { depthSize: 'small' },
        text,
        // -0 is written as 0, like JSON.stringify does, so it would not parse back equal.
        fc.double({ noNaN: true, noDefaultInfinity: true }).map((n) => (Object.is(n, -0) ? 0 : n)),
        fc.integer(),
        fc.boolean(),
        fc.constant(null),
        fc.array(tie('value'), { maxLength: 4 }),
        // Few distinct keys, so objects often share a key set built in different orders.
        fc.dictionary(fc.constantFrom('a', 'b', 'B', 'kind', 'é', '10', '2', 'x"y'), tie('value'), { maxKeys: 5 }),
      ),
    })).value;
    fc.assert(
      fc.property(json, (value) => {
        expect(canonicalJson(value)).toBe(`${reference(value)}\n`);
        const indented = canonicalJson(value, 2);
        expect(JSON.parse(indented)).toEqual(value);
        expect(canonicalJson(JSON.parse(indented))).toBe(canonicalJson(value));
      }),
      { numRuns: 500 },
    );
  });
});
