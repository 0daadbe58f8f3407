import { describe, expect, it } from 'vitest';
import { cardFromText } from '../effects/test-cards.js';
import { setupGame, type PlayerSetup } from '../game/setup.js';
import { drawCard } from '../ops/zones.js';
import { Transaction } from '../state/transaction.js';
import type { GameState } from '../state/types.js';
import { creature } from '../test-support/templates.js';

// Real wordings from the sample: Thought Reflection, Teferi's Ageless Insight.
const reflection = cardFromText(
  'Thought Reflection',
  '{4}{U}{U}{U}',
  'If you would draw a card, draw two cards instead.',
  ['enchantment'],
);
const insight = cardFromText(
  "Teferi's Ageless Insight",
  '{2}{U}{U}',
  'If you would draw a card except the first one you draw in each of your draw steps, draw two cards instead.',
  ['enchantment'],
);
const cards = Array.from({ length: 10 }, () => creature('Bear', '{1}{G}', '2/2'));
const board = (p1: PlayerSetup, p2: PlayerSetup = {}): Transaction =>
  new Transaction(
    setupGame({
      players: [
        { library: cards, ...p1 },
        { library: cards, ...p2 },
      ],
    }).state,
  );
const hand = (state: GameState, player: string): number => state.players[player]?.zones.hand.length ?? 0;
const inStep = (tx: Transaction, step: GameState['turn']['step'], active: string): void =>
  tx.set(['turn'], tx.state.turn, { ...tx.state.turn, step, activePlayer: active });

describe('draw replacements (614.1a, 121.6)', () => {
  it('"draw two cards instead": its controller only', () => {
    const tx = board({ battlefield: [reflection] });
    drawCard(tx, 'p1');
    drawCard(tx, 'p2');
    expect(hand(tx.state, 'p1')).toBe(2);
    expect(hand(tx.state, 'p2')).toBe(1);
  });

  it('two make four: each replaces the draw and the draws that replace it once (614.5)', () => {
    const tx = board({ battlefield: [reflection, reflection] });
    drawCard(tx, 'p1');
    expect(hand(tx.state, 'p1')).toBe(4);
  });

  it('"except the first one you draw in each of your draw steps" (504.1): the next draws there are replaced', () => {
    const tx = board({ battlefield: [insight] });
    inStep(tx, 'draw', 'p1');
    drawCard(tx, 'p1');
    expect(hand(tx.state, 'p1')).toBe(1);
    drawCard(tx, 'p1');
    expect(hand(tx.state, 'p1')).toBe(3);
    // In the main phase every draw is replaced; in an opponent's draw step too.
    inStep(tx, 'main1', 'p1');
    drawCard(tx, 'p1');
    expect(hand(tx.state, 'p1')).toBe(5);
    inStep(tx, 'draw', 'p2');
    drawCard(tx, 'p1');
    expect(hand(tx.state, 'p1')).toBe(7);
  });
});
