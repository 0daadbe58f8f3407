import { describe, expect, it } from 'vitest';
import { cardFromText } from '../effects/test-cards.js';
import { setupGame, type PlayerSetup } from '../game/setup.js';
import { attach } from '../ops/attachments.js';
import { Transaction } from '../state/transaction.js';
import { card, creature, grizzlyBears, shock } from '../test-support/templates.js';
import { parseAbilityText } from '../../abilities/parse-ability.js';
import { dealDamage } from './deal-damage.js';

// Real wordings from the sample: Champion Lancer, Glacial Chasm, Muzzle, Rune-Tail's Essence (noncombat form).
const lancer = cardFromText(
  'Champion Lancer',
  '{4}{W}{W}',
  'Prevent all damage that would be dealt to ~ by creatures.',
  ['creature'],
  '3/3',
);
const chasm = cardFromText('Glacial Chasm', '', 'Prevent all damage that would be dealt to you.', ['land']);
const muzzle = card('Muzzle', {
  cost: '{1}{W}',
  types: ['enchantment'],
  subtypes: ['Aura'],
  abilities: ['Enchant creature', 'Prevent all damage that would be dealt by enchanted creature.'].flatMap(
    (line) => parseAbilityText(line, 1, ['Muzzle']).abilities,
  ),
});
const essence = cardFromText(
  'Essence',
  '{2}{W}',
  'Prevent all noncombat damage that would be dealt to you and creatures you control.',
  ['enchantment'],
);
const giant = creature('Hill Giant', '{3}{R}', '3/3');

const board = (p1: PlayerSetup, p2: PlayerSetup = {}): Transaction =>
  new Transaction(setupGame({ players: [p1, p2] }).state);

describe('static prevention (615.1a, 611.3b)', () => {
  it("prevents only what its parties name: creatures' damage to ~, not a spell's", () => {
    // c1 Champion Lancer, c2 Shock (hand), c3 Hill Giant: a player's hand gets its ids before the battlefield.
    const tx = board({ battlefield: [lancer] }, { battlefield: [giant], hand: [shock()] });
    expect(dealDamage(tx, { source: 'c3', to: 'c1', amount: 3, combat: true })).toBe(0);
    expect(tx.state.objects.c1?.damage).toBe(0);
    expect(dealDamage(tx, { source: 'c2', to: 'c1', amount: 2, combat: false })).toBe(2);
    expect(tx.state.objects.c1?.damage).toBe(2);
  });

  it('"you" is its controller: damage to the opponent is dealt', () => {
    const tx = board({ battlefield: [chasm] }, { battlefield: [giant] });
    expect(dealDamage(tx, { source: 'c2', to: 'p1', amount: 3, combat: true })).toBe(0);
    expect(tx.state.players.p1?.life).toBe(20);
    expect(dealDamage(tx, { source: 'c2', to: 'p2', amount: 3, combat: false })).toBe(3);
  });

  it('"enchanted creature" follows the Aura: damage by it is prevented, other damage is not', () => {
    // c1 Muzzle, c2 Grizzly Bears, c3 Hill Giant.
    const tx = board({ battlefield: [muzzle, grizzlyBears()] }, { battlefield: [giant] });
    expect(dealDamage(tx, { source: 'c2', to: 'p2', amount: 2, combat: true })).toBe(2);
    attach(tx, 'c1', 'c2');
    expect(dealDamage(tx, { source: 'c2', to: 'p2', amount: 2, combat: true })).toBe(0);
    expect(dealDamage(tx, { source: 'c3', to: 'c2', amount: 3, combat: true })).toBe(3);
  });

  it('"noncombat" leaves combat damage alone; "you and creatures you control" are both covered', () => {
    const tx = board({ battlefield: [essence, grizzlyBears()] }, { battlefield: [giant] });
    expect(dealDamage(tx, { source: 'c3', to: 'p1', amount: 3, combat: false })).toBe(0);
    expect(dealDamage(tx, { source: 'c3', to: 'c2', amount: 3, combat: false })).toBe(0);
    expect(dealDamage(tx, { source: 'c3', to: 'c2', amount: 1, combat: true })).toBe(1);
    expect(dealDamage(tx, { source: 'c2', to: 'c3', amount: 2, combat: false })).toBe(2);
  });

  it('ends when its source loses all its abilities (613.1f) or leaves the battlefield', () => {
    const tx = board({ battlefield: [lancer] }, { battlefield: [giant] });
    tx.set(['continuousEffects'], tx.state.continuousEffects, [
      {
        id: 'e1',
        source: 'c2',
        sourceName: 'Frogify',
        controller: 'p2',
        timestamp: 100,
        affected: { kind: 'objects', ids: ['c1'] },
        modifications: [{ kind: 'loseAllAbilities' }],
        duration: 'endOfTurn',
      },
    ]);
    expect(dealDamage(tx, { source: 'c2', to: 'c1', amount: 2, combat: true })).toBe(2);
  });

  it('an Aura\'s "loses all abilities" ends it too (a static ability\'s effect, 613.1f)', () => {
    const frogify = card('Frogify', {
      cost: '{1}{U}',
      types: ['enchantment'],
      subtypes: ['Aura'],
      abilities: ['Enchant creature', 'Enchanted creature loses all abilities.'].flatMap(
        (line) => parseAbilityText(line, 1, ['Frogify']).abilities,
      ),
    });
    // c1 Frogify, c2 Champion Lancer, c3 Hill Giant.
    const tx = board({ battlefield: [frogify, lancer] }, { battlefield: [giant] });
    expect(dealDamage(tx, { source: 'c3', to: 'c2', amount: 2, combat: true })).toBe(0);
    expect(attach(tx, 'c1', 'c2')).toBe(true);
    expect(dealDamage(tx, { source: 'c3', to: 'c2', amount: 2, combat: true })).toBe(2);
  });
});
