import { applyEdit, type Edit } from '../edits/edit.js';
import type { GameState } from '../state/types.js';

/**
 * The states a transaction went through, rebuilt on demand by replaying its edits forward from a known state.
 * Triggers are matched after the action (and its state-based actions) is done, but each event must be judged in
 * the state right after it happened (603.2, 603.6a) or, for leaves-the-battlefield triggers, right before (603.10a):
 * a creature that entered and then died to a state-based action still had its enters-the-battlefield trigger.
 * Edits are copy-on-write, so replaying costs one path copy per edit and is only done when an event could trigger.
 * Events are scanned in order, so requests mostly go forward; going back replays from the start.
 */
export class Timeline {
  private state: GameState;
  private at: number;

  constructor(
    private readonly edits: readonly Edit[],
    private readonly start: GameState,
    private readonly startEdit: number,
  ) {
    this.state = start;
    this.at = startEdit;
  }

  /** The state once `edit` edits had run (never earlier than the start). */
  stateAt(edit: number): GameState {
    if (edit < this.at) {
      this.state = this.start;
      this.at = this.startEdit;
    }
    for (; this.at < edit; this.at++) this.state = applyEdit(this.state, this.edits[this.at] as Edit);
    return this.state;
  }
}
