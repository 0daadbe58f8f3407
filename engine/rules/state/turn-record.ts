import type { Transaction } from './transaction.js';
import type { Description, HappenedWhat } from '../../templates/card-template.js';
import { matchesDescription, type Viewpoint } from '../describe/matches.js';
import type { GameState, ObjectId, PlayerId } from './types.js';

/**
 * What happened this turn that later text asks about: kept on `TurnState`, which each new turn starts without
 * (like `activations`), and changed through edits so undo takes it back.
 */

/** Revolt: a permanent `controller` controlled left the battlefield (any way: died, exiled, bounced, a token gone). */
export function recordLeft(tx: Transaction, controller: PlayerId): void {
  const before = tx.state.turn.left;
  if (before?.includes(controller)) return;
  tx.set(['turn', 'left'], before, [...(before ?? []), controller]);
}

/** Whether a permanent `player` controlled left the battlefield this turn. */
export function permanentLeftThisTurn(state: GameState, player: PlayerId): boolean {
  return state.turn.left?.includes(player) ?? false;
}

/** `source` dealt damage to the permanent or player `to` (120.3: damage actually dealt, after prevention). */
export function recordDamage(tx: Transaction, source: ObjectId, to: string): void {
  const before = tx.state.turn.damaged;
  const hit = before?.[source] ?? [];
  if (!hit.includes(to)) tx.set(['turn', 'damaged'], before, { ...before, [source]: [...hit, to] });
  const any = tx.state.turn.wasDamaged;
  if (!any?.includes(to)) tx.set(['turn', 'wasDamaged'], any, [...(any ?? []), to]);
}

/** Whether `source` dealt damage to `to` (an object or a player) this turn, objects being the objects they were then. */
export function dealtDamageThisTurn(state: GameState, source: ObjectId, to: string): boolean {
  return state.turn.damaged?.[source]?.includes(to) ?? false;
}

/** Whether any source dealt damage to `to` (an object or a player) this turn: "that was dealt damage this turn". */
export function wasDealtDamageThisTurn(state: GameState, to: string): boolean {
  return state.turn.wasDamaged?.includes(to) ?? false;
}

/**
 * 400.7: an object leaving the battlefield becomes a new object, which neither dealt nor was dealt that damage. Looking
 * back (603.10a, "whenever a creature dealt damage by ~ this turn dies") sees the state before it left.
 */
export function forgetDamageOf(tx: Transaction, id: ObjectId): void {
  const any = tx.state.turn.wasDamaged;
  if (any?.includes(id))
    tx.set(
      ['turn', 'wasDamaged'],
      any,
      any.filter((h) => h !== id),
    );
  const before = tx.state.turn.damaged;
  if (!before) return;
  const after: Record<ObjectId, readonly string[]> = {};
  let changed = false;
  for (const [source, hit] of Object.entries(before)) {
    if (source === id) {
      changed = true;
      continue;
    }
    const kept = hit.filter((h) => h !== id);
    if (kept.length !== hit.length) changed = true;
    if (kept.length > 0) after[source] = kept;
  }
  if (changed) tx.set(['turn', 'damaged'], before, after);
}

/** 601.2i: `player` cast the spell whose card is `card` (kept in order for storm, 702.40a). */
export function recordSpellCast(tx: Transaction, player: PlayerId, card: ObjectId): void {
  const before = tx.state.turn.spellsCast;
  tx.set(['turn', 'spellsCast'], before, [...(before ?? []), { player, card }]);
}

/**
 * 702.40a: how many spells were cast this turn before the spell whose card is `card` (its latest cast: a card cast
 * twice in a turn, say with flashback, is counted from its last cast). A spell not cast this turn: all of them.
 */
export function spellsCastBefore(state: GameState, card: ObjectId): number {
  const cast = state.turn.spellsCast ?? [];
  for (let i = cast.length - 1; i >= 0; i--) if (cast[i]?.card === card) return i;
  return cast.length;
}

/** 119.3: `player` lost (`lost`) or gained life this turn, `amount` of it. */
export function recordLife(tx: Transaction, player: PlayerId, amount: number, lost: boolean): void {
  const key = lost ? 'lifeLost' : 'lifeGained';
  const before = tx.state.turn[key];
  tx.set(['turn', key], before, { ...before, [player]: (before?.[player] ?? 0) + amount });
}

/** 508.1: `player` declared `count` attacking creatures. */
export function recordAttack(tx: Transaction, player: PlayerId, count: number): void {
  if (count === 0) return;
  const before = tx.state.turn.attackedWith;
  tx.set(['turn', 'attackedWith'], before, { ...before, [player]: (before?.[player] ?? 0) + count });
}

/** 603.4: the permanent `id` entered the battlefield under `player`'s control: kept as it is now, just after. */
export function recordEntered(tx: Transaction, player: PlayerId, id: ObjectId): void {
  const object = tx.state.objects[id];
  if (!object) return;
  const before = tx.state.turn.entered;
  tx.set(['turn', 'entered'], before, [...(before ?? []), { player, object }]);
}

/**
 * The permanents that entered the battlefield under `player`'s control this turn and matched `of` as they entered: one
 * still on the battlefield since is asked as it is now, one that left as it was (its last known information, 608.2h).
 */
export function enteredThisTurn(state: GameState, player: PlayerId, of: Description, viewpoint: Viewpoint): number {
  let count = 0;
  for (const entry of state.turn.entered ?? []) {
    if (entry.player !== player) continue;
    const id = entry.object.id;
    const now = state.objects[id];
    const stayed = now?.zone.zone === 'battlefield' && now.timestamp === entry.object.timestamp;
    const seen = stayed ? state : { ...state, objects: { ...state.objects, [id]: entry.object } };
    if (matchesDescription(seen, id, of, viewpoint)) count++;
  }
  return count;
}

/** 700.4: a creature died (went from the battlefield to a graveyard). */
export function recordDied(tx: Transaction): void {
  const before = tx.state.turn.died;
  tx.set(['turn', 'died'], before, (before ?? 0) + 1);
}

/** What this turn leaves for the next one's "last turn": spells cast and life lost, by player. */
export function summaryForNextTurn(state: GameState): NonNullable<GameState['turn']['previous']> {
  const spellsCast: Record<PlayerId, number> = {};
  for (const cast of state.turn.spellsCast ?? []) spellsCast[cast.player] = (spellsCast[cast.player] ?? 0) + 1;
  return { spellsCast, lifeLost: { ...state.turn.lifeLost } };
}

/**
 * How many times `player` did `what` this turn or last turn: creatures attacked with, life lost or gained, spells cast
 * (not counting the spell whose card is `except`), times dealt damage (0 or 1); `died` counts anyone's creatures.
 */
export function happenedCount(
  state: GameState,
  player: PlayerId,
  what: HappenedWhat,
  turn: 'this' | 'last',
  except: ObjectId | null,
): number {
  if (turn === 'last') {
    const previous = state.turn.previous;
    if (what === 'castSpells') return previous?.spellsCast[player] ?? 0;
    if (what === 'lostLife') return previous?.lifeLost[player] ?? 0;
    return 0;
  }
  const t = state.turn;
  switch (what) {
    case 'attacked':
      return t.attackedWith?.[player] ?? 0;
    case 'died':
      return t.died ?? 0;
    case 'lostLife':
      return t.lifeLost?.[player] ?? 0;
    case 'gainedLife':
      return t.lifeGained?.[player] ?? 0;
    case 'dealtDamage':
      return wasDealtDamageThisTurn(state, player) ? 1 : 0;
    case 'castSpells':
      return (t.spellsCast ?? []).filter((c) => c.player === player && c.card !== except).length;
  }
}
