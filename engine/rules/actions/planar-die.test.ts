import { describe, expect, it } from 'vitest';
import { parseCardText } from '../../format/card-text/parse-card-text.js';
import type { CardTemplate } from '../../templates/card-template.js';
import { setupGame } from '../game/setup.js';
import { idOf } from '../test-support/find.js';

function cardOf(text: string): CardTemplate {
  const parsed = parseCardText(text, 'test.card');
  expect(parsed.warnings).toEqual([]);
  return parsed.card;
}

const jund = cardOf(`name Jund
type plane - alara
text Whenever you roll {CHAOS}, create two 1/1 red Goblin creature tokens.`);
const tazeem = cardOf(`name Panopticon
type plane - mirrodin
text Whenever you roll {CHAOS}, draw a card.`);
const ongoing = cardOf(`name Ongoing Test Scheme
type ongoing scheme
text When you set this scheme in motion, draw a card.`);
const island = cardOf(`name Island
type basic land - island`);

describe('the planar die (901.9)', () => {
  it('costs {0}, then {1} more each time this turn; chaos triggers the face-up plane (901.9b)', () => {
    const game = setupGame({ players: [{ command: [jund, tazeem], battlefield: [island], pool: { U: 1 } }, {}] });
    expect(game.state.objects[idOf(game.state, 'Jund')]?.inDeck).toBeUndefined();
    expect(game.state.objects[idOf(game.state, 'Panopticon')]?.inDeck).toBe(true);
    expect(game.perform({ type: 'rollPlanarDie', player: 'p1', face: 'chaos' }).ok).toBe(true);
    expect(game.state.stack).toHaveLength(1);
    expect(game.perform({ type: 'rollPlanarDie', player: 'p1', face: 'blank' }).ok).toBe(false); // stack not empty
    game.perform({ type: 'resolve' });
    expect(game.state.players['p1']?.zones.battlefield).toHaveLength(3);
    expect(game.perform({ type: 'rollPlanarDie', player: 'p1', face: 'blank' }).ok).toBe(true);
    expect(game.state.players['p1']?.pool.U).toBe(0);
    const third = game.perform({ type: 'rollPlanarDie', player: 'p1', face: 'blank', autoTap: true });
    expect(third.ok).toBe(false);
  });

  it('planeswalks on {PW} (901.8, 701.24b) and only in a Planechase game', () => {
    const game = setupGame({ players: [{ command: [jund, tazeem] }, {}] });
    expect(game.perform({ type: 'rollPlanarDie', player: 'p1', face: 'planeswalk' }).ok).toBe(true);
    game.perform({ type: 'resolve' });
    expect(game.state.objects[idOf(game.state, 'Jund')]?.inDeck).toBe(true);
    expect(game.state.objects[idOf(game.state, 'Panopticon')]?.inDeck).toBeUndefined();
    expect(setupGame().perform({ type: 'rollPlanarDie', player: 'p1' }).ok).toBe(false);
  });
});

describe('schemes (904)', () => {
  it('an ongoing scheme stays face up after its trigger resolves (904.11, 704.6e)', () => {
    const game = setupGame({ players: [{ command: [ongoing], library: [island] }, {}] });
    const id = idOf(game.state, 'Ongoing Test Scheme');
    expect(game.perform({ type: 'setInMotion', player: 'p1', card: id }).ok).toBe(true);
    game.perform({ type: 'resolve' });
    expect(game.state.players['p1']?.zones.hand).toHaveLength(1);
    expect(game.state.objects[id]?.inDeck).toBeUndefined();
  });
});
