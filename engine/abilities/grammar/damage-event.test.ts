import { describe, expect, it } from 'vitest';
import { watchedDamage } from './damage-event.js';
import { scan } from './test-scan.js';

const you = { kind: 'you' };
const self = { kind: 'self' };
const each = (nouns: string[], qualities: unknown[] = []) => ({ kind: 'each', description: { nouns, qualities } });
const opponents = { kind: 'controller', who: 'opponent' };

describe('damage events (614.1a, 615)', () => {
  it.each([
    ['a source would deal damage to you, prevent', { damage: 'all', to: [you], by: [each(['source'])] }, ', prevent'],
    [
      'a source an opponent controls would deal damage to you or a permanent you control,',
      {
        damage: 'all',
        to: [you, each(['permanent'], [{ kind: 'controller', who: 'you' }])],
        by: [each(['source'], [opponents])],
      },
      ',',
    ],
    ['~ would deal combat damage to a player, it', { damage: 'combat', to: [each(['player'])], by: [self] }, ', it'],
    ['a spell would deal noncombat damage,', { damage: 'noncombat', to: null, by: [each(['spell'])] }, ','],
    ['damage would be dealt to ~, prevent', { damage: 'all', to: [self], by: null }, ', prevent'],
    ['combat damage would be dealt to you.', { damage: 'combat', to: [you], by: null }, '.'],
    ['~ would be dealt damage, prevent', { damage: 'all', to: [self], by: null }, ', prevent'],
    [
      'a source would deal damage to another Dinosaur you control,',
      {
        damage: 'all',
        to: [each(['creature'], [{ kind: 'subtype', subtype: 'Dinosaur', negated: false }])],
        by: [each(['source'])],
      },
      ',',
    ],
  ])('reads "%s"', (text, value, rest) => {
    const read = scan(watchedDamage, text);
    expect(read.rest).toBe(rest);
    if (text.includes('another')) {
      // "another": not the source (109.5), after the description's own qualities.
      expect(JSON.stringify(read.value)).toContain('"other"');
      return;
    }
    expect(read.value).toEqual(value);
  });

  it.each(['~ would die, exile it instead.', 'you would draw a card,', 'a source would deal 3 or less damage to ~,'])(
    'is not "%s", and stays where it was',
    (text) => {
      expect(scan(watchedDamage, text)).toEqual({ value: null, rest: text });
    },
  );
});
