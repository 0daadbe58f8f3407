import { describe, expect, it } from 'vitest';
import { parseAbilityText } from '../../abilities/parse-ability.js';
import type { Ability, CardTemplate } from '../../templates/card-template.js';
import { setupGame, setupState } from '../game/setup.js';
import type { Game } from '../game/game.js';
import { runStateBasedActions } from '../sba/state-based-actions.js';
import { powerOf, toughnessOf } from '../state/characteristics.js';
import { Transaction } from '../state/transaction.js';
import type { GameObject, GameState } from '../state/types.js';
import { idOf } from '../test-support/find.js';
import { card, creature, grizzlyBears } from '../test-support/templates.js';
import { attach, attachmentProblem } from './attachments.js';
import { moveTo } from './zones.js';

const text = (...lines: string[]): Ability[] =>
  lines.flatMap((line) => {
    const result = parseAbilityText(line);
    if (result.problem) throw new Error(`${line}: ${result.problem.message}`);
    return [...result.abilities];
  });

const holyStrength = (): CardTemplate =>
  card('Holy Strength', {
    cost: '{W}',
    types: ['enchantment'],
    subtypes: ['Aura'],
    abilities: text('Enchant creature', 'Enchanted creature gets +1/+2.'),
  });
const bonesplitter = (): CardTemplate =>
  card('Bonesplitter', {
    cost: '{1}',
    types: ['artifact'],
    subtypes: ['Equipment'],
    abilities: text('Equipped creature gets +2/+0.', 'Equip {1}'),
  });
const forest = (): CardTemplate => card('Forest', { types: ['land'], subtypes: ['Forest'], supertypes: ['basic'] });

const pt = (s: GameState, id: string): string => {
  const o = s.objects[id] as GameObject;
  return `${powerOf(o, s)}/${toughnessOf(o, s)}`;
};
const zoneOf = (g: Game, id: string) => g.state.objects[id]?.zone.zone;

describe('Auras (303.4, 702.5)', () => {
  it('an Aura spell targets what it can enchant and enters attached to it (303.4a, 608.3a)', () => {
    const game = setupGame({
      players: [
        { hand: [holyStrength()], battlefield: [grizzlyBears(), forest()], pool: { W: 2 } },
        { battlefield: [grizzlyBears()] },
      ],
    });
    const aura = idOf(game.state, 'Holy Strength');
    const bears = idOf(game.state, 'Grizzly Bears');
    const theirs = idOf(game.state, 'Grizzly Bears', 2);
    expect(game.perform({ type: 'cast', player: 'p1', card: aura }).ok).toBe(false);
    const onLand = game.perform({ type: 'cast', player: 'p1', card: aura, targets: [idOf(game.state, 'Forest')] });
    expect(onLand.ok).toBe(false);
    expect(game.perform({ type: 'cast', player: 'p1', card: aura, targets: [bears] }).ok).toBe(true);
    expect(game.perform({ type: 'resolve' }).ok).toBe(true);
    expect(game.state.objects[aura]).toMatchObject({ zone: { zone: 'battlefield' }, attachedTo: bears });
    expect(pt(game.state, bears)).toBe('3/4');
    expect(pt(game.state, theirs)).toBe('2/2');
    // Undo takes the whole cast back, attachment included.
    game.undo();
    game.undo();
    expect(game.state.objects[aura]).toMatchObject({ zone: { zone: 'hand' }, attachedTo: null });
    expect(pt(game.state, bears)).toBe('2/2');
  });

  it("an Aura spell whose target is gone doesn't resolve: it goes to the graveyard (608.3a, 608.2b)", () => {
    const shock = card('Shock', {
      cost: '{R}',
      types: ['instant'],
      abilities: text('~ deals 2 damage to any target.'),
    });
    const game = setupGame({
      players: [
        { hand: [holyStrength()], battlefield: [grizzlyBears()], pool: { W: 1 } },
        { hand: [shock], pool: { R: 1 } },
      ],
    });
    const aura = idOf(game.state, 'Holy Strength');
    const bears = idOf(game.state, 'Grizzly Bears');
    expect(game.perform({ type: 'cast', player: 'p1', card: aura, targets: [bears] }).ok).toBe(true);
    expect(game.perform({ type: 'cast', player: 'p2', card: idOf(game.state, 'Shock'), targets: [bears] }).ok).toBe(
      true,
    );
    game.perform({ type: 'resolve' });
    expect(zoneOf(game, bears)).toBe('graveyard');
    game.perform({ type: 'resolve' });
    expect(game.state.objects[aura]).toMatchObject({ zone: { zone: 'graveyard' }, attachedTo: null });
  });

  it('704.5m: an Aura attached to nothing or to something it cannot enchant goes to its owner graveyard', () => {
    const tx = new Transaction(
      setupState({ players: [{ battlefield: [holyStrength(), grizzlyBears(), forest()] }, {}] }),
    );
    const aura = idOf(tx.state, 'Holy Strength');
    const bears = idOf(tx.state, 'Grizzly Bears');
    expect(attachmentProblem(tx.state, tx.state.objects[aura] as GameObject)).toBe('graveyard');
    expect(attach(tx, aura, idOf(tx.state, 'Forest'))).toBe(false);
    expect(attach(tx, aura, bears)).toBe(true);
    expect(attachmentProblem(tx.state, tx.state.objects[aura] as GameObject)).toBeNull();
    // The creature dies: the Aura is attached to an object that no longer exists on the battlefield.
    moveTo(tx, bears, { player: 'p1', zone: 'graveyard' });
    runStateBasedActions(tx);
    expect(tx.state.objects[aura]).toMatchObject({ zone: { zone: 'graveyard' }, attachedTo: null });
  });

  it('attaching gives a new timestamp (613.7e, 701.3c); attaching again to the same object does nothing (701.3b)', () => {
    const tx = new Transaction(setupState({ players: [{ battlefield: [bonesplitter(), grizzlyBears()] }, {}] }));
    const sword = idOf(tx.state, 'Bonesplitter');
    const bears = idOf(tx.state, 'Grizzly Bears');
    tx.set(['nextId'], tx.state.nextId, tx.state.nextId + 5);
    expect(attach(tx, sword, bears)).toBe(true);
    expect(tx.state.objects[sword]?.timestamp).toBe(tx.state.nextId);
    const edits = tx.edits.length;
    expect(attach(tx, sword, bears)).toBe(false);
    expect(tx.edits.length).toBe(edits);
  });
});

describe('Equipment (301.5, 702.6)', () => {
  const equipGame = () =>
    setupGame({
      players: [
        { battlefield: [bonesplitter(), grizzlyBears(), creature('Hill Giant', '{3}{R}', '3/3')], pool: { C: 3 } },
        { battlefield: [creature('Scathe Zombies', '{2}{B}', '2/2')] },
      ],
    });

  it('Equip: target creature you control, as a sorcery; moving it to another creature (702.6a, 701.3a)', () => {
    const game = equipGame();
    const sword = idOf(game.state, 'Bonesplitter');
    const bears = idOf(game.state, 'Grizzly Bears');
    const giant = idOf(game.state, 'Hill Giant');
    const theirs = idOf(game.state, 'Scathe Zombies');
    const equip = (to: string) =>
      game.perform({ type: 'activate', player: 'p1', source: sword, ability: 1, targets: [to] });
    expect(equip(theirs).ok).toBe(false);
    expect(equip(bears).ok).toBe(true);
    // As a sorcery: not while the equip ability is on the stack (307.1).
    const again = equip(giant);
    expect(again.ok).toBe(false);
    expect(again.ok ? '' : again.reason).toMatch(/sorcery/);
    game.perform({ type: 'resolve' });
    expect(game.state.objects[sword]?.attachedTo).toBe(bears);
    expect(pt(game.state, bears)).toBe('4/2');
    expect(equip(giant).ok).toBe(true);
    game.perform({ type: 'resolve' });
    expect(game.state.objects[sword]?.attachedTo).toBe(giant);
    expect(pt(game.state, bears)).toBe('2/2');
    expect(pt(game.state, giant)).toBe('5/3');
  });

  it('Equip is refused outside a main phase of its controller (702.6a, 307.1)', () => {
    const game = equipGame();
    game.perform({ type: 'nextStep' });
    const r = game.perform({
      type: 'activate',
      player: 'p1',
      source: idOf(game.state, 'Bonesplitter'),
      ability: 1,
      targets: [idOf(game.state, 'Grizzly Bears')],
    });
    expect(r.ok).toBe(false);
  });

  it('704.5n: when the equipped creature leaves, the Equipment stays on the battlefield, unattached', () => {
    const game = equipGame();
    const sword = idOf(game.state, 'Bonesplitter');
    const bears = idOf(game.state, 'Grizzly Bears');
    game.perform({ type: 'activate', player: 'p1', source: sword, ability: 1, targets: [bears] });
    game.perform({ type: 'resolve' });
    const tx = new Transaction(game.state);
    moveTo(tx, bears, { player: 'p1', zone: 'graveyard' });
    expect(attachmentProblem(tx.state, tx.state.objects[sword] as GameObject)).toBe('unattach');
    runStateBasedActions(tx);
    expect(tx.state.objects[sword]).toMatchObject({ zone: { zone: 'battlefield' }, attachedTo: null });
    expect(zoneOf(game, sword)).toBe('battlefield');
  });

  it('an Equipment that is also a creature, or a noncreature target, cannot be equipped (301.5c, 701.3b)', () => {
    const tx = new Transaction(setupState({ players: [{ battlefield: [bonesplitter(), forest()] }, {}] }));
    expect(attach(tx, idOf(tx.state, 'Bonesplitter'), idOf(tx.state, 'Forest'))).toBe(false);
    expect(attach(tx, idOf(tx.state, 'Bonesplitter'), idOf(tx.state, 'Bonesplitter'))).toBe(false);
  });
});
