import { useId } from 'react';
import { describe, type GameState } from './engine.js';
import {
  choicesComplete,
  reached,
  wanted,
  type CardQuestion,
  type ResolutionChoices,
  type ResolutionNeeds,
} from './resolution-choices.js';

interface Props {
  readonly state: GameState;
  readonly needs: ResolutionNeeds;
  readonly choices: ResolutionChoices;
  /** What confirming does: "Resolve" or "Pass priority". */
  readonly verb: string;
  readonly onChange: (choices: ResolutionChoices) => void;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

/**
 * The choices the top of the stack asks as it resolves (608.2d, 701.8): yes or no for each "you may" (an inner one
 * only matters when the outer one is yes) and the cards to discard; then the action runs with them as `answers`.
 */
export function ResolvePrompt({ state, needs, choices, verb, onChange, onConfirm, onCancel }: Props) {
  const base = useId();
  const setMay = (index: number, yes: boolean): void =>
    onChange({ ...choices, may: choices.may.map((v, i) => (i === index ? yes : v)) });
  const toggleCard = (q: CardQuestion, id: string, on: boolean): void => {
    const current = choices.cards[q.index] ?? [];
    const next = on ? [...current, id] : current.filter((c) => c !== id);
    onChange({ ...choices, cards: choices.cards.map((list, i) => (i === q.index ? next : list)) });
  };
  return (
    <form
      className="tester-prompt"
      aria-label="Resolution choices"
      onSubmit={(event) => {
        event.preventDefault();
        if (choicesComplete(needs, choices)) onConfirm();
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.stopPropagation();
        onCancel();
      }}
    >
      <p>
        <strong>Resolving {needs.name}</strong> — choose, then {verb.toLowerCase()}.
      </p>
      {needs.mays.map((q) => {
        const asked = reached(needs, choices, q.parent);
        return (
          <fieldset key={q.index} className="tester-modes" disabled={!asked}>
            <legend>
              {q.label}
              {asked ? '' : ' (not asked)'}
            </legend>
            {[true, false].map((yes) => (
              <label key={String(yes)} className="tester-check">
                <input
                  type="radio"
                  name={`${base}-may-${q.index}`}
                  checked={choices.may[q.index] === yes}
                  onChange={() => setMay(q.index, yes)}
                />
                {yes ? 'Yes' : 'No'}
              </label>
            ))}
          </fieldset>
        );
      })}
      {needs.cards.map((q) => {
        const asked = reached(needs, choices, q.parent);
        const n = wanted(q);
        const picked = choices.cards[q.index] ?? [];
        return (
          <fieldset key={q.index} className="tester-modes" disabled={!asked}>
            <legend>
              {q.label}
              {n === null ? '' : ` (${picked.length} of ${n} chosen)`}
            </legend>
            {q.from.length === 0 && <span className="cs-muted">nothing to choose from</span>}
            {q.from.map((id) => {
              const on = picked.includes(id);
              return (
                <label key={id} className="tester-check">
                  <input
                    type="checkbox"
                    checked={on}
                    disabled={!on && n !== null && picked.length >= n}
                    onChange={(event) => toggleCard(q, id, event.target.checked)}
                  />
                  {q.kind === 'discard' ? 'Discard' : 'Sacrifice'} {describe(state, id)}
                </label>
              );
            })}
          </fieldset>
        );
      })}
      <div className="tester-prompt-buttons">
        <button type="submit" className="primary" disabled={!choicesComplete(needs, choices)}>
          {verb} with these choices
        </button>
        <button type="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
