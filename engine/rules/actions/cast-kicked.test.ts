import { describe, expect, it } from 'vitest';
import { setupGame } from '../game/setup.js';
import { idOf } from '../test-support/find.js';
import { shock } from '../test-support/templates.js';

describe('casting kicked (702.33)', () => {
  it('refuses kicked for a card without kicker and changes nothing', () => {
    const game = setupGame({ players: [{ hand: [shock()], pool: { R: 1 } }, {}] });
    const before = game.state;
    const card = idOf(game, 'Shock');
    expect(game.perform({ type: 'cast', player: 'p1', card, targets: ['p2'], kicked: true })).toEqual({
      ok: false,
      reason: 'Shock has no kicker (702.33)',
    });
    expect(game.state).toBe(before);
  });

  it('a spell cast without kicker is not kicked, whether kicked is false or left out', () => {
    for (const kicked of [false, undefined]) {
      const game = setupGame({ players: [{ hand: [shock()], pool: { R: 1 } }, {}] });
      const card = idOf(game, 'Shock');
      const cast = game.perform({
        type: 'cast',
        player: 'p1',
        card,
        targets: ['p2'],
        ...(kicked === undefined ? {} : { kicked }),
      });
      expect(cast.ok).toBe(true);
      expect(game.state.stack).toMatchObject([{ kind: 'spell', card, kicked: false }]);
    }
  });
});

describe('casting with buyback (702.27)', () => {
  it('refuses buyback for a card without it and changes nothing', () => {
    const game = setupGame({ players: [{ hand: [shock()], pool: { R: 1 } }, {}] });
    const before = game.state;
    const card = idOf(game, 'Shock');
    expect(game.perform({ type: 'cast', player: 'p1', card, targets: ['p2'], buyback: true })).toEqual({
      ok: false,
      reason: `Shock (${card}) has no buyback (702.27)`,
    });
    expect(game.state).toBe(before);
  });
});
