import { describe, expect, it } from 'vitest';
import { setupGame } from '../game/setup.js';
import { idOf } from '../test-support/find.js';
import { card, draw, fixed, forest, keyword, spell, X } from '../test-support/templates.js';

/** {4}{U} with assist: draw a card. */
const huddle = () =>
  card('Huddle', { cost: '{4}{U}', types: ['sorcery'], abilities: [keyword('assist'), spell([draw(fixed(1))])] });
/** {X}{B} with assist: draw X cards. */
const gang = () =>
  card('Gang', { cost: '{X}{B}', types: ['instant'], abilities: [keyword('assist'), spell([draw(X)])] });
const plain = () => card('Plain', { cost: '{2}{U}', types: ['sorcery'], abilities: [spell([draw(fixed(1))])] });

const game = (p1Pool: Record<string, number>, p2Pool: Record<string, number>) =>
  setupGame({
    players: [
      { hand: [huddle(), gang(), plain()], library: [forest(), forest(), forest()], pool: p1Pool },
      { battlefield: [forest(), forest(), forest()], pool: p2Pool },
    ],
  });

describe('assist (702.132)', () => {
  it('the chosen player pays some of the generic mana from their pool, the caster the rest (702.132a)', () => {
    const g = game({ U: 1, C: 1 }, { G: 2, R: 1 });
    const cast = g.perform({
      type: 'cast',
      player: 'p1',
      card: idOf(g, 'Huddle'),
      assist: { player: 'p2', amount: 3 },
    });
    expect(cast.ok ? '' : cast.reason).toBe('');
    expect(g.state.players.p1?.pool).toMatchObject({ U: 0, C: 0 });
    expect(g.state.players.p2?.pool).toMatchObject({ G: 0, R: 0 });
    // The assisting player's mana was spent to cast it too (601.2h).
    expect(g.state.objects[idOf(g, 'Huddle')]?.cast?.spent).toMatchObject({ U: 1, C: 1, G: 2, R: 1 });
  });

  it("with autotap the assisting player's lands are tapped for their part; X counts as generic mana (107.3)", () => {
    const g = game({ B: 1 }, {});
    const assist = { player: 'p2', amount: 3 };
    const cast = g.perform({ type: 'cast', player: 'p1', card: idOf(g, 'Gang'), x: 3, assist, autoTap: true });
    expect(cast.ok ? '' : cast.reason).toBe('');
    const lands = g.state.players.p2?.zones.battlefield ?? [];
    expect(lands.map((id) => g.state.objects[id]?.tapped)).toEqual([true, true, true]);
  });

  it('refuses more than the generic mana, the caster as helper, and a spell without assist; nothing is paid', () => {
    const g = game({ U: 1, C: 2 }, { G: 3 });
    const before = g.state;
    const much = g.perform({
      type: 'cast',
      player: 'p1',
      card: idOf(g, 'Huddle'),
      assist: { player: 'p2', amount: 5 },
    });
    expect(much.ok ? '' : much.reason).toContain('can pay up to {4}');
    const self = g.perform({
      type: 'cast',
      player: 'p1',
      card: idOf(g, 'Huddle'),
      assist: { player: 'p1', amount: 1 },
    });
    expect(self.ok ? '' : self.reason).toContain('another player (702.132a)');
    const none = g.perform({ type: 'cast', player: 'p1', card: idOf(g, 'Plain'), assist: { player: 'p2', amount: 1 } });
    expect(none.ok ? '' : none.reason).toContain('has no assist (702.132)');
    expect(g.state).toBe(before);
  });

  it("refuses a helper who can't pay their part", () => {
    const g = game({ U: 1, C: 4 }, { G: 1 });
    const cast = g.perform({
      type: 'cast',
      player: 'p1',
      card: idOf(g, 'Huddle'),
      assist: { player: 'p2', amount: 2 },
    });
    expect(cast.ok ? '' : cast.reason).toContain("assist: p2 can't pay {2}");
  });
});
