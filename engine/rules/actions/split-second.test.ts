import { describe, expect, it } from 'vitest';
import { parseCardText } from '../../format/card-text/parse-card-text.js';
import type { CardTemplate } from '../../templates/card-template.js';
import { setupGame } from '../game/setup.js';
import { idOf } from '../test-support/find.js';

/** A card from `.card` text, with no warnings (every line understood). */
function cardOf(text: string): CardTemplate {
  const parsed = parseCardText(text, 'test.card');
  expect(parsed.warnings).toEqual([]);
  return parsed.card;
}

const grip = cardOf(`name Krosan Grip
cost {2}{G}
type instant
text Split second
text Destroy target artifact or enchantment.`);
const shock = cardOf(`name Shock
cost {R}
type instant
text Shock deals 2 damage to any target.`);
const stone = cardOf(`name Mind Stone
cost {2}
type artifact
text {T}: Add {C}.
text {1}, {T}, Sacrifice Mind Stone: Draw a card.`);

describe('split second (702.61)', () => {
  it('while the spell is on the stack, no spell is cast and no ability but a mana ability is activated', () => {
    const game = setupGame({
      players: [
        { hand: [grip, shock], pool: { G: 1, C: 2, R: 1 } },
        { hand: [shock], battlefield: [stone], pool: { R: 2 } },
      ],
    });
    const mindStone = idOf(game, 'Mind Stone');
    expect(game.perform({ type: 'cast', player: 'p1', card: idOf(game, 'Krosan Grip'), targets: [mindStone] }).ok).toBe(
      true,
    );
    const theirShock = idOf(game, 'Shock', 2);
    const cast = game.perform({ type: 'cast', player: 'p2', card: theirShock, targets: ['p1'] });
    expect(cast).toMatchObject({ ok: false, reason: expect.stringContaining('split second (702.61a)') });
    const draw = game.perform({ type: 'activate', player: 'p2', source: mindStone, ability: 1 });
    expect(draw).toMatchObject({ ok: false, reason: expect.stringContaining('split second') });
    // 702.61b: mana abilities still.
    expect(game.perform({ type: 'activate', player: 'p2', source: mindStone, ability: 0 }).ok).toBe(true);
    game.perform({ type: 'resolve' });
    expect(game.state.stack).toHaveLength(0);
    expect(game.perform({ type: 'cast', player: 'p2', card: theirShock, targets: ['p1'] }).ok).toBe(true);
  });
});
