import { describe, expect, it } from 'vitest';
import { Game } from '../game/game.js';
import { setupState } from '../game/setup.js';
import { creature, forest, target } from '../test-support/templates.js';
import { run } from './test-run.js';

const state = setupState({ players: [{ battlefield: [creature('Source', '{U}', '1/1')] }, {}] });
const source = state.players.p1?.zones.battlefield[0] as string;

describe('extraTurn (500.7)', () => {
  it('adds an extra turn for each player named, the last created at the end', () => {
    const tx = run(state, [{ kind: 'extraTurn', who: { kind: 'you' } }], { source });
    expect(tx.state.extraTurns).toEqual(['p1']);
    const both = run(tx.state, [{ kind: 'extraTurn', who: target(['player'], 'target player') }], {
      source,
      targets: ['p2'],
    });
    expect(both.state.extraTurns).toEqual(['p1', 'p2']);
  });

  it('the extra turn created last is taken first, then the natural order goes on from the turn they followed', () => {
    const start = setupState({
      players: [{ library: [forest(), forest(), forest()] }, { library: [forest(), forest(), forest()] }],
      step: 'cleanup',
    });
    // Turn 1 is p1's; p1 then p2 were given extra turns: p2's (created last) comes first, then p1's, then p2's own.
    const game = new Game({ ...start, extraTurns: ['p1', 'p2'] });
    const turns: string[] = [];
    for (let i = 0; i < 4; i++) {
      while (game.state.turn.step !== 'cleanup') expect(game.perform({ type: 'nextStep' }).ok).toBe(true);
      expect(game.perform({ type: 'nextStep' }).ok).toBe(true);
      turns.push(game.state.turn.activePlayer);
    }
    expect(turns).toEqual(['p2', 'p1', 'p2', 'p1']);
    expect(game.state.extraTurns).toEqual([]);
  });
});
