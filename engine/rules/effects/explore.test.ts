import { describe, expect, it } from 'vitest';
import type { Effect } from '../../templates/card-template.js';
import { setupState } from '../game/setup.js';
import { idOf } from '../test-support/find.js';
import { card, creature } from '../test-support/templates.js';
import { run } from './test-run.js';

const explore: Effect[] = [{ kind: 'explore', what: { kind: 'self' } }];

/** p1 with an Explorer on the battlefield and `top` on top of a library of one Bottom card. */
function game(top: 'land' | 'creature') {
  const revealed = top === 'land' ? card('Revealed', { types: ['land'] }) : creature('Revealed', '{3}', '3/3');
  return setupState({
    players: [
      { library: [creature('Bottom', '{1}', '1/1'), revealed], battlefield: [creature('Explorer', '{G}', '1/1')] },
      {},
    ],
  });
}

describe('explore (701.40a)', () => {
  it('a land revealed goes to the hand, and the permanent gets no counter', () => {
    const state = game('land');
    const source = idOf(state, 'Explorer');
    const tx = run(state, explore, { source });
    expect(tx.state.players.p1?.zones.hand).toEqual([idOf(state, 'Revealed')]);
    expect(tx.state.objects[source]?.counters).toEqual({});
    expect(tx.events.map((e) => e.event)).toContainEqual({
      type: 'revealed',
      player: 'p1',
      cards: [idOf(state, 'Revealed')],
    });
  });

  it('a nonland card: a +1/+1 counter, and the card back on top or, answered `graveyard`, into the graveyard', () => {
    const state = game('creature');
    const source = idOf(state, 'Explorer');
    const kept = run(state, explore, { source });
    expect(kept.state.objects[source]?.counters).toEqual({ '+1/+1': 1 });
    expect(kept.state.players.p1?.zones.library.at(-1)).toBe(idOf(state, 'Revealed'));
    const milled = run(state, explore, { source, answers: { choices: ['graveyard'] } });
    expect(milled.state.objects[source]?.counters).toEqual({ '+1/+1': 1 });
    expect(milled.state.players.p1?.zones.graveyard).toEqual([idOf(state, 'Revealed')]);
  });

  it('one answer per exploration, even when a land is revealed (the answers stay in step)', () => {
    const state = game('land');
    const source = idOf(state, 'Explorer');
    const tx = run(state, [...explore, ...explore], { source, answers: { choices: ['graveyard', 'graveyard'] } });
    expect(tx.state.players.p1?.zones.hand).toEqual([idOf(state, 'Revealed')]);
    expect(tx.state.players.p1?.zones.graveyard).toEqual([idOf(state, 'Bottom')]);
    expect(tx.state.objects[source]?.counters).toEqual({ '+1/+1': 1 });
  });
});
