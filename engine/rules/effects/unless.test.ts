import { describe, expect, it } from 'vitest';
import type { Effect } from '../../templates/card-template.js';
import { setupState } from '../game/setup.js';
import { idOf } from '../test-support/find.js';
import { creature } from '../test-support/templates.js';
import { run } from './test-run.js';
import { repeatCosts } from './unless.js';

// p2 controls a creature and has {1} in their pool; "destroy target creature unless its controller pays {1}".
const state = setupState({
  players: [
    { battlefield: [creature('Source', '{U}', '1/1')] },
    { battlefield: [creature('Bear', '{G}', '2/2')], pool: { C: 1 } },
  ],
});
const source = idOf(state, 'Source');
const bear = idOf(state, 'Bear');
const effect: Effect = {
  kind: 'unless',
  payer: { kind: 'controllerOf', of: { kind: 'it' } },
  costs: [{ kind: 'mana', mana: [{ kind: 'generic', amount: 1 }] }],
  effects: [
    {
      kind: 'destroy',
      what: {
        kind: 'target',
        allowed: ['creature'],
        description: { nouns: ['creature'], qualities: [] },
        count: 1,
        upTo: false,
        text: 'target creature',
      },
    },
  ],
};
const zone = (tx: ReturnType<typeof run>) => tx.state.objects[bear]?.zone.zone;

describe('unless (118.12)', () => {
  it("the target's controller pays by default when they can: nothing is destroyed, the mana is spent", () => {
    const tx = run(state, [effect], { source, targets: [bear] });
    expect(zone(tx)).toBe('battlefield');
    expect(tx.state.players.p2?.pool.C).toBe(0);
  });

  it('a "no" answer, or a payment they cannot make, lets the effect happen', () => {
    expect(zone(run(state, [effect], { source, targets: [bear], answers: { may: [false] } }))).toBe('graveyard');
    const broke = { ...effect, costs: [{ kind: 'mana' as const, mana: [{ kind: 'generic' as const, amount: 2 }] }] };
    const tx = run(state, [broke], { source, targets: [bear] });
    expect(zone(tx)).toBe('graveyard');
    // A failed payment spends nothing (118.3).
    expect(tx.state.players.p2?.pool.C).toBe(1);
  });
});

describe('costs paid several times over (702.24a)', () => {
  it('repeatCosts puts the mana together and repeats the other costs; zero times is nothing', () => {
    const mana = { kind: 'mana', mana: [{ kind: 'generic', amount: 2 }] } as const;
    const life = { kind: 'payLife', amount: 1 } as const;
    expect(repeatCosts([mana, life], 3)).toEqual([
      {
        kind: 'mana',
        mana: [
          { kind: 'generic', amount: 2 },
          { kind: 'generic', amount: 2 },
          { kind: 'generic', amount: 2 },
        ],
      },
      life,
      life,
      life,
    ]);
    expect(repeatCosts([mana, life], 0)).toEqual([]);
  });

  it('"sacrifice ~ unless you pay {1} for each age counter on it": all of it, or none', () => {
    const aged = setupState({
      players: [
        { battlefield: [{ template: creature('Old', '{G}', '1/1'), counters: { age: 2 } }], pool: { C: 1 } },
        {},
      ],
    });
    const old = idOf(aged, 'Old');
    const upkeep: Effect = {
      kind: 'unless',
      payer: { kind: 'you' },
      costs: [{ kind: 'mana', mana: [{ kind: 'generic', amount: 1 }] }],
      times: { kind: 'counters', of: { kind: 'self' }, counter: 'age' },
      effects: [
        {
          kind: 'sacrifice',
          who: { kind: 'you' },
          what: { kind: 'self' },
          chosen: null,
          amount: { kind: 'fixed', value: 1 },
        },
      ],
    };
    // Two age counters: {2} asked, {1} in the pool: nothing is paid and it is sacrificed.
    const tx = run(aged, [upkeep], { source: old });
    expect(tx.state.objects[old]?.zone.zone).toBe('graveyard');
    expect(tx.state.players.p1?.pool.C).toBe(1);
  });
});
