import { describe, expect, it } from 'vitest';
import { amassEffects } from './amass.js';
import { effectsOf, refusal } from './test-effects.js';

describe('amass (701.44a)', () => {
  it('is "If you don\'t control an Army creature, create a 0/0 black Zombie Army creature token. Put N +1/+1 counters on an Army creature you control."', () => {
    expect(effectsOf('Amass 2.')).toEqual(
      effectsOf(
        "If you don't control an Army creature, create a 0/0 black Zombie Army creature token. Put two +1/+1 counters on an Army creature you control.",
      ),
    );
    expect(effectsOf('Amass 2.')).toEqual(amassEffects({ kind: 'fixed', value: 2 }));
  });

  it('follows another effect of "you", in triggers and loyalty abilities', () => {
    const [lose, ...rest] = effectsOf('At the beginning of your upkeep, you lose 1 life and amass 1.');
    expect(lose).toMatchObject({ kind: 'loseLife' });
    expect(rest).toEqual(amassEffects({ kind: 'fixed', value: 1 }));
    expect(effectsOf('When ~ dies, amass 2.')).toEqual(amassEffects({ kind: 'fixed', value: 2 }));
    expect(effectsOf('-2: Amass 2.')).toEqual(amassEffects({ kind: 'fixed', value: 2 }));
  });

  it('takes X defined by the sentence, and needs a number', () => {
    const effects = effectsOf('Amass X, where X is the number of cards in your hand.');
    expect(effects[1]).toMatchObject({ kind: 'putCounters', amount: { kind: 'count' } });
    expect(refusal('Amass.')?.message).toMatch(/how many counters/);
    expect(refusal('Target player amasses 2.')).not.toBeNull();
  });
});
