import { describe, expect, it } from 'vitest';
import { setupGame, setupState } from '../game/setup.js';
import { idOf } from '../test-support/find.js';
import { card, creature, grizzlyBears, shock } from '../test-support/templates.js';
import { cardFromText } from './test-cards.js';
import { run } from './test-run.js';

const cancel = () => cardFromText('Cancel', '{1}{U}{U}', 'Counter target spell.');
const negate = () => cardFromText('Negate', '{1}{U}', 'Counter target noncreature spell.');
const onlyRed = { W: 0, U: 0, B: 0, R: 1, G: 0, C: 0 };

describe('counter (701.5a): off the stack, unresolved, into its owner’s graveyard', () => {
  it('Cancel counters a creature spell: it never enters, its mana is not refunded (701.5b)', () => {
    const game = setupGame({
      players: [
        { hand: [grizzlyBears()], pool: { G: 2 } },
        { hand: [cancel()], pool: { U: 3 } },
      ],
    });
    const bears = idOf(game, 'Grizzly Bears');
    expect(game.perform({ type: 'cast', player: 'p1', card: bears }).ok).toBe(true);
    game.perform({ type: 'passPriority', player: 'p1' });
    expect(game.perform({ type: 'cast', player: 'p2', card: idOf(game, 'Cancel'), targets: [bears] }).ok).toBe(true);
    game.perform({ type: 'resolve' });
    expect(game.state.stack).toEqual([]);
    expect(game.state.objects[bears]?.zone).toEqual({ player: 'p1', zone: 'graveyard' });
    expect(game.state.players.p1?.pool.G).toBe(0);
    expect(game.state.players.p2?.zones.graveyard).toEqual([idOf(game, 'Cancel')]);
  });

  it('Negate can target Shock but not a creature spell (the description decides, 115.1)', () => {
    const game = setupGame({
      players: [
        { hand: [grizzlyBears(), shock()], pool: { G: 2 } },
        { hand: [negate()], pool: { U: 2 } },
      ],
    });
    const [bears, shockId] = [idOf(game, 'Grizzly Bears'), idOf(game, 'Shock')];
    expect(game.perform({ type: 'cast', player: 'p1', card: bears }).ok).toBe(true);
    game.perform({ type: 'setPool', player: 'p1', pool: onlyRed });
    expect(game.perform({ type: 'cast', player: 'p1', card: shockId, targets: ['p2'] }).ok).toBe(true);
    game.perform({ type: 'passPriority', player: 'p1' });
    const negateId = idOf(game, 'Negate');
    expect(game.perform({ type: 'cast', player: 'p2', card: negateId, targets: [bears] }).ok).toBe(false);
    expect(game.perform({ type: 'cast', player: 'p2', card: negateId, targets: [shockId] }).ok).toBe(true);
    game.perform({ type: 'resolve' });
    expect(game.state.stack.map((item) => item.kind === 'spell' && item.card)).toEqual([bears]);
    expect(game.state.objects[shockId]?.zone).toEqual({ player: 'p1', zone: 'graveyard' });
    // The Bears, below on the stack, still resolve; Shock never dealt its damage.
    game.perform({ type: 'resolve' });
    expect(game.state.objects[bears]?.zone).toEqual({ player: 'p1', zone: 'battlefield' });
    expect(game.state.players.p2?.life).toBe(20);
  });

  it('two counterspells at one spell: the second to resolve finds it gone and fizzles (608.2b)', () => {
    const game = setupGame({
      players: [
        { hand: [shock(), cancel()], pool: { R: 1, U: 3 } },
        { hand: [cancel()], pool: { U: 3 } },
      ],
    });
    const shockId = idOf(game, 'Shock');
    const [mine, theirs] = [idOf(game, 'Cancel', 1), idOf(game, 'Cancel', 2)];
    expect(game.perform({ type: 'cast', player: 'p1', card: shockId, targets: ['p2'] }).ok).toBe(true);
    game.perform({ type: 'passPriority', player: 'p1' });
    expect(game.perform({ type: 'cast', player: 'p2', card: theirs, targets: [shockId] }).ok).toBe(true);
    game.perform({ type: 'passPriority', player: 'p2' });
    // p1 counters their own Shock above p2's Cancel (legal, if odd), so theirs resolves second.
    expect(game.perform({ type: 'cast', player: 'p1', card: mine, targets: [shockId] }).ok).toBe(true);
    game.perform({ type: 'resolve' });
    expect(game.state.objects[shockId]?.zone).toEqual({ player: 'p1', zone: 'graveyard' });
    const seen = game.log.length;
    game.perform({ type: 'resolve' });
    expect(game.log.slice(seen).map((e) => e.event.type)).toContain('fizzled');
    expect(game.state.stack).toEqual([]);
    expect(game.state.objects[theirs]?.zone).toEqual({ player: 'p2', zone: 'graveyard' });
    expect(game.state.players.p2?.life).toBe(20);
  });

  it('"counter it" of an object not on the stack does nothing', () => {
    const state = setupState({ players: [{ battlefield: [creature('Source', '{U}', '1/1')] }, { hand: [card('X')] }] });
    const tx = run(state, [{ kind: 'counter', what: { kind: 'it' } }], {
      source: idOf(state, 'Source'),
      trigger: { object: idOf(state, 'X'), player: null, amount: null },
    });
    expect(tx.edits).toEqual([]);
  });

  it('"If that spell is countered this way, …" sends it to exile, its owner\'s hand or library top instead (614.1a)', () => {
    const game = setupGame({
      players: [{ hand: [grizzlyBears()], pool: { G: 2 } }, { battlefield: [creature('Source', '{U}', '1/1')] }],
    });
    const bears = idOf(game.state, 'Grizzly Bears');
    expect(game.perform({ type: 'cast', player: 'p1', card: bears }).ok).toBe(true);
    const spell = { nouns: ['spell' as const], qualities: [] };
    const target = {
      kind: 'target',
      allowed: ['spell'],
      description: spell,
      count: 1,
      upTo: false,
      text: 'target spell',
    } as const;
    for (const to of ['exile', 'hand', 'library'] as const) {
      const tx = run(game.state, [{ kind: 'counter', what: target, to }], {
        source: idOf(game.state, 'Source'),
        controller: 'p2',
        targets: [bears],
      });
      expect(tx.state.objects[bears]?.zone).toEqual({ player: 'p1', zone: to });
      expect(tx.state.stack).toEqual([]);
    }
  });
});
