import { describe, expect, it } from 'vitest';
import type { Cost } from '../../templates/card-template.js';
import { setupGame } from '../game/setup.js';
import { activated, card, gain, fixed, manaCost, tapCost, draw } from '../test-support/templates.js';

const withCosts = (costs: readonly Cost[]) =>
  card('Thing', { types: ['artifact'], abilities: [activated(costs, [gain(fixed(1))])] });

describe('paying costs (118)', () => {
  it('pays life (119.4) only with enough life', () => {
    const game = setupGame({ players: [{ battlefield: [withCosts([{ kind: 'payLife', amount: 3 }])], life: 3 }, {}] });
    expect(game.perform({ type: 'activate', player: 'p1', source: 'c1', ability: 0 }).ok).toBe(true);
    expect(game.state.players.p1?.life).toBe(0);
    const poor = setupGame({ players: [{ battlefield: [withCosts([{ kind: 'payLife', amount: 3 }])], life: 2 }, {}] });
    const r = poor.perform({ type: 'activate', player: 'p1', source: 'c1', ability: 0 });
    expect(r).toEqual({ ok: false, reason: "can't activate Thing (c1): can't pay 3 life with 2 life (119.4)" });
  });

  it('pays energy counters (107.14) only with enough of them', () => {
    const game = setupGame({ players: [{ battlefield: [withCosts([{ kind: 'payEnergy', amount: 2 }])] }, {}] });
    const r = game.perform({ type: 'activate', player: 'p1', source: 'c1', ability: 0 });
    expect(r).toEqual({ ok: false, reason: "can't activate Thing (c1): can't pay {E}{E} with 0 energy (107.14)" });
    const rich = setupGame({
      players: [{ battlefield: [withCosts([{ kind: 'payEnergy', amount: 2 }])], energy: 3 }, {}],
    });
    expect(rich.perform({ type: 'activate', player: 'p1', source: 'c1', ability: 0 }).ok).toBe(true);
    expect(rich.state.players.p1?.energy).toBe(1);
  });

  it("exerts the source as a cost (701.39a): it stays tapped through its controller's next untap step", () => {
    const game = setupGame({ players: [{ battlefield: [withCosts([tapCost, { kind: 'exertSelf' }])] }, {}] });
    expect(game.perform({ type: 'activate', player: 'p1', source: 'c1', ability: 0 }).ok).toBe(true);
    expect(game.state.continuousEffects).toMatchObject([
      {
        affected: { ids: ['c1'] },
        modifications: [{ kind: 'restriction', restriction: { kind: 'doesntUntap' } }],
        duration: 'untilNextUntapStep',
      },
    ]);
  });

  it('sacrifices the source as a cost; the ability still resolves (113.7a)', () => {
    const stone = card('Stone', {
      types: ['artifact'],
      abilities: [activated([tapCost, { kind: 'sacrificeSelf' }], [draw(fixed(1))])],
    });
    const game = setupGame({ players: [{ battlefield: [stone], library: [card('Top')] }, {}] });
    game.perform({ type: 'activate', player: 'p1', source: 'c2', ability: 0 });
    expect(game.state.objects.c2?.zone).toEqual({ player: 'p1', zone: 'graveyard' });
    game.perform({ type: 'resolve' });
    expect(game.state.players.p1?.zones.hand).toEqual(['c1']);
  });

  it("returns the source to its owner's hand as a cost; the ability still resolves", () => {
    const stone = card('Stone', {
      types: ['artifact'],
      abilities: [activated([{ kind: 'returnSelfToHand' }], [draw(fixed(1))])],
    });
    const game = setupGame({ players: [{ battlefield: [stone], library: [card('Top')] }, {}] });
    game.perform({ type: 'activate', player: 'p1', source: 'c2', ability: 0 });
    expect(game.state.objects.c2?.zone).toEqual({ player: 'p1', zone: 'hand' });
    game.perform({ type: 'resolve' });
    expect(game.state.players.p1?.zones.hand).toEqual(['c2', 'c1']);
  });

  it('a failure after part of the cost was paid rolls everything back (601.2h)', () => {
    const game = setupGame({ players: [{ battlefield: [withCosts([tapCost, manaCost('{2}')])], pool: { G: 1 } }, {}] });
    const before = game.state;
    const r = game.perform({ type: 'activate', player: 'p1', source: 'c1', ability: 0 });
    expect(r.ok).toBe(false);
    expect(game.state).toBe(before);
    expect(game.state.objects.c1?.tapped).toBe(false);
  });
});
