import { describe, expect, it } from 'vitest';
import { setupState } from '../game/setup.js';
import { Transaction } from '../state/transaction.js';
import { card, creature } from '../test-support/templates.js';
import { drawCard, moveTo } from './zones.js';

describe('zone changes (400.7: a new object)', () => {
  it('leaving the battlefield clears tapped, damage, counters, shields and combat', () => {
    const state = setupState({
      players: [
        { battlefield: [{ template: creature('X', '{1}', '3/3'), tapped: true, damage: 2, counters: { '-1/-1': 1 } }] },
        {},
      ],
      step: 'declareAttackers',
    });
    const tx = new Transaction(state);
    tx.set(['shields'], [], [{ id: 'r1', object: 'c1' }]);
    const combat = tx.state.combat;
    tx.set(['combat'], combat, {
      ...combat,
      attackers: [{ creature: 'c1', target: 'p2', blocked: false, blockers: [] }],
    });
    moveTo(tx, 'c1', { player: 'p1', zone: 'graveyard' });
    expect(tx.state.objects.c1).toMatchObject({
      tapped: false,
      damage: 0,
      counters: {},
      zone: { player: 'p1', zone: 'graveyard' },
    });
    expect(tx.state.shields).toEqual([]);
    expect(tx.state.combat?.attackers).toEqual([]);
    expect(tx.events.map((e) => e.event.type)).toEqual(['removedFromCombat', 'zoneChanged']);
  });

  it('entering the battlefield records when control began (302.6)', () => {
    const tx = new Transaction(setupState({ players: [{ hand: [creature('X', '{1}', '1/1')] }, {}] }));
    moveTo(tx, 'c1', { player: 'p1', zone: 'battlefield' });
    expect(tx.state.objects.c1?.controlledSince).toBe(1);
  });

  it("goes back to its owner's control when it leaves", () => {
    const tx = new Transaction(setupState({ players: [{ battlefield: [creature('X', '{1}', '1/1')] }, {}] }));
    tx.set(['objects', 'c1', 'controller'], 'p1', 'p2');
    moveTo(tx, 'c1', { player: 'p1', zone: 'hand' });
    expect(tx.state.objects.c1?.controller).toBe('p1');
  });

  it('a planeswalker entering gets its loyalty counters', () => {
    const tx = new Transaction(
      setupState({ players: [{ hand: [card('W', { types: ['planeswalker'], loyalty: '3' })] }, {}] }),
    );
    moveTo(tx, 'c1', { player: 'p1', zone: 'battlefield' });
    expect(tx.state.objects.c1?.counters.loyalty).toBe(3);
  });

  it('moving an unknown object does nothing', () => {
    const tx = new Transaction(setupState());
    expect(moveTo(tx, 'c42', { player: 'p1', zone: 'hand' })).toBe(false);
    expect(tx.edits).toEqual([]);
  });
});

describe('drawing (121)', () => {
  it('draws the top card (the end of the library list)', () => {
    const tx = new Transaction(setupState({ players: [{ library: [card('Bottom'), card('Top')] }, {}] }));
    expect(drawCard(tx, 'p1')).toBe(true);
    expect(tx.state.players.p1?.zones.hand).toEqual(['c2']);
    expect(tx.events.map((e) => e.event)).toContainEqual({ type: 'cardDrawn', player: 'p1', card: 'c2' });
  });

  it('drawing from an empty library marks the player for 704.5b', () => {
    const tx = new Transaction(setupState());
    expect(drawCard(tx, 'p1')).toBe(false);
    expect(tx.state.players.p1?.drewFromEmptyLibrary).toBe(true);
  });
});
