import type { CursorPosition } from '../editor/CardEditor.js';

interface Props {
  readonly root: string | null;
  readonly cards: number;
  readonly warnings: number;
  /** Card files still to be read; their warnings are not counted yet. */
  readonly unread: number;
  readonly cursor: CursorPosition | null;
  readonly message: string | null;
}

/** One line of facts at the bottom: where, how many, and where the cursor is. */
export function StatusBar({ root, cards, warnings, unread, cursor, message }: Props) {
  return (
    <footer className="cs-statusbar" aria-label="Status bar">
      <span className="status-item status-path" title={root ?? undefined}>
        {root ?? 'No workspace'}
      </span>
      <span className="status-item" data-testid="card-count">
        {cards} {cards === 1 ? 'card' : 'cards'}
      </span>
      {unread > 0 && (
        <span className="status-item" data-testid="read-progress">
          reading {Math.max(cards - unread, 0)} of {cards}…
        </span>
      )}
      <span className={`status-item${warnings > 0 ? ' has-warnings' : ''}`} data-testid="warning-count">
        {warnings} {warnings === 1 ? 'warning' : 'warnings'}
      </span>
      <span className="status-item status-message" role="status">
        {message}
      </span>
      <span className="status-item status-cursor" data-testid="cursor-position">
        {cursor ? `Ln ${cursor.line}, Col ${cursor.column}` : ''}
      </span>
    </footer>
  );
}
