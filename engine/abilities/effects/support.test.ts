import { describe, expect, it } from 'vitest';
import { effectsOf, refusal } from './test-effects.js';

describe('support (701.35a)', () => {
  it('on a permanent is "Put a +1/+1 counter on each of up to N other target creatures."', () => {
    expect(effectsOf('When ~ enters the battlefield, support 2.')).toEqual(
      effectsOf('When ~ enters the battlefield, put a +1/+1 counter on each of up to two other target creatures.'),
    );
    const [optional] = effectsOf('At the beginning of combat on your turn, you may pay {3}{W}. If you do, support 2.');
    expect(optional).toMatchObject({
      kind: 'optional',
      ifYouDo: [
        { kind: 'putCounters', what: { count: 2, upTo: true, description: { qualities: [{ kind: 'other' }] } } },
      ],
    });
  });

  it('on an instant or sorcery is "… on each of up to N target creatures.", X as announced', () => {
    expect(effectsOf('Support 2.')).toEqual(effectsOf('Put a +1/+1 counter on each of up to two target creatures.'));
    expect(effectsOf('Support X.')).toEqual(effectsOf('Put a +1/+1 counter on each of up to X target creatures.'));
  });

  it('needs a number, and a trigger announces no X', () => {
    expect(refusal('Support.')?.message).toMatch(/how many creatures/);
    expect(refusal('When ~ enters the battlefield, support X.')).not.toBeNull();
    expect(refusal('Target player supports 2.')).not.toBeNull();
  });
});
