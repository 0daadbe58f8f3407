import { describe, type GameState, type PlayerId } from './engine.js';
import { useId } from 'react';
import { ModePicker } from './ModePicker.js';
import { describeNext, endOpenSubject } from './target-plan.js';
import { modesPending, targetsComplete, triggerName, triggerProgress, type TriggerRow } from './trigger-model.js';

interface Props {
  readonly rows: readonly TriggerRow[];
  readonly state: GameState;
  readonly names: Readonly<Record<PlayerId, string>>;
  /** The trigger whose targets the board's Target buttons choose now; null when none (or read-only). */
  readonly active: TriggerRow | null;
  readonly chosen: readonly string[];
  /** The active trigger's modes once chosen (null before, or when it isn't modal) and the ones ticked so far. */
  readonly modes: readonly number[] | null;
  readonly draft: readonly number[];
  /** The active trigger's target subjects ended by hand, with their counts (target-plan.ts). */
  readonly ended: readonly number[];
  /** Absent when read-only. */
  readonly onDraftModes?: (modes: readonly number[]) => void;
  readonly onConfirmModes?: () => void;
  readonly onPut?: (row: TriggerRow) => void;
  readonly onChoose?: (id: string) => void;
  readonly onClear?: () => void;
  /** Ends the open target subject ("up to two", "any number of"): `ended` becomes this. */
  readonly onEndTargets?: (ended: readonly number[]) => void;
}

/**
 * Triggered abilities waiting to go on the stack (603.3), in the order they go there (APNAP). One that needs targets
 * waits for its controller (603.3d): its legal targets are highlighted on the board, and **Put on stack** puts it
 * there with the targets clicked ("up to" ones may stay empty).
 */
export function PendingTriggers(props: Props) {
  const { rows, state, names, active, chosen, modes, draft, ended, onPut, onChoose, onClear, onEndTargets } = props;
  const base = useId();
  if (rows.length === 0) return null;
  return (
    <section className="tester-triggers" aria-label="Pending triggers">
      <h3>
        Pending triggers <span className="cs-muted">({rows.length})</span>
      </h3>
      <ol className="tester-trigger-items">
        {rows.map((row) => {
          const isActive = row.id === active?.id;
          const rowModes = isActive ? modes : null;
          const askModes = isActive && modesPending(row, rowModes);
          const progress = isActive ? triggerProgress(row, chosen, rowModes, ended) : null;
          const next = progress?.next ?? null;
          const ready = !isActive || targetsComplete(row, chosen, rowModes, ended);
          const hasTargets = (progress?.counts.length ?? 0) > 0;
          const modeTexts = rowModes && row.modal ? rowModes.map((m) => row.modal?.options[m]?.text ?? '') : [];
          return (
            <li key={row.id} className={`tester-trigger${isActive ? ' active' : ''}`}>
              <span className="tester-card-name">{row.sourceName}</span>: {row.text}{' '}
              <span className="cs-muted">({names[row.controller] ?? row.controller})</span>
              {row.needsTargets && (
                <span className="tester-badge badge-waiting">
                  {row.modal ? 'waiting for modes' : 'waiting for targets'}
                </span>
              )}
              {askModes && row.modal && props.onDraftModes && props.onConfirmModes && (
                <ModePicker
                  need={row.modal}
                  chosen={draft}
                  name={`${base}-${row.id}`}
                  onChange={props.onDraftModes}
                  onConfirm={props.onConfirmModes}
                />
              )}
              {modeTexts.length > 0 && <p className="cs-muted">Modes: {modeTexts.join(' / ')}</p>}
              {isActive && !askModes && (
                <p className="tester-trigger-choice">
                  {next ? (
                    <>
                      Choose {describeNext(next)}: <em>{next.slot.text}</em>
                      {next.optional ? ' (optional)' : ''}. Click a highlighted player or permanent.
                    </>
                  ) : hasTargets ? (
                    'Every target is chosen.'
                  ) : (
                    'Nothing to target.'
                  )}
                  {chosen.length > 0 && (
                    <span className="cs-muted"> Targets: {chosen.map((t) => describe(state, t)).join(', ')}.</span>
                  )}
                  {next?.optional && progress && onEndTargets && (
                    // 601.2c: a subject past its fewest targets may take no more ("up to two", "any number of").
                    <button type="button" onClick={() => onEndTargets(endOpenSubject(progress))}>
                      No more targets for “{next.slot.text}”
                    </button>
                  )}
                </p>
              )}
              {row.actionable && onPut && (
                <span className="tester-trigger-buttons">
                  {row.needsTargets && !isActive && onChoose ? (
                    <button
                      type="button"
                      onClick={() => onChoose(row.id)}
                      aria-label={`Choose ${row.modal ? 'modes' : 'targets'} for ${triggerName(row)}`}
                    >
                      Choose {row.modal ? 'modes' : 'targets'}
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
