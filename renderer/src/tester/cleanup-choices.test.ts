import { describe, expect, it } from 'vitest';
import { setupGame } from './engine.js';
import { cleanupLabel, cleanupPicked, cleanupQuestion, passEndsStep } from './cleanup-choices.js';
import { card } from './test-cards.js';

const game = (n: number) =>
  setupGame({ players: [{ hand: Array.from({ length: n }, () => card('bears')) }, {}], step: 'end' });

describe('cleanupQuestion (514.1)', () => {
  it('asks, as the end step ends, which cards the active player discards down to seven', () => {
    const g = game(9);
    const q = cleanupQuestion(g.state);
    expect(q).toMatchObject({ player: 'p1', count: 2, maximum: 7 });
    expect(q?.hand).toHaveLength(9);
    expect(q && cleanupLabel(q, 'Ann')).toBe('Ann discards 2 cards down to the maximum hand size of 7 (514.1)');
    // Picks of other cards, or twice the same card, don't count.
    expect(q && cleanupPicked(q, ['c1', 'c1', 'x', 'c2'])).toEqual(['c1', 'c2']);
  });

  it('asks nothing with seven cards, nor in another step', () => {
    expect(cleanupQuestion(game(7).state)).toBeNull();
    const g = game(9);
    g.perform({ type: 'setStep', step: 'main2' });
    expect(cleanupQuestion(g.state)).toBeNull();
  });

  it('knows when a pass ends the step: the stack empty and the other player passed', () => {
    const g = game(9);
    expect(passEndsStep(g.state, 'p1')).toBe(false);
    g.perform({ type: 'passPriority', player: 'p1' });
    expect(passEndsStep(g.state, 'p2')).toBe(true);
  });
});
