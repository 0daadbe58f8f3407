import { useEffect, useMemo, useRef, useState } from 'react';
import type { HostApi, LoadedPack } from '../../../host/contract.js';
import { AddCardPanel } from './AddCardPanel.js';
import type { LibraryCard } from './block-table.js';
import { LoadPackPanel } from './LoadPackPanel.js';
import { Board } from './Board.js';
import { boardOf } from './board-model.js';
import { ChoicePrompt } from './ChoicePrompt.js';
import { CleanupPrompt } from './CleanupPrompt.js';
import { ResolvePrompt } from './ResolvePrompt.js';
import { CombatMatrix } from './CombatMatrix.js';
import type { Action, PlayerId } from './engine.js';
import { EventLog } from './EventLog.js';
import { SaveScenario } from './SaveScenario.js';
import { writeScenario } from './scenario-writer.js';
import { TesterTabs, tabId, viewId, type TesterTab } from './TesterTabs.js';
import { TesterToolbar } from './TesterToolbar.js';
import { keepTappedCandidates, keptTapped } from './untap-choices.js';
import { pendingTriggerRows } from './trigger-model.js';
import { useCardOptions, type EditorCard } from './use-card-options.js';
import { useGameControls } from './use-game-controls.js';
import { useSandboxGame } from './use-sandbox-game.js';
import './tester.css';

export interface RulesTesterProps {
  readonly host: HostApi;
  /** The card in the editor as parsed from its current text (saved or not); null when no card file is open. */
  readonly editorCard: EditorCard | null;
  /** The workspace's card files parsed into cards (the app reads and parses each once), in file order. */
  readonly cards: readonly LibraryCard[];
}

const slug = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Mirrors the host's default pack path (host/api/compile-method.ts), from the workspace's absolute root. */
const defaultPackPath = (root: string): string => {
  const name = (root.split(/[\\/]/).filter(Boolean).pop() ?? '').replace(/[^\w.-]+/g, '-') || 'pack';
  return `packs/${name}.zip`;
};

const declared = (action: Action): string =>
  action.type === 'declareAttackers'
    ? 'Attackers declared'
    : action.type === 'declareBlockers'
      ? 'Blockers declared'
      : action.type === 'declineCast'
        ? 'Declined to cast the card offered (608.2g)'
        : 'Damage order set';

/**
 * The rules tester: a two-player sandbox game on the engine, the editor's card and any workspace card put into
 * it, everything the engine allows one click away, undo/redo, an event log to inspect any moment, a combat
 * matrix of the workspace's creatures, and the game saved as a `cardsmith test` scenario.
 */
export function RulesTester({ host, editorCard, cards: library }: RulesTesterProps) {
  const { store, snapshot } = useSandboxGame();
  const [pack, setPack] = useState<LoadedPack | null>(null);
  const [packLoading, setPackLoading] = useState(false);
  const [defaultPack, setDefaultPack] = useState('');
  const { options, activeCard } = useCardOptions(editorCard, library, pack);
  const [tab, setTab] = useState<TesterTab>('game');
  const [viewer, setViewer] = useState<PlayerId | null>(null);
  const [autoTap, setAutoTap] = useState(true);
  /** 502.3: permanents ticked to stay tapped as the next turn begins. */
  const [ticked, setTicked] = useState<readonly string[]>([]);
  const [inspected, setInspected] = useState<{ seq: number; version: number } | null>(null);

  // An inspected moment belongs to the game as it was: any change (a new action, an undo) ends it.
  const inspecting = inspected?.version === snapshot.version ? inspected.seq : null;
  const live = inspecting === null;
  const shown = (inspecting !== null ? store.stateAfter(inspecting) : null) ?? snapshot.state;
  const board = useMemo(() => boardOf(shown, viewer), [shown, viewer]);
  const controls = useGameControls(store, snapshot, autoTap, live);
  const { names, message, pending, perform, resolving } = controls;
  const triggerRows = useMemo(() => pendingTriggerRows(shown), [shown]);

  // Where the app's Compile writes a pack by default: `packs/<workspace folder name>.zip`.
  useEffect(() => {
    let current = true;
    host.workspace().then(
      (info) => {
        if (current) setDefaultPack(defaultPackPath(info.root));
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [host]);

  const loadPack = (path: string): void => {
    setPackLoading(true);
    host.loadPack(path).then(
      (loaded) => {
        setPackLoading(false);
        setPack(loaded);
        controls.notify('ok', `Loaded ${loaded.cards.length} card(s) from ${loaded.path}`);
      },
      (error: unknown) => {
        setPackLoading(false);
        controls.notify('error', `Cannot load the pack: ${error instanceof Error ? error.message : String(error)}`);
      },
    );
  };
  // A click that moves its own card (cast, died, undone) removes the focused button; keep the focus in the
  // tester so Ctrl+Z still reaches it. Focus elsewhere (the editor) is never taken.
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    if (document.activeElement === document.body && section.current?.offsetParent) section.current.focus();
  }, [snapshot.version, inspecting]);

  const scenarioText = (): string => {
    const added = snapshot.history.flatMap((h) => (h.action.type === 'addCard' ? [h.action.template.name] : []));
    const cards = [...new Set(added)];
    return writeScenario({
      history: snapshot.history,
      state: snapshot.state,
      title: `Saved from the Cardsmith rules tester${cards.length > 0 ? `: ${cards.join(', ')}` : ''}.`,
    });
  };

  return (
    <section ref={section} className="tester" aria-label="Rules tester" tabIndex={-1} onKeyDown={controls.onKeyDown}>
      <TesterTabs tab={tab} onTab={setTab} />
      {tab === 'matrix' ? (
        <div role="tabpanel" id={viewId('matrix')} aria-labelledby={tabId('matrix')} className="tester-view">
          <CombatMatrix cards={library} />
        </div>
      ) : (
        <div role="tabpanel" id={viewId('game')} aria-labelledby={tabId('game')} className="tester-view tester-game">
          <TesterToolbar
            turn={shown.turn}
            names={names}
            canUndo={snapshot.canUndo}
            canRedo={snapshot.canRedo}
            live={live}
            stackSize={shown.stack.length}
            autoTap={autoTap}
            viewer={viewer}
            playerOrder={snapshot.state.playerOrder}
            onUndo={controls.undo}
            onRedo={controls.redo}
            onPass={controls.pass}
            onResolve={controls.resolveTop}
            keepTapped={{
              candidates: live ? keepTappedCandidates(snapshot.state) : [],
              ticked,
              onToggle: (id, on) => setTicked((t) => (on ? [...t, id] : t.filter((x) => x !== id))),
            }}
            onNextStep={() => {
              controls.nextStep(keptTapped(snapshot.state, ticked));
              setTicked([]);
            }}
            onAutoTap={setAutoTap}
            onViewer={setViewer}
            onReset={controls.reset}
          />
          <LoadPackPanel
            defaultPath={defaultPack}
            loaded={pack ? { path: pack.path, count: pack.cards.length } : null}
            busy={packLoading}
            onLoad={loadPack}
          />
          <AddCardPanel
            options={options}
            players={snapshot.state.playerOrder.map((id) => ({ id, name: names[id] ?? id }))}
            disabled={!live}
            onAdd={controls.addCard}
          />
          <div className="tester-messages">
            {message?.kind === 'error' ? (
              <p role="alert" className="tester-error">
                {message.text}
              </p>
            ) : null}
            <p role="status" aria-label="Tester message" className="tester-status">
              {message?.kind === 'ok' ? message.text : ''}
            </p>
          </div>
          {!live && (
            <p className="tester-inspecting" role="note">
              Showing the state after event {inspecting} (read-only).{' '}
              <button type="button" onClick={() => setInspected(null)}>
                Back to the current state
              </button>
            </p>
          )}
          {pending && (
            <ChoicePrompt
              state={snapshot.state}
              intent={pending.intent}
              needs={pending.needs}
              choices={pending.choices}
              onChange={controls.choose}
              onConfirmModes={controls.confirmModes}
              onConfirm={controls.confirm}
              onCancel={controls.cancel}
            />
          )}
          {controls.discarding && (
            <CleanupPrompt
              state={snapshot.state}
              question={controls.discarding.question}
              playerName={names[controls.discarding.question.player] ?? controls.discarding.question.player}
              picked={controls.discarding.picked}
              verb={controls.discarding.kind === 'next' ? 'Next step' : 'Pass priority'}
              onPick={controls.chooseDiscard}
              onConfirm={controls.confirmDiscard}
              onCancel={controls.cancelDiscard}
            />
          )}
          {resolving && (
            <ResolvePrompt
              state={snapshot.state}
              needs={resolving.needs}
              choices={resolving.choices}
              verb={resolving.kind === 'resolve' ? 'Resolve' : 'Pass priority'}
              onChange={controls.chooseAnswers}
              onConfirm={controls.confirmResolution}
              onCancel={controls.cancelResolution}
            />
          )}
          <div className="tester-layout">
            <Board
              board={board}
              state={shown}
              changed={live ? snapshot.changed : new Set()}
              flash={snapshot.version % 2 === 0 ? 'even' : 'odd'}
              actions={controls.actions}
              targets={controls.targets}
              onAddMana={live ? controls.addMana : undefined}
              onLife={live ? controls.changeLife : undefined}
              onCommandAction={live ? (action, done) => void controls.perform(action, done) : undefined}
              onResolve={live ? controls.resolveTop : undefined}
              triggers={{
                rows: triggerRows,
                names,
                active: controls.trigger,
                chosen: controls.triggerTargets,
                modes: controls.triggerModes,
                draft: controls.triggerDraft,
                ended: controls.triggerEnded,
                onDraftModes: live ? controls.draftTriggerModes : undefined,
                onConfirmModes: live ? controls.confirmTriggerModes : undefined,
                onPut: live ? controls.putTrigger : undefined,
                onChoose: live ? controls.chooseTrigger : undefined,
                onClear: live ? controls.clearTriggerTargets : undefined,
                onEndTargets: live ? controls.endTriggerTargets : undefined,
              }}
              onDeclare={live ? (action) => perform(action, declared(action)) : undefined}
            />
            <aside className="tester-side">
              <EventLog
                log={snapshot.log}
                state={snapshot.state}
                selected={inspecting}
                onSelect={(seq) => setInspected(seq === null ? null : { seq, version: snapshot.version })}
              />
              <SaveScenario
                host={host}
                text={scenarioText}
                suggestedPath={`scenarios/${activeCard ? `${slug(activeCard.name)}-` : ''}tester.scenario`}
                notify={controls.notify}
              />
            </aside>
          </div>
        </div>
      )}
    </section>
  );
}
