import { describe, expect, it } from 'vitest';
import type { CombatRestriction } from '../../templates/card-template.js';
import { setupGame } from '../game/setup.js';
import {
  activated,
  addMana,
  card,
  creature,
  forest,
  grizzlyBears,
  staticAbility,
  tapCost,
  manaCost,
  gain,
  fixed,
} from '../test-support/templates.js';

const ban = (exceptMana: boolean, tapOnly = false): CombatRestriction => ({
  kind: 'cantActivate',
  exceptMana,
  tapOnly,
});
/** "Activated abilities of creatures can't be activated[ unless they're mana abilities]." */
const totem = (restriction: CombatRestriction) =>
  card('Totem', {
    types: ['artifact'],
    abilities: [
      staticAbility({
        kind: 'continuous',
        affected: { kind: 'each', description: { nouns: ['creature'], qualities: [] } },
        modifications: [{ kind: 'restriction', restriction }],
      }),
    ],
  });
const elf = () => creature('Elf', '{G}', '1/1', [activated([tapCost], [addMana('{G}')], '{T}: Add {G}.')]);
const healer = () => creature('Healer', '{W}', '1/1', [activated([manaCost('{1}')], [gain(fixed(1))], '{1}: gain 1')]);

describe("activated abilities can't be activated (602.5)", () => {
  it('refuses the activation, naming the effect, and spares mana abilities when it says so', () => {
    const game = setupGame({ players: [{ battlefield: [totem(ban(false)), elf(), healer()], pool: { C: 1 } }, {}] });
    const elfTap = game.perform({ type: 'activate', player: 'p1', source: 'c2', ability: 0 });
    expect(elfTap).toEqual({ ok: false, reason: expect.stringContaining("can't be activated (602.5) (Totem)") });
    expect(game.perform({ type: 'activate', player: 'p1', source: 'c3', ability: 0 }).ok).toBe(false);

    const spared = setupGame({ players: [{ battlefield: [totem(ban(true)), elf(), healer()], pool: { C: 1 } }, {}] });
    expect(spared.perform({ type: 'activate', player: 'p1', source: 'c2', ability: 0 }).ok).toBe(true);
    expect(spared.perform({ type: 'activate', player: 'p1', source: 'c3', ability: 0 }).ok).toBe(false);
  });

  it('"with {T} in their costs" bans only those', () => {
    const game = setupGame({
      players: [{ battlefield: [totem(ban(false, true)), elf(), healer()], pool: { C: 1 } }, {}],
    });
    expect(game.perform({ type: 'activate', player: 'p1', source: 'c2', ability: 0 }).ok).toBe(false);
    expect(game.perform({ type: 'activate', player: 'p1', source: 'c3', ability: 0 }).ok).toBe(true);
  });

  it('auto-tap passes over mana abilities that cannot be activated', () => {
    const game = setupGame({
      players: [{ hand: [grizzlyBears()], battlefield: [totem(ban(false)), elf(), forest()] }, {}],
    });
    expect(game.perform({ type: 'cast', player: 'p1', card: 'c1', autoTap: true }).ok).toBe(false);
    const spared = setupGame({
      players: [{ hand: [grizzlyBears()], battlefield: [totem(ban(true)), elf(), forest()] }, {}],
    });
    expect(spared.perform({ type: 'cast', player: 'p1', card: 'c1', autoTap: true }).ok).toBe(true);
  });
});
