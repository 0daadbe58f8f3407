import { describeProhibited } from '../../abilities/describe.js';
import type { StaticEffect } from '../../templates/card-template.js';
import { windowProblem } from '../actions/timing-window.js';
import { matchesDescription } from '../describe/matches.js';
import { inForce, isWhose } from '../replacement/static-replacements.js';
import { describe } from '../state/queries.js';
import type { GameObject, GameState, ObjectId, PlayerId } from '../state/types.js';

type CastZone = 'hand' | 'graveyard' | 'library' | 'exile' | 'battlefield' | 'stack' | 'command';

/**
 * 101.2, 601.3: why `player` can't cast the spell `card` (already on the stack, 601.2a, so it is seen as a spell), cast
 * from `from`, or null when nothing forbids it. The prohibitions are the static abilities of permanents on the
 * battlefield ("Your opponents can't cast spells during your turn.", "You can't cast creature spells.", "Players can't
 * cast spells from graveyards.", "Each player can't cast more than one spell each turn."), each seen from its
 * controller; "can't" beats "can" (101.2), so a permission to cast it doesn't help.
 */
export function castProhibition(state: GameState, card: ObjectId, player: PlayerId, from: CastZone): string | null {
  for (const { source, effect } of inForce(state, 'prohibition')) {
    const action = effect.action;
    if (action.kind !== 'cast' || !isWhose(effect.who, player, source.controller)) continue;
    if (action.from !== null && !action.from.some((zone) => zone === from)) continue;
    // "during your turn": the prohibition's controller's turn; the window is open when it applies.
    if (action.during !== null && windowProblem(state, action.during, source.controller) !== null) continue;
    if (action.moreThan !== null && castThisTurn(state, player) < action.moreThan) continue;
    const viewpoint = { controller: source.controller, source: source.id };
    if (!matchesDescription(state, card, action.spells, viewpoint)) continue;
    return prohibitedBy(state, source, effect);
  }
  return null;
}

/** 119.7: whether `player` can't gain life now ("Your opponents can't gain life."): life gain then does nothing. */
export function lifeGainProhibited(state: GameState, player: PlayerId): boolean {
  return inForce(state, 'prohibition').some(
    ({ source, effect }) => effect.action.kind === 'gainLife' && isWhose(effect.who, player, source.controller),
  );
}

/** The spells `player` cast this turn before the one being cast (601.2i: a spell becomes cast once it is paid). */
function castThisTurn(state: GameState, player: PlayerId): number {
  return (state.turn.spellsCast ?? []).filter((cast) => cast.player === player).length;
}

/** The reason, in the words of the ability: `Dragonlord Dromoka (c7): "Your opponents can't cast spells …" (101.2)`. */
function prohibitedBy(
  state: GameState,
  source: GameObject,
  effect: Extract<StaticEffect, { kind: 'prohibition' }>,
): string {
  const ability = source.template.abilities.find((a) => a.kind === 'static' && a.effect === effect);
  const words = ability ? `"${ability.text}"` : `players can't ${describeProhibited(effect.action)}`;
  return `${describe(state, source.id)}: ${words} (101.2)`;
}
