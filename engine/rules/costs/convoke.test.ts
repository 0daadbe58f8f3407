import { describe, expect, it } from 'vitest';
import { setupGame } from '../game/setup.js';
import { idOf } from '../test-support/find.js';
import { card, creature, damage, fixed, grizzlyBears, keyword, spell, target } from '../test-support/templates.js';

/** A red instant with convoke: {2}{R}{R}, 4 damage to any target (Stoke the Flames). */
const stoke = () =>
  card('Stoke', {
    cost: '{2}{R}{R}',
    types: ['instant'],
    abilities: [keyword('convoke'), spell([damage(fixed(4), target(['any'], 'any target'))])],
  });
const goblin = () => creature('Goblin', '{R}', '1/1');
const hybrid = () => creature('Hybrid', '{R/G}', '1/1');

function game(battlefield: readonly ReturnType<typeof goblin>[], pool: Record<string, number>) {
  return setupGame({ players: [{ hand: [stoke()], battlefield, pool }, {}] });
}

describe('convoke (702.51)', () => {
  it('a creature pays {1} or a mana of its color; the rest comes from the pool (702.51a)', () => {
    const g = game([goblin(), grizzlyBears(), grizzlyBears()], { R: 1 });
    const convoke = [idOf(g, 'Goblin'), idOf(g, 'Grizzly Bears'), idOf(g, 'Grizzly Bears', 2)];
    const cast = g.perform({ type: 'cast', player: 'p1', card: idOf(g, 'Stoke'), targets: ['p2'], convoke });
    expect(cast.ok).toBe(true);
    expect(convoke.map((id) => g.state.objects[id]?.tapped)).toEqual([true, true, true]);
    expect(g.state.players.p1?.pool.R).toBe(0);
  });

  it('colored mana is paid first, whatever order the creatures are named in', () => {
    const g = game([grizzlyBears(), goblin(), goblin()], { C: 1 });
    // The green Bears can only pay {1}: the Goblins take {R}{R}, the pool's {C} pays the last {1}.
    const convoke = [idOf(g, 'Grizzly Bears'), idOf(g, 'Goblin'), idOf(g, 'Goblin', 2)];
    expect(g.perform({ type: 'cast', player: 'p1', card: idOf(g, 'Stoke'), targets: ['p2'], convoke }).ok).toBe(true);
  });

  it('a creature that could pay only what another paid is refused, and nothing is tapped (601.2h)', () => {
    const g = game([grizzlyBears(), grizzlyBears(), grizzlyBears()], { R: 2 });
    const before = g.state;
    const convoke = [1, 2, 3].map((n) => idOf(g, 'Grizzly Bears', n));
    const cast = g.perform({ type: 'cast', player: 'p1', card: idOf(g, 'Stoke'), targets: ['p2'], convoke });
    expect(cast.ok).toBe(false);
    expect(cast.ok ? '' : cast.reason).toContain("can't each pay a different mana");
    expect(g.state).toBe(before);
  });

  it('a hybrid creature pays a mana of either of its colors', () => {
    const g = game([hybrid(), goblin()], { C: 2 });
    const convoke = [idOf(g, 'Hybrid'), idOf(g, 'Goblin')];
    expect(g.perform({ type: 'cast', player: 'p1', card: idOf(g, 'Stoke'), targets: ['p2'], convoke }).ok).toBe(true);
  });

  it('refuses tapped creatures, creatures of another player and spells without convoke', () => {
    const g = setupGame({
      players: [
        { hand: [stoke(), card('Plain', { cost: '{R}', types: ['instant'], abilities: [spell([])] })], pool: { R: 4 } },
        { battlefield: [goblin()] },
      ],
    });
    const theirs = idOf(g, 'Goblin');
    const cast = g.perform({ type: 'cast', player: 'p1', card: idOf(g, 'Stoke'), targets: ['p2'], convoke: [theirs] });
    expect(cast.ok ? '' : cast.reason).toContain("you don't control");
    const plain = g.perform({ type: 'cast', player: 'p1', card: idOf(g, 'Plain'), convoke: [theirs] });
    expect(plain.ok ? '' : plain.reason).toContain('has no convoke (702.51)');
  });
});
