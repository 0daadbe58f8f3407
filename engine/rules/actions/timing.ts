import type { ManaCost } from '../../mana/mana-symbol.js';
import type { StaticEffect } from '../../templates/card-template.js';
import { fail, ok, type Result } from '../result.js';
import type { GameObject, GameState, PlayerId } from '../state/types.js';
import { checkCondition } from '../triggers/conditions.js';

/** 307.1 / 305.1: sorcery timing: your own main phase with an empty stack. */
export function checkSorceryTiming(state: GameState, player: PlayerId, what: string): Result {
  if (state.turn.activePlayer !== player) return fail(`${what} only during your own turn`);
  if (state.turn.step !== 'main1' && state.turn.step !== 'main2') {
    return fail(`${what} only in a main phase (it is the ${state.turn.step} step)`);
  }
  if (state.stack.length > 0) return fail(`${what} only while the stack is empty`);
  return ok();
}

/** Nobody acts once the game is over (104). */
export function checkGameNotOver(state: GameState, player?: PlayerId): Result {
  if (state.winner !== null) return fail(`the game is over: ${state.winner} won`);
  if (player !== undefined) {
    const p = state.players[player];
    if (!p) return fail(`no player ${player}`);
    if (p.lost) return fail(`${player} has lost the game`);
  }
  return ok();
}

/**
 * 601.3b-d, 702.8a: the card's own "You may cast ~ as though it had flash[ if you pay {2} more to cast it]." when it
 * applies now for `player` (its condition holds), or null. The extra cost is paid only when the permission is what
 * allows the cast (307.5a: cast at a time a sorcery couldn't have been).
 */
export function flashPermission(
  state: GameState,
  card: GameObject,
  player: PlayerId,
): { readonly extra: ManaCost } | null {
  for (const a of card.template.abilities) {
    if (a.kind !== 'static' || a.effect.kind !== 'flashPermission') continue;
    const effect: Extract<StaticEffect, { kind: 'flashPermission' }> = a.effect;
    if (effect.condition && !checkCondition(state, effect.condition, { controller: player, source: card.id })) continue;
    return { extra: effect.extra ?? [] };
  }
  return null;
}
