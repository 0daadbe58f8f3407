import { nextSlot, onlyTargets, type Choices, type Intent, type Needs } from './action-builders.js';
import { describe, type GameState } from './engine.js';

interface Props {
  readonly state: GameState;
  readonly intent: Intent;
  readonly needs: Needs;
  readonly choices: Choices;
  readonly onChange: (choices: Choices) => void;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

/** The choices of a spell or ability being cast: targets (clicked on the board), X and a mana option. */
export function ChoicePrompt({ state, intent, needs, choices, onChange, onConfirm, onCancel }: Props) {
  const id = intent.kind === 'cast' ? intent.card : intent.source;
  const slot = nextSlot(needs, choices);
  const verb = intent.kind === 'cast' ? 'Casting' : 'Activating';
  return (
    <section className="tester-prompt" aria-label="Choices">
      <p>
        <strong>
          {verb} {state.objects[id]?.template.name ?? id}
        </strong>
        {slot ? (
          <>
            {' '}
            — choose{' '}
            {needs.targets.length > 1
              ? `target ${choices.targets.length + 1} of ${needs.targets.length}`
              : 'a target'}: <em>{slot.text}</em>. Click a highlighted player or permanent.
          </>
        ) : null}
      </p>
      {choices.targets.length > 0 && (
        <p className="cs-muted">Targets: {choices.targets.map((t) => describe(state, t)).join(', ')}</p>
      )}
      {needs.x && (
        <label className="tester-field">
          X
          <input
            type="number"
            min={0}
            value={choices.x}
            onChange={(event) => onChange({ ...choices, x: Math.max(0, Math.floor(Number(event.target.value) || 0)) })}
          />
        </label>
      )}
      {needs.modes.length > 0 && (
        <fieldset className="tester-modes">
          <legend>Mana to add</legend>
          {needs.modes.map((label, i) => (
            <label key={label + String(i)} className="tester-check">
              <input
                type="radio"
                name="tester-mode"
                checked={choices.mode === i}
                onChange={() => onChange({ ...choices, mode: i })}
              />
              {label}
            </label>
          ))}
        </fieldset>
      )}
      <div className="tester-prompt-buttons">
        {!onlyTargets(needs) && (
          <button type="button" className="primary" disabled={slot !== null} onClick={onConfirm}>
            Confirm
          </button>
        )}
        <button type="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </section>
  );
}
