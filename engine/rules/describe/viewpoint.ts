import type { ObjectId, PlayerId } from '../state/types.js';

/**
 * Who is looking at a description: "you" is the controller of the spell or ability (109.5), "another" / "other"
 * excludes its source (the object the ability is on, or the spell's card); null when there is no source.
 */
export interface Viewpoint {
  readonly controller: PlayerId;
  readonly source: ObjectId | null;
}
