import { describe, expect, it } from 'vitest';
import { parseAbilityText } from '../../abilities/parse-ability.js';
import type { Ability, CardTemplate } from '../../templates/card-template.js';
import { setupGame } from '../game/setup.js';
import { idOf } from '../test-support/find.js';
import { card, grizzlyBears } from '../test-support/templates.js';
import { must } from './test-cards.js';

const text = (name: string, ...lines: string[]): Ability[] =>
  lines.flatMap((line) => {
    const result = parseAbilityText(line, 1, [name]);
    if (result.problem) throw new Error(`${line}: ${result.problem.message}`);
    return [...result.abilities];
  });
const aura = (name: string, ...lines: string[]): CardTemplate =>
  card(name, { cost: '{B}', types: ['enchantment'], subtypes: ['Aura'], abilities: text(name, ...lines) });

describe("the step of the player an Aura is attached to, or of its permanent's controller (303.4)", () => {
  it('"the upkeep of enchanted creature\'s controller": that player\'s upkeep only; "that creature" is it', () => {
    const wound = aura(
      'Wound',
      'Enchant creature',
      "At the beginning of the upkeep of enchanted creature's controller, that player loses 1 life.",
    );
    const game = setupGame({ players: [{ hand: [wound], pool: { B: 1 } }, { battlefield: [grizzlyBears()] }] });
    const bears = idOf(game.state, 'Grizzly Bears');
    must(game, { type: 'cast', player: 'p1', card: idOf(game.state, 'Wound'), targets: [bears] });
    must(game, { type: 'resolve' });
    // Through p1's own steps (its end step included) to p2's upkeep: nothing triggers before it.
    while (game.state.turn.activePlayer === 'p1' || game.state.turn.step !== 'upkeep') {
      expect(game.state.stack).toEqual([]);
      must(game, { type: 'nextStep' });
    }
    expect(game.state.stack).toEqual([
      expect.objectContaining({ controller: 'p1', trigger: { object: bears, player: 'p2', amount: null } }),
    ]);
    must(game, { type: 'resolve' });
    expect(game.state.players.p2?.life).toBe(19);
  });

  it('"enchanted player\'s upkeep" (Enchant player): the player it is attached to', () => {
    const curse = aura(
      'Curse',
      'Enchant player',
      "At the beginning of enchanted player's upkeep, that player loses 1 life and you gain 1 life.",
    );
    const game = setupGame({ players: [{ hand: [curse], pool: { B: 1 } }, {}] });
    must(game, { type: 'cast', player: 'p1', card: idOf(game.state, 'Curse'), targets: ['p2'] });
    must(game, { type: 'resolve' });
    expect(game.state.objects[idOf(game.state, 'Curse')]?.attachedTo).toBe('p2');
    while (game.state.turn.activePlayer === 'p1' || game.state.turn.step !== 'upkeep') {
      expect(game.state.stack).toEqual([]);
      must(game, { type: 'nextStep' });
    }
    expect(game.state.stack).toEqual([
      expect.objectContaining({ trigger: { object: null, player: 'p2', amount: null } }),
    ]);
    must(game, { type: 'resolve' });
    expect([game.state.players.p1?.life, game.state.players.p2?.life]).toEqual([21, 19]);
  });
});
