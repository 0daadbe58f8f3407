import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../events/game-events.js';
import type { StateEvent } from '../events/state-events.js';
import { parsePool } from '../mana/pool.js';
import { forest, grizzlyBears, llanowarElves, shock } from '../test-support/templates.js';
import { createGame, setupGame } from './setup.js';

describe('game state tree', () => {
  it('has players with zones and deterministic ids', () => {
    const game = setupGame({ players: [{ hand: [forest()], battlefield: [llanowarElves()] }, { life: 7 }] });
    const s = game.state;
    expect(s.playerOrder).toEqual(['p1', 'p2']);
    expect(s.players.p1?.zones.hand).toEqual(['c1']);
    expect(s.players.p1?.zones.battlefield).toEqual(['c2']);
    expect(s.objects.c2?.template.name).toBe('Llanowar Elves');
    expect(s.players.p2?.life).toBe(7);
    expect(s.turn).toMatchObject({ number: 1, activePlayer: 'p1', step: 'main1' });
  });

  it('the same setup gives the same state (deterministic)', () => {
    const make = () =>
      setupGame({ players: [{ library: [forest(), shock(), grizzlyBears()] }, {}], shuffle: true, seed: 42 });
    expect(make().state).toEqual(make().state);
    expect(JSON.parse(JSON.stringify(make().state))).toEqual(make().state);
  });

  it('createGame gives an empty two-player game', () => {
    const game = createGame();
    expect(game.state.playerOrder).toEqual(['p1', 'p2']);
    expect(game.state.players.p1?.life).toBe(20);
  });
});

describe('transactions, undo and redo', () => {
  it('an illegal action leaves the state exactly as before and returns a reason', () => {
    const game = setupGame({ players: [{ hand: [shock()] }, {}] });
    const before = game.state;
    const r = game.perform({ type: 'cast', player: 'p1', card: 'c1', targets: ['p2'] });
    expect(r).toEqual({ ok: false, reason: "can't cast Shock (c1): can't pay {R}: the pool has no mana" });
    expect(game.state).toBe(before);
    expect(game.canUndo).toBe(false);
  });

  it('rollback through edits restores an equal state (cost failed after the card moved to the stack)', () => {
    const game = setupGame({ players: [{ hand: [shock()] }, {}] });
    const stateEvents: StateEvent[] = [];
    game.onStateEvent((e) => stateEvents.push(e));
    const before = JSON.parse(JSON.stringify(game.state));
    game.perform({ type: 'cast', player: 'p1', card: 'c1', targets: ['p2'] });
    expect(game.state).toEqual(before);
    expect(stateEvents).toEqual([]);
  });

  it('undo and redo whole actions, many steps', () => {
    const game = setupGame({ players: [{ hand: [forest(), shock()], pool: { R: 1 } }, {}] });
    const s0 = game.state;
    expect(game.perform({ type: 'playLand', player: 'p1', card: 'c1' }).ok).toBe(true);
    const s1 = game.state;
    expect(game.perform({ type: 'cast', player: 'p1', card: 'c2', targets: ['p2'] }).ok).toBe(true);
    expect(game.perform({ type: 'resolve' }).ok).toBe(true);
    const s3 = game.state;
    expect(s3.players.p2?.life).toBe(18);
    expect(game.undo()).toBe(true);
    expect(game.undo()).toBe(true);
    expect(game.state).toEqual(s1);
    expect(game.undo()).toBe(true);
    expect(game.state).toEqual(s0);
    expect(game.undo()).toBe(false);
    expect(game.redo()).toBe(true);
    expect(game.redo()).toBe(true);
    expect(game.redo()).toBe(true);
    expect(game.state).toEqual(s3);
    expect(game.redo()).toBe(false);
  });

  it('a new action after undo drops the redo stack', () => {
    const game = setupGame({ players: [{ hand: [forest(), forest()] }, {}] });
    game.perform({ type: 'playLand', player: 'p1', card: 'c1' });
    game.undo();
    expect(game.canRedo).toBe(true);
    game.perform({ type: 'playLand', player: 'p1', card: 'c2' });
    expect(game.canRedo).toBe(false);
  });

  it('ids are deterministic across undo: the same action gets the same ids', () => {
    const game = setupGame({ players: [{ hand: [shock()], pool: { R: 1 } }, {}] });
    game.perform({ type: 'cast', player: 'p1', card: 'c1', targets: ['p2'] });
    const item = game.state.stack[0]?.id;
    game.undo();
    game.perform({ type: 'cast', player: 'p1', card: 'c1', targets: ['p2'] });
    expect(game.state.stack[0]?.id).toBe(item);
  });

  it('never throws on garbage actions', () => {
    const game = createGame();
    // @ts-expect-error deliberately invalid
    expect(game.perform({ type: 'fly' }).ok).toBe(false);
    // @ts-expect-error deliberately invalid
    expect(game.perform(null).ok).toBe(false);
    expect(game.perform({ type: 'playLand', player: 'p9', card: 'c1' }).ok).toBe(false);
  });
});

describe('state events and game events', () => {
  it('state events fire in every direction; game events only forward', () => {
    const game = setupGame({ players: [{ battlefield: [llanowarElves()] }, {}] });
    const state: StateEvent[] = [];
    const events: GameEvent[] = [];
    game.onStateEvent((e) => state.push(e));
    game.onGameEvent((e) => events.push(e.event));
    game.perform({ type: 'activate', player: 'p1', source: 'c1', ability: 0 });
    // 106.12a: the Elves were tapped for mana (what "whenever … is tapped for mana" triggers on).
    expect(events.map((e) => e.type)).toEqual(['tapped', 'abilityActivated', 'manaAdded', 'tappedForMana']);
    expect(state.every((e) => e.direction === 'do')).toBe(true);
    const doCount = state.length;
    game.undo();
    expect(state.slice(doCount).every((e) => e.direction === 'undo')).toBe(true);
    expect(state.slice(doCount)).toContainEqual({
      type: 'valueChanged',
      path: ['objects', 'c1', 'tapped'],
      from: true,
      to: false,
      direction: 'undo',
    });
    game.redo();
    expect(state.at(-1)?.direction).toBe('redo');
    expect(events).toHaveLength(4);
  });

  it('a creature untapped by undo triggers nothing (test-only trigger listener)', () => {
    const game = setupGame({ players: [{ battlefield: [llanowarElves()] }, {}] });
    const triggered: string[] = [];
    // A stand-in for a triggered ability "Whenever a permanent becomes untapped, …".
    game.onGameEvent(({ event }) => {
      if (event.type === 'untapped') triggered.push(event.object);
    });
    const seen: StateEvent[] = [];
    game.onStateEvent((e) => seen.push(e));
    game.perform({ type: 'activate', player: 'p1', source: 'c1', ability: 0 });
    expect(game.state.objects.c1?.tapped).toBe(true);
    game.undo();
    expect(game.state.objects.c1?.tapped).toBe(false);
    expect(triggered).toEqual([]);
    // …while the UI did see it untap.
    expect(seen.some((e) => e.type === 'valueChanged' && e.direction === 'undo' && e.to === false)).toBe(true);
  });

  it('objects moving fire objectMoved state events', () => {
    const game = setupGame({ players: [{ hand: [forest()] }, {}] });
    const seen: StateEvent[] = [];
    game.onStateEvent((e) => seen.push(e));
    game.perform({ type: 'playLand', player: 'p1', card: 'c1' });
    expect(seen).toContainEqual({
      type: 'objectMoved',
      object: 'c1',
      from: { player: 'p1', zone: 'hand' },
      to: { player: 'p1', zone: 'battlefield' },
      direction: 'do',
    });
  });

  it('the log numbers game events and drops undone ones; stateAfter shows any moment', () => {
    const game = setupGame({ players: [{ battlefield: [llanowarElves()] }, {}] });
    game.perform({ type: 'activate', player: 'p1', source: 'c1', ability: 0 });
    const log = game.log;
    expect(log.map((e) => e.seq)).toEqual([1, 2, 3, 4]);
    const afterTap = game.stateAfter(1);
    expect(afterTap?.objects.c1?.tapped).toBe(true);
    expect(afterTap?.players.p1?.pool).toEqual(parsePool(''));
    expect(game.stateAfter(3)?.players.p1?.pool).toEqual(parsePool('{G}'));
    expect(game.stateAfter(99)).toBeNull();
    game.undo();
    expect(game.log).toEqual([]);
    game.redo();
    expect(game.log.map((e) => e.seq)).toEqual([1, 2, 3, 4]);
  });

  it('unsubscribes', () => {
    const game = setupGame({ players: [{ battlefield: [llanowarElves()] }, {}] });
    let n = 0;
    const off = game.onGameEvent(() => n++);
    off();
    game.perform({ type: 'activate', player: 'p1', source: 'c1', ability: 0 });
    expect(n).toBe(0);
  });
});

describe('subscribe (one notification per change, for React)', () => {
  it('fires once per perform, undo and redo, and not for illegal actions', () => {
    const game = setupGame({ players: [{ battlefield: [llanowarElves()] }, {}] });
    let n = 0;
    const off = game.subscribe(() => n++);
    game.perform({ type: 'activate', player: 'p1', source: 'c1', ability: 0 });
    game.perform({ type: 'activate', player: 'p1', source: 'c1', ability: 0 });
    expect(n).toBe(1);
    game.undo();
    game.redo();
    expect(n).toBe(3);
    off();
    game.undo();
    expect(n).toBe(3);
  });
});
