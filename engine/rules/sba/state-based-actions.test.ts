import { describe, expect, it } from 'vitest';
import { dealDamage } from '../damage/deal-damage.js';
import { setupState } from '../game/setup.js';
import { Transaction } from '../state/transaction.js';
import { card, creature, keyword } from '../test-support/templates.js';
import { runStateBasedActions } from './state-based-actions.js';

const graveyardOf = (tx: Transaction, id: string) => tx.state.objects[id]?.zone.zone === 'graveyard';

describe('state-based actions are checked all at once (704.3)', () => {
  it('several creatures with lethal damage die together', () => {
    const tx = new Transaction(
      setupState({
        players: [
          {
            battlefield: [
              { template: creature('A', '{1}', '1/1'), damage: 1 },
              { template: creature('B', '{1}', '2/2'), damage: 3 },
            ],
          },
          { battlefield: [{ template: creature('C', '{1}', '0/0') }] },
        ],
      }),
    );
    runStateBasedActions(tx);
    expect(['c1', 'c2', 'c3'].map((id) => graveyardOf(tx, id))).toEqual([true, true, true]);
  });

  it('a regeneration shield saves a creature from deathtouch damage (704.5h can be replaced)', () => {
    const tx = new Transaction(
      setupState({
        players: [
          { battlefield: [creature('Rat', '{B}', '1/1', [keyword('deathtouch')])] },
          { battlefield: [creature('Troll', '{G}', '4/4')] },
        ],
      }),
    );
    tx.set(['shields'], [], [{ id: 'r1', object: 'c2' }]);
    dealDamage(tx, { source: 'c1', to: 'c2', amount: 1, combat: false });
    runStateBasedActions(tx);
    expect(tx.state.objects.c2).toMatchObject({
      zone: { zone: 'battlefield' },
      tapped: true,
      damage: 0,
      deathtouched: false,
    });
  });

  it('the deathtouch mark is cleared even when indestructible ignores it', () => {
    const tx = new Transaction(
      setupState({
        players: [
          { battlefield: [creature('Rat', '{B}', '1/1', [keyword('deathtouch')])] },
          { battlefield: [creature('God', '{W}', '4/4', [keyword('indestructible')])] },
        ],
      }),
    );
    dealDamage(tx, { source: 'c1', to: 'c2', amount: 1, combat: false });
    runStateBasedActions(tx);
    expect(tx.state.objects.c2).toMatchObject({ zone: { zone: 'battlefield' }, deathtouched: false });
  });

  it('indestructible does not stop 0 toughness (704.5f)', () => {
    const tx = new Transaction(
      setupState({
        players: [
          {
            battlefield: [
              { template: creature('God', '{W}', '1/1', [keyword('indestructible')]), counters: { '-1/-1': 1 } },
            ],
          },
          {},
        ],
      }),
    );
    runStateBasedActions(tx);
    expect(graveyardOf(tx, 'c1')).toBe(true);
  });

  it('both players at 0 life: both lose, nobody wins (104.4a)', () => {
    const tx = new Transaction(setupState({ players: [{ life: 0 }, { life: -3 }] }));
    runStateBasedActions(tx);
    expect(tx.state.players.p1?.lost).toBe(true);
    expect(tx.state.players.p2?.lost).toBe(true);
    expect(tx.state.winner).toBeNull();
  });

  it('infect damage to a planeswalker removes loyalty like any damage (120.3c)', () => {
    const tx = new Transaction(
      setupState({
        players: [
          { battlefield: [creature('Infector', '{B}', '2/2', [keyword('infect')])] },
          { battlefield: [card('W', { types: ['planeswalker'], loyalty: '3' })] },
        ],
      }),
    );
    dealDamage(tx, { source: 'c1', to: 'c2', amount: 2, combat: false });
    expect(tx.state.objects.c2?.counters.loyalty).toBe(1);
  });

  it('nothing to do: no edits', () => {
    const tx = new Transaction(setupState({ players: [{ battlefield: [creature('A', '{1}', '2/2')] }, {}] }));
    runStateBasedActions(tx);
    expect(tx.edits).toEqual([]);
  });
});
