import { describe, expect, it } from 'vitest';
import { setupGame } from '../game/setup.js';
import { card, creature, fixed, spell, target, X } from '../test-support/templates.js';
import type { Effect } from '../../templates/card-template.js';
import { chooseTargets } from './choose.js';
import { evenly } from './division.js';

const oneToThree = target(['any'], 'one, two, or three targets', { count: 3, upTo: true, min: 1 });
const divided = (amount = fixed(3)): Effect => ({
  kind: 'dealDamage',
  amount,
  to: oneToThree,
  from: { kind: 'self' },
  divided: true,
});

describe('dividing an amount among targets (601.2d)', () => {
  const bears = [creature('B1', '{G}', '2/2'), creature('B2', '{G}', '2/2')];

  it('each target gets at least 1 and the shares add up to the amount', () => {
    const game = setupGame({ players: [{}, { battlefield: bears }] });
    const choose = (targets: string[], division?: number[], x = 0) =>
      chooseTargets(
        game.state,
        [divided(x > 0 ? X : fixed(3))],
        { targets, ...(division ? { division } : {}) },
        'p1',
        null,
        x,
      );
    expect(choose(['c1', 'p2'], [2, 1])).toEqual({ ok: true, value: { targets: ['c1', 'p2'], division: [2, 1] } });
    expect(choose(['c1', 'p2'], [2, 2])).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/adds up to 4, not 3/),
    });
    expect(choose(['c1', 'p2'], [3, 0])).toMatchObject({ ok: false, reason: expect.stringMatching(/at least 1/) });
    expect(choose(['c1', 'p2'], [3])).toMatchObject({ ok: false });
    // Without a division: as evenly as it goes.
    expect(choose(['c1', 'c2'])).toEqual({ ok: true, value: { targets: ['c1', 'c2'], division: [2, 1] } });
    // X is the announced X (107.3); 1 can't be divided among 2 targets.
    expect(choose(['c1', 'c2'], [4, 1], 5)).toMatchObject({ ok: true });
    expect(choose(['c1', 'c2'], undefined, 1)).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/each gets at least 1/),
    });
  });

  it('a spell without a divided amount takes no division', () => {
    const game = setupGame({ players: [{}, { battlefield: bears }] });
    const plain: Effect = { kind: 'dealDamage', amount: fixed(1), to: target(['creature']), from: { kind: 'self' } };
    expect(chooseTargets(game.state, [plain], { targets: ['c1'], division: [1] }, 'p1', null).ok).toBe(false);
  });

  it('resolving, each target is dealt its share; an illegal one keeps its share (608.2b)', () => {
    const arc = card('Arc', { cost: '{R}', types: ['instant'], abilities: [spell([divided()])] });
    const game = setupGame({ players: [{ hand: [arc], pool: { R: 1 } }, { battlefield: bears }] });
    expect(game.perform({ type: 'cast', player: 'p1', card: 'c1', targets: ['c2', 'p2'], division: [2, 1] }).ok).toBe(
      true,
    );
    expect(game.state.stack[0]).toMatchObject({ targets: ['c2', 'p2'], division: [2, 1] });
    game.perform({ type: 'resolve' });
    expect(game.state.objects.c2?.zone.zone).toBe('graveyard');
    expect(game.state.players.p2?.life).toBe(19);
  });

  it('splits evenly, the first ones getting the rest', () => {
    expect(evenly(3, 2)).toEqual([2, 1]);
    expect(evenly(5, 3)).toEqual([2, 2, 1]);
    expect(evenly(4, 1)).toEqual([4]);
  });
});
