import { describe, expect, it } from 'vitest';
import type { Prohibited, StaticEffect } from '../../templates/card-template.js';
import { setupGame } from '../game/setup.js';
import { card, fixed, gain, grizzlyBears, shock, spell, staticAbility, you } from '../test-support/templates.js';

const ANY_SPELL = { nouns: ['spell' as const], qualities: [] };
const castAny = (more: Partial<Extract<Prohibited, { kind: 'cast' }>> = {}): Prohibited => ({
  kind: 'cast',
  spells: ANY_SPELL,
  during: null,
  from: null,
  moreThan: null,
  ...more,
});
/** The id of `player`'s card named `name` in their hand. */
const inHand = (game: ReturnType<typeof setupGame>, player: string, name: string, nth = 0): string =>
  Object.values(game.state.objects).filter(
    (o) => o.template.name === name && o.zone.zone === 'hand' && o.owner === player,
  )[nth]?.id ?? '';

const forbidder = (effect: StaticEffect, text: string) =>
  card('Forbidder', { cost: '{2}', types: ['artifact'], abilities: [staticAbility(effect, text)] });

describe('prohibitions (101.2, 601.3)', () => {
  it("your opponents can't cast spells: the opponent is refused, the controller is not", () => {
    const rule = forbidder(
      { kind: 'prohibition', who: 'opponent', action: castAny() },
      "Your opponents can't cast spells.",
    );
    const game = setupGame({
      players: [
        { battlefield: [rule], hand: [shock()], pool: { R: 1 } },
        { hand: [shock()], pool: { R: 1 } },
      ],
    });
    const theirs = inHand(game, 'p2', 'Shock');
    const refused = game.perform({ type: 'cast', player: 'p2', card: theirs, targets: ['p1'] });
    expect(refused).toEqual({
      ok: false,
      reason: `can't cast Shock (${theirs}): Forbidder (c2): "Your opponents can't cast spells." (101.2)`,
    });
    expect(game.state.objects[theirs]?.zone.zone).toBe('hand');
    expect(game.perform({ type: 'cast', player: 'p1', card: inHand(game, 'p1', 'Shock'), targets: ['p2'] }).ok).toBe(
      true,
    );
  });

  it('only the spells described, only from the zones named, only while the window is open', () => {
    const creatures = {
      nouns: ['spell' as const],
      qualities: [{ kind: 'type' as const, type: 'creature' as const, negated: false }],
    };
    const noCreatures = forbidder(
      { kind: 'prohibition', who: 'you', action: castAny({ spells: creatures }) },
      "You can't cast creature spells.",
    );
    const game = setupGame({
      players: [{ battlefield: [noCreatures], hand: [grizzlyBears(), shock()], pool: { G: 1, R: 2 } }, {}],
    });
    expect(game.perform({ type: 'cast', player: 'p1', card: inHand(game, 'p1', 'Grizzly Bears') }).ok).toBe(false);
    expect(game.perform({ type: 'cast', player: 'p1', card: inHand(game, 'p1', 'Shock'), targets: ['p2'] }).ok).toBe(
      true,
    );

    const combatOnly = forbidder(
      { kind: 'prohibition', who: 'each', action: castAny({ during: [{ kind: 'during', period: 'combat' }] }) },
      "Players can't cast spells during combat.",
    );
    const main = setupGame({ players: [{ battlefield: [combatOnly], hand: [shock()], pool: { R: 1 } }, {}] });
    expect(main.perform({ type: 'cast', player: 'p1', card: inHand(main, 'p1', 'Shock'), targets: ['p2'] }).ok).toBe(
      true,
    );
  });

  it("more than one spell each turn: the second spell of a player is refused, not the other player's first", () => {
    const one = forbidder(
      { kind: 'prohibition', who: 'each', action: castAny({ moreThan: 1 }) },
      "Each player can't cast more than one spell each turn.",
    );
    const game = setupGame({
      players: [
        { battlefield: [one], hand: [shock(), shock()], pool: { R: 2 } },
        { hand: [shock()], pool: { R: 1 } },
      ],
    });
    expect(game.perform({ type: 'cast', player: 'p1', card: inHand(game, 'p1', 'Shock'), targets: ['p2'] }).ok).toBe(
      true,
    );
    expect(game.perform({ type: 'cast', player: 'p1', card: inHand(game, 'p1', 'Shock'), targets: ['p2'] }).ok).toBe(
      false,
    );
    expect(game.perform({ type: 'cast', player: 'p2', card: inHand(game, 'p2', 'Shock'), targets: ['p1'] }).ok).toBe(
      true,
    );
  });
});

describe("can't gain life (119.7)", () => {
  it('life gain does nothing for the players named', () => {
    const rule = forbidder(
      { kind: 'prohibition', who: 'opponent', action: { kind: 'gainLife' } },
      "Your opponents can't gain life.",
    );
    const feast = card('Feast', { cost: '{G}', types: ['instant'], abilities: [spell([gain(fixed(3), you)])] });
    const game = setupGame({
      players: [
        { battlefield: [rule], hand: [feast], pool: { G: 1 } },
        { hand: [feast], pool: { G: 1 } },
      ],
    });
    expect(game.perform({ type: 'cast', player: 'p1', card: inHand(game, 'p1', 'Feast') }).ok).toBe(true);
    game.perform({ type: 'resolve' });
    expect(game.state.players.p1?.life).toBe(23);
    expect(game.perform({ type: 'cast', player: 'p2', card: inHand(game, 'p2', 'Feast') }).ok).toBe(true);
    game.perform({ type: 'resolve' });
    expect(game.state.players.p2?.life).toBe(20);
  });
});
