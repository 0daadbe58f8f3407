import { describe, expect, it } from 'vitest';
import { parseCardText } from '../../format/card-text/parse-card-text.js';
import type { CardTemplate } from '../../templates/card-template.js';
import { setupGame } from '../game/setup.js';
import { forest, grizzlyBears } from '../test-support/templates.js';
import { cleanupDiscard, discardOnNextStep } from './cleanup-discard.js';

function cardOf(text: string): CardTemplate {
  const parsed = parseCardText(text, 'test.card');
  expect(parsed.warnings).toEqual([]);
  return parsed.card;
}

const temper = cardOf(`name Fiery Temper
cost {1}{R}{R}
type instant
text ~ deals 3 damage to any target.
text Madness {R}`);

/** p1 in their end step with `n` Forests in hand (then `extra`) and libraries to draw from. */
function handOf(n: number, extra: readonly CardTemplate[] = []) {
  return setupGame({
    players: [
      { hand: [...Array.from({ length: n }, () => forest()), ...extra], library: [forest()] },
      { hand: Array.from({ length: 9 }, () => forest()), library: [forest()] },
    ],
    step: 'end',
  });
}

const handIds = (game: ReturnType<typeof handOf>, player = 'p1') => game.state.players[player]?.zones.hand ?? [];

describe('the cleanup discard (514.1, 402.2)', () => {
  it('the active player discards down to seven, the cards they chose', () => {
    const game = handOf(9);
    const hand = handIds(game);
    expect(discardOnNextStep(game.state)).toMatchObject({ player: 'p1', count: 2, maximum: 7 });
    expect(game.perform({ type: 'nextStep', discard: [hand[0] ?? '', hand[2] ?? ''] }).ok).toBe(true);
    expect(game.state.turn.step).toBe('cleanup');
    expect(handIds(game)).toHaveLength(7);
    expect(game.state.players.p1?.zones.graveyard).toEqual([hand[0], hand[2]]);
    // Only the active player (514.1): p2 keeps nine.
    expect(handIds(game, 'p2')).toHaveLength(9);
    expect(cleanupDiscard(game.state)).toBeNull();
  });

  it('without a choice, the engine discards the newest cards', () => {
    const game = handOf(9);
    const hand = handIds(game);
    expect(game.perform({ type: 'nextStep' }).ok).toBe(true);
    expect(game.state.players.p1?.zones.graveyard).toEqual([hand[8], hand[7]]);
  });

  it('passing priority into the cleanup step carries the choice too', () => {
    const game = handOf(8);
    const second = handIds(game)[1] ?? '';
    expect(game.perform({ type: 'passPriority', player: 'p1', discard: [second] })).toMatchObject({
      ok: false,
      reason: expect.stringContaining('only by the pass that ends the step'),
    });
    expect(game.perform({ type: 'passPriority', player: 'p1' }).ok).toBe(true);
    expect(game.perform({ type: 'passPriority', player: 'p2', discard: [second] }).ok).toBe(true);
    expect(game.state.players.p1?.zones.graveyard).toEqual([second]);
  });

  it('refuses a wrong count, a card not in the hand, a card twice, and a choice outside the cleanup', () => {
    const game = handOf(9);
    const [a = ''] = handIds(game);
    const other = handIds(game, 'p2')[0] ?? '';
    expect(game.perform({ type: 'nextStep', discard: [a] })).toEqual({
      ok: false,
      reason: 'p1 must discard 2 cards down to their maximum hand size of 7 (514.1), not 1 card',
    });
    expect(game.perform({ type: 'nextStep', discard: [a, other] })).toMatchObject({
      ok: false,
      reason: expect.stringContaining("is not in p1's hand"),
    });
    expect(game.perform({ type: 'nextStep', discard: [a, a] })).toMatchObject({
      ok: false,
      reason: expect.stringContaining('is chosen twice'),
    });
    expect(game.state.turn.step).toBe('end');
    expect(handIds(game)).toHaveLength(9);
    const early = setupGame({ players: [{ hand: [forest(), forest()] }, {}] });
    expect(early.perform({ type: 'nextStep', discard: ['c1'] })).toMatchObject({
      ok: false,
      reason: expect.stringContaining('only as the cleanup step begins (514.1), not as the main1 step ends'),
    });
  });

  it('seven cards or fewer: nothing is discarded, and a choice is refused', () => {
    const game = handOf(7);
    expect(discardOnNextStep(game.state)).toBeNull();
    expect(game.perform({ type: 'nextStep', discard: handIds(game).slice(0, 1) })).toMatchObject({
      ok: false,
      reason: expect.stringContaining('discards nothing in this cleanup step'),
    });
    expect(game.perform({ type: 'nextStep' }).ok).toBe(true);
    expect(handIds(game)).toHaveLength(7);
  });

  it('a discard in cleanup is a real discard: madness triggers, players get priority, another cleanup follows (514.3a)', () => {
    const game = handOf(7, [temper]);
    const card = handIds(game)[7] ?? '';
    expect(game.perform({ type: 'nextStep', discard: [card] }).ok).toBe(true);
    expect(game.state.objects[card]?.zone.zone).toBe('exile');
    expect(game.state.stack).toHaveLength(1);
    expect(game.state.turn).toMatchObject({ step: 'cleanup', priority: 'p1', cleanupAgain: true });
    expect(game.perform({ type: 'resolve' }).ok).toBe(true);
    expect(game.perform({ type: 'declineCast', player: 'p1' }).ok).toBe(true);
    expect(game.state.objects[card]?.zone.zone).toBe('graveyard');
    // 514.3a: the stack is empty and all pass: another cleanup step, not the next turn.
    expect(game.perform({ type: 'nextStep', keepTapped: [card] })).toMatchObject({
      ok: false,
      reason: expect.stringContaining('514.3a'),
    });
    expect(game.perform({ type: 'nextStep' }).ok).toBe(true);
    expect(game.state.turn).toMatchObject({ number: 1, step: 'cleanup' });
    expect(game.state.turn.cleanupAgain).toBeUndefined();
    expect(game.perform({ type: 'nextStep' }).ok).toBe(true);
    expect(game.state.turn).toMatchObject({ number: 2, activePlayer: 'p2', step: 'untap' });
  });

  it('the discard comes before damage wears off (514.1, 514.2), and undo brings the cards back', () => {
    const game = setupGame({
      players: [
        { hand: Array.from({ length: 8 }, () => forest()), battlefield: [{ template: grizzlyBears(), damage: 1 }] },
        {},
      ],
      step: 'end',
    });
    expect(game.perform({ type: 'nextStep' }).ok).toBe(true);
    expect(game.state.players.p1?.zones.hand).toHaveLength(7);
    const bears = game.state.players.p1?.zones.battlefield[0] ?? '';
    expect(game.state.objects[bears]?.damage).toBe(0);
    game.undo();
    expect(game.state.players.p1?.zones.hand).toHaveLength(8);
  });
});
