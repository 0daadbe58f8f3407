import type { StackEntry } from './board-model.js';

/** The stack, top first (405.2): what resolves next is at the top. */
export function StackView({
  stack,
  onResolve,
}: {
  readonly stack: readonly StackEntry[];
  readonly onResolve?: () => void;
}) {
  return (
    <section className="tester-stack" aria-label="Stack">
      <h3>
        Stack <span className="cs-muted">({stack.length})</span>
      </h3>
      {stack.length === 0 ? (
        <p className="cs-muted tester-empty">empty</p>
      ) : (
        <ol className="tester-stack-items">
          {stack.map((item, i) => (
            <li key={item.id} className="tester-stack-item">
              <span className="tester-card-name">{item.label}</span>
              {item.modes.length > 0 && (
                <span className="tester-stack-modes" aria-label="Chosen modes">
                  {item.label.endsWith('—') ? ' ' : ' — '}
                  {item.modes.join(' / ')}
                </span>
              )}
              <span className="cs-muted">
                {' '}
                ({item.controller}
                {item.targets.length > 0 ? ` → ${item.targets.join(', ')}` : ''})
              </span>
              {i === 0 && onResolve && (
                <button type="button" onClick={onResolve}>
                  Resolve
                </button>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
