import { describe, expect, it } from 'vitest';
import { boardOf, combatRole } from './board-model.js';
import { setupState } from './engine.js';
import { card } from './test-cards.js';

const state = setupState({
  players: [
    { name: 'Player 1', hand: [card('shock')], library: [card('bears')], battlefield: [card('elves')] },
    { name: 'Player 2', hand: [card('eviscerate')] },
  ],
});

describe('boardOf', () => {
  it('shows everything in the sandbox view', () => {
    const board = boardOf(state, null);
    expect(board.seats.map((s) => s.hand?.map((o) => o.template.name))).toEqual([['Shock'], ['Eviscerate']]);
    expect(board.seats[0]?.libraryCount).toBe(1);
    expect(board.seats[0]?.battlefield.map((o) => o.template.name)).toEqual(['Llanowar Elves']);
  });

  it("hides the other player's hand in a player's view", () => {
    const board = boardOf(state, 'p2');
    expect(board.seats[0]?.hand).toBeNull();
    expect(board.seats[0]?.handCount).toBe(1);
    expect(board.seats[1]?.hand?.map((o) => o.template.name)).toEqual(['Eviscerate']);
    expect(board.seats[0]?.battlefield).toHaveLength(1);
  });

  it('knows who is in combat', () => {
    expect(combatRole(null, 'c1')).toBeNull();
    const combat = {
      attackingPlayer: 'p1',
      defendingPlayer: 'p2',
      attackers: [{ creature: 'c1', target: 'p2', blocked: false, blockers: [] }],
      blockers: [{ creature: 'c9', attackers: ['c1'] }],
      attackersDeclared: true,
      blockersDeclared: true,
      dealtFirstStrikeDamage: [],
    };
    expect(combatRole(combat, 'c1')).toBe('attacking');
    expect(combatRole(combat, 'c9')).toBe('blocking');
  });
});
