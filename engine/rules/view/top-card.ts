import type { CardTemplate, StaticEffect } from '../../templates/card-template.js';
import { hasPrintedAbilities } from '../state/characteristics.js';
import { battlefield } from '../state/queries.js';
import type { GameState, ObjectId, PlayerId } from '../state/types.js';

type TopCardVisible = Extract<StaticEffect, { kind: 'topCardVisible' }>;

/** A template's "top card of your library" abilities, found once per template: every view asks for each permanent's. */
const FOUND = new WeakMap<CardTemplate, readonly TopCardVisible[]>();
function topCardAbilities(template: CardTemplate): readonly TopCardVisible[] {
  let found = FOUND.get(template);
  if (!found) {
    found = template.abilities.flatMap((a) =>
      a.kind === 'static' && a.effect.kind === 'topCardVisible' ? [a.effect] : [],
    );
    FOUND.set(template, found);
  }
  return found;
}

/**
 * 401.5: the players whose library's top card `viewer` may see now: revealed by "Play with the top card of your
 * library revealed." (its controller's library) or "Players play with the top card of their libraries revealed."
 * (every library), or looked at by the controller of "You may look at the top card of your library any time." (their
 * own). Each applies while its permanent is on the battlefield and has its abilities (613.1f); whichever card is on
 * top now is the one seen, so a new top card is seen as soon as it is there.
 */
export function topCardsSeenBy(state: GameState, viewer: PlayerId): ReadonlySet<PlayerId> {
  const seen = new Set<PlayerId>();
  for (const source of battlefield(state)) {
    const abilities = topCardAbilities(source.template);
    if (abilities.length === 0 || !hasPrintedAbilities(source, state)) continue;
    for (const ability of abilities) {
      if (ability.to === 'you' && source.controller !== viewer) continue;
      if (ability.whose === 'you') seen.add(source.controller);
      else for (const p of state.playerOrder) seen.add(p);
    }
  }
  return seen;
}

/** The top card of `player`'s library if `viewer` may see it now (401.5), else null. */
export function seenTopCard(state: GameState, viewer: PlayerId, player: PlayerId): ObjectId | null {
  if (!topCardsSeenBy(state, viewer).has(player)) return null;
  return state.players[player]?.zones.library.at(-1) ?? null;
}
