import { describe, expect, it } from 'vitest';
import { setupGame } from '../game/setup.js';
import { card, creature, fixed, spell, tapEffect, damage, target } from '../test-support/templates.js';
import { chooseTargets } from './choose.js';
import { defaultCounts, targetGroups } from './groups.js';

describe('target counts chosen by the player (601.2c, 115.1)', () => {
  const bears = [creature('B1', '{G}', '2/2'), creature('B2', '{G}', '2/2'), creature('B3', '{G}', '2/2')];
  const anyNumber = target(['creature'], 'any number of target creatures', { count: null, upTo: true });
  const oneToThree = target(['creature'], 'one, two, or three target creatures', { count: 3, upTo: true, min: 1 });

  it('"any number of target creatures": none, one or all of them, each once (115.3)', () => {
    const game = setupGame({ players: [{}, { battlefield: bears }] });
    const effects = [tapEffect(anyNumber)];
    expect(chooseTargets(game.state, effects, {}, 'p1', null)).toEqual({ ok: true, value: { targets: [] } });
    expect(chooseTargets(game.state, effects, { targets: ['c1', 'c2', 'c3'] }, 'p1', null).ok).toBe(true);
    expect(chooseTargets(game.state, effects, { targets: ['c1', 'c1'] }, 'p1', null)).toEqual({
      ok: false,
      reason: 'B1 (c1) is chosen twice for "any number of target creatures" (115.3)',
    });
    expect(chooseTargets(game.state, effects, { targets: ['p2'] }, 'p1', null).ok).toBe(false);
  });

  it('"one, two, or three target creatures": at least one, at most three', () => {
    const game = setupGame({ players: [{ battlefield: [creature('Mine', '{G}', '1/1')] }, { battlefield: bears }] });
    const effects = [tapEffect(oneToThree)];
    expect(chooseTargets(game.state, effects, {}, 'p1', null)).toEqual({
      ok: false,
      reason: 'it needs 1-3 target(s) ("one, two, or three target creatures"), got 0',
    });
    expect(chooseTargets(game.state, effects, { targets: ['c2', 'c3'] }, 'p1', null).ok).toBe(true);
    expect(chooseTargets(game.state, effects, { targets: ['c1', 'c2', 'c3', 'c4'] }, 'p1', null).ok).toBe(false);
  });

  it('the default split leaves later subjects their fewest; an explicit split is kept on the stack object', () => {
    const effects = [
      tapEffect(anyNumber),
      damage(fixed(1), target(['creature'], 'up to one target creature', { upTo: true })),
    ];
    const groups = targetGroups(effects);
    expect(defaultCounts(groups, 2)).toEqual([2, 0]);
    const game = setupGame({ players: [{}, { battlefield: bears }] });
    const split = chooseTargets(game.state, effects, { targets: ['c1', 'c2'], targetCounts: [1, 1] }, 'p1', null);
    expect(split).toEqual({ ok: true, value: { targets: ['c1', 'c2'], targetCounts: [1, 1] } });
    const same = chooseTargets(game.state, effects, { targets: ['c1', 'c2'], targetCounts: [2, 0] }, 'p1', null);
    expect(same).toEqual({ ok: true, value: { targets: ['c1', 'c2'] } });
    expect(chooseTargets(game.state, effects, { targets: ['c1'], targetCounts: [0, 2] }, 'p1', null).ok).toBe(false);
  });

  it('"X target creatures": exactly the announced X (601.2b); "up to X": at most X', () => {
    const game = setupGame({ players: [{}, { battlefield: bears }] });
    const exactly = [tapEffect(target(['creature'], 'X target creatures', { count: null, countX: true }))];
    expect(chooseTargets(game.state, exactly, { targets: ['c1', 'c2'] }, 'p1', null, 2).ok).toBe(true);
    expect(chooseTargets(game.state, exactly, { targets: ['c1'] }, 'p1', null, 2)).toEqual({
      ok: false,
      reason: 'it needs 2 target(s) ("X target creatures"), got 1',
    });
    expect(chooseTargets(game.state, exactly, { targets: ['c1'] }, 'p1', null, 0).ok).toBe(false);
    const upTo = [
      tapEffect(target(['creature'], 'up to X target creatures', { count: null, upTo: true, countX: true })),
    ];
    expect(chooseTargets(game.state, upTo, { targets: ['c1'] }, 'p1', null, 2).ok).toBe(true);
    expect(chooseTargets(game.state, upTo, { targets: ['c1', 'c2', 'c3'] }, 'p1', null, 2).ok).toBe(false);
    // Before X is known (a picker's first look) any number may be offered.
    expect(targetGroups(exactly)[0]).toMatchObject({ min: 0, max: null });
    expect(targetGroups(exactly, 3)[0]).toMatchObject({ min: 3, max: 3 });
  });

  it('resolving, each subject acts on its own targets; an illegal one is left out (608.2b)', () => {
    const spellCard = card('Split', {
      cost: '{R}',
      types: ['instant'],
      abilities: [
        spell([
          tapEffect(anyNumber),
          damage(fixed(1), target(['creature'], 'up to one target creature', { upTo: true })),
        ]),
      ],
    });
    const game = setupGame({ players: [{ hand: [spellCard], pool: { R: 1 } }, { battlefield: bears }] });
    const cast = game.perform({ type: 'cast', player: 'p1', card: 'c1', targets: ['c2', 'c3'], targetCounts: [1, 1] });
    expect(cast.ok).toBe(true);
    expect(game.state.stack[0]).toMatchObject({ targets: ['c2', 'c3'], targetCounts: [1, 1] });
    game.perform({ type: 'resolve' });
    expect(game.state.objects.c2?.tapped).toBe(true);
    expect(game.state.objects.c3?.tapped).toBe(false);
    expect(game.state.objects.c3?.damage).toBe(1);
  });
});
