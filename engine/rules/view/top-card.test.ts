import { describe, expect, it } from 'vitest';
import { parseAbilityText } from '../../abilities/parse-ability.js';
import type { CardTemplate } from '../../templates/card-template.js';
import { setupState } from '../game/setup.js';
import { idOf } from '../test-support/find.js';
import { basicLand, card, shock } from '../test-support/templates.js';
import { Transaction } from '../state/transaction.js';
import { moveTo } from '../ops/zones.js';
import { playerView } from './player-view.js';

function permanent(name: string, text: string): CardTemplate {
  const parsed = parseAbilityText(text, 1, [name]);
  if (parsed.problem) throw new Error(parsed.problem.message);
  return card(name, { types: ['enchantment'], abilities: parsed.abilities });
}

const spy = () => permanent('Spy', 'Play with the top card of your library revealed.');
const rangers = () => permanent('Rangers', 'You may look at the top card of your library any time.');
const dreams = () => permanent('Dreams', 'Players play with the top card of their libraries revealed.');

/** p1's library: Island under Shock; p2's: a Forest. */
const withBoard = (p1: CardTemplate[], p2: CardTemplate[] = []) =>
  setupState({
    players: [
      { library: [basicLand('Island'), shock()], battlefield: p1 },
      { library: [basicLand('Forest')], battlefield: p2 },
    ],
  });

describe('playerView: the top card of a library (401.5, 400.2)', () => {
  it('hides every library, tops included, with no such ability', () => {
    const state = withBoard([]);
    for (const viewer of ['p1', 'p2']) {
      const view = playerView(state, viewer);
      expect(view.players.p1?.libraryTop).toBeNull();
      expect(view.objects[idOf(state, 'Shock')]).toBeUndefined();
    }
  });

  it('"Play with the top card of your library revealed": its controller\'s top, to everyone, the card itself', () => {
    const state = withBoard([spy()]);
    const shockId = idOf(state, 'Shock');
    for (const viewer of ['p1', 'p2']) {
      const view = playerView(state, viewer);
      expect(view.players.p1?.libraryTop).toBe(shockId);
      expect(view.objects[shockId]?.template.name).toBe('Shock');
      expect(view.players.p2?.libraryTop).toBeNull();
    }
    // The card under it stays hidden.
    expect(playerView(state, 'p2').objects[idOf(state, 'Island')]).toBeUndefined();
  });

  it('"You may look at the top card of your library any time": its controller only', () => {
    const state = withBoard([rangers()]);
    expect(playerView(state, 'p1').players.p1?.libraryTop).toBe(idOf(state, 'Shock'));
    expect(playerView(state, 'p2').players.p1?.libraryTop).toBeNull();
    expect(playerView(state, 'p2').objects[idOf(state, 'Shock')]).toBeUndefined();
  });

  it('"Players play with …": every library; it ends when the permanent leaves, and follows the top', () => {
    const state = withBoard([], [dreams()]);
    expect(playerView(state, 'p1').players.p2?.libraryTop).toBe(idOf(state, 'Forest'));
    expect(playerView(state, 'p2').players.p1?.libraryTop).toBe(idOf(state, 'Shock'));
    const tx = new Transaction(state);
    moveTo(tx, idOf(state, 'Shock'), { player: 'p1', zone: 'hand' });
    expect(playerView(tx.state, 'p2').players.p1?.libraryTop).toBe(idOf(state, 'Island'));
    moveTo(tx, idOf(state, 'Dreams'), { player: 'p2', zone: 'graveyard' });
    expect(playerView(tx.state, 'p2').players.p1?.libraryTop).toBeNull();
  });
});
