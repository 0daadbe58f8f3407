import { describe, expect, it } from 'vitest';
import { setupState } from '../game/setup.js';
import { Transaction } from '../state/transaction.js';
import { forest, grizzlyBears } from '../test-support/templates.js';
import { applyEdit, rollbackEdit, type Edit } from './edit.js';
import { getIn, setIn } from './immutable.js';

describe('copy-on-write helpers', () => {
  it('setIn copies only the path and leaves the original alone', () => {
    const root = { a: { b: 1 }, c: { d: 2 }, list: [1, 2] };
    const next = setIn(root, ['a', 'b'], 5);
    expect(next).toEqual({ a: { b: 5 }, c: { d: 2 }, list: [1, 2] });
    expect(root.a.b).toBe(1);
    expect(next.c).toBe(root.c);
    expect(setIn(root, ['list', 1], 9).list).toEqual([1, 9]);
    expect(setIn(root, ['a', 'b'], undefined)).toEqual({ a: {}, c: { d: 2 }, list: [1, 2] });
    expect(getIn(root, ['c', 'd'])).toBe(2);
    expect(getIn(root, ['x', 'y'])).toBeUndefined();
  });
});

describe('edits execute and roll back (every kind)', () => {
  const state = setupState({ players: [{ hand: [forest()], battlefield: [grizzlyBears()] }, {}] });
  const edits: Edit[] = [
    { kind: 'set', path: ['players', 'p1', 'life'], from: 20, to: 3 },
    { kind: 'set', path: ['objects', 'c2', 'counters', '-1/-1'], from: undefined, to: 1 },
    {
      kind: 'move',
      object: 'c1',
      from: { player: 'p1', zone: 'hand' },
      fromIndex: 0,
      to: { player: 'p1', zone: 'battlefield' },
      toIndex: 0,
    },
    { kind: 'create', object: { ...(state.objects.c2 as NonNullable<typeof state.objects.c2>), id: 'c9' }, index: -1 },
    { kind: 'remove', object: state.objects.c2 as NonNullable<typeof state.objects.c2>, index: 1 },
  ];

  for (const edit of edits) {
    it(`${edit.kind} ${'path' in edit ? edit.path.join('.') : ''}`, () => {
      const after = applyEdit(state, edit);
      expect(after).not.toEqual(state);
      expect(rollbackEdit(after, edit)).toEqual(state);
    });
  }

  it('a move keeps the position for rollback', () => {
    const s = setupState({ players: [{ hand: [forest(), forest(), forest()] }, {}] });
    const edit: Edit = {
      kind: 'move',
      object: 'c2',
      from: { player: 'p1', zone: 'hand' },
      fromIndex: 1,
      to: { player: 'p1', zone: 'graveyard' },
      toIndex: -1,
    };
    const after = applyEdit(s, edit);
    expect(after.players.p1?.zones.hand).toEqual(['c1', 'c3']);
    expect(rollbackEdit(after, edit).players.p1?.zones.hand).toEqual(['c1', 'c2', 'c3']);
  });

  it('all of them in sequence, rolled back in reverse, give the original', () => {
    let s = state;
    for (const e of edits) s = applyEdit(s, e);
    for (const e of [...edits].reverse()) s = rollbackEdit(s, e);
    expect(s).toEqual(state);
  });
});

describe('Transaction', () => {
  it('records edits and events; rollback restores the state and drops events', () => {
    const state = setupState();
    const tx = new Transaction(state);
    tx.set(['players', 'p1', 'life'], 20, 10);
    tx.set(['players', 'p1', 'life'], 10, 10);
    expect(tx.edits).toHaveLength(1);
    tx.emit({ type: 'lifeLost', player: 'p1', amount: 10 });
    expect(tx.events).toEqual([{ event: { type: 'lifeLost', player: 'p1', amount: 10 }, afterEdit: 1 }]);
    expect(tx.rollback()).toEqual(state);
    expect(tx.events).toEqual([]);
  });

  it('attempt rolls back only a failed part', () => {
    const tx = new Transaction(setupState());
    tx.set(['players', 'p1', 'life'], 20, 15);
    const r = tx.attempt(() => {
      tx.set(['players', 'p2', 'life'], 20, 1);
      return { ok: false };
    });
    expect(r.ok).toBe(false);
    expect(tx.state.players.p1?.life).toBe(15);
    expect(tx.state.players.p2?.life).toBe(20);
    tx.attempt(() => {
      tx.set(['players', 'p2', 'life'], 20, 2);
      return { ok: true };
    });
    expect(tx.state.players.p2?.life).toBe(2);
  });
});
