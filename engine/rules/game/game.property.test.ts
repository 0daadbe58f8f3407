import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Action } from '../actions/types.js';
import {
  drudgeSkeletons,
  fireball,
  forest,
  gravenCairns,
  grizzlyBears,
  llanowarElves,
  mountain,
  shock,
  terror,
  creature,
  keyword,
} from '../test-support/templates.js';
import { legalActions, possibleAttackers, possibleBlocks } from './legal-actions.js';
import type { Game } from './game.js';
import { setupGame } from './setup.js';

function newGame(): Game {
  const deck = () => [forest(), mountain(), shock(), grizzlyBears(), forest(), llanowarElves()];
  return setupGame({
    players: [
      {
        hand: [forest(), mountain(), shock(), fireball(), grizzlyBears()],
        battlefield: [
          llanowarElves(),
          gravenCairns(),
          mountain(),
          drudgeSkeletons(),
          creature('Knight', '{W}', '2/2', [keyword('first strike')]),
        ],
        library: deck(),
        pool: { B: 1, R: 1 },
      },
      {
        hand: [terror(), shock()],
        battlefield: [grizzlyBears(), creature('Flyer', '{U}', '1/1', [keyword('flying')]), forest(), mountain()],
        library: deck(),
        pool: { B: 2, C: 1 },
      },
    ],
  });
}

/** A legal action chosen by `pick` (attacks and blocks are built from what is possible). */
function choose(game: Game, pick: number): Action {
  const state = game.state;
  const combat = state.combat;
  if (state.turn.step === 'declareAttackers' && combat && !combat.attackersDeclared && pick % 3 === 0) {
    const attackers = possibleAttackers(state, state.turn.activePlayer)
      .filter((a) => a.problem === null)
      .map((a) => ({ creature: a.id }));
    return { type: 'declareAttackers', player: state.turn.activePlayer, attackers };
  }
  if (state.turn.step === 'declareBlockers' && combat && !combat.blockersDeclared && pick % 3 === 0) {
    const blocks = Object.entries(possibleBlocks(state))
      .filter(([, attackers]) => attackers.length > 0)
      .map(([blocker, attackers]) => ({ blocker, attackers: [attackers[0] as string] }));
    return { type: 'declareBlockers', player: combat.defendingPlayer, blocks };
  }
  const player = state.playerOrder[pick % 2] as string;
  const actions = legalActions(state, player);
  return actions[pick % actions.length] ?? { type: 'nextStep' };
}

describe('any sequence of actions (property)', () => {
  it('never throws, every state is JSON, and undoing everything gives the start back', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(1000), { minLength: 1, maxLength: 25 }), (picks) => {
        const game = newGame();
        const start = game.state;
        let performed = 0;
        for (const pick of picks) {
          const r = game.perform(choose(game, pick));
          if (r.ok) performed++;
          else expect(r.reason).not.toMatch(/^internal error/);
          expect(JSON.parse(JSON.stringify(game.state))).toEqual(game.state);
        }
        const end = game.state;
        for (let i = 0; i < performed; i++) expect(game.undo()).toBe(true);
        expect(game.state).toEqual(start);
        for (let i = 0; i < performed; i++) expect(game.redo()).toBe(true);
        expect(game.state).toEqual(end);
      }),
      // Seeded so CI is reproducible; legalActions dry-runs every candidate, so keep the run count modest.
      { numRuns: 20, seed: 20261129 },
    );
  }, 60_000);

  it('illegal actions never change the state', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<Action>(
          { type: 'cast', player: 'p1', card: 'c1', targets: ['p2'] },
          { type: 'cast', player: 'p2', card: 'c8', targets: ['c99'] },
          { type: 'activate', player: 'p1', source: 'c14', ability: 1, choice: 9 },
          { type: 'declareBlockers', player: 'p1', blocks: [] },
          { type: 'playLand', player: 'p2', card: 'c1' },
          { type: 'resolve' },
        ),
        (action) => {
          const game = newGame();
          const before = game.state;
          const r = game.perform(action);
          if (!r.ok) expect(game.state).toBe(before);
        },
      ),
    );
  });
});
