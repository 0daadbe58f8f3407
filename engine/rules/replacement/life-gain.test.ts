import { describe, expect, it } from 'vitest';
import { cardFromText } from '../effects/test-cards.js';
import { setupGame, type PlayerSetup } from '../game/setup.js';
import { gainLife } from '../ops/players.js';
import { Transaction } from '../state/transaction.js';

// Real wordings from the sample: Boon Reflection, Sulfuric Vortex.
const boon = cardFromText(
  'Boon Reflection',
  '{4}{W}',
  'If you would gain life, you gain twice that much life instead.',
  ['enchantment'],
);
const vortex = cardFromText(
  'Sulfuric Vortex',
  '{1}{R}{R}',
  'If a player would gain life, that player gains no life instead.',
  ['enchantment'],
);
const board = (p1: PlayerSetup, p2: PlayerSetup = {}): Transaction =>
  new Transaction(setupGame({ players: [p1, p2] }).state);

describe('life gain replacements (614.1a, 119.10)', () => {
  it('"you gain twice that much life instead": its controller only', () => {
    const tx = board({ battlefield: [boon] });
    gainLife(tx, 'p1', 3);
    gainLife(tx, 'p2', 3);
    expect(tx.state.players.p1?.life).toBe(26);
    expect(tx.state.players.p2?.life).toBe(23);
    expect(tx.state.turn.lifeGained).toEqual({ p1: 6, p2: 3 });
  });

  it('two double it twice (each applies once, 614.5)', () => {
    const tx = board({ battlefield: [boon, boon] });
    gainLife(tx, 'p1', 1);
    expect(tx.state.players.p1?.life).toBe(24);
  });

  it('"that player gains no life instead": every player, and no life gained is recorded (119.10)', () => {
    const tx = board({ battlefield: [boon, vortex] });
    gainLife(tx, 'p1', 3);
    gainLife(tx, 'p2', 3);
    expect(tx.state.players.p1?.life).toBe(20);
    expect(tx.state.players.p2?.life).toBe(20);
    expect(tx.state.turn.lifeGained).toBeUndefined();
  });
});
