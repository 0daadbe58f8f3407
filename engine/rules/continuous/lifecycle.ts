import type { Transaction } from '../state/transaction.js';
import { copiedObjects, refreshCopiableValues } from './copiable.js';
import type { GameState, ObjectId, PlayerId } from '../state/types.js';
import type { AppliedModification, ContinuousEffect, EffectDuration } from './types.js';
import { endPlayerEffectsAsTurnBegins, endPlayerEffectsAtCleanup } from './player-effects.js';

/** What a new effect needs; its id and timestamp are given here. */
export interface NewContinuousEffect {
  readonly source: ObjectId;
  readonly sourceName: string;
  readonly controller: PlayerId;
  /** 611.2c: the objects it affects, fixed now. */
  readonly objects: readonly ObjectId[];
  readonly modifications: readonly AppliedModification[];
  readonly duration: EffectDuration;
}

/**
 * Begins a continuous effect (611.2). Its timestamp (613.7) comes from the state's id counter, which only grows
 * and which undo rolls back with everything else, so replays give the same ids and timestamps.
 */
export function addContinuousEffect(tx: Transaction, spec: NewContinuousEffect): ContinuousEffect | null {
  if (spec.objects.length === 0 || spec.modifications.length === 0) return null;
  const n = tx.state.nextId;
  tx.set(['nextId'], n, n + 1);
  const effect: ContinuousEffect = {
    id: `e${n}`,
    source: spec.source,
    sourceName: spec.sourceName,
    controller: spec.controller,
    timestamp: n,
    affected: { kind: 'objects', ids: [...spec.objects] },
    modifications: spec.modifications,
    duration: spec.duration,
  };
  const effects = tx.state.continuousEffects;
  tx.set(['continuousEffects'], effects, [...effects, effect]);
  return effect;
}

/**
 * 400.7: an object that leaves the battlefield is a new object, so effects that affected it no longer do. An effect
 * left affecting nothing ends.
 */
export function endEffectsOn(tx: Transaction, object: ObjectId): void {
  const effects = tx.state.continuousEffects;
  if (!effects.some((e) => e.affected.ids.includes(object))) return;
  const kept: ContinuousEffect[] = [];
  for (const e of effects) {
    if (!e.affected.ids.includes(object)) {
      kept.push(e);
      continue;
    }
    const ids = e.affected.ids.filter((id) => id !== object);
    if (ids.length > 0) kept.push({ ...e, affected: { ...e.affected, ids } });
  }
  setEffects(tx, effects, kept);
  // 400.7: the new object has its printed values again.
  refreshCopiableValues(tx, object);
}

/**
 * 611.2b: an effect that lasts "for as long as" something about its source ends once that stops being true, and
 * stays ended. Returns whether any ended. (An object that leaves the battlefield is a new object, 400.7: its effects
 * end as it leaves, endEffectsFrom, so one that comes back doesn't revive them.)
 */
export function endLapsedEffects(tx: Transaction): boolean {
  const effects = tx.state.continuousEffects;
  const kept = effects.filter((e) => !lapsed(tx.state, e));
  if (kept.length === effects.length) return false;
  setEffects(tx, effects, kept);
  return true;
}

function lapsed(state: GameState, effect: ContinuousEffect): boolean {
  const source = state.objects[effect.source];
  const onBattlefield = source !== undefined && source.zone.zone === 'battlefield';
  switch (effect.duration) {
    case 'whileSourceOnBattlefield':
      return !onBattlefield;
    case 'whileSourceTapped':
      return !onBattlefield || !source.tapped;
    case 'whileYouControlSource':
      return !onBattlefield || source.controller !== effect.controller;
    case 'whileYouControlSourceTapped':
      return !onBattlefield || source.controller !== effect.controller || !source.tapped;
    default:
      return false;
  }
}

const WHILE_SOURCE: ReadonlySet<EffectDuration> = new Set([
  'whileSourceOnBattlefield',
  'whileSourceTapped',
  'whileYouControlSource',
  'whileYouControlSourceTapped',
]);

/** 400.7, 611.2b: as `source` leaves the battlefield, the effects lasting "for as long as" it stays end. */
export function endEffectsFrom(tx: Transaction, source: ObjectId): void {
  const effects = tx.state.continuousEffects;
  const kept = effects.filter((e) => e.source !== source || !WHILE_SOURCE.has(e.duration));
  if (kept.length !== effects.length) setEffects(tx, effects, kept);
}

/**
 * After the untap step (502.3): "doesn't untap during its controller's next untap step" is over for the permanents
 * the active player controls; the effect goes on for any others it affects. "… during your next untap step" is over
 * when it was the untap step of the effect's controller.
 */
export function endNextUntapStepEffects(tx: Transaction, active: PlayerId): void {
  const effects = tx.state.continuousEffects;
  const ends = (e: ContinuousEffect) =>
    e.duration === 'untilNextUntapStep' || (e.duration === 'untilYourNextUntapStep' && e.controller === active);
  if (!effects.some(ends)) return;
  const kept: ContinuousEffect[] = [];
  for (const e of effects) {
    if (e.duration === 'untilYourNextUntapStep') {
      if (e.controller !== active) kept.push(e);
      continue;
    }
    if (e.duration !== 'untilNextUntapStep') {
      kept.push(e);
      continue;
    }
    const ids = e.affected.ids.filter((id) => tx.state.objects[id]?.controller !== active);
    if (ids.length > 0)
      kept.push(ids.length === e.affected.ids.length ? e : { ...e, affected: { ...e.affected, ids } });
  }
  setEffects(tx, effects, kept);
}

/**
 * "Until your next turn" (611.2a, 800.4m): as `active`'s turn begins, the effects they control with it end, those on
 * players too.
 */
export function endUntilYourNextTurnEffects(tx: Transaction, active: PlayerId): void {
  endPlayerEffectsAsTurnBegins(tx, active);
  const effects = tx.state.continuousEffects;
  const kept = effects.filter((e) => e.duration !== 'untilYourNextTurn' || e.controller !== active);
  if (kept.length !== effects.length) setEffects(tx, effects, kept);
}

/** 511.3: after the end of combat step, "this combat" / "until end of combat" effects end. */
export function endUntilEndOfCombatEffects(tx: Transaction): void {
  const effects = tx.state.continuousEffects;
  const kept = effects.filter((e) => e.duration !== 'endOfCombat');
  if (kept.length !== effects.length) setEffects(tx, effects, kept);
}

/**
 * 514.2: in the cleanup step, "until end of turn" effects end (and any "this combat" one a skipped step left), those on
 * players too.
 */
export function endUntilEndOfTurnEffects(tx: Transaction): void {
  endPlayerEffectsAtCleanup(tx);
  const effects = tx.state.continuousEffects;
  const kept = effects.filter((e) => e.duration !== 'endOfTurn' && e.duration !== 'endOfCombat');
  if (kept.length !== effects.length) setEffects(tx, effects, kept);
}

/**
 * Replaces the list of effects after some ended. 707.4: a permanent whose copy effect ended has the copiable values
 * the copy effects left give (its printed values when none are left).
 */
function setEffects(tx: Transaction, effects: readonly ContinuousEffect[], kept: readonly ContinuousEffect[]): void {
  tx.set(['continuousEffects'], effects, kept);
  for (const id of copiedObjects(effects)) refreshCopiableValues(tx, id);
}

/**
 * The effects that affect each object, in timestamp order (613.7), indexed once per effects list. The state is
 * immutable, so the list's identity says whether the index is still good: P/T of a whole board costs one pass.
 */
const INDEX = new WeakMap<readonly ContinuousEffect[], ReadonlyMap<ObjectId, readonly ContinuousEffect[]>>();
const NONE: readonly ContinuousEffect[] = [];

export function effectsOn(state: GameState, object: ObjectId): readonly ContinuousEffect[] {
  const effects = state.continuousEffects;
  if (effects.length === 0) return NONE;
  let index = INDEX.get(effects);
  if (!index) {
    index = buildIndex(effects);
    INDEX.set(effects, index);
  }
  return index.get(object) ?? NONE;
}

function buildIndex(effects: readonly ContinuousEffect[]): ReadonlyMap<ObjectId, readonly ContinuousEffect[]> {
  const sorted = [...effects].sort((a, b) => a.timestamp - b.timestamp);
  const index = new Map<ObjectId, ContinuousEffect[]>();
  for (const e of sorted) {
    for (const id of e.affected.ids) {
      const list = index.get(id);
      if (list) list.push(e);
      else index.set(id, [e]);
    }
  }
  return index;
}
