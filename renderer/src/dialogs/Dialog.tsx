import { useId, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';

interface Props {
  readonly title: string;
  /** `alertdialog` for questions that interrupt (confirmations), `dialog` otherwise. */
  readonly role?: 'dialog' | 'alertdialog';
  readonly description?: ReactNode;
  readonly children?: ReactNode;
  readonly onCancel: () => void;
  readonly className?: string;
}

const FOCUSABLE = 'button:not([disabled]), input:not([disabled]), select:not([disabled]), [tabindex="0"], [href]';

/**
 * A modal dialog: focus moves in (to the element marked `data-autofocus`, else the first control),
 * Tab stays inside, Escape cancels, and focus returns where it was when the dialog closes.
 */
export function Dialog({ title, role = 'dialog', description, children, onCancel, className }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  // Before paint: keys typed the moment the dialog shows (Ctrl+P, then a name) land in it, not behind it.
  useLayoutEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const first =
      box.current?.querySelector<HTMLElement>('[data-autofocus]') ?? box.current?.querySelector<HTMLElement>(FOCUSABLE);
    first?.focus();
    return () => {
      if (previous?.isConnected) previous.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onCancel();
      return;
    }
    if (event.key !== 'Tab' || !box.current) return;
    const controls = [...box.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = controls[0];
    const last = controls[controls.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div className="dialog-backdrop" onMouseDown={(e) => e.target === e.currentTarget && onCancel()}>
      <div
        ref={box}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        className={`cs-dialog${className ? ` ${className}` : ''}`}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className="dialog-title">
          {title}
        </h2>
        {description && (
          <div id={descriptionId} className="dialog-description">
            {description}
          </div>
        )}
        {children}
      </div>
    </div>
  );
}
