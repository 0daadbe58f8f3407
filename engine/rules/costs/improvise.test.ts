import { describe, expect, it } from 'vitest';
import { setupGame } from '../game/setup.js';
import { idOf } from '../test-support/find.js';
import { card, draw, fixed, keyword, spell } from '../test-support/templates.js';

/** {3}{U} with improvise: draw a card. */
const directive = () =>
  card('Directive', { cost: '{3}{U}', types: ['sorcery'], abilities: [keyword('improvise'), spell([draw(fixed(1))])] });
const relic = (name: string) => card(name, { cost: '{1}', types: ['artifact'] });
const bear = () => card('Bear', { cost: '{1}{G}', types: ['creature'], pt: '2/2' });

const game = (pool: Record<string, number>) =>
  setupGame({
    players: [
      {
        hand: [directive()],
        battlefield: [relic('Relic A'), relic('Relic B'), relic('Relic C'), relic('Relic D'), bear()],
        library: [bear()],
        pool,
      },
      {},
    ],
  });

describe('improvise (702.126)', () => {
  it('each artifact tapped pays {1}; the rest comes from the pool (702.126a)', () => {
    const g = game({ U: 1, C: 1 });
    const improvise = [idOf(g, 'Relic A'), idOf(g, 'Relic B')];
    expect(g.perform({ type: 'cast', player: 'p1', card: idOf(g, 'Directive'), improvise }).ok).toBe(true);
    expect(improvise.map((id) => g.state.objects[id]?.tapped)).toEqual([true, true]);
    expect(g.state.objects[idOf(g, 'Relic C')]?.tapped).toBe(false);
    expect(g.state.players.p1?.pool).toMatchObject({ U: 0, C: 0 });
  });

  it('pays generic mana only: four artifacts for {3}{U} is one too many, and nothing is tapped (601.2h)', () => {
    const g = game({ U: 1 });
    const before = g.state;
    const improvise = ['Relic A', 'Relic B', 'Relic C', 'Relic D'].map((n) => idOf(g, n));
    const cast = g.perform({ type: 'cast', player: 'p1', card: idOf(g, 'Directive'), improvise });
    expect(cast.ok ? '' : cast.reason).toContain('only {3} generic mana (702.126a)');
    expect(g.state).toBe(before);
  });

  it('refuses a creature that is no artifact, an artifact chosen twice, and a spell without improvise', () => {
    const g = game({ U: 1, C: 3 });
    const creature = g.perform({
      type: 'cast',
      player: 'p1',
      card: idOf(g, 'Directive'),
      improvise: [idOf(g, 'Bear')],
    });
    expect(creature.ok ? '' : creature.reason).toContain('is not an artifact on the battlefield (702.126a)');
    const twice = [idOf(g, 'Relic A'), idOf(g, 'Relic A')];
    const again = g.perform({ type: 'cast', player: 'p1', card: idOf(g, 'Directive'), improvise: twice });
    expect(again.ok ? '' : again.reason).toContain('is chosen twice');
    const g2 = setupGame({
      players: [
        {
          hand: [card('Plain', { cost: '{1}', types: ['sorcery'], abilities: [spell([draw(fixed(1))])] })],
          battlefield: [relic('Relic A')],
          pool: { C: 1 },
        },
        {},
      ],
    });
    const plain = g2.perform({ type: 'cast', player: 'p1', card: idOf(g2, 'Plain'), improvise: [idOf(g2, 'Relic A')] });
    expect(plain.ok ? '' : plain.reason).toContain('has no improvise (702.126)');
  });
});
