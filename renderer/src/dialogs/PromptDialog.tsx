import { useEffect, useId, useRef, useState } from 'react';
import { Dialog } from './Dialog.js';

interface Props {
  readonly title: string;
  readonly label: string;
  readonly initial: string;
  readonly confirmLabel: string;
  /** A problem to show (and block on), or null when the value is fine. */
  readonly validate: (value: string) => string | null;
  readonly onAnswer: (value: string | null) => void;
}

/** Asks for a name. The part before the first dot starts selected, so typing replaces just the name. */
export function PromptDialog({ title, label, initial, confirmLabel, validate, onAnswer }: Props) {
  const [value, setValue] = useState(initial);
  const [touched, setTouched] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const errorId = useId();
  const problem = validate(value);

  useEffect(() => {
    const dot = initial.indexOf('.', 1);
    input.current?.setSelectionRange(0, dot < 0 ? initial.length : dot);
  }, [initial]);

  return (
    <Dialog title={title} onCancel={() => onAnswer(null)}>
      <form
        className="prompt-form"
        onSubmit={(e) => {
          e.preventDefault();
          setTouched(true);
          if (problem === null) onAnswer(value.trim());
        }}
      >
        <label htmlFor={inputId}>{label}</label>
        <input
          id={inputId}
          ref={input}
          data-autofocus
          className="text-input"
          value={value}
          spellCheck={false}
          autoComplete="off"
          aria-invalid={touched && problem !== null}
          aria-describedby={touched && problem ? errorId : undefined}
          onChange={(e) => {
            setValue(e.target.value);
            setTouched(true);
          }}
        />
        <p id={errorId} className="field-error" role="alert">
          {touched ? problem : null}
        </p>
        <div className="dialog-actions">
          <button type="button" className="cs-button secondary" onClick={() => onAnswer(null)}>
            Cancel
          </button>
          <button type="submit" className="cs-button primary" disabled={touched && problem !== null}>
            {confirmLabel}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
