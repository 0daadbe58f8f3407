import { describe, expect, it } from 'vitest';
import { effectsOf, refusal } from './test-effects.js';

describe('clash (701.23)', () => {
  it('reads "Clash with an opponent." and "If you win, …" after it, with "Otherwise, …"', () => {
    expect(
      effectsOf(
        'Clash with an opponent. If you win, target player discards two cards. Otherwise, that player discards a card.',
      ),
    ).toMatchObject([
      { kind: 'clash' },
      {
        kind: 'conditional',
        condition: { kind: 'clashWon' },
        effects: [{ kind: 'discard', amount: { kind: 'fixed', value: 2 } }],
        otherwise: [{ kind: 'discard', who: { kind: 'thatPlayer' } }],
      },
    ]);
    expect(
      effectsOf('When ~ enters the battlefield, clash with an opponent. If you win, put a +1/+1 counter on ~.'),
    ).toEqual([
      { kind: 'clash' },
      {
        kind: 'conditional',
        condition: { kind: 'clashWon' },
        effects: [
          { kind: 'putCounters', what: { kind: 'self' }, counter: '+1/+1', amount: { kind: 'fixed', value: 1 } },
        ],
        otherwise: [],
      },
    ]);
  });

  it('refuses "If you win" with no clash before it, and a clash with anyone else', () => {
    expect(refusal('If you win, draw a card.')).not.toBeNull();
    expect(refusal('Draw a card. If you win, draw a card.')).not.toBeNull();
    expect(refusal('Clash with target player.')?.message).toMatch(/with an opponent/);
    expect(refusal('Target player clashes with an opponent.')).not.toBeNull();
  });
});
