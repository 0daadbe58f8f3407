import { describe, expect, it } from 'vitest';
import { Game } from '../game/game.js';
import { setupState } from '../game/setup.js';
import { run } from '../effects/test-run.js';
import { Transaction } from '../state/transaction.js';
import type { GameState } from '../state/types.js';
import { card, creature, forest, target } from '../test-support/templates.js';
import { parseAbilityText } from '../../abilities/parse-ability.js';
import type { Condition, Effect } from '../../templates/card-template.js';
import { runEffects } from '../effects/run.js';
import { collectTriggers } from '../triggers/collect.js';
import { checkCondition } from '../triggers/conditions.js';
import { MONARCH_SOURCE } from '../triggers/monarch.js';
import { idOf } from '../test-support/find.js';
import { becomeMonarch, monarchLeaves, monarchOf } from './monarch.js';
import { markLost } from './players.js';

const libraries = { library: [forest(), forest(), forest()] };
const bear = creature('Bear', '{1}{G}', '2/2');

function withMonarch(state: GameState, monarch: string): GameState {
  return { ...state, monarch };
}

/** Goes on with steps (and resolves what triggers) until `step` of the current turn begins. */
function stepTo(game: Game, step: string): void {
  while (game.state.turn.step !== step) expect(game.perform({ type: 'nextStep' }).ok).toBe(true);
}

describe('the monarch (720)', () => {
  it('there is none until an effect makes a player the monarch; then one player at a time (720.1, 720.3)', () => {
    const state = setupState({ players: [{ battlefield: [bear] }, {}] });
    expect(monarchOf(state)).toBeNull();
    const tx = run(state, [{ kind: 'becomeMonarch', who: { kind: 'you' } }], { source: 'c1' });
    expect(monarchOf(tx.state)).toBe('p1');
    expect(tx.events.map((e) => e.event)).toContainEqual({ type: 'becameMonarch', player: 'p1', previous: null });
    const next = run(tx.state, [{ kind: 'becomeMonarch', who: target(['player'], 'target player') }], {
      source: 'c1',
      targets: ['p2'],
    });
    expect(monarchOf(next.state)).toBe('p2');
    expect(next.events.map((e) => e.event)).toContainEqual({ type: 'becameMonarch', player: 'p2', previous: 'p1' });
  });

  it("a player who already is the monarch doesn't become it again: no event (603.2f)", () => {
    const tx = new Transaction(withMonarch(setupState(), 'p1'));
    becomeMonarch(tx, 'p1');
    expect(tx.edits).toHaveLength(0);
    expect(tx.events).toHaveLength(0);
  });

  it("at the beginning of the monarch's end step, that player draws a card; not in another player's (720.2)", () => {
    const game = new Game(withMonarch(setupState({ players: [libraries, libraries] }), 'p1'));
    stepTo(game, 'end');
    expect(game.state.stack.map((i) => (i.kind === 'ability' ? [i.source, i.controller] : []))).toEqual([
      [MONARCH_SOURCE, 'p1'],
    ]);
    expect(game.perform({ type: 'resolve' }).ok).toBe(true);
    expect(game.state.players.p1?.zones.hand).toHaveLength(1);
    // p2's turn: p1 is still the monarch, and nothing triggers in p2's end step.
    stepTo(game, 'cleanup');
    expect(game.perform({ type: 'nextStep' }).ok).toBe(true);
    stepTo(game, 'end');
    expect(game.state.stack).toHaveLength(0);
  });

  it('a creature dealing combat damage to the monarch makes its controller the monarch (720.2)', () => {
    const state = setupState({ players: [{ battlefield: [bear], ...libraries }, libraries], step: 'declareAttackers' });
    const game = new Game(withMonarch(state, 'p2'));
    expect(
      game.perform({ type: 'declareAttackers', player: 'p1', attackers: [{ creature: idOf(state, 'Bear') }] }).ok,
    ).toBe(true);
    stepTo(game, 'combatDamage');
    expect(game.state.players.p2?.life).toBe(18);
    const item = game.state.stack.at(-1);
    expect(item?.kind === 'ability' && [item.source, item.controller, item.trigger?.object]).toEqual([
      MONARCH_SOURCE,
      'p2',
      idOf(state, 'Bear'),
    ]);
    expect(game.perform({ type: 'resolve' }).ok).toBe(true);
    expect(monarchOf(game.state)).toBe('p1');
    game.undo();
    expect(monarchOf(game.state)).toBe('p2');
  });

  it('noncombat damage to the monarch, and combat damage to another player, take nothing', () => {
    const state = setupState({ players: [{ battlefield: [bear], ...libraries }, libraries], step: 'declareAttackers' });
    const game = new Game(withMonarch(state, 'p1'));
    expect(
      game.perform({ type: 'declareAttackers', player: 'p1', attackers: [{ creature: idOf(state, 'Bear') }] }).ok,
    ).toBe(true);
    stepTo(game, 'combatDamage');
    expect(game.state.stack).toHaveLength(0);
    const burned = run(
      withMonarch(setupState({ players: [{ battlefield: [bear] }, {}] }), 'p2'),
      [
        {
          kind: 'dealDamage',
          from: { kind: 'self' },
          to: target(['player'], 'target player'),
          amount: { kind: 'fixed', value: 2 },
        },
      ],
      { source: 'c1', targets: ['p2'] },
    );
    expect(monarchOf(burned.state)).toBe('p2');
  });

  it('as the monarch leaves the game, the active player becomes the monarch (720.4)', () => {
    const three = setupState({ players: [{}, {}, {}] });
    const tx = new Transaction(withMonarch(three, 'p2'));
    markLost(tx, 'p2', 'test');
    expect(monarchOf(tx.state)).toBe('p1');
    // The active player leaving: the next player in turn order still in the game.
    const active = new Transaction(withMonarch(three, 'p1'));
    markLost(active, 'p1', 'test');
    expect(monarchOf(active.state)).toBe('p2');
    // No one left to become it: no monarch.
    const alone = new Transaction(withMonarch(setupState({ players: [{}] }), 'p1'));
    markLost(alone, 'p1', 'test');
    monarchLeaves(alone, 'p1');
    expect(monarchOf(alone.state)).toBeNull();
  });
});

const withText = (name: string, text: string) =>
  card(name, { types: ['enchantment'], abilities: parseAbilityText(text, 1, [name]).abilities });

describe('"whenever … become(s) the monarch" and "if you\'re the monarch" (720)', () => {
  const lich = withText('Lich', 'Whenever you become the monarch, you gain 1 life.');
  const knights = withText(
    'Knights',
    'Whenever an opponent becomes the monarch, if you were the monarch as the turn began, that player loses 2 life and you gain 2 life.',
  );
  const you: Effect = { kind: 'becomeMonarch', who: { kind: 'you' } };

  it('triggers as its controller becomes the monarch, not when they already are (603.2f)', () => {
    const game = new Game(setupState({ players: [{ battlefield: [lich] }, {}] }));
    const become = (state: GameState): Transaction => {
      const tx = new Transaction(state);
      runEffects(tx, [you], { source: 'c1', controller: 'p1', x: 0, choice: 0, targets: [] });
      collectTriggers(tx, 0);
      return tx;
    };
    expect(become(game.state).state.pendingTriggers.map((t) => t.source)).toEqual(['c1']);
    expect(become(withMonarch(game.state, 'p1')).state.pendingTriggers).toEqual([]);
    // Another player becoming the monarch isn't "you".
    const theirs = new Transaction(game.state);
    runEffects(theirs, [you], { source: 'c1', controller: 'p2', x: 0, choice: 0, targets: [] });
    collectTriggers(theirs, 0);
    expect(theirs.state.pendingTriggers).toEqual([]);
  });

  it('"if you were the monarch as the turn began": the monarch recorded as the turn begins', () => {
    const state = setupState({
      players: [{ battlefield: [knights], ...libraries }, libraries],
      step: 'cleanup',
      monarch: 'p1',
    });
    const game = new Game(state);
    expect(game.perform({ type: 'nextStep' }).ok).toBe(true);
    expect(game.state.turn.monarchAsBegan).toBe('p1');
    const took = new Transaction(game.state);
    runEffects(took, [you], { source: 'c1', controller: 'p2', x: 0, choice: 0, targets: [] });
    collectTriggers(took, 0);
    expect(took.state.pendingTriggers.map((t) => [t.controller, t.context.player])).toEqual([['p1', 'p2']]);
    // Had p2 been the monarch as the turn began, p2 taking it back wouldn't trigger (603.4).
    const sinceStart = new Transaction({ ...game.state, turn: { ...game.state.turn, monarchAsBegan: 'p2' } });
    runEffects(sinceStart, [you], { source: 'c1', controller: 'p2', x: 0, choice: 0, targets: [] });
    collectTriggers(sinceStart, 0);
    expect(sinceStart.state.pendingTriggers).toEqual([]);
  });

  it('"if you\'re the monarch" asks about the controller now', () => {
    const state = setupState();
    const monarch: Condition = { kind: 'monarch' };
    expect(checkCondition(state, monarch, { controller: 'p1', source: null })).toBe(false);
    expect(checkCondition(withMonarch(state, 'p1'), monarch, { controller: 'p1', source: null })).toBe(true);
    expect(checkCondition(withMonarch(state, 'p2'), monarch, { controller: 'p1', source: null })).toBe(false);
  });
});
