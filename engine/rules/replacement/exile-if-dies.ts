import type { CardTemplate, Description } from '../../templates/card-template.js';
import { matchesDescription } from '../describe/matches.js';
import { hasPrintedAbilities } from '../state/characteristics.js';
import { battlefield } from '../state/queries.js';
import type { GameObject, GameState } from '../state/types.js';

/**
 * 614.1a, 700.4: whether a permanent that would die (be put into a graveyard from the battlefield) is exiled instead:
 * an effect said so for it this turn ("If that creature would die this turn, exile it instead.",
 * `GameObject.exileIfDiesTurn`), or a permanent's static ability does ("If ~ would die, exile it instead.", "If a
 * creature dealt damage by ~ this turn would die, exile it instead."), while that permanent is on the battlefield with
 * its abilities. Called by ops/zones.ts before the permanent moves, so it is seen as it last was there.
 */
export function exiledInsteadOfDying(state: GameState, object: GameObject): boolean {
  if (object.exileIfDiesTurn === state.turn.number) return true;
  for (const source of battlefield(state)) {
    const replacements = replacementsOf(source.template);
    if (replacements.length === 0 || !hasPrintedAbilities(source, state)) continue;
    const viewpoint = { controller: source.controller, source: source.id };
    const applies = (what: Description | null): boolean =>
      what === null ? source.id === object.id : matchesDescription(state, object.id, what, viewpoint);
    if (replacements.some(applies)) return true;
  }
  return false;
}

/** A template's "would die, exile it instead" abilities (`what`), found once per template. */
const REPLACEMENTS = new WeakMap<CardTemplate, readonly (Description | null)[]>();
function replacementsOf(template: CardTemplate): readonly (Description | null)[] {
  let found = REPLACEMENTS.get(template);
  if (!found) {
    found = template.abilities.flatMap((a) =>
      a.kind === 'static' && a.effect.kind === 'exileIfDies' ? [a.effect.what] : [],
    );
    REPLACEMENTS.set(template, found);
  }
  return found;
}
