import type { ObjectId, PlayerId } from '../state/types.js';

/**
 * Who is looking at a description: "you" is the controller of the spell or ability (109.5), "another" / "other"
 * excludes its source (the object the ability is on, or the spell's card); null when there is no source.
 */
export interface Viewpoint {
  readonly controller: PlayerId;
  readonly source: ObjectId | null;
  /**
   * 107.3a: the X announced for the spell or ability ("with mana value X"), announced before its targets are chosen
   * (601.2b, 601.2c); absent (0) where none was announced.
   */
  readonly x?: number;
  /**
   * "that player controls": the player the ability already names (the player its event was about, or the one it
   * named before, 608.2c); absent when it names none, and then nothing is controlled by "that player".
   */
  readonly player?: PlayerId | null;
  /**
   * 608.2c: the object the text named before ("that permanent", "it": a target, the trigger's object), for "with the
   * same name as that permanent"; absent when it names none.
   */
  readonly it?: ObjectId | null;
}
