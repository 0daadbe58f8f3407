import { describe, expect, it } from 'vitest';
import { setupGame } from '../game/setup.js';
import { idOf } from '../test-support/find.js';
import { grizzlyBears } from '../test-support/templates.js';
import { cardFromText } from './test-cards.js';

// 608.2h: "its controller" of an object the effect moved off the battlefield is its controller as it last existed
// there (last known information), not its owner it returned to as it left (400.7).
const steal = () => cardFromText('Steal', '{U}', 'Gain control of target creature.');
const gift = () =>
  cardFromText('Gift', '{W}', 'Destroy target permanent. Its controller creates a 3/3 green Elephant creature token.');
const plowshares = () =>
  cardFromText('Plowshares', '{W}', 'Exile target creature. Its controller gains life equal to its power.');
const sting = () => cardFromText('Sting', '{B}', 'Tap target creature. Its controller loses 1 life.');

/** p1 gains control of p2's Grizzly Bears, then casts `spell` on it. */
function stolenThen(spell: ReturnType<typeof gift>) {
  const game = setupGame({
    players: [{ hand: [steal(), spell], pool: { U: 1, W: 1, B: 1 } }, { battlefield: [grizzlyBears()] }],
  });
  const bears = idOf(game, 'Grizzly Bears');
  expect(game.perform({ type: 'cast', player: 'p1', card: idOf(game, 'Steal'), targets: [bears] }).ok).toBe(true);
  expect(game.perform({ type: 'resolve' }).ok).toBe(true);
  expect(game.state.objects[bears]?.controller).toBe('p1');
  const cast = game.perform({ type: 'cast', player: 'p1', card: idOf(game, spell.name), targets: [bears] });
  expect(cast.ok ? '' : cast.reason).toBe('');
  expect(game.perform({ type: 'resolve' }).ok).toBe(true);
  return { game, bears };
}

describe('"its controller" of an object that left the battlefield (608.2h)', () => {
  it('destroyed: the player who controlled it creates the token, though its owner gets the card back', () => {
    const { game, bears } = stolenThen(gift());
    expect(game.state.objects[bears]?.zone).toEqual({ player: 'p2', zone: 'graveyard' });
    const tokens = Object.values(game.state.objects).filter((o) => o.token && o.zone.zone === 'battlefield');
    expect(tokens.map((t) => [t.template.name, t.controller])).toEqual([['Elephant Token', 'p1']]);
  });

  it('exiled: the player who controlled it gains the life', () => {
    const { game, bears } = stolenThen(plowshares());
    expect(game.state.objects[bears]?.zone).toEqual({ player: 'p2', zone: 'exile' });
    expect([game.state.players.p1?.life, game.state.players.p2?.life]).toEqual([22, 20]);
  });

  it('still on the battlefield: its controller now', () => {
    const { game } = stolenThen(sting());
    expect([game.state.players.p1?.life, game.state.players.p2?.life]).toEqual([19, 20]);
  });
});
