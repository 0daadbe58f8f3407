import type { Color } from '../../mana/mana-symbol.js';
import type { Ability, CardTemplate } from '../../templates/card-template.js';
import { hasChosenColorMana, withChosenColorMana } from '../mana/chosen-color-mana.js';
import { basicLandTypesNow, grantedAbilitiesOf, hasPrintedAbilities } from './characteristics.js';
import type { GameObject, GameState } from './types.js';

/**
 * The activated and triggered abilities an object has now (613.1f), by index: its template's, in place (stack items
 * and actions name abilities by index), or null where an effect took them away ("loses all abilities"; a land whose
 * type was set, 305.7), followed by the mana ability of each basic land type it has now but did not print ("Enchanted
 * land is a Swamp", "… is an Island in addition to its other types": 305.6, 305.7), then the activated and triggered
 * abilities effects give it ("Enchanted creature has "{T}: …"", 613.1f), in the order those effects began.
 */
export function abilitiesOf(state: GameState, object: GameObject): readonly (Ability | null)[] {
  const template = object.template.abilities;
  if (object.zone.zone !== 'battlefield') return template;
  // 614.12: "Add one mana of the chosen color." adds the color this object's controller chose as it entered.
  const printed = hasChosenColorMana(template)
    ? template.map((a) => withChosenColorMana(a, object.chosen?.color))
    : template;
  const keeps = hasPrintedAbilities(object, state);
  const landTypes = basicLandTypesNow(object, state);
  const gained = landTypes.filter((t) => !(keeps && printed.some((a) => isImpliedFor(a, t))));
  const granted = grantedAbilitiesOf(object, state);
  if (keeps && gained.length === 0 && granted.length === 0) return printed;
  return [...(keeps ? printed : printed.map(() => null)), ...gained.map(impliedManaAbility), ...granted];
}

/**
 * The ability an activated ability on the stack stands for (113.7a: it exists apart from its source now): the one an
 * effect gave the source when it was activated, else the source's printed one at that index (a token's kept template once
 * it has ceased to exist, 704.5d).
 */
export function stackAbility(
  state: GameState,
  item: {
    readonly source: string;
    readonly ability: number;
    readonly granted?: Ability;
    readonly sourceTemplate?: CardTemplate;
  },
): Ability | undefined {
  return item.granted ?? (item.sourceTemplate ?? state.objects[item.source]?.template)?.abilities[item.ability];
}

/** The ability at `index` that the object has now, or undefined (see `abilitiesOf`). */
export function abilityAt(state: GameState, object: GameObject, index: number): Ability | undefined {
  return abilitiesOf(state, object)[index] ?? undefined;
}

const MANA: Readonly<Record<string, Color>> = { plains: 'W', island: 'U', swamp: 'B', mountain: 'R', forest: 'G' };

function isImpliedFor(ability: Ability, landType: string): boolean {
  return ability.kind === 'activated' && ability.implied && ability.text === impliedText(landType);
}

function impliedText(landType: string): string {
  return `{T}: Add {${MANA[landType.toLowerCase()] ?? 'C'}}.`;
}

/** One shared ability per basic land type: "{T}: Add {G}." (305.6). */
const IMPLIED = new Map<string, Ability>();
function impliedManaAbility(landType: string): Ability {
  const color = MANA[landType.toLowerCase()] ?? 'G';
  let ability = IMPLIED.get(color);
  if (!ability) {
    ability = {
      kind: 'activated',
      line: 0,
      text: impliedText(landType),
      costs: [{ kind: 'tap' }],
      effects: [{ kind: 'addMana', options: [[{ kind: 'colored', color }]] }],
      restrictions: [],
      isManaAbility: true,
      implied: true,
    };
    IMPLIED.set(color, ability);
  }
  return ability;
}
