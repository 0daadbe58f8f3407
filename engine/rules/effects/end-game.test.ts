import { describe, expect, it } from 'vitest';
import { setupState } from '../game/setup.js';
import { creature } from '../test-support/templates.js';
import { run } from './test-run.js';

const state = setupState({ players: [{ battlefield: [creature('Source', '{W}', '1/1')] }, {}] });
const source = state.players.p1?.zones.battlefield[0] as string;

describe('endGame (104.2b, 104.3e)', () => {
  it('"you lose the game": that player loses', () => {
    const tx = run(state, [{ kind: 'endGame', who: { kind: 'you' }, result: 'lose' }], { source });
    expect(tx.state.players.p1?.lost).toBe(true);
    expect(tx.state.players.p2?.lost).toBe(false);
  });

  it('"you win the game": every other player loses and the player is the winner; one who lost already doesn\'t win', () => {
    const tx = run(state, [{ kind: 'endGame', who: { kind: 'you' }, result: 'win' }], { source });
    expect(tx.state.winner).toBe('p1');
    expect(tx.state.players.p2?.lost).toBe(true);
    const lost = run(
      state,
      [
        { kind: 'endGame', who: { kind: 'you' }, result: 'lose' },
        { kind: 'endGame', who: { kind: 'you' }, result: 'win' },
      ],
      { source },
    );
    expect(lost.state.winner).toBe(null);
    expect(lost.state.players.p2?.lost).toBe(false);
  });
});
