import { describe, expect, it } from 'vitest';
import { effectsOf, refusal } from './test-effects.js';

describe('becoming the monarch (720.3)', () => {
  it('reads "you become the monarch" and "target player becomes the monarch"', () => {
    expect(effectsOf('You become the monarch.')).toEqual([{ kind: 'becomeMonarch', who: { kind: 'you' } }]);
    expect(effectsOf('Target player becomes the monarch.')).toMatchObject([
      { kind: 'becomeMonarch', who: { kind: 'target', count: 1 } },
    ]);
    expect(effectsOf('All creatures get -4/-4 until end of turn. You become the monarch.')[1]).toEqual({
      kind: 'becomeMonarch',
      who: { kind: 'you' },
    });
  });

  it('refuses an object becoming the monarch, and other titles', () => {
    expect(refusal('Target creature becomes the monarch.')).not.toBeNull();
    expect(refusal('You become the king.')).not.toBeNull();
  });
});
