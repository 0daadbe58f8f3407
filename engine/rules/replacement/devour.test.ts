import { describe, expect, it } from 'vitest';
import { parseAbilityText } from '../../abilities/parse-ability.js';
import { setupGame } from '../game/setup.js';
import { idOf } from '../test-support/find.js';
import { card, creature, forest, grizzlyBears } from '../test-support/templates.js';

const devourer = card('Devourer', {
  cost: '{R}',
  types: ['creature'],
  pt: '2/2',
  abilities: parseAbilityText('Devour 2', 1, ['Devourer']).abilities,
});

/** p1 casts the Devourer with two Bears and a Forest; p2 has a Bear too. */
function game() {
  return setupGame({
    players: [
      { hand: [devourer], battlefield: [grizzlyBears(), grizzlyBears(), forest()], pool: { R: 1 } },
      { battlefield: [creature('Their Bear', '{1}{G}', '2/2')] },
    ],
  });
}

describe('devour (702.82a): creatures sacrificed as it enters, N +1/+1 counters for each', () => {
  it('sacrifices the creatures answered, and it enters with N counters for each (614.12)', () => {
    const g = game();
    const [first, second] = g.state.players.p1?.zones.battlefield ?? [];
    g.perform({ type: 'cast', player: 'p1', card: idOf(g, 'Devourer') });
    const result = g.perform({ type: 'resolve', answers: { cards: [first as string, second as string] } });
    expect(result.ok).toBe(true);
    expect(g.state.objects[idOf(g, 'Devourer')]?.counters).toEqual({ '+1/+1': 4 });
    // 702.82b: "for each creature it devoured" counts them.
    expect(g.state.objects[idOf(g, 'Devourer')]?.devoured).toBe(2);
    expect(g.state.players.p1?.zones.graveyard).toHaveLength(2);
    expect(result.ok && result.value.filter((e) => e.event.type === 'sacrificed')).toHaveLength(2);
  });

  it("never a land, another player's creature or itself; nothing without an answer", () => {
    const g = game();
    const devour = idOf(g, 'Devourer');
    g.perform({ type: 'cast', player: 'p1', card: devour });
    g.perform({ type: 'resolve', answers: { cards: [idOf(g, 'Forest'), idOf(g, 'Their Bear'), devour] } });
    expect(g.state.objects[devour]?.counters).toEqual({});
    expect(g.state.objects[devour]?.devoured).toBe(0);
    expect(g.state.players.p1?.zones.graveyard).toEqual([]);
    expect(g.state.players.p2?.zones.battlefield).toHaveLength(1);
    const none = game();
    none.perform({ type: 'cast', player: 'p1', card: idOf(none, 'Devourer') });
    none.perform({ type: 'resolve' });
    expect(none.state.objects[idOf(none, 'Devourer')]?.counters).toEqual({});
    expect(none.state.players.p1?.zones.battlefield).toHaveLength(4);
  });
});
