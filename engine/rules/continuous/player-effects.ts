import type { Transaction } from '../state/transaction.js';
import type { PlayerEffect, PlayerId } from '../state/types.js';

/** What a new effect on players needs; its id, timestamp and source name are given here. */
export type NewPlayerEffect = Omit<PlayerEffect, 'id' | 'timestamp' | 'sourceName'>;

/**
 * Begins a continuous effect on players (611.2): its timestamp (613.7) from the state's id counter, as an object
 * effect's (continuous/lifecycle.ts), so the two kinds and permanents' timestamps order together.
 */
export function addPlayerEffect(tx: Transaction, spec: NewPlayerEffect): PlayerEffect | null {
  if (spec.players.length === 0) return null;
  const n = tx.state.nextId;
  tx.set(['nextId'], n, n + 1);
  const effect: PlayerEffect = {
    ...spec,
    id: `e${n}`,
    sourceName: tx.state.objects[spec.source]?.template.name ?? spec.source,
    timestamp: n,
    players: [...spec.players],
  };
  const before = tx.state.playerEffects;
  tx.set(['playerEffects'], before, [...(before ?? []), effect]);
  return effect;
}

/** Ends the effects on players that `ends` says are over. */
function endPlayerEffects(tx: Transaction, ends: (e: PlayerEffect) => boolean): void {
  const before = tx.state.playerEffects;
  if (!before?.some(ends)) return;
  const kept = before.filter((e) => !ends(e));
  tx.set(['playerEffects'], before, kept.length > 0 ? kept : undefined);
}

/** "Until your next turn" (611.2a): as `active`'s turn begins, the effects on players they control with it end. */
export function endPlayerEffectsAsTurnBegins(tx: Transaction, active: PlayerId): void {
  endPlayerEffects(tx, (e) => e.duration === 'untilYourNextTurn' && e.controller === active);
}

/** 514.2: in the cleanup step, "until end of turn" effects on players end. */
export function endPlayerEffectsAtCleanup(tx: Transaction): void {
  endPlayerEffects(tx, (e) => e.duration === 'endOfTurn');
}
