import { describe, expect, it } from 'vitest';
import type { CardTemplate, HandSizeChange, PlayerEffectDuration, Whose } from '../../templates/card-template.js';
import { run } from '../effects/test-run.js';
import { Game } from '../game/game.js';
import { setupGame } from '../game/setup.js';
import { card, forest, staticAbility } from '../test-support/templates.js';
import { maximumHandSize } from './hand-size.js';

/** A permanent with "… maximum hand size …" (402.2) for the players `who` names. */
const artifact = (name: string, who: Whose, change: HandSizeChange): CardTemplate =>
  card(name, {
    cost: '{0}',
    types: ['artifact'],
    abilities: [staticAbility({ kind: 'maximumHandSize', who, change })],
  });
const spellbook = () => artifact('Spellbook', 'you', { kind: 'none' });
const scrollkeeper = () => artifact('Minamo Scrollkeeper', 'you', { kind: 'plus', amount: 1 });
const miser = () => artifact('Gnat Miser', 'opponent', { kind: 'minus', amount: 1 });
const recycle = () => artifact('Recycle', 'you', { kind: 'set', amount: 2 });
const hand = (n: number) => Array.from({ length: n }, () => forest());

const size = (game: ReturnType<typeof setupGame>, player = 'p1') => maximumHandSize(game.state, player);

describe('maximum hand size (402.2, 613.11)', () => {
  it('is seven; "no maximum", "increased by", "reduced by" change it for the players named', () => {
    expect(size(setupGame({ players: [{}, {}] }))).toBe(7);
    const game = setupGame({ players: [{ battlefield: [spellbook(), miser()] }, { battlefield: [scrollkeeper()] }] });
    expect(size(game, 'p1')).toBeNull();
    // p2: +1 of their own, -1 from p1's Gnat Miser.
    expect(size(game, 'p2')).toBe(7);
    const two = setupGame({ players: [{ battlefield: [miser(), miser()] }, { battlefield: [scrollkeeper()] }] });
    expect(size(two, 'p2')).toBe(6);
    expect(size(two, 'p1')).toBe(7);
  });

  it('applies in timestamp order (613.11, 613.7a): the later of "no maximum" and "is two" wins', () => {
    const game = setupGame({ players: [{ battlefield: [recycle()], hand: [spellbook()] }, {}] });
    expect(size(game)).toBe(2);
    const book = game.state.players.p1?.zones.hand[0] ?? '';
    expect(game.perform({ type: 'cast', player: 'p1', card: book }).ok).toBe(true);
    expect(game.perform({ type: 'resolve' }).ok).toBe(true);
    expect(size(game)).toBeNull();
    const other = setupGame({ players: [{ battlefield: [spellbook()], hand: [recycle()] }, {}] });
    const cycle = other.state.players.p1?.zones.hand[0] ?? '';
    expect(other.perform({ type: 'cast', player: 'p1', card: cycle }).ok).toBe(true);
    expect(other.perform({ type: 'resolve' }).ok).toBe(true);
    expect(size(other)).toBe(2);
    // An increase after "is two" counts from two.
    const more = setupGame({ players: [{ battlefield: [recycle()], hand: [scrollkeeper()] }, {}] });
    more.perform({ type: 'cast', player: 'p1', card: more.state.players.p1?.zones.hand[0] ?? '' });
    more.perform({ type: 'resolve' });
    expect(size(more)).toBe(3);
  });

  it('the cleanup step discards down to it: none with no maximum, the whole hand below zero', () => {
    const none = setupGame({ players: [{ battlefield: [spellbook()], hand: hand(12) }, {}], step: 'end' });
    expect(none.perform({ type: 'nextStep' }).ok).toBe(true);
    expect(none.state.players.p1?.zones.hand).toHaveLength(12);
    const jin = artifact('Jin-Gitaxias, Core Augur', 'opponent', { kind: 'minus', amount: 7 });
    const below = setupGame({
      players: [{ hand: hand(3) }, { battlefield: [jin, miser()] }],
      step: 'end',
    });
    expect(size(below)).toBe(-1);
    expect(below.perform({ type: 'nextStep' }).ok).toBe(true);
    expect(below.state.players.p1?.zones.hand).toHaveLength(0);
  });

  it.each<[PlayerEffectDuration, number | null, number | null]>([
    // After p1's cleanup, then after p2's turn began, then after p1's next turn began.
    ['endOfTurn', 7, 7],
    ['untilYourNextTurn', null, 7],
    ['indefinitely', null, null],
  ])('a resolving "no maximum hand size" %s', (duration, inP2sTurn, inP1sNextTurn) => {
    const game = setupGame({
      players: [
        { hand: hand(9), library: hand(3) },
        { library: hand(3), battlefield: [artifact('Source', 'you', { kind: 'plus', amount: 0 })] },
      ],
      step: 'end',
    });
    const source = game.state.players.p2?.zones.battlefield[0] ?? '';
    const tx = run(
      game.state,
      [{ kind: 'maximumHandSize', who: { kind: 'you' }, change: { kind: 'none' }, duration }],
      { source },
    );
    const resolved = new Game(tx.state, { legendRule: false });
    expect(size(resolved)).toBeNull();
    // 514.1 before 514.2: even "until end of turn" still holds as the discard happens.
    expect(resolved.perform({ type: 'nextStep' }).ok).toBe(true);
    expect(resolved.state.players.p1?.zones.hand).toHaveLength(9);
    expect(size(resolved)).toBe(duration === 'endOfTurn' ? 7 : null);
    resolved.perform({ type: 'nextStep' });
    expect(resolved.state.turn.activePlayer).toBe('p2');
    expect(size(resolved)).toBe(inP2sTurn);
    for (let i = 0; i < 20 && resolved.state.turn.activePlayer === 'p2'; i++) resolved.perform({ type: 'nextStep' });
    expect(resolved.state.turn.activePlayer).toBe('p1');
    expect(size(resolved)).toBe(inP1sNextTurn);
  });
});
