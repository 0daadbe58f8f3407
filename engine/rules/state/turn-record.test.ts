import { describe, expect, it as test } from 'vitest';
import { setupGame } from '../game/setup.js';
import { moveTo } from '../ops/zones.js';
import { Transaction } from './transaction.js';
import { checkCondition } from '../triggers/conditions.js';
import { desc, dies, gain, must, watch } from '../triggers/test-cards.js';
import {
  activated,
  creature,
  damage,
  fixed,
  grizzlyBears,
  shock,
  tapCost,
  target,
  triggered,
} from '../test-support/templates.js';
import { dealtDamageThisTurn, permanentLeftThisTurn, spellsCastBefore, wasDealtDamageThisTurn } from './turn-record.js';

/** "{T}: ~ deals 2 damage to target creature.", "Whenever a creature dealt damage by ~ this turn dies, …" */
const slaver = () =>
  creature('Slaver', '{B}', '1/1', [
    activated([tapCost], [damage(fixed(2), target(['creature']))], '{T}: ~ deals 2 damage to target creature.'),
    triggered(
      dies(watch(desc(['creature'], { kind: 'dealtDamageBy', by: 'self' }))),
      [gain(3)],
      'Whenever a creature dealt damage by ~ this turn dies, you gain 3 life.',
    ),
  ]);

describe("the turn's record", () => {
  test('"a creature dealt damage by ~ this turn dies" looks back at what ~ damaged (603.10a)', () => {
    const game = setupGame({ players: [{ battlefield: [slaver()] }, { battlefield: [grizzlyBears()] }] });
    must(game, { type: 'activate', player: 'p1', source: 'c1', ability: 0, targets: ['c2'] });
    must(game, { type: 'resolve' });
    // The Bears died of the damage (704.5g): the record remembered it, and the trigger saw it looking back.
    expect(game.state.players.p2?.zones.graveyard).toEqual(['c2']);
    expect(game.state.stack).toEqual([expect.objectContaining({ source: 'c1', ability: 1 })]);
    must(game, { type: 'resolve' });
    expect(game.state.players.p1?.life).toBe(23);
    // 400.7: the Bears in the graveyard are a new object, no longer "dealt damage by ~".
    expect(dealtDamageThisTurn(game.state, 'c1', 'c2')).toBe(false);
  });

  test("a creature ~ did not damage dying triggers nothing; the record is the turn's", () => {
    const big = () => creature('Big', '{G}', '4/4');
    const game = setupGame({ players: [{ battlefield: [slaver()] }, { battlefield: [big()] }] });
    must(game, { type: 'activate', player: 'p1', source: 'c1', ability: 0, targets: ['c2'] });
    must(game, { type: 'resolve' });
    expect(dealtDamageThisTurn(game.state, 'c1', 'c2')).toBe(true);
    expect(game.state.stack).toEqual([]);
    while (game.state.turn.number === 1) must(game, { type: 'nextStep' });
    expect(dealtDamageThisTurn(game.state, 'c1', 'c2')).toBe(false);
  });

  test('"that was dealt damage this turn": by any source, even one gone since; forgotten as it leaves (400.7)', () => {
    const big = () => creature('Big', '{G}', '4/4');
    const game = setupGame({ players: [{ battlefield: [slaver()] }, { battlefield: [big(), grizzlyBears()] }] });
    must(game, { type: 'activate', player: 'p1', source: 'c1', ability: 0, targets: ['c2'] });
    must(game, { type: 'resolve' });
    expect(wasDealtDamageThisTurn(game.state, 'c2')).toBe(true);
    expect(wasDealtDamageThisTurn(game.state, 'c3')).toBe(false);
    // The source leaving does not undo the damage it dealt (its own record is forgotten, 400.7).
    const tx = new Transaction(game.state);
    moveTo(tx, 'c1', { zone: 'graveyard', player: 'p1' });
    expect(dealtDamageThisTurn(tx.state, 'c1', 'c2')).toBe(false);
    expect(wasDealtDamageThisTurn(tx.state, 'c2')).toBe(true);
    moveTo(tx, 'c2', { zone: 'hand', player: 'p2' });
    expect(wasDealtDamageThisTurn(tx.state, 'c2')).toBe(false);
    game.undo();
    game.undo();
    expect(wasDealtDamageThisTurn(game.state, 'c2')).toBe(false);
  });

  test('revolt: a permanent its controller controlled left the battlefield this turn', () => {
    const game = setupGame({ players: [{ battlefield: [slaver()] }, { battlefield: [grizzlyBears()] }] });
    const revolt = { kind: 'permanentLeft' } as const;
    expect(checkCondition(game.state, revolt, { controller: 'p2', source: null })).toBe(false);
    must(game, { type: 'activate', player: 'p1', source: 'c1', ability: 0, targets: ['c2'] });
    must(game, { type: 'resolve' });
    expect(permanentLeftThisTurn(game.state, 'p2')).toBe(true);
    expect(checkCondition(game.state, revolt, { controller: 'p2', source: null })).toBe(true);
    expect(checkCondition(game.state, revolt, { controller: 'p1', source: null })).toBe(false);
    game.undo();
    game.undo();
    expect(permanentLeftThisTurn(game.state, 'p2')).toBe(false);
  });

  test('the spells cast this turn, in order (storm counts those before a spell, 702.40a); a new turn forgets them', () => {
    const game = setupGame({
      players: [{ hand: [shock(), shock()], pool: { R: 2 }, library: [grizzlyBears(), grizzlyBears()] }, {}],
    });
    const [first, second] = game.state.players.p1?.zones.hand ?? [];
    must(game, { type: 'cast', player: 'p1', card: first ?? '', targets: ['p2'] });
    must(game, { type: 'cast', player: 'p1', card: second ?? '', targets: ['p2'] });
    expect(spellsCastBefore(game.state, first ?? '')).toBe(0);
    expect(spellsCastBefore(game.state, second ?? '')).toBe(1);
    // A spell not cast this turn: every spell cast so far.
    expect(spellsCastBefore(game.state, 'c99')).toBe(2);
    must(game, { type: 'resolve' });
    must(game, { type: 'resolve' });
    while (game.state.turn.number === 1) must(game, { type: 'nextStep' });
    expect(game.state.turn.spellsCast).toBeUndefined();
  });
});
