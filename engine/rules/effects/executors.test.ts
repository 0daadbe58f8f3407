import { describe, expect, it } from 'vitest';
import type { Effect, Subject, TokenSpec } from '../../templates/card-template.js';
import { setupState } from '../game/setup.js';
import { runStateBasedActions } from '../sba/state-based-actions.js';
import { isSummoningSick } from '../state/queries.js';
import { Transaction } from '../state/transaction.js';
import { idOf } from '../test-support/find.js';
import {
  card,
  creature,
  damage,
  draw,
  fixed,
  keyword,
  manaCost,
  self,
  target,
  you,
} from '../test-support/templates.js';
import { run } from './test-run.js';

// p1: Goblin (source), tapped Forest, {R}{R} floating, hand H1 H2; p2: Bear, Angel (flying), hand A B C.
const state = setupState({
  players: [
    {
      hand: [card('H1'), card('H2')],
      battlefield: [creature('Goblin', '{R}', '2/2'), { template: card('Forest', { types: ['land'] }), tapped: true }],
      pool: { R: 2 },
    },
    {
      hand: [card('A'), card('B'), card('C')],
      battlefield: [creature('Bear', '{1}{G}', '2/2'), creature('Angel', '{3}{W}{W}', '4/4', [keyword('flying')])],
    },
  ],
});
const goblin = idOf(state, 'Goblin');
const forest = idOf(state, 'Forest');
const bear = idOf(state, 'Bear');
const angel = idOf(state, 'Angel');
const hand = (tx: Transaction, p: string) =>
  tx.state.players[p]?.zones.hand.map((id) => tx.state.objects[id]?.template.name);
const graveyard = (tx: Transaction, p: string) =>
  tx.state.players[p]?.zones.graveyard.map((id) => tx.state.objects[id]?.template.name);
const types = (tx: Transaction) => tx.events.map((e) => e.event.type);
const go = (effects: readonly Effect[], r: Parameters<typeof run>[2] = { source: goblin }) => run(state, effects, r);

const eachOpponent: Subject = {
  kind: 'each',
  description: { nouns: ['player'], qualities: [{ kind: 'controller', who: 'opponent' }] },
};
const targetPlayer = target(['player'], 'target player');
const targetCreature = target(['creature'], 'target creature');

describe('loseLife (119.3)', () => {
  it('"you lose 2 life" and "each opponent loses 1 life", with lifeLost events', () => {
    const tx = go([
      { kind: 'loseLife', who: you, amount: fixed(2) },
      { kind: 'loseLife', who: eachOpponent, amount: fixed(1) },
    ]);
    expect([tx.state.players.p1?.life, tx.state.players.p2?.life]).toEqual([18, 19]);
    expect(tx.events.map((e) => e.event)).toEqual([
      { type: 'lifeLost', player: 'p1', amount: 2 },
      { type: 'lifeLost', player: 'p2', amount: 1 },
    ]);
  });

  it('objects lose no life; 0 life lost is no event', () => {
    expect(go([{ kind: 'loseLife', who: self, amount: fixed(2) }]).edits).toEqual([]);
    expect(go([{ kind: 'loseLife', who: you, amount: fixed(0) }]).events).toEqual([]);
  });
});

describe('untap (701.21)', () => {
  it('untaps a tapped permanent once, and "it" is that permanent', () => {
    const tx = go(
      [
        { kind: 'untap', what: target(['land']) },
        { kind: 'untap', what: { kind: 'it' } },
      ],
      {
        source: goblin,
        targets: [forest],
      },
    );
    expect(tx.state.objects[forest]?.tapped).toBe(false);
    expect(types(tx)).toEqual(['untapped']);
  });
});

describe('discard (701.8)', () => {
  const discard = (amount: number, random = false, who: Subject = targetPlayer): Effect => ({
    kind: 'discard',
    who,
    amount: fixed(amount),
    random,
  });

  it('the player chooses: the answers, else their newest cards', () => {
    const chosen = go([discard(2)], { source: goblin, targets: ['p2'], answers: { cards: [idOf(state, 'A')] } });
    expect(hand(chosen, 'p2')).toEqual(['B']);
    expect(graveyard(chosen, 'p2')).toEqual(['A', 'C']);
    const defaults = go([discard(1)], { source: goblin, targets: ['p2'] });
    expect(graveyard(defaults, 'p2')).toEqual(['C']);
  });

  it('answers that are not in the hand are ignored', () => {
    const tx = go([discard(1)], { source: goblin, targets: ['p2'], answers: { cards: [goblin, 'c999'] } });
    expect(graveyard(tx, 'p2')).toEqual(['C']);
  });

  it('with fewer cards than asked, all of them are discarded', () => {
    const tx = go([discard(5, false, you)]);
    expect(hand(tx, 'p1')).toEqual([]);
    expect(graveyard(tx, 'p1')).toEqual(['H2', 'H1']);
  });

  it('at random: the seeded generator, the same every time, advancing the seed', () => {
    const a = go([discard(2, true)], { source: goblin, targets: ['p2'] });
    const b = go([discard(2, true)], { source: goblin, targets: ['p2'] });
    expect(graveyard(a, 'p2')).toEqual(graveyard(b, 'p2'));
    expect(graveyard(a, 'p2')).toHaveLength(2);
    expect(a.state.seed).not.toBe(state.seed);
    const other = run({ ...state, seed: 12345 }, [discard(3, true)], { source: goblin, targets: ['p2'] });
    expect([...(graveyard(other, 'p2') ?? [])].sort()).toEqual(['A', 'B', 'C']);
  });

  it('"that player" after "target player discards" is that player', () => {
    const tx = go([discard(1), { kind: 'loseLife', who: { kind: 'thatPlayer' }, amount: fixed(3) }], {
      source: goblin,
      targets: ['p2'],
    });
    expect(tx.state.players.p2?.life).toBe(17);
  });
});

describe('putCounters (122.1)', () => {
  it('puts N counters on a permanent, emitting countersAdded', () => {
    const tx = go([{ kind: 'putCounters', what: targetCreature, counter: '+1/+1', amount: fixed(2) }], {
      source: goblin,
      targets: [bear],
    });
    expect(tx.state.objects[bear]?.counters).toEqual({ '+1/+1': 2 });
    expect(tx.events.map((e) => e.event)).toEqual([
      { type: 'countersAdded', object: bear, counter: '+1/+1', amount: 2 },
    ]);
  });

  it('poison counters go on players (122.1f); cards off the battlefield get none', () => {
    const tx = go([{ kind: 'putCounters', what: targetPlayer, counter: 'poison', amount: fixed(2) }], {
      source: goblin,
      targets: ['p2'],
    });
    expect(tx.state.players.p2?.poison).toBe(2);
    const h1 = idOf(state, 'H1');
    expect(
      go([{ kind: 'putCounters', what: target(['card']), counter: '+1/+1', amount: fixed(1) }], {
        source: goblin,
        targets: [h1],
      }).edits,
    ).toEqual([]);
  });

  it('+1/+1 and -1/-1 counters annihilate as a state-based action (704.5q)', () => {
    const tx = go(
      [
        { kind: 'putCounters', what: targetCreature, counter: '+1/+1', amount: fixed(3) },
        { kind: 'putCounters', what: { kind: 'it' }, counter: '-1/-1', amount: fixed(1) },
      ],
      { source: goblin, targets: [bear] },
    );
    runStateBasedActions(tx);
    expect(tx.state.objects[bear]?.counters).toEqual({ '+1/+1': 2 });
  });
});

describe('createTokens (111)', () => {
  const soldier: TokenSpec = {
    name: 'Soldier Token',
    power: 1,
    toughness: 1,
    colors: ['W'],
    supertypes: [],
    types: ['creature'],
    subtypes: ['Soldier'],
    keywords: ['vigilance'],
  };
  const treasure: TokenSpec = {
    ...soldier,
    name: 'Treasure',
    colors: [],
    types: ['artifact'],
    subtypes: ['Treasure'],
    keywords: [],
  };

  it('creates them tapped when it says "a tapped … token" (110.5b), with no tapped event', () => {
    const tx = go([{ kind: 'createTokens', who: you, amount: fixed(2), token: soldier, tapped: true }]);
    const ids = tx.state.players.p1?.zones.battlefield.slice(-2) ?? [];
    expect(ids.map((id) => tx.state.objects[id]?.tapped)).toEqual([true, true]);
    expect(tx.events.map((e) => e.event.type)).not.toContain('tapped');
  });

  it('creates N tokens under the player, summoning sick, each with a tokenCreated event', () => {
    const tx = go([{ kind: 'createTokens', who: you, amount: fixed(2), token: soldier }]);
    const ids = tx.state.players.p1?.zones.battlefield.slice(-2) ?? [];
    expect(ids).toHaveLength(2);
    for (const id of ids) {
      const o = tx.state.objects[id];
      expect(o).toMatchObject({ token: true, owner: 'p1', controller: 'p1', tapped: false });
      expect(o?.template).toMatchObject({
        name: 'Soldier Token',
        manaCost: null,
        colors: ['W'],
        types: ['creature'],
        subtypes: ['Soldier'],
        power: '1',
        toughness: '1',
        abilities: [{ kind: 'keyword', keyword: 'vigilance', line: 0, text: 'vigilance' }],
      });
      expect(o && isSummoningSick(tx.state, o)).toBe(true);
    }
    expect(tx.events.map((e) => e.event)).toEqual(
      ids.map((object) => ({ type: 'tokenCreated', object, player: 'p1' })),
    );
  });

  it('a noncreature token has no power or toughness; "it" is the token made', () => {
    const tx = go([
      { kind: 'createTokens', who: eachOpponent, amount: fixed(1), token: treasure },
      { kind: 'tap', what: { kind: 'it' } },
    ]);
    const id = tx.state.players.p2?.zones.battlefield.at(-1) as string;
    expect(tx.state.objects[id]?.template).toMatchObject({ power: null, toughness: null, types: ['artifact'] });
    expect(tx.state.objects[id]?.tapped).toBe(true);
  });

  it('a token that leaves the battlefield ceases to exist (704.5d); undo brings it back', () => {
    const tx = go([
      { kind: 'createTokens', who: you, amount: fixed(1), token: soldier },
      damage(fixed(1), { kind: 'it' }),
    ]);
    const id = tx.state.players.p1?.zones.battlefield.at(-1) as string;
    runStateBasedActions(tx);
    expect(tx.state.objects[id]).toBeUndefined();
    expect(tx.state.players.p1?.zones.graveyard).toEqual([]);
    expect(tx.rollback()).toEqual(state);
  });
});

describe('optional and pay (608.2d, 118.12)', () => {
  const mayPay = (cost: string, ifYouDo: readonly Effect[], effects: readonly Effect[] = []): Effect => ({
    kind: 'optional',
    effects: [...effects, { kind: 'pay', costs: [manaCost(cost)] }],
    ifYouDo,
  });

  it('"you may draw a card": yes by default, no when answered no', () => {
    const may: Effect = { kind: 'optional', effects: [draw(fixed(1))], ifYouDo: [] };
    const withLibrary = setupState({
      players: [{ library: [card('L')], battlefield: [creature('S', '{R}', '1/1')] }, {}],
    });
    expect(run(withLibrary, [may], { source: 'c2' }).state.players.p1?.zones.hand).toEqual(['c1']);
    expect(run(withLibrary, [may], { source: 'c2', answers: { may: [false] } }).edits).toEqual([]);
  });

  it('"you may pay {R}. If you do, …": paid from the pool, then the rest', () => {
    const tx = go([mayPay('{R}', [{ kind: 'loseLife', who: eachOpponent, amount: fixed(2) }])]);
    expect(tx.state.players.p1?.pool.R).toBe(1);
    expect(tx.state.players.p2?.life).toBe(18);
  });

  it('a cost that can’t be paid: nothing happens and "if you do" doesn’t run', () => {
    const tx = go([
      mayPay(
        '{G}',
        [{ kind: 'loseLife', who: eachOpponent, amount: fixed(2) }],
        [{ kind: 'gainLife', who: you, amount: fixed(5) }],
      ),
    ]);
    expect(tx.edits).toEqual([]);
    expect(tx.events).toEqual([]);
  });

  it('each "you may" takes the next answer, in order', () => {
    const lose = (n: number): Effect => ({ kind: 'loseLife', who: you, amount: fixed(n) });
    const tx = go([mayPay('{R}', [lose(1)]), mayPay('{R}', [lose(2)]), mayPay('{R}', [lose(4)])], {
      source: goblin,
      answers: { may: [true, false] },
    });
    // Yes (pays R), no, then the default yes (pays the second R).
    expect(tx.state.players.p1?.life).toBe(15);
    expect(tx.state.players.p1?.pool.R).toBe(0);
  });

  it('pay life: possible only with that much life (119.4)', () => {
    const payLife = (amount: number): Effect => ({
      kind: 'optional',
      effects: [{ kind: 'pay', costs: [{ kind: 'payLife', amount }] }],
      ifYouDo: [draw(fixed(1))],
    });
    expect(go([payLife(3)]).state.players.p1?.life).toBe(17);
    expect(go([payLife(30)]).edits).toEqual([]);
  });

  it('a bare pay pays if it can and otherwise changes nothing', () => {
    expect(go([{ kind: 'pay', costs: [manaCost('{R}{R}')] }]).state.players.p1?.pool.R).toBe(0);
    expect(go([{ kind: 'pay', costs: [manaCost('{R}{R}{R}')] }]).edits).toEqual([]);
  });
});

describe('each subjects and counted amounts', () => {
  it('"deals 1 damage to each creature without flying and each player" (Earthquake)', () => {
    const earthquake: Subject = {
      kind: 'each',
      description: {
        nouns: ['creature', 'player'],
        qualities: [{ kind: 'keyword', keyword: 'flying', negated: true }],
      },
    };
    const tx = go([damage(fixed(1), earthquake)]);
    expect([tx.state.players.p1?.life, tx.state.players.p2?.life]).toEqual([19, 19]);
    expect([goblin, bear, angel].map((id) => tx.state.objects[id]?.damage)).toEqual([1, 1, 0]);
  });

  it('"another" in an each subject leaves the source out', () => {
    const others: Subject = { kind: 'each', description: { nouns: ['creature'], qualities: [{ kind: 'other' }] } };
    const tx = go([damage(fixed(1), others)]);
    expect([goblin, bear, angel].map((id) => tx.state.objects[id]?.damage)).toEqual([0, 1, 1]);
  });

  it('"for each creature an opponent controls", times a factor', () => {
    const tx = go([
      {
        kind: 'gainLife',
        who: you,
        amount: {
          kind: 'count',
          of: { nouns: ['creature'], qualities: [{ kind: 'controller', who: 'opponent' }] },
          times: 3,
        },
      },
    ]);
    expect(tx.state.players.p1?.life).toBe(26);
  });

  it('"equal to its mana value" / "its power"', () => {
    const tx = go(
      [
        {
          kind: 'loseLife',
          who: { kind: 'controllerOf', of: targetCreature },
          amount: { kind: 'property', property: 'manaValue', of: { kind: 'it' } },
        },
        { kind: 'gainLife', who: you, amount: { kind: 'property', property: 'power', of: { kind: 'it' } } },
      ],
      { source: goblin, targets: [angel] },
    );
    expect([tx.state.players.p1?.life, tx.state.players.p2?.life]).toEqual([24, 15]);
  });
});
