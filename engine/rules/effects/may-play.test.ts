import { describe, expect, it } from 'vitest';
import { parseAbilityText } from '../../abilities/parse-ability.js';
import type { CardTemplate } from '../../templates/card-template.js';
import type { Game } from '../game/game.js';
import { legalActions } from '../game/legal-actions.js';
import { setupGame } from '../game/setup.js';
import { moveTo } from '../ops/zones.js';
import { Transaction } from '../state/transaction.js';
import { idOf } from '../test-support/find.js';
import { basicLand, card, shock } from '../test-support/templates.js';
import { playerView } from '../view/player-view.js';

/** A sorcery whose every line is read by the grammar. */
function sorcery(name: string, text: string): CardTemplate {
  const parsed = parseAbilityText(text, 1, [name]);
  if (parsed.problem) throw new Error(`"${text}" refused: ${parsed.problem.message}`);
  return card(name, { cost: '{R}', types: ['sorcery'], abilities: parsed.abilities });
}

/** Cards to draw in the turns to come. */
const filler = () => [1, 2, 3, 4].map(() => basicLand('Island'));

/** p1 casts `text` (costing {R}) with Shock on top of their library and a Mountain under it; p2's library: a Forest. */
function resolved(text: string): Game {
  const game = setupGame({
    players: [
      { hand: [sorcery('Impulse Draw', text)], library: [...filler(), basicLand('Mountain'), shock()], pool: { R: 3 } },
      { library: [...filler(), basicLand('Forest')] },
    ],
  });
  expect(game.perform({ type: 'cast', player: 'p1', card: idOf(game, 'Impulse Draw') }).ok).toBe(true);
  expect(game.perform({ type: 'resolve' }).ok).toBe(true);
  return game;
}

/** Steps on to the first main phase of the next turn. */
function nextTurn(game: Game): void {
  const turn = game.state.turn.number;
  while (game.state.turn.number === turn) expect(game.perform({ type: 'nextStep' }).ok).toBe(true);
  while (game.state.turn.step !== 'main1') expect(game.perform({ type: 'nextStep' }).ok).toBe(true);
}

/** p1 casts the Shock with {R} in their pool. */
function castShock(game: Game) {
  const pool = { W: 0, U: 0, B: 0, R: 1, G: 0, C: 0 };
  expect(game.perform({ type: 'setPool', player: 'p1', pool }).ok).toBe(true);
  return game.perform({ type: 'cast', player: 'p1', card: idOf(game, 'Shock'), targets: ['p2'] });
}

describe('"You may play that card this turn" (601.3, 305.2, 611.2a)', () => {
  it('the exiled cards may be cast and played as a land from exile, this turn, by the controller only', () => {
    const game = resolved('Exile the top two cards of your library. You may play them this turn.');
    const mountain = idOf(game, 'Mountain');
    expect(game.state.objects[mountain]?.zone.zone).toBe('exile');
    expect(game.state.objects[mountain]?.playable).toEqual([{ player: 'p1', play: 'play', lastTurn: 1, free: false }]);
    // The tester offers both (legalActions), p2 nothing of them.
    const offered = legalActions(game.state, 'p1').filter((a) => 'card' in a && a.card !== undefined);
    expect(offered.map((a) => a.type)).toEqual(expect.arrayContaining(['playLand', 'cast']));
    expect(game.perform({ type: 'playLand', player: 'p2', card: mountain }).ok).toBe(false);
    // 305.2: playing it uses the turn's land play.
    expect(game.perform({ type: 'playLand', player: 'p1', card: mountain }).ok).toBe(true);
    expect(game.state.players.p1?.landsPlayedThisTurn).toBe(1);
    expect(castShock(game).ok).toBe(true);
    expect(game.perform({ type: 'resolve' }).ok).toBe(true);
    expect(game.state.players.p2?.life).toBe(18);
  });

  it('ends with the turn: next turn the card stays in exile, unplayable', () => {
    const game = resolved('Exile the top card of your library. You may play that card this turn.');
    nextTurn(game);
    nextTurn(game);
    expect(game.state.turn.activePlayer).toBe('p1');
    expect(castShock(game)).toMatchObject({ ok: false, reason: expect.stringContaining('not in your hand') });
  });

  it('"until the end of your next turn" lasts through the controller\'s next turn, not after', () => {
    const game = resolved(
      'Exile the top card of your library. Until the end of your next turn, you may play that card.',
    );
    nextTurn(game);
    // p2's turn: an instant may be cast at instant speed (Shock), still permitted.
    expect(game.state.objects[idOf(game, 'Shock')]?.playable?.[0]?.lastTurn).toBe(3);
    nextTurn(game);
    expect(game.state.turn.number).toBe(3);
    expect(castShock(game).ok).toBe(true);
    const later = resolved(
      'Exile the top card of your library. Until the end of your next turn, you may play that card.',
    );
    nextTurn(later);
    nextTurn(later);
    nextTurn(later);
    expect(castShock(later).ok).toBe(false);
  });

  it('"for as long as it remains exiled" never ends while it stays there', () => {
    const game = resolved(
      'Exile the top card of your library. You may play that card for as long as it remains exiled.',
    );
    for (let i = 0; i < 4; i++) nextTurn(game);
    expect(castShock(game).ok).toBe(true);
  });

  it('"cast" allows no land (305.9); "without paying its mana cost" pays nothing (118.9)', () => {
    const cast = resolved('Exile the top two cards of your library. You may cast them this turn.');
    expect(cast.perform({ type: 'playLand', player: 'p1', card: idOf(cast, 'Mountain') }).ok).toBe(false);
    const free = resolved(
      'Exile the top card of your library. Until end of turn, you may play that card without paying its mana cost.',
    );
    // {R}{R} left after the sorcery: the Shock costs none of it.
    const shockId = idOf(free, 'Shock');
    expect(free.perform({ type: 'cast', player: 'p1', card: shockId, targets: ['p2'] }).ok).toBe(true);
    expect(free.state.players.p1?.pool.R).toBe(2);
  });

  it("another player's card: played from their exile, it enters under the controller's control", () => {
    const targeted = setupGame({
      players: [
        {
          hand: [
            sorcery('Kanzashi', "Exile the top card of target opponent's library. You may play that card this turn."),
          ],
          pool: { R: 1 },
        },
        { library: [basicLand('Forest')] },
      ],
    });
    expect(targeted.perform({ type: 'cast', player: 'p1', card: idOf(targeted, 'Kanzashi'), targets: ['p2'] }).ok).toBe(
      true,
    );
    expect(targeted.perform({ type: 'resolve' }).ok).toBe(true);
    const forest = idOf(targeted, 'Forest');
    expect(targeted.perform({ type: 'playLand', player: 'p1', card: forest }).ok).toBe(true);
    expect(targeted.state.objects[forest]).toMatchObject({
      controller: 'p1',
      owner: 'p2',
      zone: { zone: 'battlefield' },
    });
  });

  it('a card that leaves exile forgets it (400.7); the exiled card is public in every player view', () => {
    const game = resolved('Exile the top card of your library. You may play that card this turn.');
    const shockId = idOf(game, 'Shock');
    expect(playerView(game.state, 'p2').objects[shockId]?.playable).toHaveLength(1);
    const tx = new Transaction(game.state);
    moveTo(tx, shockId, { player: 'p1', zone: 'hand' });
    moveTo(tx, shockId, { player: 'p1', zone: 'exile' });
    expect(tx.state.objects[shockId]?.playable).toBeUndefined();
  });
});
