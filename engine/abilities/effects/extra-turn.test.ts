import { describe, expect, it } from 'vitest';
import { effectsOf, refusal } from './test-effects.js';

describe('extra turns (500.7)', () => {
  it('reads "take an extra turn after this one" for you or a named player', () => {
    expect(effectsOf('Take an extra turn after this one.')).toEqual([{ kind: 'extraTurn', who: { kind: 'you' } }]);
    expect(effectsOf('Target player takes an extra turn after this one.')).toMatchObject([
      { kind: 'extraTurn', who: { kind: 'target', count: 1 } },
    ]);
    expect(effectsOf('Tap all creatures your opponents control. You take an extra turn after this one.')[1]).toEqual({
      kind: 'extraTurn',
      who: { kind: 'you' },
    });
  });

  it('refuses an extra turn at another time', () => {
    expect(refusal('Take an extra turn after the next one.')?.at).toBe('after the next one.');
  });
});
