import { describe, expect, it } from 'vitest';
import { Game } from '../game/game.js';
import { setupState } from '../game/setup.js';
import { creature, forest } from '../test-support/templates.js';
import { run } from './test-run.js';

const state = setupState({
  players: [
    { battlefield: [creature('Source', '{U}', '1/1')], library: [forest(), forest(), forest()] },
    { library: [forest(), forest(), forest()] },
  ],
  step: 'cleanup',
});
const source = state.players.p1?.zones.battlefield[0] as string;

function turnsAfter(start: Game['state'], n: number): string[] {
  const game = new Game(start);
  const turns: string[] = [];
  for (let i = 0; i < n; i++) {
    while (game.state.turn.step !== 'cleanup') expect(game.perform({ type: 'nextStep' }).ok).toBe(true);
    expect(game.perform({ type: 'nextStep' }).ok).toBe(true);
    turns.push(game.state.turn.activePlayer);
  }
  return turns;
}

describe('skipNext (614.10)', () => {
  it("a skipped turn doesn't happen: the next player's comes instead, once per turn skipped", () => {
    const tx = run(state, [{ kind: 'skipNext', who: { kind: 'you' }, what: 'turn', count: 2 }], { source });
    expect(tx.state.skips).toEqual({ p1: { turns: 2, untapSteps: 0 } });
    expect(turnsAfter(tx.state, 4)).toEqual(['p2', 'p2', 'p2', 'p1']);
  });

  it('an extra turn can be skipped too, and the natural order goes on (500.7)', () => {
    const tx = run(
      state,
      [
        { kind: 'extraTurn', who: { kind: 'you' } },
        { kind: 'skipNext', who: { kind: 'you' }, what: 'turn', count: 1 },
      ],
      { source },
    );
    expect(turnsAfter(tx.state, 3)).toEqual(['p2', 'p1', 'p2']);
    expect(tx.state.skips?.p1?.turns).toBe(1);
  });
});
