import { describe, expect, it } from 'vitest';
import { effectsOf, refusal } from './test-effects.js';

describe('fight (701.12a)', () => {
  it('"Target creature you control fights target creature you don\'t control."', () => {
    expect(effectsOf("Target creature you control fights target creature you don't control.")).toMatchObject([
      {
        kind: 'fight',
        what: { kind: 'target', description: { nouns: ['creature'], qualities: [{ kind: 'controller', who: 'you' }] } },
        other: { kind: 'target', text: "target creature you don't control" },
      },
    ]);
  });

  it('"~ fights another target creature.", "it fights up to one target creature …"', () => {
    expect(effectsOf('Test Card fights another target creature.')).toMatchObject([
      { kind: 'fight', what: { kind: 'self' }, other: { kind: 'target' } },
    ]);
    expect(effectsOf("It fights up to one target creature you don't control.")).toMatchObject([
      { kind: 'fight', what: { kind: 'it' }, other: { kind: 'target', upTo: true, count: 1 } },
    ]);
  });

  it('needs a creature to fight, and a fighter', () => {
    expect(refusal('Test Card fights.')?.message).toContain('the creature it fights');
    expect(refusal('Fight target creature.')).not.toBeNull();
    expect(refusal('Target player fights target creature.')).not.toBeNull();
  });
});
