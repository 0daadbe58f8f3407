import { describe, expect, it } from 'vitest';
import { parseAbilityText } from '../../abilities/parse-ability.js';
import type { Ability } from '../../templates/card-template.js';
import { setupGame } from '../game/setup.js';
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
