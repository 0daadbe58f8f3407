import { useId, useMemo } from 'react';
import { describe, type GameState, type ObjectId } from './engine.js';
import {
  choicesComplete,
  pickedFor,
  pickQuestions,
  picksComplete,
  reached,
  wanted,
  withPick,
  type CardQuestion,
  type PickQuestion,
  type ResolutionChoices,
  type ResolutionNeeds,
} from './resolution-choices.js';

const CARD_VERBS: Readonly<Record<CardQuestion['kind'], string>> = {
  discard: 'Discard',
  sacrifice: 'Sacrifice',
  search: 'Find',
  chosen: 'Choose',
  exile: 'Exile',
};

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
 * only matters when the outer one is yes), the cards to discard, sacrifice or find in a library, which of the cards
 * looked at or revealed to take and in what order they go back (the engine's own preview asks them), and what a
 * permanent chooses as it enters (614.12), and the result of each coin flip and die roll or "At random" (705, 706);
 * then the action runs with them as `answers`.
 */
export function ResolvePrompt({ state, needs, choices, verb, onChange, onConfirm, onCancel }: Props) {
  const base = useId();
  const picks = useMemo(() => pickQuestions(state, needs, choices), [state, needs, choices]);
  const complete = choicesComplete(needs, choices) && picksComplete(picks, choices);
  const setMay = (index: number, yes: boolean): void =>
    onChange({ ...choices, may: choices.may.map((v, i) => (i === index ? yes : v)) });
  const setCards = (q: CardQuestion, next: readonly ObjectId[]): void =>
    onChange({ ...choices, cards: choices.cards.map((list, i) => (i === q.index ? next : list)) });
  return (
    <form
      className="tester-prompt"
      aria-label="Resolution choices"
      onSubmit={(event) => {
        event.preventDefault();
        if (complete) onConfirm();
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
          <CardFieldset
            key={q.index}
            state={state}
            legend={`${q.label}${n === null ? '' : ` (${picked.length} of ${n} chosen)`}`}
            verb={CARD_VERBS[q.kind]}
            from={q.from}
            picked={picked}
            max={n}
            disabled={!asked}
            onPick={(list) => setCards(q, list)}
          />
        );
      })}
      {picks.map((q) =>
        q.kind === 'order' ? (
          <OrderQuestion
            key={q.index}
            state={state}
            question={q}
            order={pickedFor(q, choices)}
            onOrder={(order) => onChange(withPick(picks, choices, q.index, order))}
          />
        ) : (
          <CardFieldset
            key={q.index}
            state={state}
            legend={`${q.label} (${pickedFor(q, choices).length} chosen)`}
            verb="Choose"
            from={q.from}
            picked={pickedFor(q, choices)}
            max={q.max}
            disabled={false}
            onPick={(picked) => onChange(withPick(picks, choices, q.index, picked))}
          />
        ),
      )}
      {needs.entering.map((q) => (
        <label key={q.index} className="tester-field">
          {q.label}
          <select
            value={choices.entering[q.index] ?? ''}
            onChange={(event) =>
              onChange({
                ...choices,
                entering: choices.entering.map((v, i) => (i === q.index ? event.target.value : v)),
              })
            }
          >
            <option value="">The engine's choice</option>
            {q.options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </label>
      ))}
      {(needs.chance ?? []).map((q) => (
        <label key={`chance-${q.index}`} className="tester-field">
          {q.label}
          <select
            disabled={!reached(needs, choices, q.parent)}
            value={choices.chance?.[q.index] ?? ''}
            onChange={(event) =>
              onChange({
                ...choices,
                chance: (needs.chance ?? []).map((_, i) =>
                  i === q.index ? event.target.value : (choices.chance?.[i] ?? ''),
                ),
              })
            }
          >
            <option value="">At random</option>
            {q.kind === 'flip'
              ? ['win', 'lose'].map((v) => (
                  <option key={v} value={v}>
                    {v === 'win' ? 'Won the flip' : 'Lost the flip'}
                  </option>
                ))
              : Array.from({ length: q.sides }, (_, i) => String(i + 1)).map((v) => (
                  <option key={v} value={v}>
                    {v}
                  </option>
                ))}
          </select>
        </label>
      ))}
      <div className="tester-prompt-buttons">
        <button type="submit" className="primary" disabled={!complete}>
          {verb} with these choices
        </button>
        <button type="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/**
 * Cards to choose among, a checkbox each, up to `max` (null: any number): the cards a player discards, sacrifices or
 * finds, and which of the cards looked at or revealed to take (608.2d).
 */
export function CardFieldset({
  state,
  legend,
  verb,
  from,
  picked,
  max,
  disabled,
  onPick,
}: {
  state: GameState;
  legend: string;
  verb: string;
  from: readonly ObjectId[];
  picked: readonly ObjectId[];
  max: number | null;
  disabled: boolean;
  onPick: (picked: readonly ObjectId[]) => void;
}) {
  return (
    <fieldset className="tester-modes" disabled={disabled}>
      <legend>{legend}</legend>
      {from.length === 0 && <span className="cs-muted">nothing to choose from</span>}
      {from.map((id) => {
        const on = picked.includes(id);
        return (
          <label key={id} className="tester-check">
            <input
              type="checkbox"
              checked={on}
              disabled={!on && max !== null && picked.length >= max}
              onChange={(event) => onPick(event.target.checked ? [...picked, id] : picked.filter((c) => c !== id))}
            />
            {verb} {describe(state, id)}
          </label>
        );
      })}
    </fieldset>
  );
}

/** The order of cards put into a library (401.4): the list as it will be, first topmost, with buttons to move one. */
function OrderQuestion({
  state,
  question,
  order,
  onOrder,
}: {
  state: GameState;
  question: PickQuestion;
  order: readonly ObjectId[];
  onOrder: (order: readonly ObjectId[]) => void;
}) {
  const move = (from: number, to: number): void => {
    const next = [...order];
    const [id] = next.splice(from, 1);
    if (id === undefined) return;
    next.splice(to, 0, id);
    onOrder(next);
  };
  return (
    <fieldset className="tester-modes">
      <legend>{question.label}</legend>
      <ol aria-label="Order, first topmost">
        {order.map((id, i) => (
          <li key={id}>
            {describe(state, id)}{' '}
            <button type="button" disabled={i === 0} onClick={() => move(i, i - 1)}>
              Move {describe(state, id)} up
            </button>{' '}
            <button type="button" disabled={i === order.length - 1} onClick={() => move(i, i + 1)}>
              Move {describe(state, id)} down
            </button>
          </li>
        ))}
      </ol>
    </fieldset>
  );
}
