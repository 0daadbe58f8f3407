import type { CardTemplate, StaticEffect, Whose } from '../../templates/card-template.js';
import { hasPrintedAbilities } from '../state/characteristics.js';
import { battlefield } from '../state/queries.js';
import type { GameObject, GameState, PlayerId } from '../state/types.js';

type StaticOf<K extends StaticEffect['kind']> = Extract<StaticEffect, { kind: K }>;

/** One static replacement effect in force, with the permanent whose ability it is. */
export interface InForce<K extends StaticEffect['kind']> {
  readonly source: GameObject;
  /** Which of the source's abilities of this kind (0 first): with `source`, names it for 614.5. */
  readonly index: number;
  readonly effect: StaticOf<K>;
}

/**
 * 611.3b, 614.1a: the static effects of a kind in force now: those of permanents on the battlefield that have their
 * abilities (an effect that took them ends them, 613.1f), oldest permanent first.
 */
export function inForce<K extends StaticEffect['kind']>(state: GameState, kind: K): InForce<K>[] {
  const found: InForce<K>[] = [];
  for (const source of battlefield(state)) {
    const effects = effectsOf(source.template, kind);
    if (effects.length === 0 || !hasPrintedAbilities(source, state)) continue;
    effects.forEach((effect, index) => found.push({ source, index, effect }));
  }
  return found;
}

/** Whether `player` is one of the players `who` names, seen from `controller` ("you", "an opponent", "a player"). */
export function isWhose(who: Whose, player: PlayerId, controller: PlayerId): boolean {
  return who === 'each' || (who === 'you') === (player === controller);
}

/** A template's static effects by kind, found once per template: events ask for every permanent's. */
const EFFECTS = new WeakMap<CardTemplate, Map<string, readonly StaticEffect[]>>();
function effectsOf<K extends StaticEffect['kind']>(template: CardTemplate, kind: K): readonly StaticOf<K>[] {
  let byKind = EFFECTS.get(template);
  if (!byKind) {
    byKind = new Map();
    EFFECTS.set(template, byKind);
  }
  let found = byKind.get(kind);
  if (!found) {
    found = template.abilities.flatMap((a) => (a.kind === 'static' && a.effect.kind === kind ? [a.effect] : []));
    byKind.set(kind, found);
  }
  return found as readonly StaticOf<K>[];
}

/** 616.1: every order several replacement effects could apply in, for the affected player to choose among. */
export function* permutations<T>(items: readonly T[]): Generator<readonly T[]> {
  if (items.length <= 1) {
    yield items;
    return;
  }
  for (let i = 0; i < items.length; i++) {
    const rest = [...items.slice(0, i), ...items.slice(i + 1)];
    for (const tail of permutations(rest)) yield [items[i] as T, ...tail];
  }
}
