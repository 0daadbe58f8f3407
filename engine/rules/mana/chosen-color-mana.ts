import type { Color, ManaCost } from '../../mana/mana-symbol.js';
import type { Ability, Effect } from '../../templates/card-template.js';

type AddMana = Extract<Effect, { kind: 'addMana' }>;

/**
 * "Add one mana of the chosen color." (`chosenColor`): one more option, one mana of the color chosen as the source
 * entered (614.12). Without a chosen color (it entered some way that made no choice) the option adds nothing, so
 * it is left out.
 */
export function addManaOptions(effect: AddMana, chosen: Color | undefined): readonly ManaCost[] {
  if (!effect.chosenColor || chosen === undefined) return effect.options;
  return [...effect.options, [{ kind: 'colored', color: chosen }]];
}

/**
 * The ability as its object has it now: each "one mana of the chosen color" made the option it is for this object,
 * so everything that reads a mana ability's options (legal actions, auto-tap, the tester's choice) sees the color.
 * The same ability when it has no such mana.
 */
export function withChosenColorMana(ability: Ability, chosen: Color | undefined): Ability {
  if ((ability.kind !== 'activated' && ability.kind !== 'triggered') || !ability.effects.some(isChosenColorMana)) {
    return ability;
  }
  return {
    ...ability,
    effects: ability.effects.map((e) =>
      isChosenColorMana(e) ? { ...withoutChosen(e), options: addManaOptions(e, chosen) } : e,
    ),
  };
}

/** Whether any of the abilities adds "one mana of the chosen color". */
export function hasChosenColorMana(abilities: readonly (Ability | null)[]): boolean {
  return abilities.some(
    (a) => (a?.kind === 'activated' || a?.kind === 'triggered') && a.effects.some(isChosenColorMana),
  );
}

function isChosenColorMana(effect: Effect): effect is AddMana {
  return effect.kind === 'addMana' && effect.chosenColor === true;
}

function withoutChosen(effect: AddMana): Omit<AddMana, 'chosenColor'> {
  const { chosenColor: _resolved, ...rest } = effect;
  return rest;
}
