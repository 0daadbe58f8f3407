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

  it('"If that spell is countered this way, exile it instead …" changes where the counter sends it (614.1a)', () => {
    const exile = effectsOf(
      "Counter target spell. If that spell is countered this way, exile it instead of putting it into its owner's graveyard.",
    );
    expect(exile).toMatchObject([{ kind: 'counter', to: 'exile' }]);
    const top = effectsOf(
      "Counter target spell. If that spell is countered this way, put it on top of its owner's library instead of into that player's graveyard.",
    );
    expect(top).toMatchObject([{ kind: 'counter', to: 'library' }]);
    // Inside "unless": only if it was countered.
    const syncopate = effectsOf(
      "Counter target spell unless its controller pays {X}. If that spell is countered this way, exile it instead of putting it into its owner's graveyard.",
    );
    expect(syncopate).toMatchObject([{ kind: 'unless', effects: [{ kind: 'counter', to: 'exile' }] }]);
    // Another sentence after a counter is its own: nothing to change here.
    expect(
      refusal(
        'Counter target spell. If that spell is countered this way, its controller may put a creature card from their hand onto the battlefield.',
      )?.at,
    ).toBe('its controller may put a creature card from their hand onto the battlefield.');
  });
});
