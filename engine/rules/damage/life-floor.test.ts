import { describe, expect, it } from 'vitest';
import { cardFromText } from '../effects/test-cards.js';
import { setupGame } from '../game/setup.js';
import { Transaction } from '../state/transaction.js';
import { creature } from '../test-support/templates.js';
import { dealDamage } from './deal-damage.js';

// Real wording from the sample: Ali from Cairo.
const ali = cardFromText(
  'Ali from Cairo',
  '{2}{R}{R}',
  'Damage that would reduce your life total to less than 1 reduces it to 1 instead.',
  ['creature'],
  '0/1',
);
const giant = creature('Hill Giant', '{3}{R}', '3/3');

describe('"reduces it to 1 instead" (614.1a, 120.3a)', () => {
  it("its controller's life stops at 1; the damage is still dealt; the opponent's doesn't", () => {
    // c1 Ali from Cairo, c2 Hill Giant.
    const tx = new Transaction(setupGame({ players: [{ battlefield: [ali] }, { battlefield: [giant] }] }).state);
    tx.set(['players', 'p1', 'life'], 20, 3);
    expect(dealDamage(tx, { source: 'c2', to: 'p1', amount: 5, combat: true })).toBe(5);
    expect(tx.state.players.p1?.life).toBe(1);
    expect(dealDamage(tx, { source: 'c2', to: 'p1', amount: 2, combat: false })).toBe(2);
    expect(tx.state.players.p1?.life).toBe(1);
    expect(dealDamage(tx, { source: 'c1', to: 'p2', amount: 25, combat: false })).toBe(25);
    expect(tx.state.players.p2?.life).toBe(-5);
  });
});
