import { useMemo, useState, type KeyboardEvent } from 'react';
import {
  buildAction,
  castTemplate,
  handVerb,
  kickersChosen,
  needsOf,
  startingChoices,
  onlyTargets,
  sourceOf,
  targetCandidates,
  targetStatus,
  type Choices,
  type Intent,
  type Needs,
} from './action-builders.js';
import type { AddCardRequest } from './AddCardPanel.js';
import type { CardActions } from './CardView.js';
import { abilityAt, type Action, type GameObject, type ManaType, type PlayerId, type SplitChoice } from './engine.js';
import {
  answersOf,
  defaultChoices,
  passResolves,
  resolutionNeeds,
  type ResolutionChoices,
  type ResolutionNeeds,
} from './resolution-choices.js';
import type { SandboxSnapshot, SandboxStore } from './sandbox-store.js';
import { cleanupPicked, cleanupQuestion, passEndsStep, type CleanupQuestion } from './cleanup-choices.js';
import {
  activeTrigger,
  pendingTriggerRows,
  putTriggerAction,
  triggerName,
  triggerTargetCandidates,
  type TriggerRow,
} from './trigger-model.js';

/** Something the user is choosing for, valid only while the game is at the version it started in. */
export interface Pending {
  readonly intent: Intent;
  readonly needs: Needs;
  readonly choices: Choices;
  readonly version: number;
}

/** The targets picked so far for a pending trigger (603.3d), valid only at the version they were picked in. */
interface TriggerPick {
  readonly trigger: string;
  readonly targets: readonly string[];
  /** A modal trigger's modes once chosen (603.3c); null before. */
  readonly modes: readonly number[] | null;
  /** The modes ticked so far. */
  readonly draft: readonly number[];
  /** How many targets each subject took, for the subjects the user ended by hand (target-plan.ts). */
  readonly ended: readonly number[];
  readonly version: number;
}

/** Choices asked before the top of the stack resolves (608.2d), by Resolve top or by the pass that resolves it. */
export interface Resolving {
  readonly kind: 'resolve' | 'pass';
  readonly player: PlayerId;
  readonly needs: ResolutionNeeds;
  readonly choices: ResolutionChoices;
  readonly version: number;
}

/**
 * 514.1: the cards the active player discards as the step ends into a cleanup step, asked by Next step or by the pass
 * that ends the step.
 */
export interface Discarding {
  readonly kind: 'next' | 'pass';
  /** Who passes (for a pass). */
  readonly player: PlayerId;
  readonly question: CleanupQuestion;
  /** What Next step keeps tapped, when it also begins the next turn (502.3). */
  readonly keepTapped: readonly string[];
  readonly picked: readonly string[];
  readonly version: number;
}

export interface Message {
  readonly kind: 'ok' | 'error';
  readonly text: string;
}

const NO_TARGETS: readonly string[] = [];
const NO_MODES: readonly number[] = [];

/** Text inputs keep their own Ctrl+Z. */
const ownsUndo = (target: EventTarget): boolean =>
  target instanceof HTMLTextAreaElement ||
  (target instanceof HTMLInputElement && ['text', 'number', 'search'].includes(target.type));

/**
 * What the user does to the game, as callbacks: every one becomes one engine action (or a choice on the way
 * to one), and its result becomes the message — the engine's reason when it refuses.
 */
export function useGameControls(store: SandboxStore, snapshot: SandboxSnapshot, autoTap: boolean, live: boolean) {
  const [pendingState, setPending] = useState<Pending | null>(null);
  const [message, setMessage] = useState<Message | null>(null);
  const [pick, setPick] = useState<TriggerPick | null>(null);
  const [resolvingState, setResolving] = useState<Resolving | null>(null);
  const [discardingState, setDiscarding] = useState<Discarding | null>(null);
  const state = snapshot.state;
  // A choice belongs to the game as it was: any change (a new action, an undo) ends it.
  const pending = live && pendingState?.version === snapshot.version ? pendingState : null;
  const resolving = live && resolvingState?.version === snapshot.version ? resolvingState : null;
  const discarding = live && discardingState?.version === snapshot.version ? discardingState : null;
  const triggers = useMemo(() => pendingTriggerRows(state), [state]);
  const picked = pick?.version === snapshot.version ? pick : null;
  // While a trigger waits for its targets (603.3d), the board's Target buttons choose them.
  const trigger = live ? activeTrigger(triggers, picked?.trigger ?? null) : null;
  const mine = trigger && picked?.trigger === trigger.id ? picked : null;
  const triggerTargets = mine?.targets ?? NO_TARGETS;
  const triggerModes = mine?.modes ?? null;
  const triggerDraft = mine?.draft ?? NO_MODES;
  const triggerEnded = mine?.ended ?? NO_MODES;
  const setTriggerPick = (id: string, change: Partial<Omit<TriggerPick, 'trigger' | 'version'>>): void =>
    setPick({
      trigger: id,
      targets: [],
      modes: null,
      draft: [],
      ended: [],
      ...(picked?.trigger === id ? picked : {}),
      ...change,
      version: snapshot.version,
    });
  const names = useMemo(
    () => Object.fromEntries(Object.values(state.players).map((p) => [p.id, p.name])) as Record<PlayerId, string>,
    [state.players],
  );
  const nameOf = (id: string): string => state.objects[id]?.template.name ?? names[id] ?? id;

  const perform = (action: Action, done: string): boolean => {
    const result = store.perform(action);
    setPending(null);
    setResolving(null);
    setDiscarding(null);
    setMessage(result.ok ? { kind: 'ok', text: done } : { kind: 'error', text: `Not allowed: ${result.reason}` });
    return result.ok;
  };

  const finish = (p: Pending, choices: Choices): void => {
    const id = sourceOf(p.intent);
    const modes = p.needs.modal && p.needs.modes ? ` (${p.needs.modes.map((m) => `mode ${m + 1}`).join(', ')})` : '';
    const targets = choices.targets.length > 0 ? ` targeting ${choices.targets.map(nameOf).join(', ')}` : '';
    const paid = choices.costs.flat();
    const paying = paid.length > 0 ? `, paying with ${paid.map(nameOf).join(', ')}` : '';
    const kicked =
      (kickersChosen(p.needs, choices).length > 0 ? ' kicked' : '') +
      (p.needs.buyback !== null && choices.buyback ? ' with buyback' : '') +
      (choices.alternative !== null
        ? ` for ${p.needs.alternatives[choices.alternative]?.label ?? 'an alternative cost'}`
        : '') +
      (p.needs.convoke !== null && choices.convoke.length > 0
        ? `, convoking ${choices.convoke.map(nameOf).join(', ')}`
        : '') +
      (p.needs.delve !== null && choices.delve.length > 0 ? `, delving ${choices.delve.map(nameOf).join(', ')}` : '') +
      (p.needs.improvise !== null && choices.improvise.length > 0
        ? `, improvising with ${choices.improvise.map(nameOf).join(', ')}`
        : '') +
      (p.needs.conspire !== null && choices.conspire.length > 0
        ? `, conspiring with ${choices.conspire.map(nameOf).join(', ')}`
        : '') +
      (p.needs.assist !== null && choices.assist !== null && choices.assist.amount > 0
        ? `, ${choices.assist.player} assisting with {${choices.assist.amount}}`
        : '');
    const verb = p.intent.kind === 'cast' ? 'Cast' : 'Activated';
    // 709.3: a split card is cast as the half chosen, or both fused.
    const what =
      p.intent.kind === 'cast' && p.intent.way ? (castTemplate(state, p.intent)?.name ?? nameOf(id)) : nameOf(id);
    perform(
      buildAction(p.intent, p.needs, choices, autoTap),
      `${verb} ${what}${p.intent.kind === 'cast' && p.intent.way?.fuse ? ' fused' : ''}${kicked}${modes}${targets}${paying}`,
    );
  };

  /** Asks what is left to choose, or performs at once when nothing is. */
  const ask = (p: Pending): void => {
    if (p.needs.targets.length === 0 && onlyTargets(p.needs)) {
      finish(p, p.choices);
      return;
    }
    setMessage(null);
    setPending(p);
  };

  // Nothing to choose: do it at once. Otherwise modes come first in the prompt (700.2a), then targets are clicked on
  // the board, and X, mana options and the objects costs take go in the prompt.
  const start = (intent: Intent): void =>
    ask({ intent, needs: needsOf(state, intent), choices: startingChoices(state, intent), version: snapshot.version });

  /** The modes ticked are chosen: the needs become those of the chosen modes (700.2c). */
  const confirmModes = (p: Pending): void =>
    ask({
      ...p,
      needs: needsOf(state, p.intent, p.choices.modes),
      choices: { ...p.choices, targets: [], endedTargets: [] },
    });

  const actions: CardActions = live
    ? {
        onPlay: (o: GameObject, player: PlayerId = o.controller) =>
          handVerb(o.template) === 'play'
            ? perform({ type: 'playLand', player, card: o.id }, `Played ${o.template.name}`)
            : start({ kind: 'cast', player, card: o.id }),
        onActivate: (o: GameObject, ability: number, player: PlayerId) => {
          if (abilityAt(state, o, ability)?.kind !== 'activated') {
            // Greyed: let the engine refuse it, so the user reads its reason.
            perform({ type: 'activate', player, source: o.id, ability }, `Activated ${o.template.name}`);
            return;
          }
          start({ kind: 'activate', player, source: o.id, ability });
        },
        // 709.3, 702.102a: one half of a split card, or both fused.
        onCastSplit: (o: GameObject, way: SplitChoice) =>
          start({ kind: 'cast', player: o.controller, card: o.id, way }),
        // 702.37c: a card with morph may be cast face down for {3}; 702.37e: turned face up for its morph cost.
        onCastFaceDown: (o: GameObject) =>
          perform(
            { type: 'cast', player: o.controller, card: o.id, faceDown: true, ...(autoTap ? { autoTap: true } : {}) },
            `Cast ${o.template.name} face down`,
          ),
        // 702.62a: suspending is a special action: its cost is mana, paid from the pool or by autotap.
        onSuspend: (o: GameObject) =>
          perform(
            { type: 'suspend', player: o.controller, card: o.id, ...(autoTap ? { autoTap: true } : {}) },
            `Suspended ${o.template.name}`,
          ),
        onTurnFaceUp: (o: GameObject) =>
          perform(
            { type: 'turnFaceUp', player: o.controller, card: o.id, ...(autoTap ? { autoTap: true } : {}) },
            `Turned ${o.faceDown?.face?.name ?? 'a face-down creature'} face up`,
          ),
        onTarget: (id: string) => {
          if (trigger) {
            setTriggerPick(trigger.id, { targets: [...triggerTargets, id] });
            return;
          }
          if (!pending) return;
          const choices = { ...pending.choices, targets: [...pending.choices.targets, id] };
          if (targetStatus(pending.needs, choices).next === null && onlyTargets(pending.needs)) {
            finish(pending, choices);
          } else setPending({ ...pending, choices });
        },
      }
    : {};
  const targets = useMemo(
    () =>
      new Set(
        trigger
          ? triggerTargetCandidates(state, trigger, triggerTargets, triggerModes, triggerEnded)
          : pending
            ? targetCandidates(state, pending.intent, pending.needs, pending.choices)
            : [],
      ),
    [pending, state, trigger, triggerTargets, triggerModes, triggerEnded],
  );

  const putTrigger = (row: TriggerRow): void => {
    const chosen = row.id === trigger?.id ? triggerTargets : [];
    const modes = row.id === trigger?.id ? triggerModes : null;
    const ended = row.id === trigger?.id ? triggerEnded : NO_MODES;
    const to = chosen.length > 0 ? ` targeting ${chosen.map(nameOf).join(', ')}` : '';
    const chosenModes = modes && modes.length > 0 ? ` (${modes.map((m) => `mode ${m + 1}`).join(', ')})` : '';
    perform(putTriggerAction(row, chosen, modes, ended), `Put ${triggerName(row)} on the stack${chosenModes}${to}`);
  };

  /** Resolve top, or a pass that makes the top resolve: asks the resolution's choices first, if it has any. */
  const resolveOrPass = (kind: Resolving['kind']): void => {
    const player = state.turn.priority;
    // 514.1: the pass that ends the step into a cleanup step asks which cards the active player discards.
    const cleanup = kind === 'pass' && passEndsStep(state, player) ? cleanupQuestion(state) : null;
    if (cleanup) {
      setMessage(null);
      setDiscarding({ kind: 'pass', player, question: cleanup, keepTapped: [], picked: [], version: snapshot.version });
      return;
    }
    const needs = kind === 'resolve' || passResolves(state, player) ? resolutionNeeds(state) : null;
    if (needs) {
      setMessage(null);
      setResolving({ kind, player, needs, choices: defaultChoices(needs), version: snapshot.version });
    } else if (kind === 'resolve') perform({ type: 'resolve' }, 'Resolved the top of the stack');
    else perform({ type: 'passPriority', player }, `${names[player] ?? player} passed priority`);
  };
  const confirmResolution = (r: Resolving): void => {
    const answers = answersOf(r.needs, r.choices);
    const extra = Object.keys(answers).length > 0 ? { answers } : {};
    if (r.kind === 'resolve') perform({ type: 'resolve', ...extra }, `Resolved ${r.needs.name}`);
    else
      perform({ type: 'passPriority', player: r.player, ...extra }, `${names[r.player] ?? r.player} passed priority`);
  };

  /** Next step: asks first which cards the active player discards when it begins a cleanup step (514.1). */
  const nextStep = (keepTapped: readonly string[]): void => {
    const cleanup = cleanupQuestion(state);
    if (cleanup) {
      setMessage(null);
      setDiscarding({
        kind: 'next',
        player: state.turn.priority,
        question: cleanup,
        keepTapped,
        picked: [],
        version: snapshot.version,
      });
      return;
    }
    perform({ type: 'nextStep', ...(keepTapped.length > 0 ? { keepTapped } : {}) }, 'Next step');
  };
  const confirmDiscard = (d: Discarding): void => {
    const discard = cleanupPicked(d.question, d.picked);
    const chosen = discard.map(nameOf).join(', ');
    if (d.kind === 'next') {
      const kept = d.keepTapped.length > 0 ? { keepTapped: d.keepTapped } : {};
      perform({ type: 'nextStep', ...kept, discard }, `Next step: discarded ${chosen}`);
    } else {
      perform(
        { type: 'passPriority', player: d.player, discard },
        `${names[d.player] ?? d.player} passed priority: discarded ${chosen}`,
      );
    }
  };

  const undo = (): void => {
    if (store.undo()) setMessage({ kind: 'ok', text: 'Undone' });
  };
  const redo = (): void => {
    if (store.redo()) setMessage({ kind: 'ok', text: 'Redone' });
  };

  return {
    names,
    message,
    notify: (kind: Message['kind'], text: string) => setMessage({ kind, text }),
    pending,
    choose: (choices: Choices) => {
      if (!pending) return;
      // A spell that only targets has no Confirm: ending its last "up to" part completes it, as the last click does.
      if (onlyTargets(pending.needs) && targetStatus(pending.needs, choices).next === null) finish(pending, choices);
      else setPending({ ...pending, choices });
    },
    confirm: () => pending && finish(pending, pending.choices),
    confirmModes: () => pending && confirmModes(pending),
    cancel: () => setPending(null),
    actions,
    targets,
    perform,
    triggers,
    trigger,
    triggerTargets,
    triggerModes,
    triggerDraft,
    triggerEnded,
    putTrigger,
    chooseTrigger: (id: string) =>
      setPick({ trigger: id, targets: [], modes: null, draft: [], ended: [], version: snapshot.version }),
    clearTriggerTargets: () => trigger && setTriggerPick(trigger.id, { targets: [], ended: [] }),
    endTriggerTargets: (ended: readonly number[]) => trigger && setTriggerPick(trigger.id, { ended }),
    draftTriggerModes: (modes: readonly number[]) => trigger && setTriggerPick(trigger.id, { draft: modes }),
    confirmTriggerModes: () => trigger && setTriggerPick(trigger.id, { modes: triggerDraft, targets: [], ended: [] }),
    resolving,
    resolveTop: () => resolveOrPass('resolve'),
    pass: () => resolveOrPass('pass'),
    chooseAnswers: (choices: ResolutionChoices) => resolving && setResolving({ ...resolving, choices }),
    confirmResolution: () => resolving && confirmResolution(resolving),
    cancelResolution: () => setResolving(null),
    nextStep,
    discarding,
    chooseDiscard: (picked: readonly string[]) => discarding && setDiscarding({ ...discarding, picked }),
    confirmDiscard: () => discarding && confirmDiscard(discarding),
    cancelDiscard: () => setDiscarding(null),
    undo,
    redo,
    /** Ctrl/Cmd+Z and Shift+Ctrl/Cmd+Z (or Ctrl+Y) while the focus is in the tester. */
    onKeyDown: (event: KeyboardEvent): void => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || ownsUndo(event.target)) return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) undo();
      else if ((key === 'z' && event.shiftKey) || key === 'y') redo();
      else return;
      event.preventDefault();
      event.stopPropagation();
    },
    addCard: (r: AddCardRequest): void => {
      perform(
        {
          type: 'addCard',
          player: r.player,
          zone: r.zone,
          template: r.option.template,
          ...(r.sick ? { sick: true } : {}),
          ...(r.tapped ? { tapped: true } : {}),
        },
        `Added ${r.option.template.name} to ${names[r.player] ?? r.player}'s ${r.zone}`,
      );
    },
    addMana: (player: PlayerId, type: ManaType): void => {
      const pool = state.players[player]?.pool;
      if (!pool) return;
      perform(
        { type: 'setPool', player, pool: { ...pool, [type]: pool[type] + 1 } },
        `Added {${type}} to ${names[player] ?? player}'s pool`,
      );
    },
    changeLife: (player: PlayerId, delta: number): void => {
      const life = state.players[player]?.life;
      if (life === undefined) return;
      perform({ type: 'setLife', player, life: life + delta }, `${names[player] ?? player} is at ${life + delta} life`);
    },
    reset: (): void => {
      store.reset();
      setMessage({ kind: 'ok', text: 'New game' });
    },
  };
}
