import { mayStayTapped, nextTurnPlayer, type GameObject, type GameState, type ObjectId } from './engine.js';

/**
 * 502.3: "the active player determines which permanents they control will untap". The tester asks only when it
 * matters: in the cleanup step (the next step begins the next player's turn), about that player's tapped permanents
 * that say "You may choose not to untap ~ during your untap step." Empty otherwise.
 */
export function keepTappedCandidates(state: GameState): readonly GameObject[] {
  if (state.turn.step !== 'cleanup') return [];
  // 500.7: the next turn may be an extra one.
  const next = nextTurnPlayer(state).active;
  const battlefield = state.players[next]?.zones.battlefield ?? [];
  return battlefield.flatMap((id) => {
    const permanent = state.objects[id];
    return permanent && permanent.tapped && mayStayTapped(permanent, state) ? [permanent] : [];
  });
}

/** The ticked ids that are still candidates (a tick from an earlier state doesn't carry over). */
export function keptTapped(state: GameState, ticked: readonly ObjectId[]): ObjectId[] {
  const ids = new Set(keepTappedCandidates(state).map((o) => o.id));
  return ticked.filter((id) => ids.has(id));
}
