import { describe, expect, it } from 'vitest';
import { setupGame } from '../game/setup.js';
import { forest, grizzlyBears, shock } from '../test-support/templates.js';
import { playerView } from './player-view.js';
import { moveTo } from '../ops/zones.js';
import { Transaction } from '../state/transaction.js';

describe('playerView (hidden information, 400.2)', () => {
  const game = setupGame({
    players: [
      { hand: [shock()], library: [forest(), forest()], battlefield: [grizzlyBears()] },
      { hand: [forest(), shock()], library: [grizzlyBears()], graveyard: [shock()] },
    ],
  });

  it("hides the opponent's hand but shows its size", () => {
    const view = playerView(game.state, 'p1');
    expect(view.players.p1?.hand).toEqual(['c3']);
    expect(view.players.p2?.hand).toBeNull();
    expect(view.players.p2?.handCount).toBe(2);
    const p2Hand = game.state.players.p2?.zones.hand ?? [];
    for (const id of p2Hand) expect(view.objects[id]).toBeUndefined();
    expect(view.objects.c3?.template.name).toBe('Shock');
  });

  it("hides every library's order and cards, even the viewer's own", () => {
    const view = playerView(game.state, 'p1');
    expect(view.players.p1?.libraryCount).toBe(2);
    expect(view.players.p2?.libraryCount).toBe(1);
    for (const id of [
      ...(game.state.players.p1?.zones.library ?? []),
      ...(game.state.players.p2?.zones.library ?? []),
    ]) {
      expect(view.objects[id]).toBeUndefined();
    }
    expect(JSON.stringify(view)).not.toContain('"library"');
  });

  it('shows public zones to everyone', () => {
    const view = playerView(game.state, 'p2');
    expect(view.players.p1?.battlefield).toHaveLength(1);
    expect(view.objects[view.players.p1?.battlefield[0] ?? '']?.template.name).toBe('Grizzly Bears');
    expect(view.players.p2?.graveyard).toHaveLength(1);
  });

  it('shows spells on the stack', () => {
    const g = setupGame({ players: [{ hand: [shock()], pool: { R: 1 } }, {}] });
    g.perform({ type: 'cast', player: 'p1', card: 'c1', targets: ['p2'] });
    expect(playerView(g.state, 'p2').objects.c1?.template.name).toBe('Shock');
  });

  it("keeps what entered this turn only for objects still seen (603.4's record, 400.2)", () => {
    const g = setupGame({ players: [{ hand: [forest(), forest()] }, {}] });
    const tx = new Transaction(g.state);
    moveTo(tx, 'c1', { zone: 'battlefield', player: 'p1' });
    moveTo(tx, 'c2', { zone: 'battlefield', player: 'p1' });
    moveTo(tx, 'c2', { zone: 'hand', player: 'p1' });
    expect(tx.state.turn.entered?.map((e) => e.object.id)).toEqual(['c1', 'c2']);
    expect(playerView(tx.state, 'p2').turn.entered?.map((e) => e.object.id)).toEqual(['c1']);
  });
});
