import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCardFile } from './formats.js';

const REAL_CARD = `name    Graven Cairns
type    land
text    {T}: Add {C}.
text    {B/R}, {T}: Add {B}{B}, {B}{R}, or {R}{R}.
text    Graven Cairns deals 2 damage to any target. (Reminder (nested) text.)
layout  split
face    Other
cost    {2/W}{X}{W/P}
pt      1+*/2
color   white blue
apply   fuse
`;

const pieces = [
  'name',
  'cost',
  'text',
  'type',
  'face',
  'layout split',
  '{',
  '}',
  '{T}',
  ':',
  ',',
  '.',
  '(',
  ')',
  '~',
  '//',
  ' - ',
  '—',
  '\t',
  '\n',
  '\r',
  '#',
  ' ',
  '{B/R}',
  'Add',
  'deals',
  'target',
  'or',
  'this creature',
  'CARDNAME',
  '"',
  '[',
  ']',
  '\u0000',
  '𝔘',
];

/** Every result must be a well-formed, JSON-safe ParseResult with sane warning places. */
function checkResult(path: string, text: string): void {
  const result = parseCardFile(path, text);
  expect(result).not.toBeNull();
  if (!result) return;
  expect(JSON.parse(JSON.stringify(result))).toEqual(result);
  const lineCount = text.split(/\r\n|\r|\n/).length;
  for (const w of result.warnings) {
    expect(w.line).toBeGreaterThanOrEqual(1);
    expect(w.line).toBeLessThanOrEqual(lineCount);
    expect(w.column).toBeGreaterThanOrEqual(1);
    expect(w.endColumn).toBeGreaterThanOrEqual(w.column);
    expect(w.message.length).toBeGreaterThan(0);
  }
  expect(parseCardFile(path, text)).toEqual(result);
}

// Generous timeouts: CI machines may be busy, and a property run is many parses.
const TIMEOUT = 60_000;

describe('the parsers never throw', () => {
  it(
    'on random text',
    () => {
      fc.assert(
        fc.property(fc.string({ unit: 'binary', maxLength: 400 }), (text) => {
          checkResult('x.card', text);
          checkResult('x.card.json', text);
        }),
        { numRuns: 300 },
      );
    },
    TIMEOUT,
  );

  it(
    'on text built from format pieces',
    () => {
      fc.assert(
        fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 80 }), (parts) => {
          checkResult('x.card', parts.join(''));
          checkResult('x.card', parts.join(' '));
        }),
        { numRuns: 300 },
      );
    },
    TIMEOUT,
  );

  it(
    'on a real card with random edits',
    () => {
      const edit = fc.record({
        at: fc.nat(REAL_CARD.length),
        remove: fc.nat(6),
        insert: fc.oneof(fc.constantFrom(...pieces), fc.string({ maxLength: 4 })),
      });
      fc.assert(
        fc.property(fc.array(edit, { minLength: 1, maxLength: 8 }), (edits) => {
          let text = REAL_CARD;
          for (const e of edits) {
            const at = Math.min(e.at, text.length);
            text = text.slice(0, at) + e.insert + text.slice(at + e.remove);
          }
          checkResult('x.card', text);
        }),
        { numRuns: 300 },
      );
    },
    TIMEOUT,
  );

  it(
    'on mutated JSON templates',
    () => {
      const json = JSON.stringify(parseCardFile('x.card', REAL_CARD)?.card, null, 2);
      fc.assert(
        fc.property(
          fc.nat(json.length),
          fc.nat(4),
          fc.constantFrom(...pieces, '1', 'null', '[]', '{}'),
          (at, remove, insert) => {
            checkResult('x.card.json', json.slice(0, at) + insert + json.slice(at + remove));
          },
        ),
        { numRuns: 300 },
      );
    },
    TIMEOUT,
  );
});
