import { describe, expect, it } from 'vitest';
import { forest, grizzlyBears, llanowarElves, shock, gravenCairns } from '../test-support/templates.js';
import { isLegal, legalActions, possibleAttackers, possibleBlocks } from './legal-actions.js';
import { setupGame } from './setup.js';
import { creature, keyword } from '../test-support/templates.js';

describe('legalActions', () => {
  it('lists land plays, castable spells with each legal target, and activations', () => {
    const game = setupGame({
      players: [
        { hand: [forest(), shock()], battlefield: [llanowarElves()], pool: { R: 1 } },
        { battlefield: [grizzlyBears()] },
      ],
    });
    const actions = legalActions(game.state, 'p1');
    expect(actions).toContainEqual({ type: 'playLand', player: 'p1', card: 'c1' });
    const casts = actions.filter((a) => a.type === 'cast');
    expect(casts.map((a) => (a.type === 'cast' ? a.targets : []))).toEqual([['p1'], ['p2'], ['c3'], ['c4']]);
    expect(actions).toContainEqual({
      type: 'activate',
      player: 'p1',
      source: 'c3',
      ability: 0,
      targets: [],
      x: 0,
      choice: 0,
    });
    expect(actions).toContainEqual({ type: 'passPriority', player: 'p1' });
    expect(actions).toContainEqual({ type: 'nextStep' });
    expect(actions).not.toContainEqual({ type: 'resolve' });
  });

  it('offers each option of a filter land that can be paid', () => {
    const game = setupGame({ players: [{ battlefield: [gravenCairns()], pool: { B: 1 } }, {}] });
    const acts = legalActions(game.state, 'p1').filter((a) => a.type === 'activate' && a.ability === 1);
    expect(acts.map((a) => (a.type === 'activate' ? a.choice : -1))).toEqual([0, 1, 2]);
  });

  it('does not change the game', () => {
    const game = setupGame({ players: [{ hand: [forest()] }, {}] });
    const before = game.state;
    legalActions(game.state, 'p1');
    expect(isLegal(game.state, { type: 'playLand', player: 'p1', card: 'c1' })).toBe(true);
    expect(game.state).toBe(before);
  });

  it('possibleAttackers explains who cannot attack; possibleBlocks lists pairs', () => {
    const wall = creature('Wall', '{1}', '0/4', [keyword('defender')]);
    const bird = creature('Bird', '{U}', '1/1', [keyword('flying')]);
    const game = setupGame({
      players: [{ battlefield: [grizzlyBears(), wall, bird] }, { battlefield: [grizzlyBears()] }],
      step: 'declareAttackers',
    });
    expect(possibleAttackers(game.state, 'p1')).toEqual([
      { id: 'c1', problem: null },
      { id: 'c2', problem: "Wall (c2): defender: can't attack" },
      { id: 'c3', problem: null },
    ]);
    game.perform({ type: 'declareAttackers', player: 'p1', attackers: [{ creature: 'c1' }, { creature: 'c3' }] });
    game.perform({ type: 'nextStep' });
    expect(possibleBlocks(game.state)).toEqual({ c4: ['c1'] });
  });
});
