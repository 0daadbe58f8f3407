import { describe, expect, it } from 'vitest';
import type { Effect, Subject } from '../../templates/card-template.js';
import { run } from '../effects/test-run.js';
import { setupState } from '../game/setup.js';
import { Transaction } from '../state/transaction.js';
import { idOf } from '../test-support/find.js';
import { creature, target } from '../test-support/templates.js';
import { moveTo } from './zones.js';

const exile = (more: Partial<Extract<Effect, { kind: 'changeZone' }>> = {}): Effect => ({
  kind: 'changeZone',
  what: target(['creature'], 'target creature'),
  to: 'exile',
  position: null,
  underYourControl: false,
  ...more,
});
const exiledCards: Subject = { kind: 'each', description: { nouns: ['card'], qualities: [{ kind: 'exiledWith' }] } };
const returnExiled: Effect = {
  kind: 'changeZone',
  what: exiledCards,
  to: 'battlefield',
  position: null,
  underYourControl: false,
};

// p1: Warden on the battlefield; p2: Bear and Ox.
const state = setupState({
  players: [
    { battlefield: [creature('Warden', '{W}', '1/1')] },
    { battlefield: [creature('Bear', '{1}{G}', '2/2'), creature('Ox', '{G}', '2/4')] },
  ],
});
const warden = idOf(state, 'Warden');
const bear = idOf(state, 'Bear');
const ox = idOf(state, 'Ox');

function leave(tx: Transaction, id: string): Transaction {
  const next = new Transaction(tx.state);
  moveTo(next, id, { player: 'p1', zone: 'graveyard' });
  return next;
}

describe('exile until the source leaves the battlefield (610.3)', () => {
  it('returns the card at once when the source leaves, under its owner’s control (610.3c)', () => {
    const exiled = run(state, [exile({ until: 'sourceLeaves' })], { source: warden, targets: [bear], stackedAt: 99 });
    expect(exiled.state.objects[bear]?.zone).toEqual({ player: 'p2', zone: 'exile' });
    const back = leave(exiled, warden);
    expect(back.state.objects[bear]).toMatchObject({ zone: { player: 'p2', zone: 'battlefield' }, controller: 'p2' });
    expect(back.state.objects[bear]?.exiledWith).toBeUndefined();
  });

  it('doesn’t move anything if the source already left (610.3a, 610.3b)', () => {
    const gone = leave(new Transaction(state), warden);
    const tx = run(gone.state, [exile({ until: 'sourceLeaves' })], { source: warden, targets: [bear], stackedAt: 99 });
    expect(tx.state.objects[bear]?.zone).toEqual({ player: 'p2', zone: 'battlefield' });
  });

  it('a card exiled for good stays in exile when the source leaves', () => {
    const exiled = run(state, [exile()], { source: warden, targets: [ox] });
    expect(leave(exiled, warden).state.objects[ox]?.zone).toEqual({ player: 'p2', zone: 'exile' });
  });
});

describe('"the exiled card" (607.2a)', () => {
  it('names the cards the source exiled, and none once the source is a new object (400.7)', () => {
    const exiled = run(state, [exile()], { source: warden, targets: [ox] });
    const back = run(exiled.state, [returnExiled], { source: warden });
    expect(back.state.objects[ox]?.zone).toEqual({ player: 'p2', zone: 'battlefield' });
    // Warden leaves and comes back: a new object that exiled nothing.
    const gone = leave(exiled, warden);
    const again = new Transaction(gone.state);
    moveTo(again, warden, { player: 'p1', zone: 'battlefield' });
    const none = run(again.state, [returnExiled], { source: warden });
    expect(none.state.objects[ox]?.zone).toEqual({ player: 'p2', zone: 'exile' });
  });

  it('doesn’t name a card another source exiled', () => {
    const exiled = run(state, [exile()], { source: bear, targets: [ox] });
    const back = run(exiled.state, [returnExiled], { source: warden });
    expect(back.state.objects[ox]?.zone).toEqual({ player: 'p2', zone: 'exile' });
  });
});
