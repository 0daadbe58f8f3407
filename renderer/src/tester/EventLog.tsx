import { useMemo } from 'react';
import { logTexts } from './event-text.js';
import type { GameState, LogEntry } from './engine.js';

interface Props {
  readonly log: readonly LogEntry[];
  readonly state: GameState;
  /** The entry whose state is shown, or null for the live game. */
  readonly selected: number | null;
  readonly onSelect: (seq: number | null) => void;
}

/** Game events in order; choosing one shows the state right after it (read-only). */
export function EventLog({ log, state, selected, onSelect }: Props) {
  const entries = useMemo(() => logTexts(log, state), [log, state]);
  return (
    <section className="tester-log" aria-label="Events">
      <h3>Event log</h3>
      {entries.length === 0 ? (
        <p className="cs-muted tester-empty">Nothing has happened yet.</p>
      ) : (
        <ol className="tester-log-items" aria-label="Event log">
          {entries.map((e) => (
            <li key={e.seq}>
              <button
                type="button"
                className={`tester-log-entry${selected === e.seq ? ' selected' : ''}`}
                aria-pressed={selected === e.seq}
                onClick={() => onSelect(selected === e.seq ? null : e.seq)}
              >
                <span className="tester-log-seq">{e.seq}</span> {e.text}
              </button>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
