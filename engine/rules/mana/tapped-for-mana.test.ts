import { describe, expect, it } from 'vitest';
import { parseAbilityText } from '../../abilities/parse-ability.js';
import type { Ability, CardTemplate } from '../../templates/card-template.js';
import { setupGame } from '../game/setup.js';
import { idOf } from '../test-support/find.js';
import { card, forest, grizzlyBears } from '../test-support/templates.js';
import { must } from '../triggers/test-cards.js';
import { isTriggeredManaAbility } from './triggered-mana-ability.js';

const text = (name: string, ...lines: string[]): Ability[] =>
  lines.flatMap((line) => {
    const result = parseAbilityText(line, 1, [name]);
    if (result.problem) throw new Error(`${line}: ${result.problem.message}`);
    return [...result.abilities];
  });
const enchantment = (name: string, ...lines: string[]): CardTemplate =>
  card(name, { cost: '{G}', types: ['enchantment'], abilities: text(name, ...lines) });

const HEARTBEAT = 'Whenever a player taps a land for mana, that player adds one mana of any type that land produced.';
const ORCHARD = 'Whenever a player taps a land for mana, ~ deals 1 damage to that player.';

describe('tapped for mana (106.12a) and triggered mana abilities (605.1b, 605.4a)', () => {
  it('resolves a triggered mana ability at once, adding to the pool of the player it names', () => {
    const game = setupGame({
      players: [{ battlefield: [enchantment('Heartbeat', HEARTBEAT)] }, { battlefield: [forest()] }],
    });
    must(game, { type: 'activate', player: 'p2', source: idOf(game.state, 'Forest'), ability: 0 });
    expect(game.state.players.p2?.pool.G).toBe(2);
    expect(game.state.players.p1?.pool.G).toBe(0);
    expect(game.state.stack).toEqual([]);
    expect(game.state.pendingTriggers).toEqual([]);
  });

  it('puts any other ability that triggers on it on the stack as usual', () => {
    const game = setupGame({ players: [{ battlefield: [enchantment('Burn', ORCHARD), forest()] }, {}] });
    must(game, { type: 'activate', player: 'p1', source: idOf(game.state, 'Forest'), ability: 0 });
    expect(game.state.players.p1?.pool.G).toBe(1);
    expect(game.state.stack).toEqual([expect.objectContaining({ source: idOf(game.state, 'Burn') })]);
    must(game, { type: 'resolve' });
    expect(game.state.players.p1?.life).toBe(19);
  });

  it('counts mana abilities activated by automatic payment too', () => {
    const game = setupGame({
      players: [{ battlefield: [enchantment('Heartbeat', HEARTBEAT), forest(), forest()], hand: [grizzlyBears()] }, {}],
    });
    // Auto-tap picks both Forests for {1}{G} (it doesn't foresee the triggers); each doubles, so {G}{G} is left.
    must(game, { type: 'cast', player: 'p1', card: idOf(game.state, 'Grizzly Bears'), autoTap: true });
    expect(game.state.stack).toEqual([expect.objectContaining({ kind: 'spell' })]);
    expect(game.state.players.p1?.pool.G).toBe(2);
  });

  it('tells triggered mana abilities from other triggers on tapping for mana', () => {
    const [heartbeat] = text('Heartbeat', HEARTBEAT);
    const [burn] = text('Burn', ORCHARD);
    const [upkeep] = text('Upkeep', 'At the beginning of your upkeep, add {G}.');
    const triggered = (a: Ability | undefined) => a?.kind === 'triggered' && isTriggeredManaAbility(a);
    expect([triggered(heartbeat), triggered(burn), triggered(upkeep)]).toEqual([true, false, false]);
  });
});
