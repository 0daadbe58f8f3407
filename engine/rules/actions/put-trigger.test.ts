import { describe, expect, it } from 'vitest';
import { setupGame } from '../game/setup.js';
import { card, creature, grizzlyBears, spell } from '../test-support/templates.js';
import { damage, desc, gain, must, target, triggered } from '../triggers/test-cards.js';

/** The putTrigger action (603.3, 603.3b, 603.3d) between two players. */

const pinger = (name: string) =>
  card(name, {
    types: ['artifact'],
    abilities: [
      triggered(
        { kind: 'beginningOfStep', step: 'upkeep', whose: 'each' },
        [damage(1, target(['any'], 'any target'))],
        'At the beginning of each upkeep, ~ deals 1 damage to any target.',
      ),
    ],
  });

describe('putTrigger', () => {
  it('APNAP (603.3b): the nonactive player waits for the active player to put theirs first', () => {
    const game = setupGame({
      step: 'untap',
      players: [{ battlefield: [pinger('Mine')] }, { battlefield: [pinger('Theirs')] }],
    });
    must(game, { type: 'nextStep' });
    const [mine, theirs] = game.state.pendingTriggers;
    expect([mine?.controller, theirs?.controller]).toEqual(['p1', 'p2']);
    expect(game.perform({ type: 'putTrigger', player: 'p2', trigger: theirs?.id ?? '', targets: ['p1'] })).toEqual({
      ok: false,
      reason: 'p1 puts their triggered abilities on the stack first (603.3b, APNAP order)',
    });
    must(game, { type: 'putTrigger', player: 'p1', trigger: mine?.id ?? '', targets: ['p2'] });
    // Now p2's trigger is the one everything waits for.
    const refused = game.perform({ type: 'passPriority', player: 'p1' });
    expect(refused.ok ? '' : refused.reason).toContain(
      'put the triggered ability of Theirs on the stack first (603.3)',
    );
    must(game, { type: 'putTrigger', player: 'p2', trigger: theirs?.id ?? '', targets: ['p1'] });
    expect(game.state.stack.map((i) => i.controller)).toEqual(['p1', 'p2']);
    // Putting triggers on the stack is part of getting to priority: the active player gets it (117.3b).
    expect(game.state.turn.priority).toBe('p1');
  });

  it("an opponent's trigger with a target leaves priority with the player who acted", () => {
    const watcher = creature('Watcher', '{R}', '1/1', [
      triggered(
        { kind: 'castSpell', who: 'opponent', spell: desc(['spell']) },
        [damage(1, target(['player'], 'target player'))],
        'Whenever an opponent casts a spell, ~ deals 1 damage to target player.',
      ),
    ]);
    const game = setupGame({ players: [{ hand: [grizzlyBears()], pool: { G: 2 } }, { battlefield: [watcher] }] });
    must(game, { type: 'cast', player: 'p1', card: 'c1' });
    expect(game.state.pendingTriggers).toEqual([expect.objectContaining({ controller: 'p2' })]);
    must(game, { type: 'putTrigger', player: 'p2', trigger: game.state.pendingTriggers[0]?.id ?? '', targets: ['p1'] });
    expect(game.state.turn.priority).toBe('p1');
    must(game, { type: 'passPriority', player: 'p1' });
    must(game, { type: 'passPriority', player: 'p2' });
    expect(game.state.players.p1?.life).toBe(19);
  });

  it('a trigger without targets may be put by hand to choose the order; a spent id is refused', () => {
    const both = card('Both', {
      types: ['enchantment'],
      abilities: [
        triggered(
          { kind: 'beginningOfStep', step: 'upkeep', whose: 'you' },
          [damage(1, target(['any'], 'any target'))],
          'A',
        ),
        triggered({ kind: 'beginningOfStep', step: 'upkeep', whose: 'you' }, [gain(1)], 'B'),
      ],
    });
    const game = setupGame({ step: 'untap', players: [{ battlefield: [both] }, {}] });
    must(game, { type: 'nextStep' });
    const [a, b] = game.state.pendingTriggers;
    expect(game.perform({ type: 'putTrigger', player: 'p1', trigger: b?.id ?? '', targets: ['p2'] }).ok).toBe(false);
    must(game, { type: 'putTrigger', player: 'p1', trigger: b?.id ?? '' });
    expect(game.perform({ type: 'putTrigger', player: 'p1', trigger: b?.id ?? '' })).toEqual({
      ok: false,
      reason: `there is no pending triggered ability ${b?.id ?? ''}`,
    });
    must(game, { type: 'putTrigger', player: 'p1', trigger: a?.id ?? '', targets: ['p2'] });
    expect(game.state.stack.map((i) => (i.kind === 'ability' ? i.text : i.card))).toEqual(['B', 'A']);
  });

  it('resolve and passPriority hand their answers to activated abilities and spells too', () => {
    const game = setupGame({
      players: [
        {
          hand: [
            card('Ponder', {
              cost: '{U}',
              types: ['sorcery'],
              abilities: [spell([{ kind: 'optional', effects: [gain(3)], ifYouDo: [] }], 'You may gain 3 life.')],
            }),
          ],
          pool: { U: 1 },
        },
        {},
      ],
    });
    must(game, { type: 'cast', player: 'p1', card: 'c1' });
    must(game, { type: 'resolve', answers: { may: [false] } });
    expect(game.state.players.p1?.life).toBe(20);
  });
});
