import { describe, expect, it } from 'vitest';
import { parseAbilityText } from '../../abilities/parse-ability.js';
import type { Ability, CardTemplate } from '../../templates/card-template.js';
import { setupGame } from '../game/setup.js';
import { idOf } from '../test-support/find.js';
import { card, creature, grizzlyBears } from '../test-support/templates.js';

/** The ability a line of rules text parses to: these tests run what the grammar reads (understood means executed). */
function ability(text: string): Ability {
  const result = parseAbilityText(text, 1, []);
  expect(result.problem).toBeNull();
  return result.abilities[0] as Ability;
}

// Mishra's Workshop: "{T}: Add {C}{C}{C}. Spend this mana only to cast artifact spells."
const workshop = (): CardTemplate =>
  card("Mishra's Workshop", {
    types: ['land'],
    abilities: [ability('{T}: Add {C}{C}{C}. Spend this mana only to cast artifact spells.')],
  });
// Renowned Weaponsmith's mana, on a land for the test: artifact spells or abilities of artifacts.
const smithy = (): CardTemplate =>
  card('Smithy', {
    types: ['land'],
    abilities: [
      ability('{T}: Add {C}{C}. Spend this mana only to cast artifact spells or activate abilities of artifacts.'),
    ],
  });
const golem = (): CardTemplate => creature('Golem', '{3}', '3/3', [], { types: ['artifact', 'creature'] });
const rod = (): CardTemplate =>
  card('Rod', { types: ['artifact'], abilities: [ability('{2}, {T}: You gain 1 life.')] });

describe('restricted mana (106.6)', () => {
  it("is gone when the pool is set by hand (`setPool`, a scenario's `pool`): that mana may pay for anything", () => {
    const game = setupGame({ players: [{ hand: [grizzlyBears()], battlefield: [workshop()] }, {}] });
    game.perform({ type: 'activate', player: 'p1', source: idOf(game, "Mishra's Workshop"), ability: 0 });
    expect(game.state.players.p1?.restrictedMana).toHaveLength(1);
    const pool = { W: 0, U: 0, B: 0, R: 0, G: 1, C: 1 };
    expect(game.perform({ type: 'setPool', player: 'p1', pool }).ok).toBe(true);
    expect(game.state.players.p1?.restrictedMana).toEqual([]);
    expect(game.perform({ type: 'cast', player: 'p1', card: idOf(game, 'Grizzly Bears') }).ok).toBe(true);
  });

  it('pays for what it may: an artifact spell, spent before unrestricted mana', () => {
    const game = setupGame({ players: [{ hand: [golem()], battlefield: [workshop()], pool: { C: 1 } }, {}] });
    expect(
      game.perform({ type: 'activate', player: 'p1', source: idOf(game, "Mishra's Workshop"), ability: 0 }).ok,
    ).toBe(true);
    expect(game.state.players.p1?.pool.C).toBe(4);
    expect(game.state.players.p1?.restrictedMana).toHaveLength(1);
    expect(game.perform({ type: 'cast', player: 'p1', card: idOf(game, 'Golem') }).ok).toBe(true);
    // The restricted {C}{C}{C} paid; the unrestricted {C} is left.
    expect(game.state.players.p1?.pool.C).toBe(1);
    expect(game.state.players.p1?.restrictedMana).toEqual([]);
  });

  it('pays for nothing else: a creature spell that is no artifact is refused', () => {
    const game = setupGame({ players: [{ hand: [grizzlyBears()], battlefield: [workshop()] }, {}] });
    game.perform({ type: 'activate', player: 'p1', source: idOf(game, "Mishra's Workshop"), ability: 0 });
    const cast = game.perform({ type: 'cast', player: 'p1', card: idOf(game, 'Grizzly Bears') });
    expect(cast.ok).toBe(false);
    expect(game.state.players.p1?.pool.C).toBe(3);
  });

  it('"or activate abilities of artifacts": pays an artifact\'s ability, and empties with the pool (500.4)', () => {
    const game = setupGame({ players: [{ battlefield: [smithy(), rod()] }, {}] });
    game.perform({ type: 'activate', player: 'p1', source: idOf(game, 'Smithy'), ability: 0 });
    const r = game.perform({ type: 'activate', player: 'p1', source: idOf(game, 'Rod'), ability: 0 });
    expect(r.ok).toBe(true);
    expect(game.state.players.p1?.pool.C).toBe(0);
    const again = setupGame({ players: [{ battlefield: [smithy()] }, {}] });
    again.perform({ type: 'activate', player: 'p1', source: idOf(again, 'Smithy'), ability: 0 });
    expect(again.state.players.p1?.restrictedMana).toHaveLength(1);
    expect(again.perform({ type: 'nextStep' }).ok).toBe(true);
    expect(again.state.players.p1?.pool.C).toBe(0);
    expect(again.state.players.p1?.restrictedMana).toEqual([]);
  });
});
