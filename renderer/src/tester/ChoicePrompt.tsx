import { useId } from 'react';
import {
  choosingModes,
  costQuestionsNow,
  targetStatus,
  onlyTargets,
  readyToConfirm,
  sourceOf,
  type Choices,
  type Intent,
  type Needs,
} from './action-builders.js';
import { costWanted, toggleCost } from './cost-choices.js';
import { toggleIn } from './keyword-payments.js';
import { describe, type GameState } from './engine.js';
import { ModePicker } from './ModePicker.js';
import { describeNext, endOpenSubject } from './target-plan.js';

interface Props {
  readonly state: GameState;
  readonly intent: Intent;
  readonly needs: Needs;
  readonly choices: Choices;
  readonly onChange: (choices: Choices) => void;
  /** The modes ticked are the ones: go on to their targets (or perform, when nothing else is asked). */
  readonly onConfirmModes: () => void;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

/**
 * The choices of a spell or ability being cast: its modes first when it is modal (700.2a), then targets (clicked on
 * the board), X, a mana option and the objects its costs sacrifice, discard, tap or exile (601.2h).
 */
export function ChoicePrompt({ state, intent, needs, choices, onChange, onConfirmModes, onConfirm, onCancel }: Props) {
  const base = useId();
  const id = sourceOf(intent);
  const progress = targetStatus(needs, choices);
  const next = progress.next;
  const verb = intent.kind === 'cast' ? 'Casting' : 'Activating';
  const modes = choosingModes(needs);
  const chosenModes = needs.modal && needs.modes ? needs.modes.map((m) => needs.modal?.options[m]?.text ?? '') : [];
  return (
    <section className="tester-prompt" aria-label="Choices">
      <p>
        <strong>
          {verb} {state.objects[id]?.template.name ?? id}
        </strong>
        {modes ? ' — choose its modes first.' : null}
        {next ? (
          <>
            {' '}
            — choose {describeNext(next)}: <em>{next.slot.text}</em>. Click a highlighted player or permanent.
          </>
        ) : null}
      </p>
      {next?.optional && (
        // 601.2c: a subject past its fewest targets may take no more ("up to two", "any number of").
        <button type="button" onClick={() => onChange({ ...choices, endedTargets: endOpenSubject(progress) })}>
          No more targets for “{next.slot.text}”
        </button>
      )}
      {modes && needs.modal && (
        <ModePicker
          need={needs.modal}
          chosen={choices.modes}
          name={`${base}-mode`}
          onChange={(m) => onChange({ ...choices, modes: m })}
          onConfirm={onConfirmModes}
        />
      )}
      {chosenModes.length > 0 && <p className="cs-muted">Modes: {chosenModes.join(' / ')}</p>}
      {choices.targets.length > 0 && (
        <p className="cs-muted">Targets: {choices.targets.map((t) => describe(state, t)).join(', ')}</p>
      )}
      {!modes && needs.kicker !== null && (
        <label className="tester-check">
          <input
            type="checkbox"
            checked={choices.kicked}
            onChange={(event) => onChange({ ...choices, kicked: event.target.checked })}
          />
          Kicked (pay {needs.kicker} more)
        </label>
      )}
      {!modes && needs.secondKicker !== null && (
        <label className="tester-check">
          <input
            type="checkbox"
            checked={choices.kickedSecond}
            onChange={(event) => onChange({ ...choices, kickedSecond: event.target.checked })}
          />
          Kicked with its {needs.secondKicker} kicker (pay {needs.secondKicker} more)
        </label>
      )}
      {!modes && needs.buyback !== null && (
        <label className="tester-check">
          <input
            type="checkbox"
            checked={choices.buyback}
            onChange={(event) => onChange({ ...choices, buyback: event.target.checked })}
          />
          Buyback (pay {needs.buyback} more; it returns to your hand)
        </label>
      )}
      {!modes && needs.alternatives.length > 0 && (
        <fieldset className="tester-modes" aria-label="How to pay">
          <legend>Pay (118.9: one alternative cost at most)</legend>
          <label className="tester-check">
            <input
              type="radio"
              name={`${base}-alternative`}
              checked={choices.alternative === null}
              onChange={() => onChange({ ...choices, alternative: null, costs: [] })}
            />
            Its mana cost
          </label>
          {needs.alternatives.map((alternative, i) => (
            <label key={alternative.label + String(i)} className="tester-check">
              <input
                type="radio"
                name={`${base}-alternative`}
                checked={choices.alternative === i}
                onChange={() => onChange({ ...choices, alternative: i, costs: [] })}
              />
              {alternative.label}
            </label>
          ))}
        </fieldset>
      )}
      {!modes && needs.convoke !== null && (
        <fieldset className="tester-modes" aria-label="Convoke: creatures to tap">
          <legend>Convoke: tap creatures to pay {'{1}'} or one mana of their color each</legend>
          {needs.convoke.length === 0 && <span className="cs-muted">no untapped creature to tap</span>}
          {needs.convoke.map((oid) => (
            <label key={oid} className="tester-check">
              <input
                type="checkbox"
                checked={choices.convoke.includes(oid)}
                onChange={(event) =>
                  onChange({ ...choices, convoke: toggleIn(choices.convoke, oid, event.target.checked) })
                }
              />
              Tap {describe(state, oid)}
            </label>
          ))}
        </fieldset>
      )}
      {!modes && needs.delve !== null && (
        <fieldset className="tester-modes" aria-label="Delve: cards to exile">
          <legend>Delve: exile cards from your graveyard to pay {'{1}'} each</legend>
          {needs.delve.length === 0 && <span className="cs-muted">no card in your graveyard</span>}
          {needs.delve.map((oid) => (
            <label key={oid} className="tester-check">
              <input
                type="checkbox"
                checked={choices.delve.includes(oid)}
                onChange={(event) =>
                  onChange({ ...choices, delve: toggleIn(choices.delve, oid, event.target.checked) })
                }
              />
              Exile {describe(state, oid)}
            </label>
          ))}
        </fieldset>
      )}
      {!modes && needs.improvise !== null && (
        <fieldset className="tester-modes" aria-label="Improvise: artifacts to tap">
          <legend>Improvise: tap artifacts to pay {'{1}'} each</legend>
          {needs.improvise.length === 0 && <span className="cs-muted">no untapped artifact to tap</span>}
          {needs.improvise.map((oid) => (
            <label key={oid} className="tester-check">
              <input
                type="checkbox"
                checked={choices.improvise.includes(oid)}
                onChange={(event) =>
                  onChange({ ...choices, improvise: toggleIn(choices.improvise, oid, event.target.checked) })
                }
              />
              Tap {describe(state, oid)}
            </label>
          ))}
        </fieldset>
      )}
      {!modes && needs.conspire !== null && (
        <fieldset className="tester-modes" aria-label="Conspire: two creatures to tap">
          <legend>Conspire: tap two creatures that share a color with it, and it is copied</legend>
          {needs.conspire.length < 2 && <span className="cs-muted">not two untapped creatures sharing a color</span>}
          {needs.conspire.map((oid) => {
            const on = choices.conspire.includes(oid);
            return (
              <label key={oid} className="tester-check">
                <input
                  type="checkbox"
                  checked={on}
                  disabled={!on && choices.conspire.length >= 2}
                  onChange={(event) =>
                    onChange({ ...choices, conspire: toggleIn(choices.conspire, oid, event.target.checked) })
                  }
                />
                Tap {describe(state, oid)}
              </label>
            );
          })}
        </fieldset>
      )}
      {!modes && needs.assist !== null && (
        <fieldset className="tester-modes" aria-label="Assist: another player pays generic mana">
          <legend>Assist: another player pays some of its generic mana</legend>
          <label className="tester-field">
            Player
            <select
              value={choices.assist?.player ?? ''}
              onChange={(event) =>
                onChange({
                  ...choices,
                  assist:
                    event.target.value === ''
                      ? null
                      : { player: event.target.value, amount: choices.assist?.amount ?? 1 },
                })
              }
            >
              <option value="">nobody</option>
              {needs.assist.map((p) => (
                <option key={p} value={p}>
                  {p}
                </option>
              ))}
            </select>
          </label>
          {choices.assist !== null && (
            <label className="tester-field">
              Pays generic mana
              <input
                type="number"
                min={0}
                value={choices.assist.amount}
                onChange={(event) =>
                  choices.assist &&
                  onChange({
                    ...choices,
                    assist: { ...choices.assist, amount: Math.max(0, Math.floor(Number(event.target.value) || 0)) },
                  })
                }
              />
            </label>
          )}
        </fieldset>
      )}
      {!modes && needs.x && (
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
      {!modes && needs.options.length > 0 && (
        <fieldset className="tester-modes">
          <legend>Mana to add</legend>
          {needs.options.map((label, i) => (
            <label key={label + String(i)} className="tester-check">
              <input
                type="radio"
                name={`${base}-option`}
                checked={choices.option === i}
                onChange={() => onChange({ ...choices, option: i })}
              />
              {label}
            </label>
          ))}
        </fieldset>
      )}
      {!modes &&
        costQuestionsNow(needs, choices).map((q) => {
          const n = costWanted(q, choices.x);
          const picked = choices.costs[q.index] ?? [];
          const elsewhere = new Set(choices.costs.filter((_, i) => i !== q.index).flat());
          return (
            <fieldset key={q.index} className="tester-modes" aria-label={`Cost: ${q.label}`}>
              <legend>
                Cost: {q.label} (
                {q.power === undefined
                  ? `${picked.length} of ${n} chosen`
                  : `total power ${picked.reduce((sum, id) => sum + (q.powers?.[id] ?? 0), 0)} of ${q.power}`}
                )
              </legend>
              {q.from.length === 0 && <span className="cs-muted">nothing can pay it</span>}
              {q.from.map((oid) => {
                const on = picked.includes(oid);
                return (
                  <label key={oid} className="tester-check">
                    <input
                      type="checkbox"
                      checked={on}
                      disabled={!on && (picked.length >= n || elsewhere.has(oid))}
                      onChange={(event) =>
                        onChange({ ...choices, costs: toggleCost(choices.costs, q.index, oid, event.target.checked) })
                      }
                    />
                    {q.verb} {describe(state, oid)}
                  </label>
                );
              })}
            </fieldset>
          );
        })}
      <div className="tester-prompt-buttons">
        {!modes && !onlyTargets(needs) && (
          <button type="button" className="primary" disabled={!readyToConfirm(needs, choices)} onClick={onConfirm}>
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
