import { describe, expect, it } from 'vitest';
import { parseAbilityText } from '../../abilities/parse-ability.js';
import type { Ability } from '../../templates/card-template.js';
import { setupGame } from '../game/setup.js';
import { idOf } from '../test-support/find.js';
import { card, creature } from '../test-support/templates.js';
import { spellEffects } from './abilities.js';

/** A spell ability read from one line of Oracle text (self-references as "Test Spell"). */
function line(text: string, n: number): Ability {
  const result = parseAbilityText(text, n, ['Test Spell']);
  if (result.problem || !result.abilities[0]) throw new Error(`refused: ${text}`);
  return result.abilities[0];
}

// "Target creature gets -1/-1 until end of turn." / "Morbid — That creature gets -13/-13 until end of turn instead if
// a creature died this turn." (Tragic Slip's lines)
const slip = card('Test Spell', {
  cost: '{B}',
  types: ['instant'],
  abilities: [
    line('Target creature gets -1/-1 until end of turn.', 1),
    line('Morbid — That creature gets -13/-13 until end of turn instead if a creature died this turn.', 2),
  ],
});

describe("a spell's later line that replaces its earlier lines (608.2c)", () => {
  it('is put together with the earlier lines as its otherwise', () => {
    const effects = spellEffects(slip);
    expect(effects).toHaveLength(1);
    expect(effects[0]).toMatchObject({
      kind: 'conditional',
      condition: { kind: 'happened', what: 'died' },
      otherwise: [{ kind: 'modify', what: { kind: 'target' } }],
      effects: [{ kind: 'modify', what: { kind: 'it' } }],
    });
    expect(effects[0]).not.toHaveProperty('insteadOfEarlier');
  });

  it("casts with the earlier line's target and resolves the replacement only when the condition holds", () => {
    const game = setupGame({
      players: [{ hand: [slip], pool: { B: 1 } }, { battlefield: [creature('Ogre', '{2}{R}', '3/3')] }],
    });
    const ogre = idOf(game, 'Ogre');
    expect(game.perform({ type: 'cast', player: 'p1', card: idOf(game, 'Test Spell'), targets: [ogre] }).ok).toBe(true);
    game.perform({ type: 'passPriority', player: 'p1' });
    game.perform({ type: 'passPriority', player: 'p2' });
    // No creature died this turn: -1/-1 only.
    expect(game.state.objects[ogre]?.zone.zone).toBe('battlefield');
  });
});
