import { describe, expect, it } from 'vitest';
import { setupState } from '../game/setup.js';
import { card, creature, target } from '../test-support/templates.js';
import { run } from './test-run.js';

const state = setupState({
  players: [{ battlefield: [creature('Source', '{U}', '1/1')] }, { hand: [card('Secret'), card('Plan')] }],
});
const source = state.players.p1?.zones.battlefield[0] as string;
const hand = state.players.p2?.zones.hand ?? [];

describe('lookAtHand', () => {
  it('the controller sees the hand: a lookedAt event, and nothing else changes', () => {
    const tx = run(state, [{ kind: 'lookAtHand', who: target(['player'], 'target player') }], {
      source,
      targets: ['p2'],
    });
    expect(tx.events.map((e) => e.event)).toEqual([{ type: 'lookedAt', player: 'p1', whose: 'p2', cards: hand }]);
    expect(tx.edits).toEqual([]);
  });
});
