import { describe, expect, it } from 'vitest';
import { effectsOf, refusal } from './test-effects.js';

describe('"Choose a color." (608.2d)', () => {
  it('is an effect of a resolving text, which "the chosen color" after it reads', () => {
    expect(
      effectsOf('Choose a color. Creatures you control gain protection from the chosen color until end of turn.'),
    ).toEqual([
      { kind: 'chooseColor' },
      {
        kind: 'modify',
        what: { kind: 'each', description: { nouns: ['creature'], qualities: [{ kind: 'controller', who: 'you' }] } },
        modifications: [
          { kind: 'protection', protection: { everything: false, qualities: [{ kind: 'chosen', what: 'color' }] } },
        ],
        duration: 'endOfTurn',
      },
    ]);
    expect(effectsOf('Choose a color. ~ deals X damage to each creature of the chosen color.')[0]).toEqual({
      kind: 'chooseColor',
    });
  });

  it('makes a line of its own, and chooses nothing but a color', () => {
    expect(refusal('Choose a color.')).toBeNull();
    expect(refusal('Choose a color and a number.')).not.toBeNull();
  });
});
