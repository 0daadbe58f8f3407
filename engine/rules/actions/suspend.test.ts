import { describe, expect, it } from 'vitest';
import { parseCardText } from '../../format/card-text/parse-card-text.js';
import type { CardTemplate } from '../../templates/card-template.js';
import { setupGame } from '../game/setup.js';
import { hasKeyword } from '../state/characteristics.js';
import { idOf } from '../test-support/find.js';

/** A card from `.card` text, with no warnings (every line understood). */
function cardOf(text: string): CardTemplate {
  const parsed = parseCardText(text, 'test.card');
  expect(parsed.warnings).toEqual([]);
  return parsed.card;
}

const riftBolt = cardOf(`name Rift Bolt
cost {2}{R}
type sorcery
text ~ deals 3 damage to any target.
text Suspend 1—{R}`);
const giant = cardOf(`name Suspended Giant
cost {4}{R}
type creature - giant
pt 4/4
text Suspend 1—{R}`);
const island = cardOf(`name Island
type basic land - island`);

/** Advances to `player`'s next upkeep, putting every waiting trigger on the stack on the way. */
function toUpkeepOf(game: ReturnType<typeof setupGame>, player: string): void {
  for (let i = 0; i < 30; i++) {
    expect(game.perform({ type: 'nextStep' }).ok).toBe(true);
    if (game.state.turn.step === 'upkeep' && game.state.turn.activePlayer === player) return;
  }
  throw new Error('no upkeep');
}

describe('suspend (702.62a)', () => {
  it('exiles the card from the hand with its time counters for its suspend cost, without the stack', () => {
    const game = setupGame({ players: [{ hand: [riftBolt], pool: { R: 1 } }, {}] });
    const card = idOf(game, 'Rift Bolt');
    expect(game.perform({ type: 'suspend', player: 'p1', card }).ok).toBe(true);
    expect(game.state.objects[card]?.zone.zone).toBe('exile');
    expect(game.state.objects[card]?.counters['time']).toBe(1);
    expect(game.state.stack).toEqual([]);
    expect(game.state.players['p1']?.pool.R).toBe(0);
  });

  it('is refused without the cost, outside the hand, when it could not be cast now, and for a card without suspend', () => {
    const poor = setupGame({ players: [{ hand: [riftBolt] }, {}] });
    const noMana = poor.perform({ type: 'suspend', player: 'p1', card: idOf(poor, 'Rift Bolt') });
    expect(noMana.ok).toBe(false);
    const graveyard = setupGame({ players: [{ graveyard: [riftBolt], pool: { R: 1 } }, {}] });
    const fromGraveyard = graveyard.perform({ type: 'suspend', player: 'p1', card: idOf(graveyard, 'Rift Bolt') });
    expect(fromGraveyard).toMatchObject({ ok: false, reason: expect.stringContaining('not in your hand') });
    const theirs = setupGame({ players: [{}, { hand: [riftBolt], pool: { R: 1 } }] });
    const notTheirTurn = theirs.perform({ type: 'suspend', player: 'p2', card: idOf(theirs, 'Rift Bolt') });
    expect(notTheirTurn).toMatchObject({ ok: false, reason: expect.stringContaining('only during your own turn') });
    const plain = setupGame({ players: [{ hand: [island] }, {}] });
    const land = plain.perform({ type: 'suspend', player: 'p1', card: idOf(plain, 'Island') });
    expect(land).toMatchObject({ ok: false, reason: expect.stringContaining('has no suspend') });
  });

  it('loses its last time counter in its owner upkeep; it must then be cast for no mana, and a creature has haste', () => {
    const library = Array.from({ length: 5 }, () => island);
    const game = setupGame({ players: [{ hand: [riftBolt, giant], pool: { R: 2 }, library }, { library }] });
    const bolt = idOf(game, 'Rift Bolt');
    const creature = idOf(game, 'Suspended Giant');
    expect(game.perform({ type: 'suspend', player: 'p1', card: bolt }).ok).toBe(true);
    expect(game.perform({ type: 'suspend', player: 'p1', card: creature }).ok).toBe(true);
    toUpkeepOf(game, 'p2');
    // Not at p2's upkeep: only the owner's ("At the beginning of your upkeep").
    expect(game.state.stack).toEqual([]);
    toUpkeepOf(game, 'p1');
    expect(game.state.stack).toHaveLength(2);
    expect(game.perform({ type: 'resolve' }).ok).toBe(true);
    expect(game.perform({ type: 'resolve' }).ok).toBe(true);
    const offered = game.state.pendingCast?.card;
    expect(offered === bolt || offered === creature).toBe(true);
    // 702.62a "if able": it can be cast, so it can't be declined.
    expect(game.perform({ type: 'declineCast', player: 'p1' })).toMatchObject({
      ok: false,
      reason: expect.stringContaining('if able'),
    });
    const cast = (id: string) =>
      game.perform({ type: 'cast', player: 'p1', card: id, ...(id === bolt ? { targets: ['p2'] } : {}) });
    expect(cast(offered as string).ok).toBe(true);
    expect(game.perform({ type: 'resolve' }).ok).toBe(true);
    for (let i = 0; i < 3 && !game.state.pendingCast; i++) game.perform({ type: 'resolve' });
    const other = offered === bolt ? creature : bolt;
    expect(game.state.pendingCast?.card).toBe(other);
    expect(cast(other).ok).toBe(true);
    expect(game.perform({ type: 'resolve' }).ok).toBe(true);
    expect(game.state.players['p2']?.life).toBe(17);
    const permanent = game.state.objects[creature];
    expect(permanent?.zone.zone).toBe('battlefield');
    expect(permanent && hasKeyword(permanent, 'haste', game.state)).toBe(true);
  });
});
