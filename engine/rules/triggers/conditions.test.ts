import { describe, expect, it } from 'vitest';
import type { Condition } from '../../templates/card-template.js';
import { setupState } from '../game/setup.js';
import { initialState } from '../state/create.js';
import { idOf } from '../test-support/find.js';
import { card, creature } from '../test-support/templates.js';
import { checkCondition } from './conditions.js';

describe('"if it had … counters on it" (603.10a, 702.79a)', () => {
  const state = initialState([{ id: 'p1' }, { id: 'p2' }]);
  const none: Condition = { kind: 'hadCounters', counter: '-1/-1', op: '=', value: 0 };
  const viewpoint = { controller: 'p1', source: 'c1' };

  it('reads the counters the trigger says its object had as it left the battlefield', () => {
    expect(checkCondition(state, none, viewpoint, null, { object: 'c1', player: 'p1', amount: null })).toBe(true);
    const withCounter = { object: 'c1', player: 'p1', amount: null, lastCounters: { '-1/-1': 1 } };
    expect(checkCondition(state, none, viewpoint, null, withCounter)).toBe(false);
    const otherKind = { object: 'c1', player: 'p1', amount: null, lastCounters: { '+1/+1': 2 } };
    expect(checkCondition(state, none, viewpoint, null, otherKind)).toBe(true);
  });

  it('never holds without a trigger about an object', () => {
    expect(checkCondition(state, none, viewpoint)).toBe(false);
    expect(checkCondition(state, none, viewpoint, null, { object: null, player: 'p1', amount: null })).toBe(false);
  });
});

describe('"if that player …" (603.4): a condition about "you" asked of the trigger\'s player', () => {
  const base = initialState([{ id: 'p1' }, { id: 'p2' }]);
  const state = { ...base, players: { ...base.players, p2: { ...base.players.p2!, life: 4 } } };
  const low: Condition = { kind: 'thatPlayer', condition: { kind: 'life', who: 'you', op: '<=', value: 5 } };
  const viewpoint = { controller: 'p1', source: 'c1' };
  const about = (player: string | null) => ({ object: null, player, amount: null });

  it('holds for the player the trigger is about, not for the controller', () => {
    expect(checkCondition(state, low, viewpoint, null, about('p2'))).toBe(true);
    expect(checkCondition(state, low, viewpoint, null, about('p1'))).toBe(false);
  });

  it('never holds without a player', () => {
    expect(checkCondition(state, low, viewpoint, null, about(null))).toBe(false);
    expect(checkCondition(state, low, viewpoint)).toBe(false);
  });
});

describe('"if you control a black permanent and a red permanent" (`all`)', () => {
  it('holds only when every condition does, and "Urza’s" in a type line is "Urza\'s"', async () => {
    const { setupState } = await import('../game/setup.js');
    const { card } = await import('../test-support/templates.js');
    const mine = card("Urza's Mine", { types: ['land'], subtypes: ['Urza’s', 'Mine'] });
    const tower = card("Urza's Tower", { types: ['land'], subtypes: ['Urza’s', 'Tower'] });
    const urzas = (subtype: string) => ({
      kind: 'count' as const,
      of: {
        nouns: ['permanent' as const],
        qualities: [
          { kind: 'subtype' as const, subtype: "Urza's", negated: false },
          { kind: 'subtype' as const, subtype, negated: false },
          { kind: 'controller' as const, who: 'you' as const },
        ],
      },
      op: '>=' as const,
      value: 1,
    });
    const both: Condition = { kind: 'all', conditions: [urzas('Mine'), urzas('Tower')] };
    const viewpoint = { controller: 'p1', source: 'c1' };
    expect(checkCondition(setupState({ players: [{ battlefield: [mine, tower] }, {}] }), both, viewpoint)).toBe(true);
    expect(checkCondition(setupState({ players: [{ battlefield: [mine] }, {}] }), both, viewpoint)).toBe(false);
  });
});

describe('"if that creature\'s power is greater than ~\'s power and/or …" (702.100a evolve)', () => {
  const state = setupState({
    players: [{ battlefield: [creature('Snapjaw', '{G}', '2/2'), creature('Big', '{G}', '1/3')] }, {}],
  });
  const self = idOf(state, 'Snapjaw');
  const big = idOf(state, 'Big');
  const holds = (properties: ('power' | 'toughness')[]) =>
    checkCondition(state, { kind: 'greaterThanSelf', properties }, { controller: 'p1', source: self }, null, {
      object: big,
      player: null,
      amount: null,
    });

  it("compares the trigger's creature with the source, each property listed", () => {
    expect(holds(['power', 'toughness'])).toBe(true);
    expect(holds(['power'])).toBe(false);
  });
});

describe('"unless …" (`not`) and a compared amount (611.3a)', () => {
  it('holds exactly when the condition inside does not', () => {
    const state = initialState([{ id: 'p1' }, { id: 'p2' }]);
    const viewpoint = { controller: 'p1', source: null };
    const mine: Condition = { kind: 'yourTurn', negated: false };
    expect(checkCondition(state, mine, viewpoint)).toBe(true);
    expect(checkCondition(state, { kind: 'not', condition: mine }, viewpoint)).toBe(false);
    expect(checkCondition(state, { kind: 'not', condition: mine }, { ...viewpoint, controller: 'p2' })).toBe(true);
  });

  it('compares the announced X, and the life total, from the viewpoint', () => {
    const state = initialState([{ id: 'p1' }, { id: 'p2' }]);
    const five: Condition = { kind: 'amount', amount: { kind: 'variable', letter: 'X' }, op: '>=', value: 5 };
    expect(checkCondition(state, five, { controller: 'p1', source: null, x: 5 })).toBe(true);
    expect(checkCondition(state, five, { controller: 'p1', source: null, x: 4 })).toBe(false);
    const low: Condition = { kind: 'amount', amount: { kind: 'lifeTotal' }, op: '<=', value: 5 };
    expect(checkCondition(state, low, { controller: 'p1', source: null })).toBe(false);
  });
});

describe('"an opponent has more life than you", "… than each opponent" (`versus`)', () => {
  it("compares the amount from the controller's side with some opponent's, or every one's", () => {
    const base = initialState([{ id: 'p1' }, { id: 'p2' }, { id: 'p3' }]);
    const state = {
      ...base,
      players: { ...base.players, p1: { ...base.players.p1!, life: 15 }, p2: { ...base.players.p2!, life: 10 } },
    };
    const versus = (op: '<' | '>', each: boolean): Condition => ({
      kind: 'versus',
      amount: { kind: 'lifeTotal' },
      op,
      each,
    });
    const less = (each: boolean): Condition => versus('<', each);
    const viewpoint = { controller: 'p1', source: null };
    expect(checkCondition(state, less(false), viewpoint)).toBe(true); // p3 has 20
    expect(checkCondition(state, less(true), viewpoint)).toBe(false); // p2 has 10
    expect(checkCondition(state, versus('>', true), { controller: 'p3', source: null })).toBe(true);
  });
});

describe('"an opponent has …", "defending player controls …" (`player`, 603.4, 506.2)', () => {
  const island = card('Island', { types: ['land'], subtypes: ['Island'] });
  const inGraveyard = (n: number) => Array.from({ length: n }, () => island);
  const eight: Condition = {
    kind: 'player',
    who: 'opponent',
    condition: {
      kind: 'count',
      of: { nouns: ['card'], qualities: [{ kind: 'zone', zone: 'graveyard', whose: 'you' }] },
      op: '>=',
      value: 8,
    },
  };
  const viewpoint = { controller: 'p1', source: null };

  it("asks each opponent on their own, never the controller, and not the opponents' cards together", () => {
    const split = setupState({
      players: [{ graveyard: inGraveyard(9) }, { graveyard: inGraveyard(4) }, { graveyard: inGraveyard(4) }],
    });
    expect(checkCondition(split, eight, viewpoint)).toBe(false);
    const one = setupState({ players: [{}, { graveyard: inGraveyard(2) }, { graveyard: inGraveyard(8) }] });
    expect(checkCondition(one, eight, viewpoint)).toBe(true);
    expect(checkCondition(one, eight, { controller: 'p3', source: null })).toBe(false);
  });

  it('asks the defending player only in combat', () => {
    const islands: Condition = {
      kind: 'player',
      who: 'defending',
      condition: {
        kind: 'count',
        of: { nouns: ['land'], qualities: [{ kind: 'controller', who: 'you' }] },
        op: '>=',
        value: 1,
      },
    };
    const players = [{}, { battlefield: [island] }];
    expect(checkCondition(setupState({ players }), islands, viewpoint)).toBe(false);
    expect(checkCondition(setupState({ players, step: 'declareAttackers' }), islands, viewpoint)).toBe(true);
  });
});

describe('"if you\'ve been attacked this step" (506.2, 508.1)', () => {
  const attacked: Condition = { kind: 'attackedThisStep' };
  const walker = card('Walker', { types: ['planeswalker'] });
  const state = setupState({
    players: [{ battlefield: [creature('Bear', '{G}', '2/2')] }, { battlefield: [walker] }],
    step: 'declareAttackers',
  });
  const bear = idOf(state, 'Bear');
  const attacking = (target: string) => ({
    ...state,
    combat: {
      ...state.combat!,
      attackersDeclared: true,
      attackers: [{ creature: bear, target, blocked: false, blockers: [] }],
    },
  });

  it('holds for the player attacked or whose planeswalker is, during the declare attackers step', () => {
    expect(checkCondition(attacking('p2'), attacked, { controller: 'p2', source: null })).toBe(true);
    expect(checkCondition(attacking(idOf(state, 'Walker')), attacked, { controller: 'p2', source: null })).toBe(true);
    expect(checkCondition(attacking('p2'), attacked, { controller: 'p1', source: null })).toBe(false);
    expect(checkCondition(state, attacked, { controller: 'p2', source: null })).toBe(false);
    const later = attacking('p2');
    expect(
      checkCondition({ ...later, turn: { ...later.turn, step: 'declareBlockers' } }, attacked, {
        controller: 'p2',
        source: null,
      }),
    ).toBe(false);
  });
});

describe('"creatures you control have total power 8 or greater" (formidable, 208.1)', () => {
  it('adds up the powers of what the controller controls', () => {
    const state = setupState({
      players: [
        { battlefield: [creature('A', '{G}', '5/5'), creature('B', '{G}', '2/2')] },
        { battlefield: [creature('C', '{G}', '6/6')] },
      ],
    });
    const total = (value: number): Condition => ({
      kind: 'amount',
      amount: {
        kind: 'total',
        property: 'power',
        of: { nouns: ['creature'], qualities: [{ kind: 'controller', who: 'you' }] },
      },
      op: '>=',
      value,
    });
    expect(checkCondition(state, total(7), { controller: 'p1', source: null })).toBe(true);
    expect(checkCondition(state, total(8), { controller: 'p1', source: null })).toBe(false);
    expect(checkCondition(state, total(6), { controller: 'p2', source: null })).toBe(true);
  });
});
