import type { Effect, Subject } from '../../templates/card-template.js';
import { targetsOf } from '../../templates/subjects.js';
import type { GameState, PlayerId } from '../state/types.js';
import { runAll } from './run-chosen.js';
import type { EffectContext } from './types.js';

/** 101.4: `players` in APNAP order — the active player first, then the others in turn order. */
export function choosersInTurnOrder(state: GameState, players: readonly PlayerId[]): PlayerId[] {
  const order = state.playerOrder;
  const start = Math.max(0, order.indexOf(state.turn.activePlayer));
  const rank = (p: PlayerId) => (order.indexOf(p) - start + order.length) % order.length;
  return [...players].sort((a, b) => rank(a) - rank(b));
}

/**
 * 608.2d, 101.4: "Target opponent may draw a card.", "Each player may search their library …", "Any player may
 * sacrifice a land. If a player does, …", "Each opponent may …. For each opponent who does, …": each player `by`
 * names, in APNAP order, answers the resolution's next "may" (one answer per player, asked or not: with `anyOne`, the
 * players after one who did it are not asked and their answers are skipped). A player who says yes is "that player"
 * while the effects run (they act, and pay a cost among them: 118.12; one they can't pay is not done, 118.3). Then
 * `ifYouDo` runs once if any did (once for each who did with `eachWhoDoes`), with the last of them named; else
 * `ifYouDont`.
 */
export function othersChoose(ctx: EffectContext, effect: Extract<Effect, { kind: 'optional' }>, by: Subject): void {
  const state = ctx.tx.state;
  const players = choosersInTurnOrder(
    state,
    ctx.resolve(by).filter((id): id is PlayerId => state.players[id] !== undefined && !state.players[id].lost),
  );
  const did: PlayerId[] = [];
  for (const player of players) {
    const yes = ctx.nextMay();
    if (!yes || (effect.anyOne && did.length > 0)) continue;
    ctx.mention(player);
    if (ctx.tx.attempt(() => ({ ok: runAll(ctx, effect.effects, player) })).ok) did.push(player);
  }
  const last = did[did.length - 1];
  if (last !== undefined) {
    ctx.mention(last);
    const times = effect.eachWhoDoes ? did.length : 1;
    for (let i = 0; i < times; i++) ctx.run(effect.ifYouDo);
    return;
  }
  // The skipped sentence's targets were chosen and named by the text, as for "you may" (608.2c).
  for (const target of targetsOf(effect.ifYouDo)) ctx.resolve(target);
  ctx.run(effect.ifYouDont ?? []);
}
