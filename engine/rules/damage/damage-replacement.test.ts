import { describe, expect, it } from 'vitest';
import { cardFromText } from '../effects/test-cards.js';
import { setupGame, type PlayerSetup } from '../game/setup.js';
import { Transaction } from '../state/transaction.js';
import type { PreventionShield } from '../state/types.js';
import { card, creature } from '../test-support/templates.js';
import { parseAbilityText } from '../../abilities/parse-ability.js';
import { dealDamage } from './deal-damage.js';

// Real wordings from the sample: Urza's Armor, Guardian Seraph, Dictate of the Twin Gods, Lashknife Barrier, Ghosts of
// the Innocent, Temple Altisaur, Charging Tuskodon.
const armor = cardFromText("Urza's Armor", '{6}', 'If a source would deal damage to you, prevent 1 of that damage.', [
  'artifact',
]);
const seraph = cardFromText(
  'Guardian Seraph',
  '{2}{W}{W}',
  'If a source an opponent controls would deal damage to you, prevent 1 of that damage.',
  ['creature'],
  '3/4',
);
const dictate = cardFromText(
  'Dictate of the Twin Gods',
  '{3}{R}{R}',
  'If a source would deal damage to a permanent or player, it deals double that damage to that permanent or player instead.',
  ['enchantment'],
);
const barrier = cardFromText(
  'Lashknife Barrier',
  '{2}{W}',
  'If a source would deal damage to a creature you control, it deals that much damage minus 1 to that creature instead.',
  ['enchantment'],
);
const ghosts = cardFromText(
  'Ghosts of the Innocent',
  '{5}{W}{W}',
  'If a source would deal damage to a permanent or player, it deals half that damage, rounded down, to that permanent or player instead.',
  ['creature'],
  '4/5',
);
const altisaur = card('Temple Altisaur', {
  cost: '{4}{W}',
  types: ['creature'],
  subtypes: ['Dinosaur'],
  pt: '3/4',
  abilities: parseAbilityText(
    'If a source would deal damage to another Dinosaur you control, prevent all but 1 of that damage.',
    1,
    ['Temple Altisaur'],
  ).abilities,
});
const tuskodon = cardFromText(
  'Charging Tuskodon',
  '{3}{G}{G}',
  'If ~ would deal combat damage to a player, it deals double that damage to that player instead.',
  ['creature'],
  '4/4',
);
const giant = creature('Hill Giant', '{3}{R}', '3/3');
const dinosaur = creature('Raptor', '{1}{R}', '4/4', [], { subtypes: ['Dinosaur'] });

const board = (p1: PlayerSetup, p2: PlayerSetup = {}): Transaction =>
  new Transaction(setupGame({ players: [p1, p2] }).state);

describe('static damage replacements (614.1a, 615.1a)', () => {
  it('"prevent 1 of that damage": to "you", its controller, from any source', () => {
    // c1 Urza's Armor, c2 Hill Giant.
    const tx = board({ battlefield: [armor] }, { battlefield: [giant] });
    expect(dealDamage(tx, { source: 'c2', to: 'p1', amount: 3, combat: true })).toBe(2);
    expect(tx.state.players.p1?.life).toBe(18);
    // One damage is all prevented: nothing is dealt (615.1a, 120.8).
    expect(dealDamage(tx, { source: 'c2', to: 'p1', amount: 1, combat: false })).toBe(0);
    expect(tx.state.players.p1?.life).toBe(18);
    expect(dealDamage(tx, { source: 'c2', to: 'p2', amount: 3, combat: false })).toBe(3);
  });

  it('"a source an opponent controls" is seen from the permanent: its controller\'s own damage is not prevented', () => {
    // c1 Guardian Seraph, c2 Hill Giant (p1's), c3 Hill Giant (p2's).
    const tx = board({ battlefield: [seraph, giant] }, { battlefield: [giant] });
    expect(dealDamage(tx, { source: 'c2', to: 'p1', amount: 3, combat: false })).toBe(3);
    expect(dealDamage(tx, { source: 'c3', to: 'p1', amount: 3, combat: false })).toBe(2);
  });

  it("doubles damage to players and permanents, whoever's source it is", () => {
    // c1 Dictate, c2 Hill Giant (p1's), c3 Hill Giant (p2's).
    const tx = board({ battlefield: [dictate, giant] }, { battlefield: [giant] });
    expect(dealDamage(tx, { source: 'c3', to: 'p1', amount: 2, combat: false })).toBe(4);
    expect(dealDamage(tx, { source: 'c3', to: 'c2', amount: 1, combat: false })).toBe(2);
    expect(tx.state.objects.c2?.damage).toBe(2);
  });

  it('"that much damage minus 1" only to creatures its controller controls', () => {
    // c1 Lashknife Barrier, c2 Hill Giant (p1's), c3 Hill Giant (p2's).
    const tx = board({ battlefield: [barrier, giant] }, { battlefield: [giant] });
    expect(dealDamage(tx, { source: 'c3', to: 'c2', amount: 3, combat: true })).toBe(2);
    expect(dealDamage(tx, { source: 'c2', to: 'c3', amount: 3, combat: true })).toBe(3);
    expect(dealDamage(tx, { source: 'c3', to: 'p1', amount: 3, combat: true })).toBe(3);
  });

  it('"half that damage, rounded down"', () => {
    const tx = board({ battlefield: [ghosts] }, { battlefield: [giant] });
    expect(dealDamage(tx, { source: 'c2', to: 'p1', amount: 3, combat: false })).toBe(1);
    expect(dealDamage(tx, { source: 'c2', to: 'c1', amount: 1, combat: false })).toBe(0);
    expect(tx.state.objects.c1?.damage).toBe(0);
  });

  it('"prevent all but 1" to another Dinosaur: not to itself, not to a non-Dinosaur', () => {
    // c1 Temple Altisaur, c2 Raptor, c3 Hill Giant.
    const tx = board({ battlefield: [altisaur, dinosaur, giant] });
    expect(dealDamage(tx, { source: 'c3', to: 'c2', amount: 3, combat: false })).toBe(1);
    expect(dealDamage(tx, { source: 'c3', to: 'c1', amount: 3, combat: false })).toBe(3);
  });

  it('"~ would deal combat damage to a player": not noncombat damage, not damage to a creature', () => {
    // c1 Charging Tuskodon, c2 Hill Giant.
    const tx = board({ battlefield: [tuskodon] }, { battlefield: [giant] });
    expect(dealDamage(tx, { source: 'c1', to: 'p2', amount: 4, combat: true })).toBe(8);
    expect(dealDamage(tx, { source: 'c1', to: 'p2', amount: 4, combat: false })).toBe(4);
    expect(dealDamage(tx, { source: 'c1', to: 'c2', amount: 2, combat: true })).toBe(2);
  });
});

describe('the order of several (616.1)', () => {
  it('the affected player applies "prevent 1" before doubling: 3 becomes 4, not 5', () => {
    const tx = board({ battlefield: [armor, dictate] }, { battlefield: [giant] });
    expect(dealDamage(tx, { source: 'c3', to: 'p1', amount: 3, combat: false })).toBe(4);
    expect(tx.state.players.p1?.life).toBe(16);
  });

  it('two doublers double twice (each applies once, 614.5)', () => {
    const tx = board({ battlefield: [dictate, dictate] }, { battlefield: [giant] });
    expect(dealDamage(tx, { source: 'c3', to: 'p2', amount: 1, combat: false })).toBe(4);
  });

  it('prevention shields count in the order too: "prevent the next 2" before doubling, and kept when not needed', () => {
    const next2: PreventionShield = {
      id: 'p99',
      to: { kind: 'ids', ids: ['p1'] },
      by: { kind: 'any' },
      combat: false,
      remaining: 2,
    };
    const tx = board({ battlefield: [dictate] }, { battlefield: [giant] });
    tx.set(['preventionShields'], [], [next2]);
    expect(dealDamage(tx, { source: 'c2', to: 'p1', amount: 3, combat: false })).toBe(2);
    expect(tx.state.preventionShields).toEqual([]);
    // Half of 1 is 0 with no shield spent.
    const halved = board({ battlefield: [ghosts] }, { battlefield: [giant] });
    halved.set(['preventionShields'], [], [next2]);
    expect(dealDamage(halved, { source: 'c2', to: 'p1', amount: 1, combat: false })).toBe(0);
    expect(halved.state.preventionShields).toEqual([next2]);
  });
});

describe('counters instead of damage (614.1a, 615.1a)', () => {
  const phytohydra = cardFromText(
    'Phytohydra',
    '{2}{G}{W}',
    'If damage would be dealt to ~, put that many +1/+1 counters on it instead.',
    ['creature'],
    '1/1',
  );
  const champion = cardFromText(
    'Undergrowth Champion',
    '{1}{G}{G}',
    'If damage would be dealt to ~ while it has a +1/+1 counter on it, prevent that damage and remove a +1/+1 counter from ~.',
    ['creature'],
    '2/2',
  );

  it('"put that many +1/+1 counters on it instead": no damage, counters; after the amount changes (Dictate)', () => {
    // c1 Phytohydra, c2 Dictate of the Twin Gods, c3 Hill Giant.
    const tx = board({ battlefield: [phytohydra, dictate] }, { battlefield: [giant] });
    expect(dealDamage(tx, { source: 'c3', to: 'c1', amount: 3, combat: true })).toBe(0);
    expect(tx.state.objects.c1?.damage).toBe(0);
    expect(tx.state.objects.c1?.counters['+1/+1']).toBe(6);
  });

  it('"while it has a +1/+1 counter on it": without one, the damage is dealt', () => {
    // c1 Undergrowth Champion, c2 Hill Giant.
    const tx = board({ battlefield: [champion] }, { battlefield: [giant] });
    expect(dealDamage(tx, { source: 'c2', to: 'c1', amount: 1, combat: false })).toBe(1);
    tx.set(['objects', 'c1', 'counters'], tx.state.objects.c1?.counters, { '+1/+1': 1 });
    expect(dealDamage(tx, { source: 'c2', to: 'c1', amount: 3, combat: false })).toBe(0);
    expect(tx.state.objects.c1?.counters).toEqual({});
    expect(tx.state.objects.c1?.damage).toBe(1);
  });
});

describe('"that much damage plus 2 instead" (614.1a)', () => {
  const torbran = cardFromText(
    'Torbran, Thane of Red Fell',
    '{1}{R}{R}{R}',
    'If a red source you control would deal damage to an opponent or a permanent an opponent controls, it deals that much damage plus 2 instead.',
    ['creature'],
    '2/4',
  );
  const redGiant = card('Red Giant', { cost: '{3}{R}', types: ['creature'], colors: ['R'], pt: '3/3' });

  it('adds 2 to its controller\'s red sources\' damage to opponents and their permanents; "prevent 1" first (616.1)', () => {
    // c1 Torbran, c2 Red Giant (p1's), c3 Urza's Armor (p2's), c4 Red Giant (p2's).
    const tx = board({ battlefield: [torbran, redGiant] }, { battlefield: [armor, redGiant] });
    expect(dealDamage(tx, { source: 'c2', to: 'c4', amount: 1, combat: false })).toBe(3);
    // p2 chooses Urza's Armor first: 3 - 1 + 2 = 4 either way.
    expect(dealDamage(tx, { source: 'c2', to: 'p2', amount: 3, combat: false })).toBe(4);
    expect(dealDamage(tx, { source: 'c2', to: 'p1', amount: 1, combat: false })).toBe(1);
    expect(dealDamage(tx, { source: 'c4', to: 'c2', amount: 1, combat: false })).toBe(1);
  });
});
