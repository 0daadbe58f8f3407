import { describe, expect, it } from 'vitest';
import { setupGame } from '../game/setup.js';
import { idOf } from '../test-support/find.js';
import { card, creature, damage, fixed, keyword, spell, target } from '../test-support/templates.js';

/** {R} sorcery with conspire: 1 damage to any target. */
const trail = () =>
  card('Trail', {
    cost: '{R}',
    types: ['sorcery'],
    abilities: [spell([damage(fixed(1), target(['creature', 'player']))]), keyword('conspire')],
  });
const plain = () =>
  card('Plain', {
    cost: '{R}',
    types: ['sorcery'],
    abilities: [spell([damage(fixed(1), target(['creature', 'player']))])],
  });

const game = () =>
  setupGame({
    players: [
      {
        hand: [trail(), plain()],
        battlefield: [
          creature('Red A', '{R}', '1/1'),
          creature('Red B', '{R}', '1/1'),
          creature('Green', '{G}', '1/1'),
        ],
        pool: { R: 2 },
      },
      { battlefield: [creature('Target', '{G}', '1/1')] },
    ],
  });

describe('conspire (702.78)', () => {
  it('taps two creatures sharing a color; a reflexive trigger copies the spell, with a new target (702.78a)', () => {
    const g = game();
    const conspire = [idOf(g, 'Red A'), idOf(g, 'Red B')];
    const cast = g.perform({ type: 'cast', player: 'p1', card: idOf(g, 'Trail'), targets: ['p2'], conspire });
    expect(cast.ok ? '' : cast.reason).toBe('');
    expect(conspire.map((id) => g.state.objects[id]?.tapped)).toEqual([true, true]);
    // The trigger has no target: it goes on the stack at once, above the spell (603.3).
    expect(g.state.stack.map((i) => i.kind)).toEqual(['spell', 'ability']);
    expect(g.perform({ type: 'resolve', answers: { picks: [[idOf(g, 'Target')]] } }).ok).toBe(true);
    expect(g.state.stack).toHaveLength(2);
    g.perform({ type: 'resolve' });
    expect(g.state.objects[idOf(g, 'Target')]?.zone.zone).toBe('graveyard');
    g.perform({ type: 'resolve' });
    expect(g.state.players.p2?.life).toBe(19);
  });

  it('refuses a creature sharing no color, one creature, the same twice, and a spell without conspire', () => {
    const g = game();
    const before = g.state;
    const cast = (name: string, conspire: string[]) =>
      g.perform({ type: 'cast', player: 'p1', card: idOf(g, name), targets: ['p2'], conspire });
    const green = cast('Trail', [idOf(g, 'Red A'), idOf(g, 'Green')]);
    expect(green.ok ? '' : green.reason).toContain('shares no color');
    const one = cast('Trail', [idOf(g, 'Red A')]);
    expect(one.ok ? '' : one.reason).toContain('two untapped creatures');
    const same = cast('Trail', [idOf(g, 'Red A'), idOf(g, 'Red A')]);
    expect(same.ok ? '' : same.reason).toContain('two untapped creatures');
    const none = cast('Plain', [idOf(g, 'Red A'), idOf(g, 'Red B')]);
    expect(none.ok ? '' : none.reason).toContain('has no conspire (702.78)');
    expect(g.state).toBe(before);
  });
});
