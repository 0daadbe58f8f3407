import type { GameObject, GameState, ObjectId, ZoneRef } from '../state/types.js';
import { getIn, setIn, type Path } from './immutable.js';

/**
 * Every change of state is an Edit: plain data that knows how to execute and how to roll back
 * (applyEdit / rollbackEdit). Undo is rolling back an action's edits in reverse; redo is applying them again.
 * Because edits are data, a whole history is serializable and replayable.
 */
export type Edit =
  /** An attribute changed (life, tapped, damage, the pool, the stack, combat…). `undefined` means absent. */
  | { readonly kind: 'set'; readonly path: Path; readonly from: unknown; readonly to: unknown }
  /** An object changed zones; indexes are positions in the zone lists (stack: -1, it has no list). */
  | {
      readonly kind: 'move';
      readonly object: ObjectId;
      readonly from: ZoneRef;
      readonly fromIndex: number;
      readonly to: ZoneRef;
      readonly toIndex: number;
    }
  /** A new object (a token, a card added by setup) appeared at `index` of its zone. */
  | { readonly kind: 'create'; readonly object: GameObject; readonly index: number }
  /** The inverse of create (a token leaving the battlefield ceases to exist, 704.5d). */
  | { readonly kind: 'remove'; readonly object: GameObject; readonly index: number };

function zonePath(zone: ZoneRef): Path | null {
  return zone.zone === 'stack' ? null : ['players', zone.player, 'zones', zone.zone];
}

function insertInto(state: GameState, zone: ZoneRef, id: ObjectId, index: number): GameState {
  const path = zonePath(zone);
  if (!path) return state;
  const list = (getIn(state, path) as readonly ObjectId[] | undefined) ?? [];
  const at = index < 0 || index > list.length ? list.length : index;
  return setIn(state, path, [...list.slice(0, at), id, ...list.slice(at)]);
}

function removeFrom(state: GameState, zone: ZoneRef, id: ObjectId): GameState {
  const path = zonePath(zone);
  if (!path) return state;
  const list = (getIn(state, path) as readonly ObjectId[] | undefined) ?? [];
  return setIn(
    state,
    path,
    list.filter((x) => x !== id),
  );
}

function moveObject(state: GameState, id: ObjectId, from: ZoneRef, to: ZoneRef, toIndex: number): GameState {
  let next = removeFrom(state, from, id);
  next = insertInto(next, to, id, toIndex);
  return setIn(next, ['objects', id, 'zone'], to);
}

export function applyEdit(state: GameState, edit: Edit): GameState {
  switch (edit.kind) {
    case 'set':
      return setIn(state, edit.path, edit.to);
    case 'move':
      return moveObject(state, edit.object, edit.from, edit.to, edit.toIndex);
    case 'create': {
      const next = setIn(state, ['objects', edit.object.id], edit.object);
      return insertInto(next, edit.object.zone, edit.object.id, edit.index);
    }
    case 'remove': {
      const next = removeFrom(state, edit.object.zone, edit.object.id);
      return setIn(next, ['objects', edit.object.id], undefined);
    }
  }
}

export function rollbackEdit(state: GameState, edit: Edit): GameState {
  switch (edit.kind) {
    case 'set':
      return setIn(state, edit.path, edit.from);
    case 'move':
      return moveObject(state, edit.object, edit.to, edit.from, edit.fromIndex);
    case 'create':
      return applyEdit(state, { kind: 'remove', object: edit.object, index: edit.index });
    case 'remove':
      return applyEdit(state, { kind: 'create', object: edit.object, index: edit.index });
  }
}

/** Index of `id` in its zone list, -1 on the stack. Recorded by move edits so rollback restores the order. */
export function indexInZone(state: GameState, id: ObjectId, zone: ZoneRef): number {
  const path = zonePath(zone);
  if (!path) return -1;
  const list = (getIn(state, path) as readonly ObjectId[] | undefined) ?? [];
  return list.indexOf(id);
}
