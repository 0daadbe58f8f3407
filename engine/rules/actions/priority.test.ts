import { describe, expect, it } from 'vitest';
import { setupGame } from '../game/setup.js';
import { shock, grizzlyBears } from '../test-support/templates.js';

describe('priority (117) and the stack (405)', () => {
  it('the active player gets priority first; passing hands it on (117.3d)', () => {
    const game = setupGame();
    expect(game.state.turn.priority).toBe('p1');
    game.perform({ type: 'passPriority', player: 'p1' });
    expect(game.state.turn).toMatchObject({ priority: 'p2', passes: ['p1'] });
    expect(game.perform({ type: 'passPriority', player: 'p1' })).toEqual({
      ok: false,
      reason: 'p2 has priority, not p1',
    });
  });

  it('acting resets the passes and gives the actor priority (117.3c)', () => {
    const game = setupGame({ players: [{}, { hand: [shock()], pool: { R: 1 } }] });
    game.perform({ type: 'passPriority', player: 'p1' });
    game.perform({ type: 'cast', player: 'p2', card: 'c1', targets: ['p1'] });
    expect(game.state.turn).toMatchObject({ priority: 'p2', passes: [] });
    game.perform({ type: 'passPriority', player: 'p2' });
    game.perform({ type: 'passPriority', player: 'p1' });
    expect(game.state.players.p1?.life).toBe(18);
    // 117.3b: after resolution the active player receives priority.
    expect(game.state.turn).toMatchObject({ priority: 'p1', passes: [] });
  });

  it('last in, first out (405.2): a response resolves first', () => {
    const game = setupGame({
      players: [
        { hand: [shock()], pool: { R: 1 } },
        { hand: [shock()], pool: { R: 1 }, battlefield: [grizzlyBears()] },
      ],
    });
    game.perform({ type: 'cast', player: 'p1', card: 'c1', targets: ['c3'] });
    game.perform({ type: 'cast', player: 'p2', card: 'c2', targets: ['p1'] });
    expect(game.state.stack.map((s) => s.kind === 'spell' && s.card)).toEqual(['c1', 'c2']);
    game.perform({ type: 'resolve' });
    expect(game.state.players.p1?.life).toBe(18);
    expect(game.state.objects.c3?.zone.zone).toBe('battlefield');
    game.perform({ type: 'resolve' });
    expect(game.state.objects.c3?.zone.zone).toBe('graveyard');
  });

  it('resolving an empty stack is refused', () => {
    expect(setupGame().perform({ type: 'resolve' })).toEqual({ ok: false, reason: 'the stack is empty' });
  });

  it('players who lost are skipped', () => {
    const game = setupGame({ players: [{}, {}, {}] });
    game.perform({ type: 'setLife', player: 'p2', life: 0 });
    expect(game.state.players.p2?.lost).toBe(true);
    game.perform({ type: 'passPriority', player: 'p1' });
    expect(game.state.turn.priority).toBe('p3');
  });
});
