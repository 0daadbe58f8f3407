import { describe, expect, it } from 'vitest';
import type { Description } from '../../templates/card-template.js';
import { effectsOf, refusal } from './test-effects.js';

const counter = (description: Description, text: string) => ({
  kind: 'counter',
  what: { kind: 'target', allowed: ['spell'], description, count: 1, upTo: false, text },
});

describe('counter (701.5)', () => {
  it.each<[string, Description, string]>([
    ['Counter target spell.', { nouns: ['spell'], qualities: [] }, 'target spell'],
    [
      'Counter target creature spell.',
      { nouns: ['spell'], qualities: [{ kind: 'type', type: 'creature', negated: false }] },
      'target creature spell',
    ],
    [
      'Counter target noncreature spell.',
      { nouns: ['spell'], qualities: [{ kind: 'type', type: 'creature', negated: true }] },
      'target noncreature spell',
    ],
    [
      'Counter target instant or sorcery spell.',
      {
        nouns: ['spell'],
        qualities: [
          {
            kind: 'anyOf',
            qualities: [
              { kind: 'type', type: 'instant', negated: false },
              { kind: 'type', type: 'sorcery', negated: false },
            ],
          },
        ],
      },
      'target instant or sorcery spell',
    ],
  ])('%s', (text, description, targetText) => {
    expect(effectsOf(text)).toEqual([counter(description, targetText)]);
  });

  it('"counter it" after a trigger', () => {
    expect(effectsOf('Whenever an opponent casts a creature spell, counter it.')).toEqual([
      { kind: 'counter', what: { kind: 'it' } },
    ]);
  });

  it.each([
    // Left for a later issue: the payment choice of the spell's controller.
    ['Counter target spell unless its controller discards a card.', 'discards a card.'],
    ['Counter target creature.', 'target creature.'],
    ['Counter target activated ability.', 'activated ability.'],
    ['Counter target blorp spell.', 'blorp spell.'],
  ])('refuses %s at the first word not understood', (text, at) => {
    expect(refusal(text)?.at).toBe(at);
  });
});
