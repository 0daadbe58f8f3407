import { describe, expect, it } from 'vitest';
import { parseAbilityText } from '../parse-ability.js';
import { effectsOf } from './test-effects.js';

describe('add mana (106.4)', () => {
  it('reads who adds it: "its controller adds", "that player adds", "each player adds"', () => {
    expect(effectsOf('Its controller adds {G}{G}.')).toEqual([
      {
        kind: 'addMana',
        options: [
          [
            { kind: 'colored', color: 'G' },
            { kind: 'colored', color: 'G' },
          ],
        ],
        who: { kind: 'controllerOf', of: { kind: 'it' } },
      },
    ]);
    expect(effectsOf('Each player adds {B}{R}{G}.')?.[0]).toMatchObject({ kind: 'addMana', who: { kind: 'each' } });
    expect(effectsOf('Add {G}.')).toEqual([{ kind: 'addMana', options: [[{ kind: 'colored', color: 'G' }]] }]);
  });

  it('reads "one mana of any type that land produced" only in a trigger on tapping for mana (605.1b)', () => {
    const trigger = parseAbilityText('Whenever you tap a land for mana, add one mana of any type that land produced.');
    expect(trigger.problem).toBeNull();
    expect(trigger.abilities[0]).toMatchObject({ kind: 'triggered', effects: [{ kind: 'addProducedMana' }] });
    expect(parseAbilityText('{T}: Add one mana of any type that land produced.').problem).not.toBeNull();
  });

  it('refuses a choice of mana in a triggered mana ability: it resolves at once, with no one asked (605.4a)', () => {
    const line = 'Whenever enchanted land is tapped for mana, its controller adds one mana of any color.';
    expect(parseAbilityText(line).problem?.message).toContain('605.4a');
  });

  it('reads "one mana of the chosen color" (614.12) alone, as the last option, and as an additional mana', () => {
    expect(effectsOf('Add one mana of the chosen color.')).toEqual([
      { kind: 'addMana', options: [], chosenColor: true },
    ]);
    expect(effectsOf('Add {G} or one mana of the chosen color.')).toEqual([
      { kind: 'addMana', options: [[{ kind: 'colored', color: 'G' }]], chosenColor: true },
    ]);
    expect(effectsOf('Its controller adds an additional one mana of the chosen color.')?.[0]).toMatchObject({
      kind: 'addMana',
      options: [],
      chosenColor: true,
    });
    // The chosen color is one option: nothing may follow it in the list.
    expect(parseAbilityText('{T}: Add one mana of the chosen color or {G}.').problem).not.toBeNull();
  });
});
