import type { GraveyardInstead } from '../../templates/card-template.js';
import { hasPrintedAbilities, isCreature, isPlaneswalker } from '../state/characteristics.js';
import type { GameObject, GameState, ZoneRef } from '../state/types.js';
import { inForce, isWhose } from './static-replacements.js';

/**
 * 614.1a, 700.4: where `object`, about to be put into its owner's graveyard from `from`, goes instead, or null. Its own
 * "If ~ would be put into a graveyard from anywhere, …" works wherever it is (its "If ~ would die, …" only from the
 * battlefield, with its abilities); a permanent's "If a card [or token] would be put into [your / an opponent's / a]
 * graveyard from anywhere, exile it instead." while that permanent is on the battlefield with its abilities (611.3b),
 * also as it goes there itself. When several apply, its owner chooses one (616.1e): the card's own first. Called by
 * ops/zones.ts before the object moves.
 */
export function graveyardInstead(state: GameState, object: GameObject, from: ZoneRef): GraveyardInstead | null {
  const fromBattlefield = from.zone === 'battlefield';
  for (const a of object.template.abilities) {
    if (a.kind !== 'static' || a.effect.kind !== 'graveyardReplacement' || a.effect.what !== 'self') continue;
    if (a.effect.from === 'anywhere' && (!fromBattlefield || hasPrintedAbilities(object, state))) return a.effect.to;
    // 700.4: "dies" is a creature's (or planeswalker's) going there from the battlefield.
    if (a.effect.from === 'battlefield' && fromBattlefield && dies(object, state) && hasPrintedAbilities(object, state))
      return a.effect.to;
  }
  // 111.1, 108.2: a token is no card; a copy of a spell neither (707.10).
  const card = object.token !== true && object.spellCopy !== true;
  for (const { source, effect } of inForce(state, 'graveyardReplacement')) {
    if (effect.what === 'self' || (effect.what === 'cards' && !card)) continue;
    if (effect.from === 'battlefield' && !(fromBattlefield && dies(object, state))) continue;
    if (effect.whose !== null && !isWhose(effect.whose, object.owner, source.controller)) continue;
    return effect.to;
  }
  return null;
}

function dies(object: GameObject, state: GameState): boolean {
  return isCreature(object, state) || isPlaneswalker(object, state);
}
