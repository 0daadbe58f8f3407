import { describe, expect, it } from 'vitest';
import type { Ability } from '../../templates/card-template.js';
import { legalActions } from '../game/legal-actions.js';
import { setupGame } from '../game/setup.js';
import { FACE_DOWN } from '../ops/face-down.js';
import { colorsOfObject, powerOf, toughnessOf } from '../state/characteristics.js';
import { describe as describeObject } from '../state/queries.js';
import { idOf } from '../test-support/find.js';
import { creature, keyword, manaCost, shock } from '../test-support/templates.js';
import { playerView } from '../view/player-view.js';

const morph = (cost: string, mega = false): Ability => ({
  kind: 'morph',
  line: 1,
  text: `Morph ${cost}`,
  costs: [manaCost(cost)],
  mega,
});
const marauder = () => creature('Skirk Marauder', '{1}{R}', '2/1', [morph('{2}{R}'), keyword('haste')]);

function faceDownOnBattlefield() {
  const game = setupGame({ players: [{ hand: [marauder()], pool: { G: 3 } }, { hand: [shock()] }] });
  const card = idOf(game, 'Skirk Marauder');
  expect(game.perform({ type: 'cast', player: 'p1', card, faceDown: true }).ok).toBe(true);
  expect(game.perform({ type: 'resolve' }).ok).toBe(true);
  return { game, card };
}

describe('morph and face-down permanents (702.37, 708)', () => {
  it('casts a card with morph face down for {3} as a nameless, colorless 2/2 with no abilities (708.2a)', () => {
    const { game, card } = faceDownOnBattlefield();
    const object = game.state.objects[card];
    expect(object?.zone).toEqual({ player: 'p1', zone: 'battlefield' });
    expect(object?.template).toBe(FACE_DOWN);
    expect(object?.faceDown?.face?.name).toBe('Skirk Marauder');
    expect(object && [powerOf(object, game.state), toughnessOf(object, game.state)]).toEqual([2, 2]);
    expect(object && colorsOfObject(object, game.state)).toEqual([]);
    expect(describeObject(game.state, card)).toBe(`face-down creature (${card})`);
  });

  it('refuses a card without morph, and kicker on a face-down spell (702.37d, 708.4)', () => {
    const game = setupGame({ players: [{ hand: [creature('Bears', '{1}{G}', '2/2')], pool: { G: 3 } }, {}] });
    expect(game.perform({ type: 'cast', player: 'p1', card: idOf(game, 'Bears'), faceDown: true })).toEqual({
      ok: false,
      reason: `Bears (${idOf(game, 'Bears')}) has no morph, so it can't be cast face down (702.37d)`,
    });
    const other = setupGame({ players: [{ hand: [marauder()], pool: { G: 9 } }, {}] });
    const result = other.perform({
      type: 'cast',
      player: 'p1',
      card: idOf(other, 'Skirk Marauder'),
      faceDown: true,
      kicked: true,
    });
    expect(result.ok).toBe(false);
  });

  it("hides the card from the other player's view only (708.5)", () => {
    const { game, card } = faceDownOnBattlefield();
    expect(playerView(game.state, 'p1').objects[card]?.faceDown?.face?.name).toBe('Skirk Marauder');
    const theirs = playerView(game.state, 'p2').objects[card];
    expect(theirs?.faceDown).toEqual({ face: null });
    expect(JSON.stringify(theirs)).not.toContain('Marauder');
  });

  it('turns face up for its morph cost as a special action, without the stack (702.37e)', () => {
    const { game, card } = faceDownOnBattlefield();
    expect(game.perform({ type: 'turnFaceUp', player: 'p2', card }).ok).toBe(false);
    expect(game.perform({ type: 'turnFaceUp', player: 'p1', card }).ok).toBe(false); // no mana
    game.perform({ type: 'setPool', player: 'p1', pool: { W: 0, U: 0, B: 0, R: 3, G: 0, C: 0 } });
    expect(legalActions(game.state, 'p1')).toContainEqual({ type: 'turnFaceUp', player: 'p1', card });
    expect(game.perform({ type: 'turnFaceUp', player: 'p1', card }).ok).toBe(true);
    const object = game.state.objects[card];
    expect(object?.faceDown).toBeUndefined();
    expect(object?.template.name).toBe('Skirk Marauder');
    expect(game.state.stack).toEqual([]);
    expect(object && powerOf(object, game.state)).toBe(2);
    expect(object && toughnessOf(object, game.state)).toBe(1);
    game.undo();
    expect(game.state.objects[card]?.template).toBe(FACE_DOWN);
  });

  it('megamorph adds a +1/+1 counter as it turns face up (702.37b)', () => {
    const efreet = creature('Efreet', '{3}{R}', '5/1', [morph('{R}', true)]);
    const game = setupGame({ players: [{ hand: [efreet], pool: { R: 4 } }, {}] });
    const card = idOf(game, 'Efreet');
    game.perform({ type: 'cast', player: 'p1', card, faceDown: true });
    game.perform({ type: 'resolve' });
    expect(game.perform({ type: 'turnFaceUp', player: 'p1', card }).ok).toBe(true);
    const object = game.state.objects[card];
    expect(object?.counters).toEqual({ '+1/+1': 1 });
    expect(object && [powerOf(object, game.state), toughnessOf(object, game.state)]).toEqual([6, 2]);
  });

  it('reveals a face-down permanent that leaves the battlefield (708.9)', () => {
    const { game, card } = faceDownOnBattlefield();
    game.perform({ type: 'setPool', player: 'p2', pool: { W: 0, U: 0, B: 0, R: 1, G: 0, C: 0 } });
    expect(game.perform({ type: 'cast', player: 'p2', card: idOf(game, 'Shock'), targets: [card] }).ok).toBe(true);
    expect(game.perform({ type: 'resolve' }).ok).toBe(true);
    const object = game.state.objects[card];
    expect(object?.zone).toEqual({ player: 'p1', zone: 'graveyard' });
    expect(object?.faceDown).toBeUndefined();
    expect(object?.template.name).toBe('Skirk Marauder');
  });

  it('offers casting face down among the legal actions', () => {
    const game = setupGame({ players: [{ hand: [marauder()], pool: { R: 3 } }, {}] });
    const card = idOf(game, 'Skirk Marauder');
    expect(legalActions(game.state, 'p1')).toContainEqual({ type: 'cast', player: 'p1', card, faceDown: true });
  });
});
