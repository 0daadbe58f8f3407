import { describe, expect, it } from 'vitest';
import type { Effect } from '../../templates/card-template.js';
import { setupState } from '../game/setup.js';
import { Transaction } from '../state/transaction.js';
import {
  addMana,
  card,
  creature,
  damage,
  destroyEffect,
  draw,
  fixed,
  gain,
  regenerateEffect,
  self,
  tapEffect,
  target,
  X,
  you,
} from '../test-support/templates.js';
import { EFFECTS, executeEffect } from './registry.js';
import { runEffects } from './run.js';

function tx() {
  return new Transaction(
    setupState({
      players: [
        { battlefield: [creature('Source', '{R}', '2/2')], library: [card('L1'), card('L2')] },
        { battlefield: [creature('Bear', '{G}', '2/2'), card('Land', { types: ['land'] })], hand: [card('InHand')] },
      ],
    }),
  );
}
// ids: c1 Source (p1 battlefield)... library cards come first: c1 L1, c2 L2, c3 Source, c4 InHand, c5 Bear, c6 Land.
const ctx = (t: Transaction, subject: string | null, x = 0, choice = 0) => ({
  tx: t,
  source: 'c3',
  controller: 'p1',
  x,
  choice,
  subject,
});

describe('effect modules (one per effect kind)', () => {
  it('the registry covers every effect kind of the template contract', () => {
    expect(Object.keys(EFFECTS).sort()).toEqual([
      'addMana',
      'dealDamage',
      'destroy',
      'drawCards',
      'gainLife',
      'regenerate',
      'tap',
    ]);
  });

  it('addMana adds the chosen option; an out-of-range choice falls back to the first', () => {
    const t = tx();
    executeEffect(ctx(t, null, 0, 1), addMana('{R}', '{G}{G}'));
    expect(t.state.players.p1?.pool.G).toBe(2);
    executeEffect(ctx(t, null, 0, 7), addMana('{R}', '{G}'));
    expect(t.state.players.p1?.pool.R).toBe(1);
  });

  it('dealDamage uses X and does nothing without a subject', () => {
    const t = tx();
    executeEffect(ctx(t, 'p2', 3), damage(X, target(['any'])));
    expect(t.state.players.p2?.life).toBe(17);
    executeEffect(ctx(t, null, 3), damage(X, target(['any'])));
    expect(t.state.players.p2?.life).toBe(17);
  });

  it('damage to a land is no damage at all', () => {
    const t = tx();
    executeEffect(ctx(t, 'c6'), damage(fixed(2), target(['permanent'])));
    expect(t.events).toEqual([]);
    expect(t.state.objects.c6?.damage).toBe(0);
  });

  it('destroy and regenerate ignore objects that are not on the battlefield', () => {
    const t = tx();
    executeEffect(ctx(t, 'c4'), destroyEffect(target(['creature'])));
    executeEffect(ctx(t, 'c4'), regenerateEffect(target(['creature'])));
    expect(t.edits).toEqual([]);
    executeEffect(ctx(t, 'c5'), regenerateEffect(target(['creature'])));
    expect(t.state.shields).toEqual([{ id: expect.any(String), object: 'c5' }]);
  });

  it('drawCards draws N for a player and ignores objects', () => {
    const t = tx();
    executeEffect(ctx(t, 'c5'), draw(fixed(1)));
    expect(t.edits).toEqual([]);
    executeEffect(ctx(t, 'p1', 2), draw(X));
    expect(t.state.players.p1?.zones.hand).toEqual(['c2', 'c1']);
  });

  it('gainLife for players only', () => {
    const t = tx();
    executeEffect(ctx(t, 'c5'), gain(fixed(3)));
    executeEffect(ctx(t, 'p2'), gain(fixed(3)));
    expect(t.state.players.p2?.life).toBe(23);
  });

  it('tap taps a permanent once; tapping a tapped one emits nothing', () => {
    const t = tx();
    executeEffect(ctx(t, 'c5'), tapEffect(target(['creature'])));
    executeEffect(ctx(t, 'c5'), tapEffect(target(['creature'])));
    expect(t.events.map((e) => e.event.type)).toEqual(['tapped']);
  });

  it('runEffects gives self, you and targets (in order) their subjects', () => {
    const t = tx();
    const effects: Effect[] = [
      damage(fixed(1), self),
      gain(fixed(2), you),
      damage(fixed(1), target(['creature'])),
      damage(fixed(4), target(['player'])),
    ];
    runEffects(t, effects, { source: 'c3', controller: 'p1', x: 0, choice: 0, targets: ['c5', 'p2'] });
    expect(t.state.objects.c3?.damage).toBe(1);
    expect(t.state.players.p1?.life).toBe(22);
    expect(t.state.objects.c5?.damage).toBe(1);
    expect(t.state.players.p2?.life).toBe(16);
  });

  it('runEffects skips effects whose target became illegal (null)', () => {
    const t = tx();
    runEffects(t, [damage(fixed(1), target(['creature'])), damage(fixed(1), target(['player']))], {
      source: 'c3',
      controller: 'p1',
      x: 0,
      choice: 0,
      targets: [null, 'p2'],
    });
    expect(t.state.objects.c5?.damage).toBe(0);
    expect(t.state.players.p2?.life).toBe(19);
  });
});
