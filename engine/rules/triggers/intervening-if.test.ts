import { describe, expect, it as test } from 'vitest';
import { cardFromText } from '../effects/test-cards.js';
import { setupGame } from '../game/setup.js';
import type { Game } from '../game/game.js';
import { idOf } from '../test-support/find.js';
import { forest, grizzlyBears } from '../test-support/templates.js';
import { eventsOf, must } from './test-cards.js';

/**
 * 603.4: an intervening "if" about the trigger's own source ("if ~ is tapped", evolve's "this creature", persist's "it
 * had no -1/-1 counters") is checked as the event happens — false, the ability doesn't trigger at all — and again as
 * it resolves — false, it does nothing.
 */
const triggeredOf = (game: Game): number => eventsOf(game, 'abilityTriggered').length;
const stackOrPending = (game: Game): number => game.state.stack.length + game.state.pendingTriggers.length;

describe('intervening "if" about the source itself (603.4)', () => {
  const brass = () =>
    cardFromText('Brass', '{2}', 'At the beginning of your draw step, if ~ is tapped, it deals 1 damage to you.', [
      'artifact',
    ]);

  test('"if ~ is tapped": untapped as the step begins, it never triggers', () => {
    const game = setupGame({
      step: 'upkeep',
      players: [{ battlefield: [brass()], library: [forest(), forest()] }, {}],
    });
    must(game, { type: 'nextStep' });
    expect(game.state.turn.step).toBe('draw');
    expect(triggeredOf(game)).toBe(0);
    expect(stackOrPending(game)).toBe(0);
  });

  test('"if ~ is tapped": tapped, it triggers and resolves', () => {
    const game = setupGame({
      step: 'upkeep',
      players: [{ battlefield: [{ template: brass(), tapped: true }], library: [forest(), forest()] }, {}],
    });
    must(game, { type: 'nextStep' });
    expect(triggeredOf(game)).toBe(1);
    must(game, { type: 'resolve' });
    expect(game.state.players.p1?.life).toBe(19);
  });

  test('"if ~ is in your graveyard" (113.6b): in the hand as the upkeep begins, it never triggers', () => {
    const zombie = () =>
      cardFromText(
        'Zombie',
        '{1}{B}{R}',
        'At the beginning of your upkeep, if ~ is in your graveyard, you may pay {1}{B}{B}. If you do, return ~ to your hand.',
        ['creature'],
        '2/1',
      );
    const inHand = setupGame({ step: 'untap', players: [{ hand: [zombie()] }, {}] });
    must(inHand, { type: 'nextStep' });
    expect(triggeredOf(inHand)).toBe(0);
    const inGraveyard = setupGame({ step: 'untap', players: [{ graveyard: [zombie()] }, {}] });
    must(inGraveyard, { type: 'nextStep' });
    expect(triggeredOf(inGraveyard)).toBe(1);
  });

  const evolver = () => cardFromText('Evolver', '{G}', 'Evolve', ['creature'], '1/1');
  const growth = () => cardFromText('Growth', '{G}', 'Target creature gets +3/+3 until end of turn.');
  const small = () => cardFromText('Small', '{G}', '', ['creature'], '1/1');

  test('evolve (702.100a): a creature no greater enters, and it never triggers', () => {
    const game = setupGame({ players: [{ battlefield: [evolver()], hand: [small()], pool: { G: 1 } }, {}] });
    must(game, { type: 'cast', player: 'p1', card: idOf(game, 'Small') });
    must(game, { type: 'resolve' });
    expect(triggeredOf(game)).toBe(0);
    expect(stackOrPending(game)).toBe(0);
  });

  test('evolve: triggered by a greater creature, then ~ grows past it before it resolves: nothing', () => {
    const game = setupGame({
      players: [{ battlefield: [evolver()], hand: [grizzlyBears(), growth()], pool: { G: 3, C: 1 } }, {}],
    });
    const id = idOf(game, 'Evolver');
    must(game, { type: 'cast', player: 'p1', card: idOf(game, 'Grizzly Bears') });
    must(game, { type: 'resolve' });
    expect(triggeredOf(game)).toBe(1);
    expect(game.state.stack).toHaveLength(1);
    must(game, { type: 'cast', player: 'p1', card: idOf(game, 'Growth'), targets: [id] });
    must(game, { type: 'resolve' });
    must(game, { type: 'resolve' });
    expect(eventsOf(game, 'conditionFailed')).toHaveLength(1);
    expect(game.state.objects[id]?.counters['+1/+1'] ?? 0).toBe(0);
  });

  test('persist (702.79a): dying with a -1/-1 counter on it, it never triggers', () => {
    const wither = cardFromText('Wither', '{B}', 'Destroy target creature.');
    const kithkin = cardFromText('Kithkin', '{W}', 'Persist', ['creature'], '2/2');
    const game = setupGame({
      players: [{ battlefield: [{ template: kithkin, counters: { '-1/-1': 1 } }], hand: [wither], pool: { B: 1 } }, {}],
    });
    const id = idOf(game, 'Kithkin');
    must(game, { type: 'cast', player: 'p1', card: idOf(game, 'Wither'), targets: [id] });
    must(game, { type: 'resolve' });
    expect(game.state.objects[id]?.zone.zone).toBe('graveyard');
    expect(triggeredOf(game)).toBe(0);
    expect(stackOrPending(game)).toBe(0);
  });

  test('"When ~ enters the battlefield, if you control a Forest": none as it enters, no trigger', () => {
    const scout = () =>
      cardFromText(
        'Scout',
        '{G}',
        'When ~ enters the battlefield, if you control a Forest, you gain 3 life.',
        ['creature'],
        '1/1',
      );
    const none = setupGame({ players: [{ hand: [scout()], pool: { G: 1 } }, {}] });
    must(none, { type: 'cast', player: 'p1', card: 'c1' });
    must(none, { type: 'resolve' });
    expect(triggeredOf(none)).toBe(0);
    const one = setupGame({ players: [{ hand: [scout()], battlefield: [forest()], pool: { G: 1 } }, {}] });
    must(one, { type: 'cast', player: 'p1', card: 'c1' });
    must(one, { type: 'resolve' });
    expect(triggeredOf(one)).toBe(1);
    must(one, { type: 'resolve' });
    expect(one.state.players.p1?.life).toBe(23);
  });
});
