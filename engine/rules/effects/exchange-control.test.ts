import { describe, expect, it } from 'vitest';
import type { Effect, Subject } from '../../templates/card-template.js';
import { applyControlEffects } from '../ops/control.js';
import { setupState } from '../game/setup.js';
import { Transaction } from '../state/transaction.js';
import { idOf } from '../test-support/find.js';
import { creature, target } from '../test-support/templates.js';
import { run } from './test-run.js';

const state = setupState({
  players: [
    { battlefield: [creature('Source', '{U}', '1/1'), creature('Mine', '{G}', '1/1')] },
    { battlefield: [creature('Theirs', '{R}', '2/2')] },
  ],
});
const [source, mine, theirs] = [idOf(state, 'Source'), idOf(state, 'Mine'), idOf(state, 'Theirs')];
const one: Subject = target(['creature'], 'target creature');
const exchange: Effect = { kind: 'exchangeControl', what: [{ kind: 'self' }, one] };

function settle(tx: Transaction): Transaction {
  const next = new Transaction(tx.state);
  applyControlEffects(next);
  return next;
}

describe('exchangeControl (701.10)', () => {
  it('each controller gains control of the other permanent, for good (613.1b)', () => {
    const tx = settle(run(state, [exchange], { source, targets: [theirs] }));
    expect(tx.state.objects[source]?.controller).toBe('p2');
    expect(tx.state.objects[theirs]?.controller).toBe('p1');
    expect(tx.state.continuousEffects.map((e) => e.duration)).toEqual(['indefinitely', 'indefinitely']);
  });

  it('same controller: nothing happens (701.10b)', () => {
    const tx = run(state, [exchange], { source, targets: [mine] });
    expect(tx.state.continuousEffects).toEqual([]);
  });

  it('an illegal target: no part of the exchange happens (701.10a)', () => {
    const tx = run(state, [exchange], { source, targets: [null] });
    expect(tx.state.continuousEffects).toEqual([]);
  });
});
