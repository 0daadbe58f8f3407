import { describe, expect, it } from 'vitest';
import { effectsOf, refusal } from './test-effects.js';

const one = { kind: 'fixed', value: 1 };

describe('dealDamage: other amounts to other recipients in one sentence (120.3)', () => {
  it('"… and 1 damage to you": one effect per recipient, each with its own amount, in the order written', () => {
    expect(effectsOf('{T}: ~ deals 2 damage to any target and 1 damage to you.')).toEqual([
      expect.objectContaining({
        kind: 'dealDamage',
        amount: { kind: 'fixed', value: 2 },
        to: expect.objectContaining({ kind: 'target' }),
      }),
      { kind: 'dealDamage', amount: one, to: { kind: 'you' }, from: { kind: 'self' } },
    ]);
  });

  it('"… and 1 damage to that creature\'s controller": the controller of the object named before', () => {
    expect(effectsOf("~ deals 1 damage to target creature and 1 damage to that creature's controller.")[1]).toEqual({
      kind: 'dealDamage',
      amount: one,
      to: { kind: 'controllerOf', of: { kind: 'it' } },
      from: { kind: 'self' },
    });
  });

  it('a later part may name several recipients joined by "and"', () => {
    const effects = effectsOf(
      '~ deals 2 damage to each attacking creature and 1 damage to you and each creature you control.',
    );
    expect(effects.map((e) => e.kind === 'dealDamage' && [e.amount, e.to.kind])).toEqual([
      [{ kind: 'fixed', value: 2 }, 'each'],
      [one, 'you'],
      [one, 'each'],
    ]);
  });

  it('"… and you gain 3 life": "you" before a verb begins a clause of its own, not a second recipient', () => {
    expect(effectsOf('~ deals 3 damage to any target and you gain 3 life.')?.map((e) => e.kind)).toEqual([
      'dealDamage',
      'gainLife',
    ]);
    expect(effectsOf('~ deals 1 damage to each creature and you.')).toEqual([
      expect.objectContaining({ kind: 'dealDamage', to: expect.objectContaining({ kind: 'each' }) }),
      expect.objectContaining({ kind: 'dealDamage', to: { kind: 'you' } }),
    ]);
  });

  it('refuses a later part it cannot read whole', () => {
    expect(refusal("~ deals 1 damage to any target and 1 damage to any target of an opponent's choice.")?.at).toBe(
      "of an opponent's choice.",
    );
    expect(refusal('~ deals 1 damage to any target and 1 damage.')?.at).toBe('and 1 damage.');
  });
});
