import { describe, expect, it } from 'vitest';
import { parseAbilityText } from '../../abilities/parse-ability.js';
import type { Ability, Protection } from '../../templates/card-template.js';
import { combatantOfObject } from '../combat/combatant.js';
import { addContinuousEffect } from '../continuous/index.js';
import type { KeptAttachments } from '../continuous/types.js';
import { setupGame } from '../game/setup.js';
import { chooseColor } from '../ops/choose-color.js';
import { protectionsOfObject } from '../state/characteristics.js';
import { protectedFrom } from './protection.js';
import { attach, attachmentProblem, canEquip } from '../ops/attachments.js';
import { Transaction } from '../state/transaction.js';
import type { GameObject } from '../state/types.js';
import { idOf } from '../test-support/find.js';
import { card, creature } from '../test-support/templates.js';

const text = (...lines: string[]): Ability[] => lines.flatMap((line) => [...parseAbilityText(line).abilities]);

/** 702.16c, 702.16d: protection keeps Auras and Equipment with the quality off (and drops them, 704.5m, 704.5n). */
describe('protection and attachments', () => {
  const knight = creature('White Knight', '{W}{W}', '2/2', text('Protection from black'));
  const aura = card('Unholy Strength', {
    cost: '{B}',
    types: ['enchantment'],
    subtypes: ['Aura'],
    abilities: text('Enchant creature', 'Enchanted creature gets +2/+1.'),
  });
  const whiteAura = card('Holy Strength', {
    cost: '{W}',
    types: ['enchantment'],
    subtypes: ['Aura'],
    abilities: text('Enchant creature', 'Enchanted creature gets +1/+2.'),
  });
  const blackSword = card('Black Sword', {
    cost: '{B}',
    types: ['artifact'],
    subtypes: ['Equipment'],
    abilities: text('Equipped creature gets +1/+0.'),
  });

  it("a black Aura can't enchant it, a white one can; a black Aura spell can't target it (702.16b, 702.16c)", () => {
    const game = setupGame({ players: [{ battlefield: [knight, aura, whiteAura], hand: [aura], pool: { B: 1 } }, {}] });
    const tx = new Transaction(game.state);
    const knightId = idOf(tx.state, 'White Knight');
    expect(attach(tx, idOf(tx.state, 'Unholy Strength'), knightId)).toBe(false);
    expect(attach(tx, idOf(tx.state, 'Holy Strength'), knightId)).toBe(true);
    const inHand = idOf(game.state, 'Unholy Strength', 2);
    const cast = game.perform({ type: 'cast', player: 'p1', card: inHand, targets: [knightId] });
    expect(cast.ok).toBe(false);
  });

  it("a black Equipment can't equip it (702.16d)", () => {
    const game = setupGame({ players: [{ battlefield: [knight, blackSword] }, {}] });
    const sword = game.state.objects[idOf(game.state, 'Black Sword')] as GameObject;
    expect(canEquip(game.state, sword, idOf(game.state, 'White Knight'))).toBe(false);
    expect(attachmentProblem(game.state, sword)).toBeNull();
  });
});

/** 702.16, 613.1f: a protection granted by an effect is an ability the creature has in layer 6, read like a printed one. */
describe('granted protection', () => {
  const bears = creature('Grizzly Bears', '{1}{G}', '2/2');
  const knight = creature('White Knight', '{W}{W}', '2/2', text('Protection from black'));
  const redAura = card('Shiv Embrace', {
    cost: '{R}',
    types: ['enchantment'],
    subtypes: ['Aura'],
    abilities: text('Enchant creature', 'Enchanted creature gets +2/+2.'),
  });
  const redCreature = creature('Goblin', '{R}', '1/1');
  const mother = creature(
    'Mother of Runes',
    '{W}',
    '1/1',
    text('{T}: Target creature you control gains protection from the color of your choice until end of turn.'),
  );

  const grant = (tx: Transaction, to: string, protection: Protection, keeps?: KeptAttachments): void => {
    addContinuousEffect(tx, {
      source: to,
      sourceName: 'test',
      controller: 'p1',
      objects: [to],
      modifications: [keeps ? { kind: 'protection', protection, keeps } : { kind: 'protection', protection }],
      duration: 'endOfTurn',
    });
  };
  const fromRed: Protection = { everything: false, qualities: [{ kind: 'color', color: 'R', negated: false }] };

  it('protects from a source with the quality once granted, and drops an Aura with it (702.16c, 704.5m)', () => {
    const game = setupGame({ players: [{ battlefield: [bears, redAura] }, { battlefield: [redCreature] }] });
    const tx = new Transaction(game.state);
    const bearsId = idOf(tx.state, 'Grizzly Bears');
    const auraId = idOf(tx.state, 'Shiv Embrace');
    const goblin = tx.state.objects[idOf(tx.state, 'Goblin')] as GameObject;
    expect(attach(tx, auraId, bearsId)).toBe(true);
    expect(protectedFrom(tx.state, tx.state.objects[bearsId] as GameObject, goblin)).toBeNull();
    grant(tx, bearsId, fromRed);
    expect(protectedFrom(tx.state, tx.state.objects[bearsId] as GameObject, goblin)).toBe('protection from red');
    expect(attachmentProblem(tx.state, tx.state.objects[auraId] as GameObject)).toBe('graveyard');
    const combatant = combatantOfObject(tx.state.objects[bearsId] as GameObject, tx.state);
    expect(combatant.protections).toEqual([fromRed]);
  });

  it('"This effect doesn\'t remove …": the kept Aura stays, a new one still may not attach', () => {
    const game = setupGame({ players: [{ battlefield: [bears, redAura, redAura] }, {}] });
    const tx = new Transaction(game.state);
    const bearsId = idOf(tx.state, 'Grizzly Bears');
    const first = idOf(tx.state, 'Shiv Embrace');
    const second = idOf(tx.state, 'Shiv Embrace', 2);
    expect(attach(tx, first, bearsId)).toBe(true);
    grant(tx, bearsId, fromRed, { kind: 'controlledBy', player: 'p1' });
    expect(attachmentProblem(tx.state, tx.state.objects[first] as GameObject)).toBeNull();
    expect(attach(tx, second, bearsId)).toBe(false);
  });

  it('losing all abilities takes a printed protection away too (613.1f)', () => {
    const game = setupGame({ players: [{ battlefield: [knight] }, {}] });
    const tx = new Transaction(game.state);
    const id = idOf(tx.state, 'White Knight');
    expect(protectionsOfObject(tx.state.objects[id] as GameObject, tx.state)).toHaveLength(1);
    addContinuousEffect(tx, {
      source: id,
      sourceName: 'test',
      controller: 'p1',
      objects: [id],
      modifications: [{ kind: 'loseAllAbilities' }],
      duration: 'endOfTurn',
    });
    expect(protectionsOfObject(tx.state.objects[id] as GameObject, tx.state)).toEqual([]);
  });

  it('"the color of your choice" is chosen as the ability resolves (608.2d): the answer, else the engine', () => {
    const game = setupGame({ players: [{ battlefield: [mother, bears] }, { battlefield: [redCreature] }] });
    const motherId = idOf(game.state, 'Mother of Runes');
    const bearsId = idOf(game.state, 'Grizzly Bears');
    expect(game.perform({ type: 'activate', player: 'p1', source: motherId, ability: 0, targets: [bearsId] }).ok).toBe(
      true,
    );
    expect(game.perform({ type: 'resolve', answers: { choices: ['blue'] } }).ok).toBe(true);
    const held = protectionsOfObject(game.state.objects[bearsId] as GameObject, game.state);
    expect(held.map((h) => h.protection.qualities)).toEqual([[{ kind: 'color', color: 'U', negated: false }]]);
    // Without an answer: the color most common among the opponents' permanents (red here).
    expect(chooseColor(game.state, 'p1', undefined)).toBe('R');
    expect(chooseColor(game.state, 'p2', undefined)).toBe('W');
    expect(chooseColor(game.state, 'p1', 'Green')).toBe('G');
  });
});
