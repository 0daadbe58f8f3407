import { describe, expect, it } from 'vitest';
import type { Amount, Effect } from '../../templates/card-template.js';
import { setupState } from '../game/setup.js';
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
import { run } from './test-run.js';

// Ids: library cards come first: c1 L1, c2 L2, c3 Source (p1), c4 InHand, c5 Bear, c6 Land (p2).
const state = setupState({
  players: [
    { battlefield: [creature('Source', '{R}', '2/2')], library: [card('L1'), card('L2')] },
    { battlefield: [creature('Bear', '{G}', '2/2'), card('Land', { types: ['land'] })], hand: [card('InHand')] },
  ],
});
const source = 'c3';
const one = (effect: Effect, targets: readonly (string | null)[] = [], x = 0, choice = 0) =>
  run(state, [effect], { source, targets, x, choice });

describe('effect modules (first effects)', () => {
  it('addMana adds the chosen option; an out-of-range choice falls back to the first', () => {
    expect(one(addMana('{R}', '{G}{G}'), [], 0, 1).state.players.p1?.pool.G).toBe(2);
    expect(one(addMana('{R}', '{G}'), [], 0, 7).state.players.p1?.pool.R).toBe(1);
  });

  it('addMana "for each …" adds its option once per match as it resolves (107.1)', () => {
    const green = (times: Amount): Effect => ({ kind: 'addMana', options: [[{ kind: 'colored', color: 'G' }]], times });
    expect(
      one(green({ kind: 'count', of: { nouns: ['creature'], qualities: [] }, times: 1 })).state.players.p1?.pool.G,
    ).toBe(2);
    expect(one(green(fixed(0))).state.players.p1?.pool.G).toBe(0);
  });

  it('dealDamage uses X and does nothing without a subject', () => {
    expect(one(damage(X, target(['any'])), ['p2'], 3).state.players.p2?.life).toBe(17);
    expect(one(damage(X, target(['any'])), [null], 3).events).toEqual([]);
  });

  it('damage to a land is no damage at all', () => {
    const tx = one(damage(fixed(2), target(['permanent'])), ['c6']);
    expect(tx.events).toEqual([]);
    expect(tx.state.objects.c6?.damage).toBe(0);
  });

  it('destroy and regenerate ignore objects that are not on the battlefield', () => {
    expect(one(destroyEffect(target(['creature'])), ['c4']).edits).toEqual([]);
    expect(one(regenerateEffect(target(['creature'])), ['c4']).edits).toEqual([]);
    expect(one(regenerateEffect(target(['creature'])), ['c5']).state.shields).toEqual([
      { id: expect.any(String), object: 'c5' },
    ]);
  });

  it('drawCards draws N for a player and ignores objects', () => {
    expect(one(draw(fixed(1), target(['creature'])), ['c5']).edits).toEqual([]);
    expect(one(draw(X), [], 2).state.players.p1?.zones.hand).toEqual(['c2', 'c1']);
  });

  it('gainLife for players only', () => {
    expect(one(gain(fixed(3), target(['creature'])), ['c5']).edits).toEqual([]);
    expect(one(gain(fixed(3), target(['player'])), ['p2']).state.players.p2?.life).toBe(23);
  });

  it('tap taps a permanent once; tapping a tapped one emits nothing', () => {
    const tx = run(state, [tapEffect(target(['creature'])), tapEffect({ kind: 'it' })], { source, targets: ['c5'] });
    expect(tx.events.map((e) => e.event.type)).toEqual(['tapped']);
  });

  it('runEffects gives self, you and targets (in order) their subjects', () => {
    const effects: Effect[] = [
      damage(fixed(1), self),
      gain(fixed(2), you),
      damage(fixed(1), target(['creature'])),
      damage(fixed(4), target(['player'])),
    ];
    const tx = run(state, effects, { source, targets: ['c5', 'p2'] });
    expect(tx.state.objects.c3?.damage).toBe(1);
    expect(tx.state.players.p1?.life).toBe(22);
    expect(tx.state.objects.c5?.damage).toBe(1);
    expect(tx.state.players.p2?.life).toBe(16);
  });

  it('runEffects skips effects whose target became illegal (null)', () => {
    const tx = run(state, [damage(fixed(1), target(['creature'])), damage(fixed(1), target(['player']))], {
      source,
      targets: [null, 'p2'],
    });
    expect(tx.state.objects.c5?.damage).toBe(0);
    expect(tx.state.players.p2?.life).toBe(19);
  });

  it('a target subject with count 2 takes two slots, in order (601.2c)', () => {
    const two = target(['creature'], 'two target creatures', { count: 2 });
    const tx = run(state, [damage(fixed(1), two), damage(fixed(5), target(['player']))], {
      source,
      targets: ['c3', 'c5', 'p2'],
    });
    expect([tx.state.objects.c3?.damage, tx.state.objects.c5?.damage, tx.state.players.p2?.life]).toEqual([1, 1, 15]);
  });

  it('"Target player gains control of …" gives control to that player; with the player target gone, to no one (613.1b)', () => {
    const donate: Effect = {
      kind: 'modify',
      what: target(['creature']),
      modifications: [{ kind: 'control', to: target(['player']) }],
      duration: 'indefinitely',
    };
    const given = run(state, [donate], { source, targets: ['p1', 'c5'] });
    expect(given.state.continuousEffects.at(-1)?.modifications).toEqual([{ kind: 'control', controller: 'p1' }]);
    const gone = run(state, [donate], { source, targets: [null, 'c5'] });
    expect(gone.state.continuousEffects.at(-1)?.modifications ?? []).toEqual([]);
  });

  it('"them" after creating several tokens names all of them (608.2c)', () => {
    const token = {
      name: 'Knight Token',
      power: 2,
      toughness: 2,
      colors: ['W'],
      supertypes: [],
      types: ['creature'],
      subtypes: ['Knight'],
      keywords: [],
    } as const;
    const tx = run(
      state,
      [
        { kind: 'createTokens', who: you, amount: fixed(3), token },
        { kind: 'tap', what: { kind: 'it', them: true } },
      ],
      { source },
    );
    const knights = Object.values(tx.state.objects).filter((o) => o.template.name === 'Knight Token');
    expect(knights.map((k) => k.tapped)).toEqual([true, true, true]);
  });
});
