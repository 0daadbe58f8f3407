import { describe, expect, it } from 'vitest';
import { whyCantAttack, whyCantBlock } from './combat-reasons.js';
import { setupGame, type GameObject } from './engine.js';
import { card } from './test-cards.js';

describe('combat reasons in the tester: the restrictions in play, whatever grants them', () => {
  it('names the Aura that keeps a creature from blocking and attacking (508.1c, 509.1b)', () => {
    const game = setupGame({
      players: [
        { hand: [card('bonds')], battlefield: [card('angel'), card('bears')], pool: { W: 3 } },
        { battlefield: [card('spider')] },
      ],
    });
    // c1 Luminous Bonds, c2 Serra Angel, c3 Grizzly Bears, c4 Canopy Spider.
    expect(game.perform({ type: 'cast', player: 'p1', card: 'c1', targets: ['c4'] }).ok).toBe(true);
    expect(game.perform({ type: 'resolve' }).ok).toBe(true);
    expect(whyCantAttack(game.state, 'c3', 'p1')).toBeNull();
    for (let i = 0; i < 3 && game.state.turn.step !== 'declareAttackers'; i++) game.perform({ type: 'nextStep' });
    expect(game.perform({ type: 'declareAttackers', player: 'p1', attackers: [{ creature: 'c2' }] }).ok).toBe(true);
    game.perform({ type: 'nextStep' });
    const spider = game.state.objects.c4 as GameObject;
    expect(whyCantBlock(game.state, spider)).toBe("Serra Angel: can't block (Luminous Bonds)");
    expect(whyCantAttack(game.state, 'c4', 'p2')).toBe("can't attack (Luminous Bonds)");
  });
});
