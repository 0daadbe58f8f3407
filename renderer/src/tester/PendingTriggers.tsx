import { describe, type GameState, type PlayerId } from './engine.js';
import { nextTriggerSlot, targetsComplete, triggerName, type TriggerRow } from './trigger-model.js';

interface Props {
  readonly rows: readonly TriggerRow[];
  readonly state: GameState;
  readonly names: Readonly<Record<PlayerId, string>>;
  /** The trigger whose targets the board's Target buttons choose now; null when none (or read-only). */
  readonly active: TriggerRow | null;
  readonly chosen: readonly string[];
  /** Absent when read-only. */
  readonly onPut?: (row: TriggerRow) => void;
  readonly onChoose?: (id: string) => void;
  readonly onClear?: () => void;
}

/**
 * Triggered abilities waiting to go on the stack (603.3), in the order they go there (APNAP). One that needs targets
 * waits for its controller (603.3d): its legal targets are highlighted on the board, and **Put on stack** puts it
 * there with the targets clicked ("up to" ones may stay empty).
 */
export function PendingTriggers({ rows, state, names, active, chosen, onPut, onChoose, onClear }: Props) {
  if (rows.length === 0) return null;
  return (
    <section className="tester-triggers" aria-label="Pending triggers">
      <h3>
        Pending triggers <span className="cs-muted">({rows.length})</span>
      </h3>
      <ol className="tester-trigger-items">
        {rows.map((row) => {
          const isActive = row.id === active?.id;
          const slot = isActive ? nextTriggerSlot(row, chosen) : null;
          const ready = !isActive || targetsComplete(row, chosen);
          return (
            <li key={row.id} className={`tester-trigger${isActive ? ' active' : ''}`}>
              <span className="tester-card-name">{row.sourceName}</span>: {row.text}{' '}
              <span className="cs-muted">({names[row.controller] ?? row.controller})</span>
              {row.needsTargets && <span className="tester-badge badge-waiting">waiting for targets</span>}
              {isActive && (
                <p className="tester-trigger-choice">
                  {slot ? (
                    <>
                      Choose {row.slots.length > 1 ? `target ${chosen.length + 1} of ${row.slots.length}` : 'a target'}:{' '}
                      <em>{slot.slot.text}</em>
                      {slot.upTo ? ' (optional)' : ''}. Click a highlighted player or permanent.
                    </>
                  ) : (
                    'Every target is chosen.'
                  )}
                  {chosen.length > 0 && (
                    <span className="cs-muted"> Targets: {chosen.map((t) => describe(state, t)).join(', ')}.</span>
                  )}
                </p>
              )}
              {row.actionable && onPut && (
                <span className="tester-trigger-buttons">
                  {row.needsTargets && !isActive && onChoose ? (
                    <button
                      type="button"
                      onClick={() => onChoose(row.id)}
                      aria-label={`Choose targets for ${triggerName(row)}`}
                    >
                      Choose targets
                    </button>
                  ) : (
                    <button
                      type="button"
                      className="primary"
                      disabled={!ready}
                      onClick={() => onPut(row)}
                      aria-label={`Put ${triggerName(row)} on the stack`}
                    >
                      Put on stack
                    </button>
                  )}
                  {isActive && chosen.length > 0 && onClear && (
                    <button type="button" onClick={onClear}>
                      Clear targets
                    </button>
                  )}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
