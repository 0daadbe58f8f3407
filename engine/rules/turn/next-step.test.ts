import { describe, expect, it } from 'vitest';
import { setupGame } from '../game/setup.js';
import { card, forest, grizzlyBears, llanowarElves, staticAbility } from '../test-support/templates.js';
import { STEPS } from './steps.js';
import { idOf } from '../test-support/find.js';

describe('turn structure (500-514)', () => {
  it('walks every step of a turn, then the next player untaps, upkeeps and draws', () => {
    const game = setupGame({
      players: [
        { battlefield: [{ template: forest(), tapped: true }] },
        { library: [forest()], battlefield: [{ template: forest(), tapped: true }] },
      ],
      step: 'untap',
    });
    const seen: string[] = [];
    for (let i = 0; i < STEPS.length + 3; i++) {
      seen.push(game.state.turn.step);
      expect(game.perform({ type: 'nextStep' }).ok).toBe(true);
    }
    // No attackers: the blockers and damage steps are skipped (508.8).
    expect(seen.slice(0, 8)).toEqual([
      'untap',
      'upkeep',
      'draw',
      'main1',
      'beginningOfCombat',
      'declareAttackers',
      'endOfCombat',
      'main2',
    ]);
    expect(game.state.turn).toMatchObject({ number: 2, activePlayer: 'p2' });
    // 502.3: only the active player's permanents untap.
    expect(game.state.objects.c2?.tapped).toBe(false);
    expect(game.state.objects.c1?.tapped).toBe(true);
    // 504.1: p2 drew its card.
    expect(game.state.players.p2?.zones.hand).toHaveLength(1);
  });

  it('the first player skips the draw of turn 1 (103.8a)', () => {
    const game = setupGame({ players: [{ library: [forest()] }, {}], step: 'upkeep' });
    game.perform({ type: 'nextStep' });
    expect(game.state.turn.step).toBe('draw');
    expect(game.state.players.p1?.zones.hand).toHaveLength(0);
  });

  it('the mana pool empties between steps (500.4)', () => {
    const game = setupGame({ players: [{ pool: { G: 2 } }, { pool: { R: 1 } }] });
    game.perform({ type: 'nextStep' });
    expect(game.state.players.p1?.pool.G).toBe(0);
    expect(game.state.players.p2?.pool.R).toBe(0);
  });

  it('a step can not end with something on the stack (500.2)', () => {
    const g = setupGame({ players: [{ hand: [grizzlyBears()], pool: { G: 2 } }, {}] });
    g.perform({ type: 'cast', player: 'p1', card: 'c1' });
    expect(g.perform({ type: 'nextStep' })).toEqual({
      ok: false,
      reason: 'the stack is not empty: resolve it first (500.2)',
    });
  });

  it('summoning sickness wears off at its controller next turn (302.6)', () => {
    const game = setupGame({
      players: [
        { battlefield: [{ template: llanowarElves(), sick: true }], library: [forest()] },
        { library: [forest()] },
      ],
    });
    const elves = idOf(game, 'Llanowar Elves');
    expect(game.perform({ type: 'activate', player: 'p1', source: elves, ability: 0 }).ok).toBe(false);
    while (game.state.turn.number < 2) game.perform({ type: 'nextStep' });
    expect(game.perform({ type: 'activate', player: 'p1', source: elves, ability: 0 }).ok).toBe(false);
    while (game.state.turn.number < 3) game.perform({ type: 'nextStep' });
    expect(game.perform({ type: 'activate', player: 'p1', source: elves, ability: 0 }).ok).toBe(true);
  });

  it('lands played reset each turn (305.2)', () => {
    const game = setupGame({ players: [{ hand: [forest(), forest()], library: [forest()] }, { library: [forest()] }] });
    game.perform({ type: 'playLand', player: 'p1', card: 'c1' });
    while (game.state.turn.number < 3) game.perform({ type: 'nextStep' });
    while (game.state.turn.step !== 'main1') game.perform({ type: 'nextStep' });
    expect(game.perform({ type: 'playLand', player: 'p1', card: 'c2' }).ok).toBe(true);
  });
});

describe('skipped steps (614.1b, 614.10)', () => {
  it('"Skip your untap step.": nothing untaps, and the turn begins with the upkeep', () => {
    const skipper = card('Skipper', {
      types: ['enchantment'],
      abilities: [staticAbility({ kind: 'skipStep', who: 'you', step: 'untap' })],
    });
    const game = setupGame({
      players: [{}, { library: [forest()], battlefield: [skipper, { template: forest(), tapped: true }] }],
      step: 'cleanup',
    });
    expect(game.perform({ type: 'nextStep' }).ok).toBe(true);
    expect(game.state.turn).toMatchObject({ activePlayer: 'p2', step: 'upkeep' });
    expect(game.state.objects[idOf(game.state, 'Forest', 2)]?.tapped).toBe(true);
  });
});
