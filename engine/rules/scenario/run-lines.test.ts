import { describe, expect, it } from 'vitest';
import type { CardTemplate } from '../../templates/card-template.js';
import { setupGame, setupState } from '../game/setup.js';
import type { GameObject, GameState } from '../state/types.js';
import { idOf } from '../test-support/find.js';
import {
  anotherCreatureEnters,
  card,
  creature,
  damage,
  draw,
  drudgeSkeletons,
  entersTheBattlefield,
  fixed,
  forest,
  gain,
  grizzlyBears,
  may,
  shock,
  spell,
  target,
  triggered,
} from '../test-support/templates.js';
import { parseScenario } from './parse.js';
import { checkExpectation, lookupIn, runScenario, toActions } from './run.js';
import type { ActionSpec, Check } from './types.js';

/** "Whenever another creature enters the battlefield, you gain 1 life." No target: it goes on the stack by itself. */
const soulWarden = creature('Soul Warden', '{W}', '1/1', [
  triggered(
    anotherCreatureEnters,
    [gain(fixed(1))],
    'Whenever another creature enters the battlefield, you gain 1 life.',
  ),
]);
/** "When ~ enters the battlefield, it deals 1 damage to any target." Waits for its target (603.3d). */
const pinger = creature('Pinger', '{R}', '1/1', [
  triggered(entersTheBattlefield, [damage(fixed(1), target(['any'], 'any target'))], 'When ~ enters, 1 damage.'),
]);
/** "Whenever a creature you control attacks, ~ deals 1 damage to any target." */
const watcher = creature('Watcher', '{2}', '0/4', [
  triggered(
    {
      kind: 'attacks',
      what: {
        kind: 'matching',
        description: { nouns: ['creature'], qualities: [{ kind: 'controller', who: 'you' }] },
      },
    },
    [damage(fixed(1), target(['any'], 'any target'))],
    'Whenever a creature you control attacks, ~ deals 1 damage to any target.',
  ),
]);
const soldierCard = creature('Soldier Token', '{W}', '1/1');
/** "You may draw a card." (608.2d) */
const maybeDraw = card('Maybe Draw', { cost: '{U}', types: ['sorcery'], abilities: [spell([may([draw(fixed(1))])])] });
/** "Target player discards two cards." (701.8) */
const mindRot = card('Mind Rot', {
  cost: '{B}',
  types: ['sorcery'],
  abilities: [spell([{ kind: 'discard', who: target(['player'], 'target player'), amount: fixed(2), random: false }])],
});
/** "Create two 1/1 white Soldier creature tokens." (111.1) */
const raiseTheAlarm = card('Raise the Alarm', {
  cost: '{W}',
  types: ['instant'],
  abilities: [
    spell([
      {
        kind: 'createTokens',
        who: { kind: 'you' },
        amount: fixed(2),
        token: {
          name: 'Soldier Token',
          power: 1,
          toughness: 1,
          colors: ['W'],
          supertypes: [],
          types: ['creature'],
          subtypes: ['Soldier'],
          keywords: [],
        },
      },
    ]),
  ],
});

const lookup = lookupIn([
  soulWarden,
  pinger,
  watcher,
  maybeDraw,
  mindRot,
  raiseTheAlarm,
  grizzlyBears(),
  shock(),
  forest(),
  drudgeSkeletons(),
]);

/** Runs the lines and returns the problems as `line: message`. */
function problems(lines: string[]): string[] {
  const { scenario, problems: parse } = parseScenario(lines.join('\n'), 's');
  expect(parse).toEqual([]);
  return runScenario(scenario, lookup).problems.map((p) => `${p.line}: ${p.message}`);
}

function actionOf(line: string): ActionSpec {
  const { scenario, problems: parse } = parseScenario(line, 's');
  expect(parse).toEqual([]);
  const i = scenario.lines[0]?.instruction;
  if (i?.kind !== 'do') throw new Error('test: not a do line');
  return i.action;
}

function checkOf(line: string): Check {
  const { scenario, problems: parse } = parseScenario(line, 's');
  expect(parse).toEqual([]);
  const i = scenario.lines[0]?.instruction;
  if (i?.kind !== 'expect') throw new Error('test: not an expect line');
  return i.check;
}

/** The message of `expect …` against a state, null when it holds. */
const verdict = (state: GameState, line: string): string | null => checkExpectation(state, checkOf(line));

/** A copy of the state with one object changed (for fields no action sets yet, like attachedTo). */
function withObject(state: GameState, id: string, change: Partial<GameObject>): GameState {
  const object = state.objects[id];
  if (!object) throw new Error(`test: no ${id}`);
  return { ...state, objects: { ...state.objects, [id]: { ...object, ...change } } };
}

describe('scenario: triggered abilities (603.3)', () => {
  const BOARD = [
    'setup p1 battlefield Soul Warden',
    'setup p1 hand Pinger',
    'setup p2 battlefield Grizzly Bears',
    'pool p1 {R}',
    'do cast p1 Pinger',
    'expect stack top Pinger',
    'do resolve',
  ];

  it('do trigger puts a waiting trigger on the stack with its targets; expect pending / stack top follow', () => {
    expect(
      problems([
        ...BOARD,
        // Soul Warden's trigger needs no choice and went on the stack by itself; Pinger's waits for a target.
        'expect pending 1',
        'expect pending Pinger',
        'expect not pending Soul Warden',
        'expect stack 1',
        'expect stack top Soul Warden',
        'expect illegal do pass p1 because put the triggered ability of Pinger on the stack first',
        'do trigger p1 Pinger target Grizzly Bears',
        'expect pending 0',
        'expect not pending Pinger',
        'expect stack 2',
        'expect stack top Pinger',
        'do resolve',
        'expect damage Grizzly Bears 1',
        'do resolve',
        'expect life p1 21',
        'expect stack 0',
      ]),
    ).toEqual([]);
  });

  it('the triggered-ability example of docs/scenario-format.md passes', () => {
    expect(
      problems([
        'setup p1 battlefield Soul Warden',
        'setup p1 hand Pinger',
        'pool p1 {R}',
        'do cast p1 Pinger',
        'do resolve',
        'expect stack top Soul Warden       # needs no target: already on the stack',
        'expect pending Pinger              # waits for its target',
        'do trigger p1 Pinger target p2',
        'expect stack top Pinger',
        'do resolve',
        'expect life p2 19',
      ]),
    ).toEqual([]);
  });

  it('explains what is pending when an expectation or a trigger line does not match', () => {
    const result = problems([
      ...BOARD,
      'expect pending 2',
      'expect pending Soul Warden',
      'expect not pending Pinger',
      'expect stack top Pinger',
      'do trigger p2 Pinger target p1',
    ]);
    expect(result).toHaveLength(5);
    expect(result[0]).toMatch(
      /^8: expected 2 pending trigger\(s\), got 1; pending: Pinger \(t\d+, p1\): "When ~ enters/,
    );
    expect(result[1]).toMatch(/^9: expected a pending trigger from Soul Warden; pending: Pinger/);
    expect(result[2]).toMatch(/^10: expected no pending trigger from Pinger; pending: Pinger/);
    expect(result[3]).toMatch(/^11: expected Pinger on top of the stack, got an ability of Soul Warden \(c2\)$/);
    expect(result[4]).toMatch(/^12: can't do trigger Pinger: Pinger has no pending trigger of p2; pending: Pinger/);
  });

  it('the engine refuses a trigger without its required target, and the runner says which trigger is missing', () => {
    expect(problems([...BOARD, 'do trigger p1 Pinger'])[0]).toMatch(/^8: expected trigger Pinger to be legal, got: /);
    expect(problems([...BOARD, 'do trigger p1 Pinger 2 target p2'])).toEqual([
      expect.stringMatching(/^8: can't do trigger Pinger 2: Pinger has no pending trigger 2 \(it has 1\) of p1; /),
    ]);
    expect(problems(['do trigger p1 Grizzly Bears'])).toEqual([
      `1: can't do trigger Grizzly Bears: no card named "Grizzly Bears" in the game`,
    ]);
  });

  it('do trigger CARD N picks the N-th pending trigger from that card', () => {
    const attack = [
      'setup p1 battlefield Watcher',
      'setup p1 battlefield 2 Grizzly Bears',
      'setup p2 library 3 Forest',
      'do attack p1 Grizzly Bears#1, Grizzly Bears#2',
      'expect pending 2',
    ];
    expect(
      problems([
        ...attack,
        'do trigger p1 Watcher 2 target p2',
        'expect pending 1',
        'expect stack 1',
        'do trigger p1 Watcher target p2',
        'expect stack 2',
        'do resolve',
        'do resolve',
        'expect life p2 18',
      ]),
    ).toEqual([]);

    // The action names the second pending trigger's id.
    const game = setupGame({ players: [{ battlefield: [watcher, grizzlyBears(), grizzlyBears()] }, {}] });
    const bears = [idOf(game, 'Grizzly Bears', 1), idOf(game, 'Grizzly Bears', 2)];
    expect(game.perform({ type: 'nextStep' }).ok).toBe(true);
    expect(game.perform({ type: 'nextStep' }).ok).toBe(true);
    const declared = game.perform({
      type: 'declareAttackers',
      player: 'p1',
      attackers: bears.map((creature) => ({ creature })),
    });
    expect(declared.ok).toBe(true);
    const pending = game.state.pendingTriggers;
    expect(pending).toHaveLength(2);
    expect(toActions(game, actionOf('do trigger p1 Watcher 2 target p2'))).toEqual({
      ok: true,
      value: [{ type: 'putTrigger', player: 'p1', trigger: pending[1]?.id, targets: ['p2'] }],
    });
    expect(toActions(game, actionOf('do trigger p1 Watcher target Grizzly Bears#2'))).toEqual({
      ok: true,
      value: [{ type: 'putTrigger', player: 'p1', trigger: pending[0]?.id, targets: [bears[1]] }],
    });
  });
});

describe('scenario: answers to "you may" and choices (608.2d, 701.8)', () => {
  it('resolve and pass carry the answers in order, and the chosen cards (a card in hand first)', () => {
    const game = setupGame({ players: [{ battlefield: [shock()], hand: [shock(), forest()] }, {}] });
    const inHand = game.state.players['p1']?.zones.hand ?? [];
    expect(toActions(game, actionOf('do resolve yes no discard Shock, Forest'))).toEqual({
      ok: true,
      value: [{ type: 'resolve', answers: { may: [true, false], cards: [inHand[0], inHand[1]] } }],
    });
    expect(toActions(game, actionOf('do pass p2 no'))).toEqual({
      ok: true,
      value: [{ type: 'passPriority', player: 'p2', answers: { may: [false] } }],
    });
    expect(toActions(game, actionOf('do pass p1 discard Shock#1'))).toEqual({
      ok: true,
      value: [{ type: 'passPriority', player: 'p1', answers: { cards: [idOf(game, 'Shock', 1)] } }],
    });
    // No answers: the action is as before, and the engine's defaults apply.
    expect(toActions(game, actionOf('do resolve'))).toEqual({ ok: true, value: [{ type: 'resolve' }] });
    expect(toActions(game, actionOf('do resolve discard Nothing'))).toEqual({
      ok: false,
      reason: 'no card named "Nothing" in the game',
    });
  });

  it('end to end: yes/no answer a "you may", the default is yes, and pass carries them too', () => {
    const setup = ['setup p1 hand Maybe Draw', 'setup p1 library 3 Forest', 'pool p1 {U}', 'do cast p1 Maybe Draw'];
    expect(problems([...setup, 'do resolve no', 'expect hand p1 0', 'expect Maybe Draw in p1 graveyard'])).toEqual([]);
    expect(problems([...setup, 'do resolve yes', 'expect hand p1 1'])).toEqual([]);
    expect(problems([...setup, 'do resolve', 'expect hand p1 1'])).toEqual([]);
    expect(problems([...setup, 'do pass p1', 'do pass p2 no', 'expect stack 0', 'expect hand p1 0'])).toEqual([]);
  });

  it('end to end: discard CARD, CARD picks the discarded cards', () => {
    expect(
      problems([
        'setup p1 hand Mind Rot',
        'setup p2 hand Grizzly Bears',
        'setup p2 hand Forest',
        'setup p2 hand Shock',
        'pool p1 {B}',
        'do cast p1 Mind Rot target p2',
        'do resolve discard Grizzly Bears, Shock',
        'expect Grizzly Bears in p2 graveyard',
        'expect Shock in p2 graveyard',
        'expect Forest in p2 hand',
      ]),
    ).toEqual([]);
  });
});

describe('scenario: cast … kicked (702.33)', () => {
  it('is refused for a card without kicker, and a plain cast is not kicked', () => {
    expect(
      problems([
        'setup p1 hand Shock',
        'pool p1 {R}',
        'expect illegal do cast p1 Shock target p2 kicked because Shock has no kicker (702.33)',
        'do cast p1 Shock target p2',
        'expect stack 1',
      ]),
    ).toEqual([]);
  });

  it('sets kicked on the cast action only when asked', () => {
    const game = setupGame({ players: [{ hand: [shock()] }, {}] });
    const card = idOf(game, 'Shock');
    expect(toActions(game, actionOf('do cast p1 Shock target p2 kicked'))).toEqual({
      ok: true,
      value: [{ type: 'cast', player: 'p1', card, targets: ['p2'], kicked: true }],
    });
    expect(toActions(game, actionOf('do cast p1 Shock target p2'))).toEqual({
      ok: true,
      value: [{ type: 'cast', player: 'p1', card, targets: ['p2'] }],
    });
  });
});

describe('scenario: cast and activate find the card in any zone of the acting player', () => {
  it('cast looks in hand, then graveyard and exile, before the library and other players', () => {
    // Ids go player by player, zone by zone: p1 library c1, p1 graveyard c2, p2 hand c3.
    const lines = ['setup p1 library Shock', 'setup p1 graveyard Shock', 'setup p2 hand Shock'];
    expect(problems([...lines, 'expect illegal do cast p1 Shock target p2 because Shock (c2) is not in'])).toEqual([]);
    expect(problems(['setup p1 hand Shock', ...lines, 'pool p1 {R}', 'do cast p1 Shock target p2'])).toEqual([]);
  });

  it('activate looks on the battlefield (untapped first, then tapped), then graveyard, exile, hand', () => {
    expect(
      problems([
        'setup p1 hand Drudge Skeletons',
        'setup p1 graveyard Drudge Skeletons',
        'pool p1 {B}',
        'expect illegal do activate p1 Drudge Skeletons because Drudge Skeletons (c2) is not on the battlefield',
      ]),
    ).toEqual([]);
    expect(
      problems([
        'setup p1 hand Forest',
        'setup p1 battlefield Forest tapped',
        'expect illegal do activate p1 Forest because already tapped',
      ]),
    ).toEqual([]);
    expect(
      problems([
        'setup p1 battlefield Forest tapped',
        'setup p1 battlefield Forest',
        'do activate p1 Forest',
        'expect pool p1 {G}',
      ]),
    ).toEqual([]);
  });
});

describe('scenario: expect pt, attached, token, stack top', () => {
  it('expect pt reads power and toughness as the rules see them, preferring the permanent', () => {
    expect(
      problems([
        'setup p1 hand Grizzly Bears',
        'setup p1 battlefield Grizzly Bears counters +1/+1 1',
        'setup p2 battlefield Grizzly Bears counters -1/-1 1',
        'expect pt Grizzly Bears 3/3',
        'expect pt Grizzly Bears#3 1/1',
        'expect pt Grizzly Bears#1 2/2',
        'expect pt Grizzly Bears 2/2',
      ]),
    ).toEqual(['7: expected Grizzly Bears to be 2/2, got 3/3']);
  });

  it('expect attached reads attachedTo: an object or a player', () => {
    const base = setupState({
      players: [{ battlefield: [grizzlyBears(), shock()] }, { battlefield: [grizzlyBears()] }],
    });
    const [bears, aura, theirBears] = ['c1', 'c2', 'c3'];
    const onBears = withObject(base, aura, { attachedTo: theirBears });
    expect(verdict(onBears, 'expect attached Shock to Grizzly Bears#2')).toBeNull();
    expect(verdict(onBears, 'expect attached Shock to Grizzly Bears')).toBe(
      `expected Shock attached to Grizzly Bears (${bears}), but it is attached to Grizzly Bears (${theirBears})`,
    );
    expect(verdict(onBears, 'expect not attached Shock to Grizzly Bears#1')).toBeNull();
    expect(verdict(onBears, 'expect not attached Shock')).toBe(
      `expected Shock not attached, but it is attached to Grizzly Bears (${theirBears})`,
    );
    const onPlayer = withObject(base, aura, { attachedTo: 'p2' });
    expect(verdict(onPlayer, 'expect attached Shock to p2')).toBeNull();
    expect(verdict(onPlayer, 'expect attached Shock to p1')).toBe(
      'expected Shock attached to p1, but it is attached to p2',
    );
    expect(verdict(base, 'expect not attached Shock')).toBeNull();
    expect(verdict(base, 'expect attached Shock to p2')).toBe(
      'expected Shock attached to p2, but it is attached to nothing',
    );
    expect(verdict(base, 'expect attached Nothing to p2')).toBe('no card named "Nothing" in the game');
  });

  it('end to end: tokens a spell creates are found by their name, with spaces, by expect token and expect pt', () => {
    expect(
      problems([
        'setup p1 hand Raise the Alarm',
        'pool p1 {W}',
        'do cast p1 Raise the Alarm',
        'do resolve',
        'expect token Soldier Token in p1 battlefield',
        'expect Soldier Token in p1 battlefield',
        'expect battlefield p1 2',
        'expect pt Soldier Token#2 1/1',
        'expect token Raise the Alarm in p1 graveyard',
      ]),
    ).toEqual(['9: no token named "Raise the Alarm" in the game']);
  });

  it('expect token NAME in PLAYER ZONE counts only tokens; names with spaces work', () => {
    const token = (template: CardTemplate) => ({ template, token: true });
    const state = setupState({ players: [{ battlefield: [token(soldierCard)] }, { battlefield: [soldierCard] }] });
    expect(verdict(state, 'expect token Soldier Token in p1 battlefield')).toBeNull();
    expect(verdict(state, 'expect Soldier Token in p2 battlefield')).toBeNull();
    expect(verdict(state, 'expect token Soldier Token not in p2 battlefield')).toBeNull();
    expect(verdict(state, 'expect token Soldier Token in p2 battlefield')).toBe(
      'expected Soldier Token in p2 battlefield, got p1 battlefield',
    );
    expect(verdict(state, 'expect token Soldier Token#2 in p2 battlefield')).toBe('Soldier Token#2 is not a token');
    const cardsOnly = setupState({ players: [{ battlefield: [soldierCard] }, {}] });
    expect(verdict(cardsOnly, 'expect token Soldier Token in p1 battlefield')).toBe(
      'no token named "Soldier Token" in the game',
    );
  });

  it('expect stack top names the spell or the ability source on top; #n picks one object', () => {
    const game = setupGame({ players: [{ hand: [shock(), shock()], pool: { R: 2 } }, {}] });
    expect(verdict(game.state, 'expect stack top Shock')).toBe(
      'expected Shock on top of the stack, but the stack is empty',
    );
    const second = idOf(game, 'Shock', 2);
    expect(game.perform({ type: 'cast', player: 'p1', card: second, targets: ['p2'] }).ok).toBe(true);
    expect(verdict(game.state, 'expect stack top Shock')).toBeNull();
    expect(verdict(game.state, 'expect stack top Shock#2')).toBeNull();
    expect(verdict(game.state, 'expect stack top Shock#1')).toMatch(
      /^expected Shock#1 on top of the stack, got the spell Shock \(c2\)$/,
    );
  });
});
