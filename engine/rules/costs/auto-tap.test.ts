import { describe, expect, it } from 'vitest';
import { setupGame } from '../game/setup.js';
import { idOf } from '../test-support/find.js';
import {
  activated,
  addMana,
  basicLand,
  card,
  creature,
  forest,
  grizzlyBears,
  llanowarElves,
  manaCost,
  mountain,
  tapCost,
  gain,
  fixed,
} from '../test-support/templates.js';

describe('automatic tapping of mana sources (605.3a, nice to have)', () => {
  it('taps only as many sources as needed', () => {
    const game = setupGame({
      players: [{ hand: [grizzlyBears()], battlefield: [forest(), forest(), forest(), forest()] }, {}],
    });
    expect(game.perform({ type: 'cast', player: 'p1', card: idOf(game, 'Grizzly Bears'), autoTap: true }).ok).toBe(
      true,
    );
    const tapped = Object.values(game.state.objects).filter((o) => o.tapped);
    expect(tapped).toHaveLength(2);
    expect(game.state.players.p1?.pool).toEqual({ W: 0, U: 0, B: 0, R: 0, G: 0, C: 0 });
  });

  it('uses what is in the pool first', () => {
    const game = setupGame({
      players: [{ hand: [grizzlyBears()], battlefield: [forest(), forest()], pool: { G: 1 } }, {}],
    });
    game.perform({ type: 'cast', player: 'p1', card: idOf(game, 'Grizzly Bears'), autoTap: true });
    expect(Object.values(game.state.objects).filter((o) => o.tapped)).toHaveLength(1);
  });

  it('picks the right colors: a Mountain is not tapped for {G}', () => {
    const game = setupGame({
      players: [{ hand: [grizzlyBears()], battlefield: [mountain(), forest(), mountain()] }, {}],
    });
    game.perform({ type: 'cast', player: 'p1', card: idOf(game, 'Grizzly Bears'), autoTap: true });
    const forestId = idOf(game, 'Forest');
    expect(game.state.objects[forestId]?.tapped).toBe(true);
    expect(Object.values(game.state.objects).filter((o) => o.tapped)).toHaveLength(2);
  });

  it('chooses the needed option of a multi-option source', () => {
    const prism = card('Prism', {
      types: ['artifact'],
      abilities: [activated([tapCost], [addMana('{W}', '{U}', '{G}')])],
    });
    const game = setupGame({ players: [{ hand: [grizzlyBears()], battlefield: [prism, mountain()] }, {}] });
    expect(game.perform({ type: 'cast', player: 'p1', card: idOf(game, 'Grizzly Bears'), autoTap: true }).ok).toBe(
      true,
    );
  });

  it('skips summoning-sick creatures and does not tap the source of a {T} ability for its own mana cost', () => {
    const pump = card('Pump', {
      types: ['land'],
      abilities: [activated([manaCost('{1}'), tapCost], [gain(fixed(1))])],
    });
    const withMana = card('Pump Mana', {
      types: ['land'],
      abilities: [activated([tapCost], [addMana('{C}')]), activated([manaCost('{1}'), tapCost], [gain(fixed(1))])],
    });
    const g1 = setupGame({ players: [{ battlefield: [{ template: llanowarElves(), sick: true }, pump] }, {}] });
    expect(g1.perform({ type: 'activate', player: 'p1', source: idOf(g1, 'Pump'), ability: 0, autoTap: true }).ok).toBe(
      false,
    );
    const g2 = setupGame({ players: [{ battlefield: [withMana] }, {}] });
    const r = g2.perform({ type: 'activate', player: 'p1', source: 'c1', ability: 1, autoTap: true });
    expect(r.ok).toBe(false);
    expect(g2.state.objects.c1?.tapped).toBe(false);
  });

  it('fails cleanly when even all sources are not enough', () => {
    const big = creature('Big', '{5}{G}', '6/6');
    const game = setupGame({ players: [{ hand: [big], battlefield: [forest(), basicLand('Plains')] }, {}] });
    const before = game.state;
    const r = game.perform({ type: 'cast', player: 'p1', card: idOf(game, 'Big'), autoTap: true });
    expect(r.ok).toBe(false);
    expect(game.state).toBe(before);
  });
});
