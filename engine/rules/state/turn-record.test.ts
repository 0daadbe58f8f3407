import { describe, expect, it as test } from 'vitest';
import { setupGame } from '../game/setup.js';
import { moveTo } from '../ops/zones.js';
import { Transaction } from './transaction.js';
import { gainLife } from '../ops/players.js';
import { createToken } from '../ops/tokens.js';
import type { Condition } from '../../templates/card-template.js';
import { checkCondition } from '../triggers/conditions.js';
import { desc, dies, gain, must, watch } from '../triggers/test-cards.js';
import {
  activated,
  creature,
  damage,
  fixed,
  forest,
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

  describe('what happened this turn and last turn (603.4): the `happened` condition', () => {
    type Happened = Extract<Condition, { kind: 'happened' }>;
    const asked = (
      who: Happened['who'],
      what: Happened['what'],
      op: Happened['op'],
      value: number,
      turn: Happened['turn'] = 'this',
      other = false,
    ): Happened => ({ kind: 'happened', who, what, turn, op, value, other });
    const p1 = { controller: 'p1', source: null };
    const p2 = { controller: 'p2', source: null };

    test('morbid: a creature died this turn (700.4), whoever controlled it; a new turn forgets it', () => {
      const game = setupGame({ players: [{ battlefield: [slaver()] }, { battlefield: [grizzlyBears()] }] });
      const morbid = asked('all', 'died', '>=', 1);
      expect(checkCondition(game.state, morbid, p1)).toBe(false);
      must(game, { type: 'activate', player: 'p1', source: 'c1', ability: 0, targets: ['c2'] });
      must(game, { type: 'resolve' });
      expect(checkCondition(game.state, morbid, p1)).toBe(true);
      expect(checkCondition(game.state, morbid, p2)).toBe(true);
      must(game, { type: 'resolve' });
      while (game.state.turn.number === 1) must(game, { type: 'nextStep' });
      expect(checkCondition(game.state, morbid, p1)).toBe(false);
    });

    test('a creature put into a hand or a noncreature put into a graveyard did not die', () => {
      const game = setupGame({ players: [{ battlefield: [grizzlyBears(), forest()] }, {}] });
      const tx = new Transaction(game.state);
      moveTo(tx, 'c1', { zone: 'hand', player: 'p1' });
      moveTo(tx, 'c2', { zone: 'graveyard', player: 'p1' });
      expect(checkCondition(tx.state, asked('all', 'died', '>=', 1), p1)).toBe(false);
    });

    test('life lost (damage too, 119.3) and gained, by player; an opponent, a player, you', () => {
      const game = setupGame({ players: [{ hand: [shock()], pool: { R: 1 } }, {}] });
      const [bolt] = game.state.players.p1?.zones.hand ?? [];
      must(game, { type: 'cast', player: 'p1', card: bolt ?? '', targets: ['p2'] });
      must(game, { type: 'resolve' });
      expect(checkCondition(game.state, asked('opponent', 'lostLife', '>=', 2), p1)).toBe(true);
      expect(checkCondition(game.state, asked('opponent', 'lostLife', '>=', 3), p1)).toBe(false);
      expect(checkCondition(game.state, asked('opponent', 'lostLife', '>=', 1), p2)).toBe(false);
      expect(checkCondition(game.state, asked('player', 'lostLife', '>=', 2), p2)).toBe(true);
      expect(checkCondition(game.state, asked('you', 'lostLife', '=', 0), p1)).toBe(true);
      expect(checkCondition(game.state, asked('opponent', 'dealtDamage', '>=', 1), p1)).toBe(true);
      const tx = new Transaction(game.state);
      gainLife(tx, 'p1', 2);
      gainLife(tx, 'p1', 1);
      expect(checkCondition(tx.state, asked('you', 'gainedLife', '>=', 3), p1)).toBe(true);
      expect(checkCondition(tx.state, asked('you', 'gainedLife', '>=', 1), p2)).toBe(false);
    });

    test('raid: the creatures a player attacked with this turn (508.1)', () => {
      const game = setupGame({ players: [{ battlefield: [grizzlyBears()] }, {}], step: 'declareAttackers' });
      const raid = asked('you', 'attacked', '>=', 1);
      expect(checkCondition(game.state, raid, p1)).toBe(false);
      must(game, { type: 'declareAttackers', player: 'p1', attackers: [{ creature: 'c1' }] });
      expect(checkCondition(game.state, raid, p1)).toBe(true);
      expect(checkCondition(game.state, raid, p2)).toBe(false);
      expect(checkCondition(game.state, asked('all', 'attacked', '=', 0), p2)).toBe(false);
    });

    test('spells cast this turn, "another" leaving out the source; last turn\'s spells and life lost', () => {
      const game = setupGame({
        players: [
          { hand: [shock(), shock()], pool: { R: 2 }, library: [grizzlyBears()] },
          { library: [grizzlyBears()] },
        ],
      });
      const [first, second] = game.state.players.p1?.zones.hand ?? [];
      must(game, { type: 'cast', player: 'p1', card: first ?? '', targets: ['p2'] });
      const another = asked('you', 'castSpells', '>=', 1, 'this', true);
      expect(checkCondition(game.state, another, { controller: 'p1', source: first ?? '' })).toBe(false);
      expect(checkCondition(game.state, another, { controller: 'p1', source: second ?? '' })).toBe(true);
      must(game, { type: 'cast', player: 'p1', card: second ?? '', targets: ['p2'] });
      must(game, { type: 'resolve' });
      must(game, { type: 'resolve' });
      const twoLastTurn = asked('player', 'castSpells', '>=', 2, 'last');
      const noneLastTurn = asked('all', 'castSpells', '=', 0, 'last');
      expect(checkCondition(game.state, twoLastTurn, p2)).toBe(false);
      while (game.state.turn.number === 1) must(game, { type: 'nextStep' });
      expect(checkCondition(game.state, twoLastTurn, p2)).toBe(true);
      expect(checkCondition(game.state, noneLastTurn, p2)).toBe(false);
      expect(checkCondition(game.state, asked('you', 'lostLife', '>=', 4, 'last'), p2)).toBe(true);
      expect(checkCondition(game.state, asked('you', 'castSpells', '=', 0), p1)).toBe(true);
      while (game.state.turn.number === 2) must(game, { type: 'nextStep' });
      expect(checkCondition(game.state, noneLastTurn, p2)).toBe(true);
      expect(checkCondition(game.state, asked('you', 'lostLife', '>=', 1, 'last'), p2)).toBe(false);
    });
  });

  test('what entered the battlefield this turn, under whose control, as it entered (603.4)', () => {
    const game = setupGame({ players: [{ hand: [grizzlyBears(), forest()] }, {}] });
    const entered = (who: 'you' | 'opponent', nouns: ('creature' | 'land')[], value = 1): Condition => ({
      kind: 'entered',
      who,
      of: { nouns, qualities: [] },
      op: '>=',
      value,
    });
    const p1 = { controller: 'p1', source: null };
    const p2 = { controller: 'p2', source: null };
    expect(checkCondition(game.state, entered('you', ['land']), p1)).toBe(false);
    const tx = new Transaction(game.state);
    moveTo(tx, 'c2', { zone: 'battlefield', player: 'p1' });
    createToken(tx, 'p1', {
      name: 'Soldier Token',
      power: 1,
      toughness: 1,
      colors: ['W'],
      supertypes: [],
      types: ['creature'],
      subtypes: ['Soldier'],
      keywords: [],
    });
    expect(checkCondition(tx.state, entered('you', ['land']), p1)).toBe(true);
    expect(checkCondition(tx.state, entered('you', ['creature']), p1)).toBe(true);
    expect(checkCondition(tx.state, entered('you', ['creature'], 2), p1)).toBe(false);
    expect(checkCondition(tx.state, entered('opponent', ['land']), p2)).toBe(true);
    expect(checkCondition(tx.state, entered('opponent', ['land']), p1)).toBe(false);
    // The land leaving, and the token ceasing to exist, don't undo their entering (their last known information).
    moveTo(tx, 'c2', { zone: 'hand', player: 'p1' });
    const token = Object.keys(tx.state.objects).find((id) => tx.state.objects[id]?.token === true) ?? '';
    tx.apply({ kind: 'remove', object: tx.state.objects[token]!, index: -1 });
    expect(checkCondition(tx.state, entered('you', ['land']), p1)).toBe(true);
    expect(checkCondition(tx.state, entered('you', ['creature']), p1)).toBe(true);
  });
});
