import type { Color } from '../../mana/mana-symbol.js';
import { COLORS } from '../../mana/mana-symbol.js';
import type { Condition } from '../../templates/card-template.js';
import { addPools, EMPTY_POOL, type ManaPool } from '../mana/pool.js';
import type { Transaction } from '../state/transaction.js';
import type { CastRecord, GameObject, GameState, ObjectId, PlayerId, ZoneRef } from '../state/types.js';

/**
 * 601.2: how a spell was cast is remembered on the card as plain data (`GameObject.cast`), like kicked
 * (ops/kicker.ts): set once it is cast, kept as the spell becomes a permanent (608.3: "if you cast it from your
 * hand" in its enters trigger still sees it), forgotten on any other zone change (400.7: a new object). A copy of a
 * spell was not cast (707.10) and a card put onto the battlefield was not either: neither has it. Edits, so undo
 * takes it back.
 */
export function castRecord(state: GameState, id: ObjectId | null): CastRecord | null {
  return id === null ? null : (state.objects[id]?.cast ?? null);
}

/** The record of a spell just cast: where from and by whom, whether in its caster's main phase (505.1). */
export function markCast(tx: Transaction, id: ObjectId, from: ZoneRef['zone'], by: PlayerId, spent: ManaPool): void {
  const object = tx.state.objects[id];
  if (!object) return;
  const { activePlayer, step } = tx.state.turn;
  const mainPhase = activePlayer === by && (step === 'main1' || step === 'main2');
  const record: CastRecord = { from, by, mainPhase, spent };
  tx.set(['objects', id, 'cast'], object.cast, record);
}

/**
 * 601.2h: the mana spent by `player` among the events `tx` has collected since `from` (an index into `tx.events`):
 * what paying a spell's total cost spent.
 */
export function manaSpentSince(tx: Transaction, player: PlayerId, from: number): ManaPool {
  let spent = EMPTY_POOL;
  const events = tx.events;
  for (let i = from; i < events.length; i++) {
    const e = events[i]?.event;
    if (e?.type === 'manaSpent' && e.player === player) spent = addPools(spent, e.mana);
  }
  return spent;
}

/** 400.7: a card that changes zones forgets how it was cast, except a resolving spell becoming a permanent (608.3). */
export function forgetCastOnMove(tx: Transaction, object: GameObject, from: ZoneRef, to: ZoneRef): void {
  if (object.cast === undefined) return;
  if (from.zone === 'stack' && to.zone === 'battlefield') return;
  tx.set(['objects', object.id, 'cast'], object.cast, undefined);
}

/**
 * The conditions about the record (603.4, 608.2c): "you cast it from your hand", "~ was cast from a graveyard",
 * "you cast ~ during your main phase", "at least three white mana was spent to cast ~". `you` is the ability's
 * controller.
 */
export function checkCastCondition(
  state: GameState,
  condition: Extract<Condition, { kind: 'cast' | 'manaSpent' }>,
  source: ObjectId | null,
  you: PlayerId,
): boolean {
  const record = castRecord(state, source);
  if (!record) return false;
  if (condition.kind === 'manaSpent') {
    // 106.4: "mana of the same color": the color spent most.
    const of = (c: Color): number => record.spent[c];
    const most = condition.color === null ? Math.max(...COLORS.map(of)) : of(condition.color);
    return most >= condition.value;
  }
  if (condition.byYou && record.by !== you) return false;
  if (condition.from !== null && record.from !== condition.from) return false;
  return !condition.mainPhase || record.mainPhase;
}
