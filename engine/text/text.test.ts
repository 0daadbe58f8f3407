import { describe, expect, it } from 'vitest';
import { hasFoldedAt } from './ascii-case.js';
import { mapped, originEnd, originOf, type MappedText } from './mapped-text.js';
import { stripReminderText } from './reminder-text.js';
import { Scanner } from './scanner.js';
import { normalizeSelfReference, selfNames } from './self-reference.js';

/** The original text a mapped span came from. */
function source(original: string, m: MappedText, from: number, to: number): string {
  return original.slice(originOf(m, from), originEnd(m, to));
}

describe('normalizeSelfReference', () => {
  it('replaces the name, CARDNAME and "this creature" with ~, keeping original columns', () => {
    const original = 'Drudge Skeletons gets +1/+0 and CARDNAME and this creature too.';
    const m = normalizeSelfReference(mapped(original), ['Drudge Skeletons']);
    expect(m.text).toBe('~ gets +1/+0 and ~ and ~ too.');
    expect(source(original, m, 0, 1)).toBe('Drudge Skeletons');
    expect(source(original, m, 2, 6)).toBe('gets');
    expect(source(original, m, 17, 18)).toBe('CARDNAME');
  });

  it('does not replace inside other words and is case-sensitive for names', () => {
    expect(normalizeSelfReference(mapped('Shocker and shock and Shock.'), ['Shock']).text).toBe(
      'Shocker and shock and ~.',
    );
    expect(normalizeSelfReference(mapped('Fire-Lit Thicket'), ['Fire']).text).toBe('Fire-Lit Thicket');
    expect(normalizeSelfReference(mapped("Urza's power"), ['Urza']).text).toBe("~'s power");
  });

  it.each(['this spell', 'This land', 'this permanent', 'this artifact', 'this enchantment'])(
    'replaces %s',
    (phrase) => {
      expect(normalizeSelfReference(mapped(`${phrase} is here`), []).text).toBe('~ is here');
    },
  );

  it('prefers the longest name', () => {
    const names = selfNames('Cho-Manno, Revolutionary', true);
    expect(names).toEqual(['Cho-Manno, Revolutionary', 'Cho-Manno']);
    expect(
      normalizeSelfReference(mapped('Prevent all damage to Cho-Manno, Revolutionary and Cho-Manno.'), names).text,
    ).toBe('Prevent all damage to ~ and ~.');
    expect(selfNames('Jaya, Fiery', false)).toEqual(['Jaya, Fiery']);
  });
});

describe('stripReminderText', () => {
  it('removes parenthesized text and the space before it, keeping columns', () => {
    const original = 'Flying (This creature can fly.) and more (x)';
    const m = stripReminderText(mapped(original, 5));
    expect(m.text).toBe('Flying and more');
    expect(originOf(m, 7)).toBe(5 + original.indexOf('and'));
    expect(originEnd(m, m.text.length)).toBe(5 + original.indexOf(' (x)'));
  });

  it('leaves an unclosed parenthesis alone and empties a reminder-only line', () => {
    expect(stripReminderText(mapped('Flying (oops')).text).toBe('Flying (oops');
    expect(stripReminderText(mapped('(Only a reminder.)')).text).toBe('');
  });
});

describe('Scanner', () => {
  it('matches whole words case-insensitively and records the furthest expectation', () => {
    const s = new Scanner('Draw  two Cards');
    expect(s.words('draw two')).toBe(true);
    expect(s.words('card')).toBe(false);
    expect(s.words('cards')).toBe(true);
    expect(s.atEnd()).toBe(true);
    s.reset(0);
    s.expected('a', 0);
    s.expected('b', 5);
    s.expected('c', 5);
    expect([s.furthest, s.expectation]).toEqual([6, 'b']);
  });
});

describe('self-reference phrases in any case and spacing', () => {
  it.each([
    ['THIS CREATURE deals 1 damage.', '~ deals 1 damage.'],
    ['When This Creature dies, draw a card.', 'When ~ dies, draw a card.'],
    ['CardName gets +1/+1.', '~ gets +1/+1.'],
    ['Sacrifice this\tcreature.', 'Sacrifice this\tcreature.'],
    ['Thistle and cardnames stay.', 'Thistle and cardnames stay.'],
  ])('%s', (text, expected) => {
    expect(normalizeSelfReference(mapped(text), []).text).toBe(expected);
  });
});

describe('hasFoldedAt', () => {
  it('matches a lower-case word at a place in any ASCII case, and nothing past either end', () => {
    expect(hasFoldedAt('Forest.CARD', 6, '.card')).toBe(true);
    expect(hasFoldedAt('This creature', 0, 'this ')).toBe(true);
    expect(hasFoldedAt('card', 1, 'ards')).toBe(false);
    expect(hasFoldedAt('card', -1, 'card')).toBe(false);
  });

  it('folds letters only: other characters must be exactly the same', () => {
    expect(hasFoldedAt('x\u000ecard', 1, '.card')).toBe(false);
    expect(hasFoldedAt('@', 0, '`')).toBe(false);
    expect(hasFoldedAt('Ä', 0, 'ä')).toBe(false);
  });
});
