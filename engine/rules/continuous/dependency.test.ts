import { describe, expect, it } from 'vitest';
import { parseAbilityText } from '../../abilities/parse-ability.js';
import type { Ability, CardTemplate } from '../../templates/card-template.js';
import { setupState } from '../game/setup.js';
import { characteristicsOf, hasKeyword } from '../state/characteristics.js';
import type { GameObject, GameState } from '../state/types.js';
import { card, grizzlyBears } from '../test-support/templates.js';

const text = (line: string): Ability[] => {
  const result = parseAbilityText(line);
  if (result.problem) throw new Error(`${line}: ${result.problem.message}`);
  return [...result.abilities];
};
const enchantment = (name: string, line: string): CardTemplate =>
  card(name, { cost: '{1}{U}', types: ['enchantment'], abilities: text(line) });
const obj = (s: GameState, id: string): GameObject => s.objects[id] as GameObject;

// 613.8a: "Creatures with flying have haste." depends on "Creatures you control have flying.": applying the second
// changes what the first applies to. Both apply in layer 6 (613.1f).
const hasteForFlyers = enchantment('Flyer Haste', 'Creatures with flying have haste.');
const levitation = enchantment('Levitation', 'Creatures you control have flying.');
const grounding = enchantment('Grounding', 'Creatures you control lose flying.');

describe('dependency within a layer (613.8)', () => {
  it('a dependent effect waits for what it depends on, whatever the timestamps (613.8b)', () => {
    // c1 (earlier) applies to creatures with flying; c2 (later) gives flying; c3 is a Bears.
    for (const order of [
      [hasteForFlyers, levitation],
      [levitation, hasteForFlyers],
    ]) {
      const state = setupState({ players: [{ battlefield: [...order, grizzlyBears()] }, {}] });
      const bears = obj(state, 'c3');
      expect(hasKeyword(bears, 'flying', state)).toBe(true);
      expect(hasKeyword(bears, 'haste', state)).toBe(true);
    }
  });

  it('the explanation lists the dependent effect after the one it depends on', () => {
    const state = setupState({ players: [{ battlefield: [hasteForFlyers, levitation, grizzlyBears()] }, {}] });
    expect(characteristicsOf(state, 'c3')?.changes.map((c) => `${c.text} ${c.name}`)).toEqual([
      'flying Levitation',
      'haste Flyer Haste',
    ]);
  });

  it('an effect that depends on two waits for both (613.8b)', () => {
    // "gain flying" and "lose flying" both change what "with flying have haste" applies to.
    const state = setupState({
      players: [{ battlefield: [levitation, hasteForFlyers, grounding, grizzlyBears()] }, {}],
    });
    const bears = obj(state, 'c4');
    // Levitation gives flying, Grounding (later) takes it: no flying. Haste depends on both: applied after them, the
    // Bears has no flying and so no haste.
    expect(hasKeyword(bears, 'flying', state)).toBe(false);
    expect(hasKeyword(bears, 'haste', state)).toBe(false);
  });
});
