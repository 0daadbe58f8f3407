import { STEP_LABELS } from './event-text.js';
import type { GameObject, ObjectId, PlayerId, TurnState } from './engine.js';

interface Props {
  readonly turn: TurnState;
  readonly names: Readonly<Record<PlayerId, string>>;
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  /** False while inspecting a past state: nothing can be done then. */
  readonly live: boolean;
  readonly stackSize: number;
  readonly autoTap: boolean;
  readonly viewer: PlayerId | null;
  readonly playerOrder: readonly PlayerId[];
  readonly onUndo: () => void;
  readonly onRedo: () => void;
  readonly onPass: () => void;
  readonly onResolve: () => void;
  readonly onNextStep: () => void;
  /** 502.3: what the next player may keep tapped as Next step begins their turn (no candidates: not shown). */
  readonly keepTapped: {
    readonly candidates: readonly GameObject[];
    readonly ticked: readonly ObjectId[];
    readonly onToggle: (id: ObjectId, on: boolean) => void;
  };
  readonly onAutoTap: (on: boolean) => void;
  readonly onViewer: (viewer: PlayerId | null) => void;
  readonly onReset: () => void;
}

const MOD = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform) ? '⌘' : 'Ctrl';

/** Turn, step and priority, and the buttons that move the game along or back. */
export function TesterToolbar(props: Props) {
  const { turn, names, live } = props;
  const name = (id: PlayerId): string => names[id] ?? id;
  return (
    <div className="tester-toolbar" role="toolbar" aria-label="Game">
      <button
        type="button"
        onClick={props.onUndo}
        disabled={!props.canUndo}
        aria-keyshortcuts="Control+Z Meta+Z"
        title={`Undo (${MOD}+Z)`}
      >
        Undo
      </button>
      <button
        type="button"
        onClick={props.onRedo}
        disabled={!props.canRedo}
        aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z"
        title={`Redo (${MOD}+Shift+Z)`}
      >
        Redo
      </button>
      <span className="tester-turn" aria-live="polite">
        Turn {turn.number} · {name(turn.activePlayer)} · <strong>{STEP_LABELS[turn.step] ?? turn.step}</strong> ·
        priority: {name(turn.priority)}
      </span>
      <button type="button" onClick={props.onPass} disabled={!live}>
        Pass priority
      </button>
      <button type="button" onClick={props.onResolve} disabled={!live || props.stackSize === 0}>
        Resolve top
      </button>
      <button type="button" onClick={props.onNextStep} disabled={!live}>
        Next step
      </button>
      {props.keepTapped.candidates.length > 0 ? (
        <fieldset className="tester-keep-tapped">
          <legend>Keep tapped in the next untap step (502.3)</legend>
          {props.keepTapped.candidates.map((o) => (
            <label key={o.id} className="tester-check">
              <input
                type="checkbox"
                checked={props.keepTapped.ticked.includes(o.id)}
                onChange={(event) => props.keepTapped.onToggle(o.id, event.target.checked)}
              />
              {o.template.name}
            </label>
          ))}
        </fieldset>
      ) : null}
      <label className="tester-check">
        <input type="checkbox" checked={props.autoTap} onChange={(event) => props.onAutoTap(event.target.checked)} />
        Auto-tap for mana
      </label>
      <fieldset className="tester-viewer">
        <legend>View as</legend>
        <label className="tester-check">
          <input
            type="radio"
            name="tester-viewer"
            checked={props.viewer === null}
            onChange={() => props.onViewer(null)}
          />
          Everything
        </label>
        {props.playerOrder.map((p) => (
          <label key={p} className="tester-check">
            <input type="radio" name="tester-viewer" checked={props.viewer === p} onChange={() => props.onViewer(p)} />
            {name(p)}
          </label>
        ))}
      </fieldset>
      <button type="button" onClick={props.onReset}>
        New game
      </button>
    </div>
  );
}
