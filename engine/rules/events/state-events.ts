import type { Edit } from '../edits/edit.js';
import type { Path } from '../edits/immutable.js';
import type { ObjectId, ZoneRef } from '../state/types.js';

/** Which way time ran when a state event fired. */
export type Direction = 'do' | 'undo' | 'redo';

/**
 * State events are for the UI: low level, one per edit, in both directions. They never trigger abilities
 * (that is what GameEvent is for), so undoing a tap shows the creature untapped and nothing else happens.
 */
export type StateEvent =
  | {
      readonly type: 'valueChanged';
      readonly path: Path;
      readonly from: unknown;
      readonly to: unknown;
      readonly direction: Direction;
    }
  | {
      readonly type: 'objectMoved';
      readonly object: ObjectId;
      readonly from: ZoneRef;
      readonly to: ZoneRef;
      readonly direction: Direction;
    }
  | { readonly type: 'objectCreated'; readonly object: ObjectId; readonly zone: ZoneRef; readonly direction: Direction }
  | {
      readonly type: 'objectRemoved';
      readonly object: ObjectId;
      readonly zone: ZoneRef;
      readonly direction: Direction;
    };

export function stateEventOf(edit: Edit, direction: Direction): StateEvent {
  const back = direction === 'undo';
  switch (edit.kind) {
    case 'set':
      return back
        ? { type: 'valueChanged', path: edit.path, from: edit.to, to: edit.from, direction }
        : { type: 'valueChanged', path: edit.path, from: edit.from, to: edit.to, direction };
    case 'move':
      return back
        ? { type: 'objectMoved', object: edit.object, from: edit.to, to: edit.from, direction }
        : { type: 'objectMoved', object: edit.object, from: edit.from, to: edit.to, direction };
    case 'create':
      return {
        type: back ? 'objectRemoved' : 'objectCreated',
        object: edit.object.id,
        zone: edit.object.zone,
        direction,
      };
    case 'remove':
      return {
        type: back ? 'objectCreated' : 'objectRemoved',
        object: edit.object.id,
        zone: edit.object.zone,
        direction,
      };
  }
}
