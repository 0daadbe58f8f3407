import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { legalActions } from '../../../engine/rules/game/legal-actions.js';
import { setupGame } from '../../../engine/rules/game/setup.js';
import { activationProblem } from '../../../engine/rules/actions/abilities.js';
import type { CardTemplate } from '../../../engine/templates/card-template.js';
import { loadCards } from './card-library.js';
import { grizzlyBears } from '../../../engine/rules/test-support/templates.js';

const BEAR = grizzlyBears();

/**
 * The real card files through the real parser into the rules engine: every card becomes an object, every
 * ability is either usable or refused with a reason, and nothing ever throws.
 */
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
let cards: CardTemplate[] = [];
const RICH = { W: 5, U: 5, B: 5, R: 5, G: 5, C: 5 };

beforeAll(async () => {
  cards = (await loadCards(['cards'], repo)).map((c) => c.card);
});

describe('the example cards in the rules engine', () => {
  it('loads them all', () => {
    expect(cards.length).toBeGreaterThan(30);
  });

  it('names each card once: a pack keeps one card per name, and the app flags a second as duplicate-name', () => {
    const names = cards.map((c) => c.name);
    expect(names.filter((name, at) => names.indexOf(name) !== at)).toEqual([]);
  });

  it('every activated ability of every permanent either works or is refused with a reason', () => {
    for (const card of cards) {
      const game = setupGame({ players: [{ battlefield: [card], pool: RICH }, { battlefield: [card] }] });
      card.abilities.forEach((ability, index) => {
        const r = game.perform({
          type: 'activate',
          player: 'p1',
          source: 'c1',
          ability: index,
          choice: 0,
          x: 1,
          targets: [],
        });
        if (r.ok) {
          game.undo();
          return;
        }
        expect(r.reason, `${card.name} ability ${index}`).not.toMatch(/internal error/);
        if (activationProblem(ability) !== null) expect(r.reason).toContain(activationProblem(ability) as string);
      });
    }
  });

  it('every spell can be cast at each legal target, or is refused with a reason', () => {
    for (const card of cards) {
      const game = setupGame({
        players: [
          { hand: [card], pool: RICH, battlefield: cards.filter((c) => c.types.includes('creature')).slice(0, 3) },
          { battlefield: cards.filter((c) => c.types.includes('artifact')).slice(0, 2) },
        ],
      });
      const actions = legalActions(game.state, 'p1').filter((a) => a.type === 'cast');
      for (const action of actions) {
        const r = game.perform(action);
        expect(r.ok, `${card.name}: ${JSON.stringify(action)}`).toBe(true);
        const resolved = game.perform({ type: 'resolve' });
        expect(resolved.ok).toBe(true);
        game.undo();
        game.undo();
      }
    }
    // Every shipped card, each legal target: about 10 s alone, twice that on a shared machine.
  }, 60_000);

  it('mana abilities of every land add mana', () => {
    for (const card of cards.filter((c) => c.types.includes('land'))) {
      // Four more copies, so "Activate only if you control five or more lands" (602.5b) holds too; a creature for
      // "Add {G} for each creature you control" (107.1).
      const game = setupGame({ players: [{ battlefield: [card, card, card, card, card, BEAR] }, {}] });
      const manaAbility = card.abilities.findIndex(
        (a) => a.kind === 'activated' && a.isManaAbility && a.costs.every((c) => c.kind === 'tap'),
      );
      if (manaAbility < 0) continue;
      const r = game.perform({ type: 'activate', player: 'p1', source: 'c1', ability: manaAbility, choice: 0 });
      expect(r.ok, card.name).toBe(true);
      const pool = game.state.players.p1?.pool ?? RICH;
      expect(
        Object.values(pool).reduce((a, b) => a + b, 0),
        card.name,
      ).toBeGreaterThan(0);
    }
  });
});
