import { describe, expect, it } from 'vitest';
import { parseAbilityText } from '../../abilities/parse-ability.js';
import type { CardTemplate } from '../../templates/card-template.js';
import { legalActions } from '../game/legal-actions.js';
import { setupGame } from '../game/setup.js';
import { idOf } from '../test-support/find.js';
import { basicLand, card, grizzlyBears, shock } from '../test-support/templates.js';
import { playersPermitted, playPermission } from './play-permission.js';

function permanent(name: string, text: string): CardTemplate {
  const parsed = parseAbilityText(text, 1, [name]);
  if (parsed.problem) throw new Error(parsed.problem.message);
  return card(name, { types: ['enchantment'], abilities: parsed.abilities });
}

/** p1's library, bottom to top: Forest, Shock, Grizzly Bears (on top); p2 has the same. */
function game(ability: string, p1Board = true) {
  const library = () => [basicLand('Forest'), shock(), grizzlyBears()];
  return setupGame({
    players: [
      { library: library(), battlefield: p1Board ? [permanent('Source', ability)] : [], pool: { G: 2 } },
      { library: library(), battlefield: p1Board ? [] : [permanent('Source', ability)] },
    ],
  });
}

describe('casting the top card of your library (601.3, 305.2)', () => {
  it('"You may cast creature spells from the top of your library": the top creature card, paid for', () => {
    const g = game('You may cast creature spells from the top of your library.');
    const bears = idOf(g, 'Grizzly Bears');
    expect(playersPermitted(g.state, g.state.objects[bears]!)).toEqual(['p1']);
    expect(legalActions(g.state, 'p1')).toContainEqual(expect.objectContaining({ type: 'cast', card: bears }));
    expect(g.perform({ type: 'cast', player: 'p1', card: bears }).ok).toBe(true);
    expect(g.state.players.p1?.pool.G).toBe(0);
    // The Shock under it is no creature card: not castable even on top.
    expect(g.perform({ type: 'resolve' }).ok).toBe(true);
    const shockId = idOf(g, 'Shock');
    expect(playPermission(g.state, g.state.objects[shockId]!, 'p1', false)).toBeNull();
  });

  it("only the top card, only its controller's own library, only while the source is there", () => {
    const g = game('You may play the top card of your library.');
    const shockId = idOf(g, 'Shock');
    expect(playPermission(g.state, g.state.objects[shockId]!, 'p1', false)).toBeNull();
    const theirs = idOf(g, 'Grizzly Bears', 2);
    expect(playPermission(g.state, g.state.objects[theirs]!, 'p1', false)).toBeNull();
    expect(playPermission(g.state, g.state.objects[theirs]!, 'p2', false)).toBeNull();
    const other = game('You may play the top card of your library.', false);
    expect(playPermission(other.state, other.state.objects[idOf(other, 'Grizzly Bears')]!, 'p1', false)).toBeNull();
  });

  it('"You may play lands from the top of your library": a land played from there uses the land play', () => {
    const g = setupGame({
      players: [
        {
          library: [shock(), basicLand('Forest')],
          battlefield: [permanent('Source', 'You may play lands from the top of your library.')],
        },
        {},
      ],
    });
    const forest = idOf(g, 'Forest');
    expect(g.perform({ type: 'cast', player: 'p1', card: forest }).ok).toBe(false);
    expect(g.perform({ type: 'playLand', player: 'p1', card: forest }).ok).toBe(true);
    expect(g.state.objects[forest]?.zone.zone).toBe('battlefield');
    expect(g.state.players.p1?.landsPlayedThisTurn).toBe(1);
  });
});
