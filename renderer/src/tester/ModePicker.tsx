import { modeEnabled, modeHeader, modesComplete, singleMode, toggleMode, type ModalNeed } from './mode-choices.js';

interface Props {
  readonly need: ModalNeed;
  readonly chosen: readonly number[];
  /** The radio group's name, unique on the page. */
  readonly name: string;
  readonly onChange: (modes: number[]) => void;
  readonly onConfirm: () => void;
}

/**
 * The modes of a modal spell or ability (700.2a): a radio per mode for "Choose one", checkboxes otherwise, the
 * count enforced; a mode whose targets have no legal choice is greyed with the reason (700.2b).
 */
export function ModePicker({ need, chosen, name, onChange, onConfirm }: Props) {
  const radio = singleMode(need);
  return (
    <fieldset className="tester-modes tester-mode-picker" aria-label="Modes">
      <legend>{modeHeader(need)} —</legend>
      {need.options.map((option) => (
        <label key={option.index} className={`tester-check${option.problem ? ' tester-greyed' : ''}`}>
          <input
            type={radio ? 'radio' : 'checkbox'}
            name={radio ? name : undefined}
            checked={chosen.includes(option.index)}
            disabled={!modeEnabled(need, chosen, option.index)}
            onChange={(event) => onChange(toggleMode(need, chosen, option.index, event.target.checked))}
          />
          {option.text}
          {option.problem && <span className="cs-muted"> ({option.problem})</span>}
        </label>
      ))}
      <button type="button" className="primary" disabled={!modesComplete(need, chosen)} onClick={onConfirm}>
        {radio ? 'Choose mode' : 'Choose modes'}
      </button>
    </fieldset>
  );
}
