import { describe, expect, it } from 'vitest';
import { setupGame } from '../game/setup.js';
import { idOf } from '../test-support/find.js';
import { forest, grizzlyBears, shock, llanowarElves } from '../test-support/templates.js';
import type { GameEvent } from './game-events.js';
import type { StateEvent } from './state-events.js';

/** The game-event vocabulary the UI's event log shows, pinned down per action. */
describe('game events per action', () => {
  function events(
    run: (game: ReturnType<typeof setupGame>) => void,
    setup: Parameters<typeof setupGame>[0],
  ): GameEvent[] {
    const game = setupGame(setup);
    const seen: GameEvent[] = [];
    game.onGameEvent((e) => seen.push(e.event));
    run(game);
    return seen;
  }

  it('playing a land', () => {
    expect(
      events((g) => g.perform({ type: 'playLand', player: 'p1', card: 'c1' }), { players: [{ hand: [forest()] }, {}] }),
    ).toEqual([
      {
        type: 'zoneChanged',
        object: 'c1',
        from: { player: 'p1', zone: 'hand' },
        to: { player: 'p1', zone: 'battlefield' },
      },
      { type: 'landPlayed', player: 'p1', card: 'c1' },
    ]);
  });

  it('casting Shock at a creature and resolving it', () => {
    const seen = events(
      (g) => {
        g.perform({ type: 'cast', player: 'p1', card: idOf(g, 'Shock'), targets: [idOf(g, 'Grizzly Bears')] });
        g.perform({ type: 'resolve' });
      },
      { players: [{ hand: [shock()], pool: { R: 1 } }, { battlefield: [grizzlyBears()] }] },
    );
    expect(seen.map((e) => e.type)).toEqual([
      'zoneChanged',
      'manaSpent',
      'targeted',
      'spellCast',
      'damageDealt',
      'resolved',
      'zoneChanged',
      'zoneChanged',
      'destroyed',
    ]);
    expect(seen).toContainEqual({ type: 'damageDealt', source: 'c1', to: 'c2', amount: 2, combat: false });
    // 601.2c: Grizzly Bears became a target of the spell as it was cast.
    expect(seen).toContainEqual({ type: 'targeted', item: 'a3', card: 'c1', player: 'p1', targets: ['c2'] });
  });

  it('steps and turns', () => {
    const seen = events(
      (g) => {
        g.perform({ type: 'setStep', step: 'cleanup' });
        g.perform({ type: 'nextStep' });
      },
      { players: [{}, {}] },
    );
    expect(seen).toEqual([
      { type: 'turnBegan', turn: 2, player: 'p2' },
      { type: 'stepBegan', step: 'untap', turn: 2 },
    ]);
  });

  it('a failed action emits nothing', () => {
    expect(
      events((g) => g.perform({ type: 'cast', player: 'p1', card: 'c1', targets: ['p2'] }), {
        players: [{ hand: [shock()] }, {}],
      }),
    ).toEqual([]);
  });
});

describe('state events', () => {
  it('objectCreated for sandbox cards, objectRemoved when that is undone', () => {
    const game = setupGame();
    const seen: StateEvent[] = [];
    game.onStateEvent((e) => seen.push(e));
    game.perform({ type: 'addCard', player: 'p1', zone: 'hand', template: forest() });
    game.undo();
    expect(seen.filter((e) => e.type !== 'valueChanged')).toEqual([
      { type: 'objectCreated', object: 'c1', zone: { player: 'p1', zone: 'hand' }, direction: 'do' },
      { type: 'objectRemoved', object: 'c1', zone: { player: 'p1', zone: 'hand' }, direction: 'undo' },
    ]);
  });

  it('undo reports moves backwards', () => {
    const game = setupGame({ players: [{ hand: [forest()] }, {}] });
    game.perform({ type: 'playLand', player: 'p1', card: 'c1' });
    const seen: StateEvent[] = [];
    game.onStateEvent((e) => seen.push(e));
    game.undo();
    expect(seen).toContainEqual({
      type: 'objectMoved',
      object: 'c1',
      from: { player: 'p1', zone: 'battlefield' },
      to: { player: 'p1', zone: 'hand' },
      direction: 'undo',
    });
  });

  it('every edit of an action produces exactly one state event', () => {
    const game = setupGame({ players: [{ battlefield: [llanowarElves()] }, {}] });
    let n = 0;
    game.onStateEvent(() => n++);
    game.perform({ type: 'activate', player: 'p1', source: 'c1', ability: 0 });
    expect(n).toBe(game.history[0]?.edits.length);
  });
});
