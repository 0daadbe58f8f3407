import { describe, expect, it } from 'vitest';
import { setupGame } from '../game/setup.js';
import { grizzlyBears } from '../test-support/templates.js';

describe('sandbox actions (undoable like any action)', () => {
  it('addCard puts a new object into a zone, with state', () => {
    const game = setupGame();
    expect(
      game.perform({
        type: 'addCard',
        player: 'p2',
        zone: 'battlefield',
        template: grizzlyBears(),
        tapped: true,
        damage: 1,
        counters: { '+1/+1': 1 },
        canBlockAdditional: 2,
      }).ok,
    ).toBe(true);
    expect(game.state.objects.c1).toMatchObject({
      owner: 'p2',
      tapped: true,
      damage: 1,
      counters: { '+1/+1': 1 },
      canBlockAdditional: 2,
    });
    game.undo();
    expect(game.state.objects).toEqual({});
    expect(game.state.players.p2?.zones.battlefield).toEqual([]);
    expect(game.perform({ type: 'addCard', player: 'p9', zone: 'hand', template: grizzlyBears() }).ok).toBe(false);
  });

  it('setLife and setPool validate their input', () => {
    const game = setupGame();
    expect(game.perform({ type: 'setLife', player: 'p1', life: 7 }).ok).toBe(true);
    expect(game.state.players.p1?.life).toBe(7);
    expect(game.perform({ type: 'setPool', player: 'p1', pool: { W: 0, U: 0, B: 0, R: -1, G: 0, C: 0 } }).ok).toBe(
      false,
    );
    expect(game.perform({ type: 'setPool', player: 'p1', pool: { W: 0, U: 0, B: 0, R: 1.5, G: 0, C: 0 } }).ok).toBe(
      false,
    );
    expect(game.perform({ type: 'setPool', player: 'p1', pool: { W: 1, U: 0, B: 0, R: 0, G: 0, C: 2 } }).ok).toBe(true);
    expect(game.perform({ type: 'setLife', player: 'p7', life: 1 }).ok).toBe(false);
  });

  it('setStep into combat creates the combat; out of combat removes it', () => {
    const game = setupGame();
    game.perform({ type: 'setStep', step: 'declareAttackers' });
    expect(game.state.combat).toMatchObject({ attackingPlayer: 'p1', defendingPlayer: 'p2', attackers: [] });
    game.perform({ type: 'setStep', step: 'main2' });
    expect(game.state.combat).toBeNull();
  });

  it('sandbox actions work even after the game is over', () => {
    const game = setupGame({ players: [{}, { life: 1 }] });
    game.perform({ type: 'setLife', player: 'p2', life: 0 });
    expect(game.state.winner).toBe('p1');
    expect(game.perform({ type: 'setLife', player: 'p1', life: 5 }).ok).toBe(true);
  });
});
