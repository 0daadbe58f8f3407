import { SUBTYPES_BY_TYPE } from '../../abilities/grammar/subtypes.generated.js';
import { COLOR_NAMES, type Color } from '../../mana/mana-symbol.js';
import { CARD_TYPE_NAMES, type EnteringChoice, type StaticEffect } from '../../templates/card-template.js';
import { colorsOf } from '../state/characteristics.js';
import type { Transaction } from '../state/transaction.js';
import type { ChosenValues, GameObject, GameState, PlayerId } from '../state/types.js';
import type { Entering } from './entering.js';

type AsEntersChoose = Extract<StaticEffect, { kind: 'asEntersChoose' }>;

const COLORS = Object.keys(COLOR_NAMES) as Color[];
const BASIC_LAND_TYPES = ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'];

/**
 * 614.12: "As ~ enters the battlefield, choose a color / a creature type / an opponent …": its controller chooses as
 * it enters (called by ops/zones.ts), and the permanent remembers the choice (`GameObject.chosen`, forgotten when it
 * leaves, 400.7). The choices come from the entering event's answers (`choices`, one per such ability in order);
 * without a fitting answer the engine chooses: the color or type most common among the other permanents its
 * controller controls (ties in the order WUBRG / alphabetical; the first allowed one when there are none), and the
 * next opponent in turn order.
 */
export function applyAsEntersChoices(tx: Transaction, object: GameObject, entering: Entering): void {
  let answer = 0;
  let chosen: ChosenValues | undefined = object.chosen;
  for (const ability of object.template.abilities) {
    if (ability.kind !== 'static' || ability.effect.kind !== 'asEntersChoose') continue;
    const given = entering.answers?.choices?.[answer];
    answer++;
    chosen = { ...chosen, ...choose(tx.state, object, ability.effect, given) };
  }
  if (chosen !== object.chosen) tx.set(['objects', object.id, 'chosen'], object.chosen, chosen);
}

function choose(state: GameState, object: GameObject, effect: AsEntersChoose, given: string | undefined): ChosenValues {
  const controller = state.objects[object.id]?.controller ?? object.controller;
  switch (effect.choice) {
    case 'color': {
      const allowed = COLORS.filter((c) => c !== effect.except);
      const answered = allowed.find(
        (c) => given !== undefined && (c === given || COLOR_NAMES[c].toLowerCase() === given.toLowerCase()),
      );
      return {
        color:
          answered ??
          mostCommon(
            others(state, object, controller).flatMap((o) => colorsOf(o.template)),
            allowed,
          ),
      };
    }
    case 'creatureType':
    case 'basicLandType': {
      const allowed =
        effect.choice === 'creatureType' ? (SUBTYPES_BY_TYPE.creature as readonly string[]) : BASIC_LAND_TYPES;
      const answered = allowed.find((t) => given !== undefined && t.toLowerCase() === given.toLowerCase());
      const seen = others(state, object, controller).flatMap((o) => o.template.subtypes);
      return { subtype: answered ?? mostCommon(seen, allowed, object.template.subtypes) };
    }
    case 'cardType': {
      // 205.2a: any card type, or one of those listed ("choose artifact, creature, enchantment, instant, or sorcery").
      const allowed = effect.among ?? CARD_TYPE_NAMES;
      const answered = allowed.find((t) => given !== undefined && t === given.toLowerCase());
      const seen = others(state, object, controller).flatMap((o) => o.template.types);
      return { cardType: answered ?? mostCommon(seen, allowed, object.template.types) };
    }
    case 'opponent':
    case 'player':
      return { player: choosePlayer(state, controller, effect.choice, given) };
  }
}

function others(state: GameState, object: GameObject, controller: PlayerId): GameObject[] {
  return Object.values(state.objects).filter(
    (o) => o.id !== object.id && o.controller === controller && o.zone.zone === 'battlefield',
  );
}

/** The allowed value seen most often; ties and no sightings go to `fallback`'s first allowed value, then `allowed`'s. */
function mostCommon<T extends string>(
  seen: readonly string[],
  allowed: readonly T[],
  fallback: readonly string[] = [],
): T {
  let best: T | null = null;
  let bestCount = 0;
  for (const value of allowed) {
    const count = seen.filter((s) => s === value).length;
    if (count > bestCount) [best, bestCount] = [value, count];
  }
  return best ?? allowed.find((a) => fallback.includes(a)) ?? (allowed[0] as T);
}

function choosePlayer(
  state: GameState,
  controller: PlayerId,
  choice: EnteringChoice,
  given: string | undefined,
): PlayerId {
  const players = state.playerOrder.filter((p) => !state.players[p]?.lost && (choice === 'player' || p !== controller));
  if (given !== undefined && players.includes(given)) return given;
  const after = state.playerOrder.indexOf(controller);
  const rotated = [...state.playerOrder.slice(after + 1), ...state.playerOrder.slice(0, after + 1)];
  return rotated.find((p) => players.includes(p)) ?? controller;
}
