import { describe, expect, it } from 'vitest';
import { setupGame } from '../game/setup.js';
import { runStateBasedActions } from '../sba/state-based-actions.js';
import { Transaction } from '../state/transaction.js';
import { card, creature, grizzlyBears, keyword } from '../test-support/templates.js';
import { dealDamage } from './deal-damage.js';

function withSource(...keywords: Parameters<typeof keyword>[0][]) {
  const source = creature('Source', '{B}', '3/3', keywords.map(keyword));
  const game = setupGame({ players: [{ battlefield: [source] }, { battlefield: [grizzlyBears()] }] });
  return new Transaction(game.state);
}

describe('damage results (120.3)', () => {
  it('to a player: life loss (120.3a)', () => {
    const tx = withSource();
    dealDamage(tx, { source: 'c1', to: 'p2', amount: 3, combat: false });
    expect(tx.state.players.p2?.life).toBe(17);
    expect(tx.events.map((e) => e.event.type)).toEqual(['lifeLost', 'damageDealt']);
  });

  it('to a creature: marked damage (120.3e)', () => {
    const tx = withSource();
    dealDamage(tx, { source: 'c1', to: 'c2', amount: 1, combat: false });
    expect(tx.state.objects.c2?.damage).toBe(1);
  });

  it('0 damage is no damage (120.8)', () => {
    const tx = withSource();
    expect(dealDamage(tx, { source: 'c1', to: 'p2', amount: 0, combat: false })).toBe(0);
    expect(tx.events).toEqual([]);
  });

  it('lifelink: the source controller gains that much (702.15b)', () => {
    const tx = withSource('lifelink');
    dealDamage(tx, { source: 'c1', to: 'c2', amount: 3, combat: true });
    expect(tx.state.players.p1?.life).toBe(23);
  });

  it('wither: -1/-1 counters instead of damage (702.80a)', () => {
    const tx = withSource('wither');
    dealDamage(tx, { source: 'c1', to: 'c2', amount: 1, combat: true });
    expect(tx.state.objects.c2).toMatchObject({ damage: 0, counters: { '-1/-1': 1 } });
  });

  it('infect: -1/-1 counters to creatures, poison to players (702.90b-c)', () => {
    const tx = withSource('infect');
    dealDamage(tx, { source: 'c1', to: 'c2', amount: 2, combat: true });
    dealDamage(tx, { source: 'c1', to: 'p2', amount: 3, combat: true });
    expect(tx.state.objects.c2?.counters['-1/-1']).toBe(2);
    expect(tx.state.players.p2).toMatchObject({ life: 20, poison: 3 });
  });

  it('deathtouch: any damage destroys at the next check (704.5h)', () => {
    const tx = withSource('deathtouch');
    dealDamage(tx, { source: 'c1', to: 'c2', amount: 1, combat: false });
    expect(tx.state.objects.c2?.deathtouched).toBe(true);
    runStateBasedActions(tx);
    expect(tx.state.objects.c2?.zone).toEqual({ player: 'p2', zone: 'graveyard' });
  });

  it('to a planeswalker: loyalty counters removed (120.3c), 0 loyalty dies (704.5i)', () => {
    const pw = card('Walker', { cost: '{2}{U}', types: ['planeswalker'], loyalty: '3' });
    const game = setupGame({ players: [{ battlefield: [creature('Source', '{R}', '3/3')] }, { battlefield: [pw] }] });
    const tx = new Transaction(game.state);
    expect(tx.state.objects.c2?.counters.loyalty).toBe(3);
    dealDamage(tx, { source: 'c1', to: 'c2', amount: 3, combat: false });
    runStateBasedActions(tx);
    expect(tx.state.objects.c2?.zone).toEqual({ player: 'p2', zone: 'graveyard' });
  });
});

describe('state-based actions (704)', () => {
  it('a player at 0 life loses (704.5a) and the other wins', () => {
    const tx = withSource();
    dealDamage(tx, { source: 'c1', to: 'p2', amount: 20, combat: false });
    runStateBasedActions(tx);
    expect(tx.state.players.p2).toMatchObject({ lost: true, lossReason: 'life total 0 or less (704.5a)' });
    expect(tx.state.winner).toBe('p1');
  });

  it('ten poison counters lose (704.5c)', () => {
    const tx = withSource('infect');
    dealDamage(tx, { source: 'c1', to: 'p2', amount: 10, combat: false });
    runStateBasedActions(tx);
    expect(tx.state.players.p2?.lost).toBe(true);
  });

  it('drawing from an empty library loses at the next check (704.5b)', () => {
    const game = setupGame({ players: [{}, {}], step: 'upkeep' });
    game.perform({ type: 'setStep', step: 'upkeep' });
    // Turn 1's draw is skipped (103.8a), so go to turn 2 for p2.
    for (let i = 0; i < 20 && game.state.turn.number < 2; i++) game.perform({ type: 'nextStep' });
    while (game.state.turn.step !== 'draw') game.perform({ type: 'nextStep' });
    expect(game.state.players.p2?.lost).toBe(true);
    expect(game.state.winner).toBe('p1');
  });

  it('lethal damage destroys; less does not; damage wears off in cleanup (514.2)', () => {
    const tx = withSource();
    dealDamage(tx, { source: 'c1', to: 'c2', amount: 1, combat: false });
    runStateBasedActions(tx);
    expect(tx.state.objects.c2?.zone.zone).toBe('battlefield');
    dealDamage(tx, { source: 'c1', to: 'c2', amount: 1, combat: false });
    runStateBasedActions(tx);
    expect(tx.state.objects.c2?.zone.zone).toBe('graveyard');
    expect(tx.state.objects.c2?.damage).toBe(0);
  });

  it('zero toughness goes to the graveyard (704.5f)', () => {
    const tx = withSource('wither');
    dealDamage(tx, { source: 'c1', to: 'c2', amount: 2, combat: false });
    runStateBasedActions(tx);
    expect(tx.state.objects.c2?.zone.zone).toBe('graveyard');
    expect(tx.events.map((e) => e.event.type)).not.toContain('destroyed');
  });

  it('the legend rule is optional (704.5j)', () => {
    const legend = creature('Legend', '{G}', '1/1', [], { supertypes: ['legendary'] });
    const off = setupGame({ players: [{ battlefield: [legend, legend] }, {}] });
    off.perform({ type: 'setLife', player: 'p1', life: 20 });
    expect(off.state.players.p1?.zones.battlefield).toHaveLength(2);
    const on = setupGame({ players: [{ battlefield: [legend, legend] }, {}], options: { legendRule: true } });
    on.perform({ type: 'setLife', player: 'p1', life: 20 });
    expect(on.state.players.p1?.zones.battlefield).toEqual(['c2']);
  });

  it('actions are refused once the game is over', () => {
    const game = setupGame({ players: [{}, { life: 1 }] });
    game.perform({ type: 'setLife', player: 'p2', life: 0 });
    expect(game.state.winner).toBe('p1');
    expect(game.perform({ type: 'nextStep' })).toEqual({ ok: false, reason: 'the game is over: p1 won' });
  });
});
