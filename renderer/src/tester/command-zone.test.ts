import { describe, expect, it } from 'vitest';
import { boardOf } from './board-model.js';
import { parseCardFile, setupState, type CardTemplate } from './engine.js';
import { actionLine } from './scenario-writer.js';

function cardOf(text: string): CardTemplate {
  const parsed = parseCardFile('test.card', text);
  if (!parsed?.card) throw new Error('no card');
  return parsed.card;
}

const jund = cardOf(`name Jund
type plane - alara
text Whenever you roll {CHAOS}, create two 1/1 red Goblin creature tokens.`);
const goldmeadow = cardOf(`name Goldmeadow
type plane - lorwyn
text Whenever you roll {CHAOS}, create a 0/1 white Goat creature token.`);
const roots = cardOf(`name Roots of All Evil
type scheme
text When you set this scheme in motion, create five 1/1 green Saproling creature tokens.`);

describe('the command zone in the tester (901, 904)', () => {
  const state = setupState({ players: [{ command: [jund, goldmeadow, roots] }, {}] });

  it('shows the face-up plane and only counts the face-down decks, in every view', () => {
    for (const viewer of [null, 'p1', 'p2'] as const) {
      const seat = boardOf(state, viewer).seats[0];
      expect(seat?.command.map((o) => o.template.name)).toEqual(['Jund']);
      expect(seat?.planarDeckCount).toBe(1);
      expect(seat?.schemeDeckCount).toBe(1);
      expect(seat?.emblems).toEqual([]);
    }
  });

  it('writes the actions as scenario lines', () => {
    const name = (id: string): string => state.objects[id]?.template.name ?? id;
    expect(actionLine({ type: 'rollPlanarDie', player: 'p1', autoTap: true }, state, name)).toBe(
      'do planar-die p1 autotap',
    );
    const id = state.players['p1']?.zones.command.find((c) => name(c) === 'Roots of All Evil') ?? '';
    expect(actionLine({ type: 'setInMotion', player: 'p1', card: id }, state, name)).toBe(
      'do set-in-motion p1 Roots of All Evil',
    );
  });
});
