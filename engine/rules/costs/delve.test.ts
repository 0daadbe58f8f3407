import { describe, expect, it } from 'vitest';
import { setupGame } from '../game/setup.js';
import { idOf } from '../test-support/find.js';
import { card, draw, fixed, keyword, mountain, spell } from '../test-support/templates.js';

/** {4}{U} with delve: draw a card. */
const cruise = () =>
  card('Cruise', { cost: '{4}{U}', types: ['sorcery'], abilities: [keyword('delve'), spell([draw(fixed(1))])] });

const game = (pool: Record<string, number>) =>
  setupGame({
    players: [{ hand: [cruise()], graveyard: [mountain(), mountain(), mountain()], library: [mountain()], pool }, {}],
  });

describe('delve (702.66)', () => {
  it('each card exiled from the graveyard pays {1}; the rest comes from the pool (702.66a)', () => {
    const g = game({ U: 1, C: 1 });
    // Ids go library first: Mountain 1 is in the library, 2-4 in the graveyard.
    const delve = [2, 3, 4].map((n) => idOf(g, 'Mountain', n));
    expect(g.perform({ type: 'cast', player: 'p1', card: idOf(g, 'Cruise'), delve }).ok).toBe(true);
    expect(g.state.players.p1?.zones.exile).toEqual(delve);
    expect(g.state.players.p1?.pool).toMatchObject({ U: 0, C: 0 });
  });

  it('pays generic mana only: more cards than that is refused and nothing is exiled (601.2h)', () => {
    const g = setupGame({
      players: [
        {
          hand: [
            card('Small', {
              cost: '{1}{U}',
              types: ['sorcery'],
              abilities: [keyword('delve'), spell([draw(fixed(1))])],
            }),
          ],
          graveyard: [mountain(), mountain()],
          pool: { U: 1 },
        },
        {},
      ],
    });
    const before = g.state;
    const delve = [idOf(g, 'Mountain'), idOf(g, 'Mountain', 2)];
    const cast = g.perform({ type: 'cast', player: 'p1', card: idOf(g, 'Small'), delve });
    expect(cast.ok ? '' : cast.reason).toContain('only {1} generic mana (702.66a)');
    expect(g.state).toBe(before);
  });

  it('refuses a card outside the graveyard and a spell without delve', () => {
    const g = game({ U: 5 });
    const library = idOf(g, 'Mountain', 1);
    const cast = g.perform({ type: 'cast', player: 'p1', card: idOf(g, 'Cruise'), delve: [library] });
    expect(cast.ok ? '' : cast.reason).toContain('is not in your graveyard (702.66a)');
    const g2 = setupGame({
      players: [
        {
          hand: [card('Plain', { cost: '{1}', types: ['sorcery'], abilities: [spell([draw(fixed(1))])] })],
          graveyard: [mountain()],
          pool: { C: 1 },
        },
        {},
      ],
    });
    const plain = g2.perform({ type: 'cast', player: 'p1', card: idOf(g2, 'Plain'), delve: [idOf(g2, 'Mountain')] });
    expect(plain.ok ? '' : plain.reason).toContain('has no delve (702.66)');
  });
});
