import { describe, expect, it as test } from 'vitest';
import { legalActions } from '../game/legal-actions.js';
import { setupGame } from '../game/setup.js';
import { card, creature, forest, grizzlyBears } from '../test-support/templates.js';
import { playerView } from '../view/player-view.js';
import { damage, draw, enters, eventsOf, gain, must, target, triggered, youMay } from './test-cards.js';

/** 603.3: putting triggered abilities on the stack; 603.4 intervening "if"; undo and redo never trigger. */

const upkeepClock = (name: string, whose: 'you' | 'each', n = 1) =>
  card(name, {
    types: ['artifact'],
    abilities: [
      triggered(
        { kind: 'beginningOfStep', step: 'upkeep', whose },
        [gain(n)],
        `At the beginning of ${whose} upkeep, you gain ${n} life.`,
      ),
    ],
  });

/** Flametongue Kavu: "When ~ enters, it deals 4 damage to target creature." */
const kavu = () =>
  creature('Flametongue Kavu', '{3}{R}', '4/2', [
    triggered(
      enters(),
      [damage(4, target(['creature'], 'target creature'))],
      'When ~ enters, it deals 4 damage to target creature.',
    ),
  ]);

/** A game in p1's first main phase with the Kavu cast and resolved: its trigger waits for a target. */
function kavuGame() {
  const game = setupGame({
    players: [{ hand: [kavu(), grizzlyBears()], pool: { R: 4, G: 2 } }, { battlefield: [grizzlyBears()] }],
  });
  must(game, { type: 'cast', player: 'p1', card: 'c1' });
  must(game, { type: 'resolve' });
  return game;
}

const sources = (game: ReturnType<typeof setupGame>) =>
  game.state.stack.map((i) => (i.kind === 'ability' ? i.source : i.card));

describe('putting triggers on the stack (603.3)', () => {
  test("APNAP (603.3b): the active player's triggers first, each player's in the order they triggered", () => {
    const game = setupGame({
      step: 'untap',
      players: [
        { battlefield: [upkeepClock('A1', 'each'), upkeepClock('A2', 'each', 2)] },
        { battlefield: [upkeepClock('N1', 'each', 3)] },
      ],
    });
    must(game, { type: 'nextStep' });
    expect(sources(game)).toEqual(['c1', 'c2', 'c3']);
    expect(game.state.stack.map((i) => i.controller)).toEqual(['p1', 'p1', 'p2']);
    // The nonactive player's trigger is on top, so it resolves first.
    must(game, { type: 'resolve' });
    expect(game.state.players.p2?.life).toBe(23);
  });

  test("APNAP holds on the other player's turn too", () => {
    const game = setupGame({
      step: 'cleanup',
      players: [{ battlefield: [upkeepClock('A1', 'each')] }, { battlefield: [upkeepClock('N1', 'each')] }],
    });
    must(game, { type: 'nextStep' });
    must(game, { type: 'nextStep' });
    expect(game.state.turn.activePlayer).toBe('p2');
    expect(game.state.stack.map((i) => i.controller)).toEqual(['p2', 'p1']);
  });

  test('a trigger with a target waits for putTrigger (603.3d); everything else is refused meanwhile', () => {
    const game = kavuGame();
    const [pending] = game.state.pendingTriggers;
    expect(pending).toEqual(
      expect.objectContaining({
        source: 'c1',
        ability: 0,
        controller: 'p1',
        context: { object: 'c1', player: 'p1', amount: null },
      }),
    );
    expect(game.state.stack).toEqual([]);
    const refused = game.perform({ type: 'cast', player: 'p1', card: 'c2' });
    expect(refused.ok ? '' : refused.reason).toContain(
      'put the triggered ability of Flametongue Kavu on the stack first (603.3): choose its targets',
    );
    for (const action of [
      { type: 'passPriority', player: 'p1' },
      { type: 'passPriority', player: 'p2' },
      { type: 'nextStep' },
      { type: 'resolve' },
    ] as const) {
      expect(game.perform(action).ok).toBe(false);
    }
    // Sandbox actions still work.
    must(game, { type: 'setLife', player: 'p2', life: 15 });
    // Only the controller, only with legal targets.
    const id = pending?.id ?? '';
    expect(game.perform({ type: 'putTrigger', player: 'p2', trigger: id, targets: ['c3'] })).toEqual({
      ok: false,
      reason: `the triggered ability of Flametongue Kavu (${id}) is controlled by p1, not p2`,
    });
    expect(game.perform({ type: 'putTrigger', player: 'p1', trigger: id, targets: [] }).ok).toBe(false);
    expect(game.perform({ type: 'putTrigger', player: 'p1', trigger: id, targets: ['p2'] }).ok).toBe(false);
    expect(game.perform({ type: 'putTrigger', player: 'p1', trigger: 'nope', targets: ['c3'] }).ok).toBe(false);
    expect(legalActions(game.state, 'p1')).toEqual([
      { type: 'putTrigger', player: 'p1', trigger: id, targets: ['c1'] },
      { type: 'putTrigger', player: 'p1', trigger: id, targets: ['c3'] },
    ]);
    expect(legalActions(game.state, 'p2')).toEqual([]);
    must(game, { type: 'putTrigger', player: 'p1', trigger: id, targets: ['c3'] });
    expect(game.state.pendingTriggers).toEqual([]);
    expect(game.state.stack).toEqual([expect.objectContaining({ kind: 'ability', source: 'c1', targets: ['c3'] })]);
    must(game, { type: 'resolve' });
    expect(game.state.objects.c3?.zone).toEqual({ player: 'p2', zone: 'graveyard' });
  });

  test('a trigger whose required target has no legal choice is removed (603.3d)', () => {
    const shatterer = creature('Shatterer', '{R}', '1/1', [
      triggered(
        enters(),
        [{ kind: 'destroy', what: target(['artifact'], 'target artifact') }],
        'When ~ enters, destroy target artifact.',
      ),
    ]);
    const game = setupGame({ players: [{ hand: [shatterer], pool: { R: 1 } }, {}] });
    must(game, { type: 'cast', player: 'p1', card: 'c1' });
    must(game, { type: 'resolve' });
    expect(game.state.pendingTriggers).toEqual([]);
    expect(game.state.stack).toEqual([]);
    expect(eventsOf(game, 'triggerRemoved')).toEqual([
      expect.objectContaining({ source: 'c1', reason: 'no legal targets (603.3d)' }),
    ]);
  });

  test('"up to one target": with nothing to target it goes on the stack with no target and still resolves', () => {
    const shaman = creature('Shaman', '{R}', '1/1', [
      triggered(
        enters(),
        [{ kind: 'destroy', what: target(['artifact'], 'up to one target artifact', { upTo: true }) }, gain(1)],
        'When ~ enters, destroy up to one target artifact. You gain 1 life.',
      ),
    ]);
    const game = setupGame({ players: [{ hand: [shaman], pool: { R: 1 } }, {}] });
    must(game, { type: 'cast', player: 'p1', card: 'c1' });
    must(game, { type: 'resolve' });
    expect(game.state.stack).toEqual([expect.objectContaining({ source: 'c1', targets: [] })]);
    must(game, { type: 'resolve' });
    expect(game.state.players.p1?.life).toBe(21);
  });

  test('a player orders their own triggers with putTrigger; the rest follow by themselves', () => {
    const game = setupGame({
      step: 'untap',
      players: [{ battlefield: [kavuAtUpkeep(), upkeepClock('Clock', 'you'), grizzlyBears()] }, {}],
    });
    must(game, { type: 'nextStep' });
    // The first trigger needs a target, so nothing went on the stack: the clock's waits behind it (APNAP order kept).
    expect(game.state.stack).toEqual([]);
    const [first, second] = game.state.pendingTriggers;
    // Put the clock's first, then the targeted one on top.
    must(game, { type: 'putTrigger', player: 'p1', trigger: second?.id ?? '' });
    expect(sources(game)).toEqual(['c2']);
    must(game, { type: 'putTrigger', player: 'p1', trigger: first?.id ?? '', targets: ['c3'] });
    expect(sources(game)).toEqual(['c2', 'c1']);
  });
});

/** "At the beginning of your upkeep, ~ deals 1 damage to target creature." */
function kavuAtUpkeep() {
  return card('Pinger', {
    types: ['artifact'],
    abilities: [
      triggered(
        { kind: 'beginningOfStep', step: 'upkeep', whose: 'you' },
        [damage(1, target(['creature'], 'target creature'))],
        'At the beginning of your upkeep, ~ deals 1 damage to target creature.',
      ),
    ],
  });
}

describe('intervening "if" (603.4)', () => {
  const sovereign = () =>
    card('Sovereign', {
      types: ['enchantment'],
      abilities: [
        triggered(
          { kind: 'beginningOfStep', step: 'upkeep', whose: 'you' },
          [gain(5)],
          'At the beginning of your upkeep, if you have 40 or more life, you gain 5 life.',
          { kind: 'life', who: 'you', op: '>=', value: 40 },
        ),
      ],
    });

  test("false when the event happens: it doesn't trigger", () => {
    const game = setupGame({ step: 'untap', players: [{ battlefield: [sovereign()] }, {}] });
    must(game, { type: 'nextStep' });
    expect(game.state.stack).toEqual([]);
    expect(eventsOf(game, 'abilityTriggered')).toEqual([]);
  });

  test('true then, false as it resolves: removed from the stack, does nothing', () => {
    const game = setupGame({ step: 'untap', players: [{ battlefield: [sovereign()] }, {}] });
    must(game, { type: 'setLife', player: 'p1', life: 40 });
    must(game, { type: 'nextStep' });
    expect(game.state.stack).toHaveLength(1);
    must(game, { type: 'setLife', player: 'p1', life: 39 });
    must(game, { type: 'resolve' });
    expect(game.state.stack).toEqual([]);
    expect(game.state.players.p1?.life).toBe(39);
    expect(eventsOf(game, 'conditionFailed')).toHaveLength(1);
    expect(eventsOf(game, 'resolved')).toEqual([]);
  });

  test('true both times: it resolves', () => {
    const game = setupGame({ step: 'untap', players: [{ battlefield: [sovereign()] }, {}] });
    must(game, { type: 'setLife', player: 'p1', life: 40 });
    must(game, { type: 'nextStep' });
    must(game, { type: 'resolve' });
    expect(game.state.players.p1?.life).toBe(45);
  });

  test('"if you control three or more lands" counts with the description; "if it\'s your turn"', () => {
    const count = card('Landfall', {
      types: ['enchantment'],
      abilities: [
        triggered(
          { kind: 'beginningOfStep', step: 'upkeep', whose: 'each' },
          [gain(1)],
          'At the beginning of each upkeep, if you control three or more lands, you gain 1 life.',
          {
            kind: 'count',
            of: { nouns: ['land'], qualities: [{ kind: 'controller', who: 'you' }] },
            op: '>=',
            value: 3,
          },
        ),
        triggered(
          { kind: 'beginningOfStep', step: 'upkeep', whose: 'each' },
          [gain(1)],
          "At the beginning of each upkeep, if it's not your turn, you gain 1 life.",
          { kind: 'yourTurn', negated: true },
        ),
      ],
    });
    const two = setupGame({ step: 'untap', players: [{ battlefield: [count, forest(), forest()] }, {}] });
    must(two, { type: 'nextStep' });
    expect(two.state.stack).toEqual([]);
    const three = setupGame({ step: 'untap', players: [{ battlefield: [count, forest(), forest(), forest()] }, {}] });
    must(three, { type: 'nextStep' });
    expect(three.state.stack).toEqual([expect.objectContaining({ ability: 0 })]);
  });
});

describe('undo and redo never trigger', () => {
  test('undo takes a pending trigger back; redo returns the same one without triggering again', () => {
    const game = setupGame({
      players: [{ hand: [kavu()], pool: { R: 4 } }, { battlefield: [grizzlyBears()] }],
    });
    must(game, { type: 'cast', player: 'p1', card: 'c1' });
    let fired = 0;
    game.onGameEvent(() => fired++);
    must(game, { type: 'resolve' });
    const pending = game.state.pendingTriggers;
    expect(pending).toHaveLength(1);
    const afterResolve = fired;
    expect(game.undo()).toBe(true);
    expect(game.state.pendingTriggers).toEqual([]);
    expect(game.state.stack).toEqual([expect.objectContaining({ kind: 'spell', card: 'c1' })]);
    expect(game.redo()).toBe(true);
    expect(game.state.pendingTriggers).toEqual(pending);
    expect(fired).toBe(afterResolve);
    expect(eventsOf(game, 'abilityTriggered')).toHaveLength(1);
  });

  test("undoing the trigger's resolution and putting it back works like the first time", () => {
    const game = kavuGame();
    const id = game.state.pendingTriggers[0]?.id ?? '';
    must(game, { type: 'putTrigger', player: 'p1', trigger: id, targets: ['c3'] });
    const stacked = game.state;
    game.undo();
    expect(game.state.pendingTriggers.map((t) => t.id)).toEqual([id]);
    game.redo();
    expect(game.state.stack).toEqual(stacked.stack);
    expect(game.state.pendingTriggers).toEqual([]);
  });
});

describe('resolving a triggered ability', () => {
  const scholar = () =>
    creature('Scholar', '{U}', '1/1', [triggered(enters(), [youMay(draw(1))], 'When ~ enters, you may draw a card.')]);

  test('"you may" answered no (608.2d): the answers ride on resolve / passPriority', () => {
    const game = setupGame({ players: [{ hand: [scholar()], library: [forest()], pool: { U: 1 } }, {}] });
    must(game, { type: 'cast', player: 'p1', card: 'c2' });
    must(game, { type: 'resolve' });
    must(game, { type: 'passPriority', player: 'p1' });
    must(game, { type: 'passPriority', player: 'p2', answers: { may: [false] } });
    expect(game.state.stack).toEqual([]);
    expect(game.state.players.p1?.zones.hand).toEqual([]);
  });

  test('"you may" with no answer is yes', () => {
    const game = setupGame({ players: [{ hand: [scholar()], library: [forest()], pool: { U: 1 } }, {}] });
    must(game, { type: 'cast', player: 'p1', card: 'c2' });
    must(game, { type: 'resolve' });
    must(game, { type: 'resolve', answers: {} });
    expect(game.state.players.p1?.zones.hand).toEqual(['c1']);
  });
});

describe('what players see (603.3 happens in the open)', () => {
  test('pending triggers are public; a drawn card behind a trigger stays hidden from the opponent', () => {
    const game = kavuGame();
    expect(playerView(game.state, 'p2').pendingTriggers).toEqual(game.state.pendingTriggers);
    const scholar = creature('Scholar', '{U}', '1/1', [
      triggered({ kind: 'draws', who: 'you' }, [gain(1)], 'Whenever you draw a card, you gain 1 life.'),
    ]);
    const drawing = setupGame({ step: 'cleanup', players: [{}, { battlefield: [scholar], library: [forest()] }] });
    for (let i = 0; i < 3; i++) must(drawing, { type: 'nextStep' });
    const item = drawing.state.stack[0];
    expect(item?.kind === 'ability' ? item.trigger : null).toEqual({ object: 'c1', player: 'p2', amount: 1 });
    const theirs = playerView(drawing.state, 'p1').stack[0];
    expect(theirs?.kind === 'ability' ? theirs.trigger : null).toEqual({ object: null, player: 'p2', amount: 1 });
    const mine = playerView(drawing.state, 'p2').stack[0];
    expect(mine?.kind === 'ability' ? mine.trigger : null).toEqual({ object: 'c1', player: 'p2', amount: 1 });
  });
});
