import { describe, expect, it } from 'vitest';
import { setupGame } from '../game/setup.js';
import { card, forest, staticAbility } from '../test-support/templates.js';
import { run } from '../effects/test-run.js';

const exploration = () =>
  card('Exploration', {
    types: ['enchantment'],
    abilities: [staticAbility({ kind: 'additionalLands', who: 'you', count: 1 })],
  });

describe('land plays (305.2)', () => {
  it('one land a turn, one more for each "additional land" effect: static and this turn\'s', () => {
    const game = setupGame({ players: [{ battlefield: [exploration()], hand: [forest(), forest(), forest()] }, {}] });
    const [a, b, c] = game.state.players.p1?.zones.hand ?? [];
    expect(game.perform({ type: 'playLand', player: 'p1', card: a as string }).ok).toBe(true);
    expect(game.perform({ type: 'playLand', player: 'p1', card: b as string }).ok).toBe(true);
    const third = game.perform({ type: 'playLand', player: 'p1', card: c as string });
    expect(third).toMatchObject({ ok: false, reason: 'you already played 2 lands this turn (305.2)' });
    const source = game.state.players.p1?.zones.battlefield[0] as string;
    const tx = run(game.state, [{ kind: 'additionalLands', who: { kind: 'you' }, count: 1 }], { source });
    expect(tx.state.turn.additionalLands).toEqual({ p1: 1 });
  });
});
