import { describe, expect, it } from 'vitest';
import { parseAbilityText } from '../../../abilities/parse-ability.js';
import type { Ability, CardTemplate } from '../../../templates/card-template.js';
import type { Game } from '../../game/game.js';
import { setupGame } from '../../game/setup.js';
import type { GameObject } from '../../state/types.js';
import { idOf } from '../../test-support/find.js';
import { card, creature, grizzlyBears } from '../../test-support/templates.js';
import { canBlockAlone } from '../can-block.js';
import { combatantOf, combatantOfObject } from '../combatant.js';

/**
 * Combat restrictions granted by text, whatever grants them (509.1b, 508.1c, 508.1d, 509.1a, 502.3): the creature's
 * own static ability, an Aura's, or an "until end of turn" effect. The Oracle wordings go through the grammar.
 */
const parsed = (text: string, name = 'X'): Ability[] => parseAbilityText(text, 1, [name]).abilities as Ability[];
const withText = (name: string, pt: string, ...lines: string[]): CardTemplate =>
  creature(
    name,
    '{1}',
    pt,
    lines.flatMap((l) => parsed(l, name)),
  );
const aura = (name: string, ...lines: string[]): CardTemplate =>
  card(name, {
    cost: '{W}',
    types: ['enchantment'],
    subtypes: ['Aura'],
    abilities: ['Enchant creature', ...lines].flatMap((l) => parsed(l, name)),
  });
const instant = (name: string, text: string): CardTemplate =>
  card(name, { cost: '{R}', types: ['instant'], abilities: parsed(text, name) });

const combatant = (game: Game, id: string) => combatantOfObject(game.state.objects[id] as GameObject, game.state);

/** Casts and resolves a spell of p1's. */
function castAndResolve(game: Game, id: string, targets: string[]): void {
  expect(game.perform({ type: 'cast', player: 'p1', card: id, targets })).toMatchObject({ ok: true });
  expect(game.perform({ type: 'resolve' })).toMatchObject({ ok: true });
}

/** p1 attacks with `attackers` (moving to the declare attackers step); the result of p2's blocks. */
function combat(game: Game, attackers: string[], blocks: { blocker: string; attackers: string[] }[]) {
  for (let i = 0; i < 5 && game.state.turn.step !== 'declareAttackers'; i++) game.perform({ type: 'nextStep' });
  const declared = game.perform({
    type: 'declareAttackers',
    player: 'p1',
    attackers: attackers.map((creature) => ({ creature })),
  });
  if (!declared.ok) return declared;
  expect(game.perform({ type: 'nextStep' }).ok).toBe(true);
  return game.perform({ type: 'declareBlockers', player: 'p2', blocks });
}

describe('restrictions from an Aura (611.3a)', () => {
  it('"Enchanted creature can\'t attack or block." applies to what it enchants and names the Aura', () => {
    const bonds = aura('Luminous Bonds', "Enchanted creature can't attack or block.");
    const game = setupGame({
      players: [{ hand: [bonds], battlefield: [grizzlyBears()], pool: { W: 1 } }, { battlefield: [grizzlyBears()] }],
    });
    // c1 the Aura, c2 p1's Bears, c3 p2's Bears.
    expect(canBlockAlone(combatant(game, 'c2'), combatant(game, 'c3')).ok).toBe(true);
    castAndResolve(game, 'c1', ['c3']);
    expect(canBlockAlone(combatant(game, 'c2'), combatant(game, 'c3'))).toEqual({
      ok: false,
      reasons: ["can't block (Luminous Bonds)"],
    });
    expect(canBlockAlone(combatant(game, 'c3'), combatant(game, 'c2')).ok).toBe(true);
  });

  it('"Enchanted creature doesn\'t untap during its controller\'s untap step." (502.3)', () => {
    const grasp = aura('Paralyzing Grasp', "Enchanted creature doesn't untap during its controller's untap step.");
    const giant = creature('Hill Giant', '{3}{R}', '3/3');
    const game = setupGame({
      players: [
        { hand: [grasp], pool: { W: 1 }, library: [grizzlyBears()] },
        {
          battlefield: [
            { template: giant, tapped: true },
            { template: grizzlyBears(), tapped: true },
          ],
          library: [creature('Elf', '{G}', '1/1')],
        },
      ],
    });
    const [held, free] = [idOf(game, 'Hill Giant'), idOf(game, 'Grizzly Bears', 2)];
    castAndResolve(game, idOf(game, 'Paralyzing Grasp'), [held]);
    const inP2Upkeep = () => game.state.turn.activePlayer === 'p2' && game.state.turn.step === 'upkeep';
    for (let i = 0; i < 20 && !inP2Upkeep(); i++) game.perform({ type: 'nextStep' });
    expect(inP2Upkeep()).toBe(true);
    expect([game.state.objects[held]?.tapped, game.state.objects[free]?.tapped]).toEqual([true, false]);
  });
});

describe('restrictions of ~ itself', () => {
  const juggernaut = withText('Juggernaut', '5/3', '~ attacks each combat if able.', "~ can't be blocked by Walls.");
  const wall = creature('Wall of Stone', '{1}{R}{R}', '0/8', [], { subtypes: ['Wall'] });

  it('on templates alone, for the combat matrix: the Wall is refused, the Bears are not', () => {
    expect(canBlockAlone(juggernaut, wall)).toEqual({ ok: false, reasons: ["can't be blocked by Walls"] });
    expect(canBlockAlone(juggernaut, grizzlyBears()).ok).toBe(true);
    expect(combatantOf(juggernaut).restrictions.map((g) => g.restriction.kind)).toEqual([
      'attacksEachCombat',
      'cantBeBlocked',
    ]);
  });

  it('a requirement (508.1d) is enforced when declaring, and only when the creature could attack', () => {
    const game = setupGame({ step: 'declareAttackers', players: [{ battlefield: [juggernaut, grizzlyBears()] }, {}] });
    expect(game.perform({ type: 'declareAttackers', player: 'p1', attackers: [] })).toEqual({
      ok: false,
      reason: 'Juggernaut (c1) must attack: it attacks each combat if able (508.1d)',
    });
    const tapped = setupGame({
      step: 'declareAttackers',
      players: [{ battlefield: [{ template: juggernaut, tapped: true }] }, {}],
    });
    expect(tapped.perform({ type: 'declareAttackers', player: 'p1', attackers: [] }).ok).toBe(true);
  });

  it('"can\'t be blocked by more than one creature", "… except by two or more creatures" (509.1b)', () => {
    const rhino = withText('Rhino', '4/4', "~ can't be blocked by more than one creature.");
    const horde = withText('Horde', '4/4', "~ can't be blocked except by two or more creatures.");
    const game = () =>
      setupGame({
        step: 'declareAttackers',
        players: [{ battlefield: [rhino, horde] }, { battlefield: [grizzlyBears(), grizzlyBears()] }],
      });
    const both = (attacker: string) => [
      { blocker: 'c3', attackers: [attacker] },
      { blocker: 'c4', attackers: [attacker] },
    ];
    expect(combat(game(), ['c1'], both('c1'))).toMatchObject({
      ok: false,
      reason: expect.stringContaining("can't be blocked by more than one creature"),
    });
    expect(combat(game(), ['c2'], [{ blocker: 'c3', attackers: ['c2'] }])).toMatchObject({
      ok: false,
      reason: expect.stringContaining("can't be blocked except by 2 or more creatures"),
    });
    expect(combat(game(), ['c2'], both('c2')).ok).toBe(true);
  });
});

describe('skulk (702.118b): "can\'t be blocked by creatures with greater power", against its power now', () => {
  it("compares each blocker with the skulking creature's own power (the restriction's source)", () => {
    const sneak = withText('Sneak', '2/1', 'Skulk');
    const giant = creature('Giant', '{3}{R}', '3/3', []);
    const game = () =>
      setupGame({
        step: 'declareAttackers',
        players: [{ battlefield: [sneak] }, { battlefield: [giant, grizzlyBears()] }],
      });
    // c1 Sneak, c2 the Giant, c3 the Bears.
    expect(combat(game(), ['c1'], [{ blocker: 'c2', attackers: ['c1'] }])).toMatchObject({
      ok: false,
      reason: expect.stringContaining("can't be blocked by creatures with power greater than the power of ~"),
    });
    expect(combat(game(), ['c1'], [{ blocker: 'c3', attackers: ['c1'] }]).ok).toBe(true);
    // With +1/+1 counters its power is 3: the Giant's power is no longer greater.
    const grown = setupGame({
      step: 'declareAttackers',
      players: [{ battlefield: [{ template: sneak, counters: { '+1/+1': 1 } }] }, { battlefield: [giant] }],
    });
    expect(combat(grown, ['c1'], [{ blocker: 'c2', attackers: ['c1'] }]).ok).toBe(true);
  });
});

describe('"can\'t" beats "can" whatever grants it (101.2)', () => {
  it('a creature that can block any number of creatures can\'t block under "can\'t block this turn"', () => {
    const guardian = withText('Guardian', '3/3', '~ can block any number of creatures.');
    const trip = instant('Trip', "Target creature can't block this turn.");
    const setup = () =>
      setupGame({
        players: [
          { hand: [trip], battlefield: [grizzlyBears(), grizzlyBears(), grizzlyBears()], pool: { R: 1 } },
          { battlefield: [guardian] },
        ],
      });
    const all = [{ blocker: 'c5', attackers: ['c2', 'c3', 'c4'] }];
    // c1 Trip, c2-c4 p1's Bears, c5 the Guardian: without the effect it blocks all three (509.1a).
    expect(combat(setup(), ['c2', 'c3', 'c4'], all).ok).toBe(true);
    const game = setup();
    castAndResolve(game, 'c1', ['c5']);
    expect(combat(game, ['c2', 'c3', 'c4'], all)).toMatchObject({
      ok: false,
      reason: expect.stringContaining("can't block (Trip)"),
    });
  });
});
