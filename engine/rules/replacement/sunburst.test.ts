import { describe, expect, it } from 'vitest';
import { setupGame } from '../game/setup.js';
import { idOf } from '../test-support/find.js';
import { card, keyword } from '../test-support/templates.js';

/** {3} 0/0 artifact creature with sunburst. */
const myr = () =>
  card('Myr', { cost: '{3}', types: ['artifact', 'creature'], pt: '0/0', abilities: [keyword('sunburst')] });
/** {2} artifact with sunburst. */
const prism = () => card('Prism', { cost: '{2}', types: ['artifact'], abilities: [keyword('sunburst')] });
/** Sunburst twice: each instance works separately (702.44d). */
const twice = () =>
  card('Twice', { cost: '{2}', types: ['artifact'], abilities: [keyword('sunburst'), keyword('sunburst')] });

const cast = (hand: ReturnType<typeof card>, pool: Record<string, number>) => {
  const g = setupGame({ players: [{ hand: [hand], pool }, {}] });
  const r = g.perform({ type: 'cast', player: 'p1', card: idOf(g, hand.name) });
  expect(r.ok ? '' : r.reason).toBe('');
  expect(g.perform({ type: 'resolve' }).ok).toBe(true);
  return g.state.objects[idOf(g, hand.name)];
};

describe('sunburst (702.44)', () => {
  it('a creature enters with a +1/+1 counter for each color of mana spent to cast it (702.44a)', () => {
    const o = cast(myr(), { W: 1, U: 1, C: 1 });
    expect(o?.zone.zone).toBe('battlefield');
    expect(o?.counters['+1/+1']).toBe(2);
  });

  it('a noncreature enters with charge counters; one color twice counts once', () => {
    expect(cast(prism(), { R: 1, G: 1 })?.counters['charge']).toBe(2);
    expect(cast(prism(), { R: 2 })?.counters['charge']).toBe(1);
  });

  it('no colored mana spent, no counters (702.44b): the 0/0 dies', () => {
    const o = cast(myr(), { C: 3 });
    expect(o?.counters['+1/+1']).toBeUndefined();
    expect(o?.zone.zone).toBe('graveyard');
  });

  it('only as a resolving spell: put onto the battlefield otherwise, it gets none (702.44b)', () => {
    const g = setupGame({ players: [{ battlefield: [prism()] }, {}] });
    expect(g.state.objects[idOf(g, 'Prism')]?.counters['charge']).toBeUndefined();
  });

  it('each instance works separately (702.44d)', () => {
    expect(cast(twice(), { W: 1, B: 1 })?.counters['charge']).toBe(4);
  });
});
