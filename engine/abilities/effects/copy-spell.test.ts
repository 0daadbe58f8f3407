import { describe, expect, it } from 'vitest';
import { parseAbilityText } from '../parse-ability.js';
import { effectsOf, refusal } from './test-effects.js';

const instantOrSorcery = {
  kind: 'anyOf',
  qualities: [
    { kind: 'type', type: 'instant', negated: false },
    { kind: 'type', type: 'sorcery', negated: false },
  ],
};
const one = { kind: 'fixed', value: 1 };

describe('copy a spell (707.10)', () => {
  it('"Copy target instant or sorcery spell. You may choose new targets for the copy." (707.10c)', () => {
    expect(effectsOf('Copy target instant or sorcery spell. You may choose new targets for the copy.')).toEqual([
      {
        kind: 'copySpell',
        what: {
          kind: 'target',
          allowed: ['spell'],
          description: { nouns: ['spell'], qualities: [instantOrSorcery] },
          count: 1,
          upTo: false,
          text: 'target instant or sorcery spell',
        },
        amount: one,
        newTargets: true,
      },
    ]);
  });

  it('keeps the targets without the second sentence; reads qualities of the spell copied', () => {
    expect(effectsOf('Copy target instant or sorcery spell you control with converted mana cost 2 or less.')).toEqual([
      expect.objectContaining({
        what: expect.objectContaining({
          description: {
            nouns: ['spell'],
            qualities: [
              instantOrSorcery,
              { kind: 'controller', who: 'you' },
              { kind: 'compare', property: 'manaValue', op: '<=', value: 2 },
            ],
          },
        }),
        newTargets: false,
      }),
    ]);
  });

  it('"copy it", "copy that spell twice", "you may copy it" with "… for that copy"', () => {
    expect(effectsOf('Whenever you cast an instant spell, copy it.')).toEqual([
      { kind: 'copySpell', what: { kind: 'it' }, amount: one, newTargets: false },
    ]);
    expect(effectsOf('Whenever you cast a sorcery spell, copy that spell twice.')).toEqual([
      { kind: 'copySpell', what: { kind: 'thatSpell' }, amount: { kind: 'fixed', value: 2 }, newTargets: false },
    ]);
    expect(
      effectsOf(
        'Whenever you cast an instant or sorcery spell, you may copy it. You may choose new targets for that copy.',
      ),
    ).toEqual([
      {
        kind: 'optional',
        effects: [{ kind: 'copySpell', what: { kind: 'it' }, amount: one, newTargets: true }],
        ifYouDo: [],
      },
    ]);
  });

  it('storm\'s "copy it for each spell cast before it this turn" (702.40a)', () => {
    expect(effectsOf('When you cast ~, copy it for each spell cast before it this turn.')).toEqual([
      { kind: 'copySpell', what: { kind: 'it' }, amount: { kind: 'spellsCastBefore', times: 1 }, newTargets: false },
    ]);
  });

  it('refuses what is no spell, and a new-targets sentence with nothing copied before it', () => {
    expect(refusal('Copy target creature.')?.message).toContain('what to copy');
    expect(refusal('Draw a card. You may choose new targets for the copy.')).not.toBeNull();
  });
});

describe('"When you cast ~" (601.2i, 113.6k)', () => {
  it('is a cast trigger on its own spell that works from the stack', () => {
    expect(parseAbilityText('When you cast ~, draw a card.', 1, ['Test Card']).abilities[0]).toMatchObject({
      kind: 'triggered',
      trigger: { event: { kind: 'castSpell', who: 'you', self: true } },
      zone: 'stack',
    });
  });

  it('reads Storm as its definition: copies for each spell cast before it, new targets allowed (702.40a)', () => {
    expect(parseAbilityText('Storm', 1, ['Test Card']).abilities[0]).toMatchObject({
      kind: 'triggered',
      text: 'Storm',
      trigger: { event: { kind: 'castSpell', self: true } },
      effects: [{ kind: 'copySpell', what: { kind: 'it' }, amount: { kind: 'spellsCastBefore' }, newTargets: true }],
      zone: 'stack',
    });
  });
});
