import { describe, expect, it } from 'vitest';
import { setupGame } from './engine.js';
import { card } from './test-cards.js';
import { keepTappedCandidates, keptTapped } from './untap-choices.js';

const game = () =>
  setupGame({
    players: [
      { battlefield: [{ template: card('satyr'), tapped: true }] },
      {
        battlefield: [
          { template: card('satyr'), tapped: true },
          { template: card('satyr') },
          { template: card('bears'), tapped: true },
        ],
      },
    ],
  });

describe('keepTappedCandidates (502.3)', () => {
  it("offers, in the cleanup step, the next player's tapped permanents that may stay tapped", () => {
    const g = game();
    expect(keepTappedCandidates(g.state)).toEqual([]);
    g.perform({ type: 'setStep', step: 'cleanup' });
    // p2's tapped Satyr only: not p1's (not their untap step), not the untapped one, not the Bears.
    expect(keepTappedCandidates(g.state).map((o) => o.id)).toEqual(['c2']);
  });

  it('keeps only ticks that still apply, and the next step keeps those tapped', () => {
    const g = game();
    g.perform({ type: 'setStep', step: 'cleanup' });
    const kept = keptTapped(g.state, ['c2', 'c4', 'c1']);
    expect(kept).toEqual(['c2']);
    expect(g.perform({ type: 'nextStep', keepTapped: kept }).ok).toBe(true);
    expect(g.state.objects.c2?.tapped).toBe(true);
    expect(g.state.objects.c4?.tapped).toBe(false);
    expect(keptTapped(g.state, ['c2'])).toEqual([]);
  });
});
