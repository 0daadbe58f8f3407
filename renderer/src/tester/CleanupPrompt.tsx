import type { GameState, ObjectId } from './engine.js';
import { cleanupLabel, type CleanupQuestion } from './cleanup-choices.js';
import { CardFieldset } from './ResolvePrompt.js';

interface Props {
  readonly state: GameState;
  readonly question: CleanupQuestion;
  readonly playerName: string;
  readonly picked: readonly ObjectId[];
  /** What confirming does: "Next step" or "Pass priority". */
  readonly verb: string;
  readonly onPick: (picked: readonly ObjectId[]) => void;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

/**
 * 514.1: before the step ends into a cleanup step, the cards the active player discards down to their maximum hand
 * size, a checkbox each (exactly that many; the engine refuses another count), then the step ends with them.
 * Enter confirms, Escape cancels.
 */
export function CleanupPrompt({ state, question, playerName, picked, verb, onPick, onConfirm, onCancel }: Props) {
  const complete = picked.length === question.count;
  return (
    <form
      className="tester-prompt"
      aria-label="Cleanup discard"
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
        <strong>Cleanup step</strong> — choose the cards to discard, then {verb.toLowerCase()}.
      </p>
      <CardFieldset
        state={state}
        legend={`${cleanupLabel(question, playerName)} (${picked.length} of ${question.count} chosen)`}
        verb="Discard"
        from={question.hand}
        picked={picked}
        max={question.count}
        disabled={false}
        onPick={onPick}
      />
      <div className="tester-prompt-buttons">
        <button type="submit" className="primary" disabled={!complete}>
          Discard and {verb.toLowerCase()}
        </button>
        <button type="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
