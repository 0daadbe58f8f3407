import { describe, expect, it } from 'vitest';
import { boardOf, combatRole } from './board-model.js';
import { setupState, type GameObject, type GameState } from './engine.js';
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

  it("lists each player's emblems (114) with their text, in every view (they are public)", () => {
    const p1 = state.players['p1'];
    if (!p1) throw new Error('no p1');
    const emblem = {
      ...(Object.values(state.objects)[0] as GameObject),
      id: 'c99',
      zone: { player: 'p1', zone: 'command' as const },
      template: {
        ...(Object.values(state.objects)[0] as GameObject).template,
        name: 'Emblem',
        types: [],
        abilities: [{ kind: 'unparsed' as const, line: 0, text: 'Creatures you control get +1/+1.' }],
      },
    };
    const withEmblem: GameState = {
      ...state,
      objects: { ...state.objects, c99: emblem },
      players: { ...state.players, p1: { ...p1, zones: { ...p1.zones, command: ['c99'] } } },
    };
    for (const viewer of [null, 'p1', 'p2']) {
      const board = boardOf(withEmblem, viewer);
      expect(board.seats[0]?.emblems).toEqual([{ id: 'c99', text: 'Creatures you control get +1/+1.' }]);
      expect(board.seats[1]?.emblems).toEqual([]);
    }
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
