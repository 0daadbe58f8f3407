import { describe, expect, it as test } from 'vitest';
import type { Effect, TriggerEvent } from '../../templates/card-template.js';
import { setupGame } from '../game/setup.js';
import { basicLand, card, creature, spell } from '../test-support/templates.js';
import { desc, must, self, triggered, yours } from './test-cards.js';

/** 603.8: "When you control no Islands, sacrifice ~." */
const noIslands: TriggerEvent = {
  kind: 'state',
  condition: {
    kind: 'count',
    of: desc(['permanent'], { kind: 'subtype', subtype: 'Island', negated: false }, yours),
    op: '=',
    value: 0,
  },
};
const sacrificeSelf: Effect = {
  kind: 'sacrifice',
  who: { kind: 'you' },
  what: self,
  chosen: null,
  amount: { kind: 'fixed', value: 1 },
};
const serpent = () =>
  creature('Serpent', '{4}{U}', '5/5', [
    triggered(noIslands, [sacrificeSelf], 'When you control no Islands, sacrifice ~.'),
  ]);
const shatterLand = () =>
  card('Shatter Land', {
    cost: '{2}{R}',
    types: ['instant'],
    abilities: [
      spell([
        {
          kind: 'destroy',
          what: {
            kind: 'target',
            allowed: ['land'],
            description: desc(['land']),
            count: 1,
            upTo: false,
            text: 'target land',
          },
        },
      ]),
    ],
  });

describe('state triggers (603.8)', () => {
  test('trigger as soon as the state holds, once while the ability waits or is on the stack', () => {
    const game = setupGame({
      players: [{ battlefield: [serpent(), basicLand('Island')] }, { hand: [shatterLand()], pool: { R: 3 } }],
    });
    expect(game.state.stack).toEqual([]);
    must(game, { type: 'cast', player: 'p2', card: 'c3', targets: ['c2'] });
    expect(game.state.stack).toHaveLength(1);
    must(game, { type: 'resolve' });
    // The Island is gone: it triggers once, however many times players get priority before it resolves.
    expect(game.state.stack).toEqual([expect.objectContaining({ kind: 'ability', source: 'c1' })]);
    must(game, { type: 'passPriority', player: game.state.turn.priority });
    expect(game.state.stack).toHaveLength(1);
    must(game, { type: 'resolve' });
    expect(game.state.players.p1?.zones.graveyard).toContain('c1');
    expect(game.state.stack).toEqual([]);
  });

  test('does not trigger while the state does not hold', () => {
    const game = setupGame({ players: [{ battlefield: [serpent(), basicLand('Island')], hand: [] }, {}] });
    must(game, { type: 'passPriority', player: 'p1' });
    expect(game.state.stack).toEqual([]);
    expect(game.state.pendingTriggers).toEqual([]);
  });

  test('triggers again once the ability has resolved if the state still holds', () => {
    // Its effect leaves the state as it was (the source stays): it triggers again after it resolves (603.8).
    const watcher = creature('Watcher', '{U}', '1/1', [
      triggered(
        noIslands,
        [{ kind: 'gainLife', who: { kind: 'you' }, amount: { kind: 'fixed', value: 1 } }],
        'When you control no Islands, you gain 1 life.',
      ),
    ]);
    const game = setupGame({ players: [{ battlefield: [watcher] }, {}] });
    must(game, { type: 'passPriority', player: 'p1' });
    expect(game.state.stack).toHaveLength(1);
    must(game, { type: 'resolve' });
    expect(game.state.players.p1?.life).toBe(21);
    expect(game.state.stack).toHaveLength(1);
  });
});
