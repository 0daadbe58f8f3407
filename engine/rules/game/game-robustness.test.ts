import { describe, expect, it } from 'vitest';
import type { CardTemplate } from '../../templates/card-template.js';
import { forest, shock, llanowarElves, fireball } from '../test-support/templates.js';
import { legalActions, possibleBlocks } from './legal-actions.js';
import { setupGame } from './setup.js';

describe('robustness', () => {
  it('a bug inside an action comes back as an error value and leaves no half-done action', () => {
    // A malformed template (types missing) makes the engine fail inside the transaction.
    const broken = { ...forest(), types: undefined } as unknown as CardTemplate;
    const game = setupGame({ players: [{ hand: [broken] }, {}] });
    const before = game.state;
    const r = game.perform({ type: 'playLand', player: 'p1', card: 'c1' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.reason).toMatch(/^internal error: /);
    expect(game.state).toBe(before);
    expect(game.canUndo).toBe(false);
  });

  it('history keeps each action with its edits and events', () => {
    const game = setupGame({ players: [{ battlefield: [llanowarElves()] }, {}] });
    game.perform({ type: 'activate', player: 'p1', source: 'c1', ability: 0 });
    expect(game.history).toHaveLength(1);
    const entry = game.history[0];
    expect(entry?.action).toEqual({ type: 'activate', player: 'p1', source: 'c1', ability: 0 });
    expect(entry?.edits.length).toBeGreaterThan(0);
    expect(entry?.events.map((e) => e.event.type)).toEqual([
      'tapped',
      'abilityActivated',
      'manaAdded',
      'tappedForMana',
    ]);
    expect(entry?.before.objects.c1?.tapped).toBe(false);
  });

  it('sequence numbers keep growing across undo', () => {
    const game = setupGame({ players: [{ battlefield: [llanowarElves()] }, {}] });
    game.perform({ type: 'activate', player: 'p1', source: 'c1', ability: 0 });
    game.undo();
    game.perform({ type: 'activate', player: 'p1', source: 'c1', ability: 0 });
    expect(game.log.map((e) => e.seq)).toEqual([5, 6, 7, 8]);
  });
});

describe('legalActions details', () => {
  it('offers X from 0 up to the mana in the pool', () => {
    const game = setupGame({ players: [{ hand: [fireball()], pool: { R: 3 } }, {}] });
    const xs = legalActions(game.state, 'p1')
      .filter((a) => a.type === 'cast' && a.targets?.[0] === 'p2')
      .map((a) => (a.type === 'cast' ? a.x : -1));
    expect(xs).toEqual([0, 1, 2]);
  });

  it('offers only ending the step to a player without priority, mana or lands', () => {
    const game = setupGame({ players: [{}, { hand: [shock()] }] });
    expect(legalActions(game.state, 'p2')).toEqual([{ type: 'nextStep' }]);
  });

  it('possibleBlocks is empty outside combat', () => {
    expect(possibleBlocks(setupGame().state)).toEqual({});
  });
});
