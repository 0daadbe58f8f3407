import type { ReactNode } from 'react';
import { Dialog } from './Dialog.js';

export interface ConfirmAction {
  readonly label: string;
  readonly value: string;
  readonly variant?: 'primary' | 'danger' | 'secondary';
}

interface Props {
  readonly title: string;
  readonly message: ReactNode;
  readonly actions: readonly ConfirmAction[];
  /** The value Escape (or a click outside) answers. */
  readonly cancelValue: string;
  readonly onAnswer: (value: string) => void;
}

/** A question with a few answers, as an alertdialog. The first primary/danger action gets the focus. */
export function ConfirmDialog({ title, message, actions, cancelValue, onAnswer }: Props) {
  const focusIndex = Math.max(
    0,
    actions.findIndex((a) => a.variant === 'primary' || a.variant === 'danger'),
  );
  return (
    <Dialog role="alertdialog" title={title} description={message} onCancel={() => onAnswer(cancelValue)}>
      <div className="dialog-actions">
        {actions.map((action, i) => (
          <button
            key={action.value}
            type="button"
            className={`cs-button ${action.variant ?? 'secondary'}`}
            data-autofocus={i === focusIndex ? true : undefined}
            onClick={() => onAnswer(action.value)}
          >
            {action.label}
          </button>
        ))}
      </div>
    </Dialog>
  );
}
