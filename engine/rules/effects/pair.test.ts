import { describe, expect, it } from 'vitest';
import type { Effect } from '../../templates/card-template.js';
import { setupState } from '../game/setup.js';
import { moveTo } from '../ops/zones.js';
import { partnerOf, unpairBroken } from '../ops/pairing.js';
import { Transaction } from '../state/transaction.js';
import type { GameObject } from '../state/types.js';
import { idOf } from '../test-support/find.js';
import { card, creature, self, target } from '../test-support/templates.js';
import { run } from './test-run.js';

const state = setupState({
  players: [
    {
      battlefield: [
        creature('Bonder', '{G}', '2/2'),
        creature('Friend', '{G}', '1/1'),
        creature('Third', '{G}', '1/1'),
        card('Rock', { types: ['artifact'] }),
      ],
    },
    { battlefield: [creature('Theirs', '{R}', '2/2')] },
  ],
});
const [bonder, friend, third, rock, theirs] = [
  idOf(state, 'Bonder'),
  idOf(state, 'Friend'),
  idOf(state, 'Third'),
  idOf(state, 'Rock'),
  idOf(state, 'Theirs'),
];
const pairWith: Effect = { kind: 'pair', what: self, with: target(['permanent']) };
const partner = (tx: Transaction, id: string): string | null =>
  partnerOf(tx.state, tx.state.objects[id] as GameObject)?.id ?? null;

describe('pair (702.95)', () => {
  it('pairs the two creatures, each with the other (702.95b)', () => {
    const tx = run(state, [pairWith], { source: bonder, targets: [friend] });
    expect([partner(tx, bonder), partner(tx, friend), partner(tx, third)]).toEqual([friend, bonder, null]);
  });

  it("702.95c, 702.95d: not with an opponent's creature, a noncreature, itself, or one already paired", () => {
    expect(partner(run(state, [pairWith], { source: bonder, targets: [theirs] }), bonder)).toBeNull();
    expect(partner(run(state, [pairWith], { source: bonder, targets: [rock] }), bonder)).toBeNull();
    expect(partner(run(state, [pairWith], { source: bonder, targets: [bonder] }), bonder)).toBeNull();
    const paired = run(state, [pairWith], { source: bonder, targets: [friend] }).state;
    const again = run(paired, [pairWith], { source: third, targets: [friend] });
    expect([partner(again, friend), partner(again, third)]).toEqual([bonder, null]);
  });

  it('702.95e: the pair ends when either leaves the battlefield or stops being a creature', () => {
    const paired = run(state, [pairWith], { source: bonder, targets: [friend] }).state;
    const left = new Transaction(paired);
    moveTo(left, friend, { player: 'p1', zone: 'graveyard' });
    expect(left.state.objects[bonder]?.pairedWith).toBeUndefined();
    const changed = new Transaction(paired);
    const object = paired.objects[friend] as GameObject;
    changed.set(['objects', friend, 'template'], object.template, { ...object.template, types: ['artifact'] });
    unpairBroken(changed);
    expect([changed.state.objects[bonder]?.pairedWith, changed.state.objects[friend]?.pairedWith]).toEqual([
      undefined,
      undefined,
    ]);
  });
});
