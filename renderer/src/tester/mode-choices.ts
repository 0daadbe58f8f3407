import {
  chosenEffects,
  legalTargets,
  modalOf,
  targetNeed,
  targetSlots,
  type Effect,
  type GameState,
  type ObjectId,
  type PlayerId,
} from './engine.js';

/**
 * The modes of a modal spell or ability (700.2) as the tester offers them: each mode's text, and why it can't be
 * chosen when its targets have no legal choice (700.2b). Pure: unit-tested in node.
 */
export interface ModeOption {
  /** 0-based, as the engine's `modes`. */
  readonly index: number;
  readonly text: string;
  /** null: it may be chosen; otherwise why not ("no legal target for target red permanent"). */
  readonly problem: string | null;
}

export interface ModalNeed {
  readonly min: number;
  readonly max: number;
  readonly options: readonly ModeOption[];
}

/** Why one mode alone can't be chosen: a required target slot without a legal target; null when it can. */
function modeProblem(
  state: GameState,
  effects: readonly Effect[],
  mode: number,
  player: PlayerId,
  source: ObjectId | null,
): string | null {
  const chosen = chosenEffects(effects, [mode]);
  if (targetNeed(state, chosen, player, source) !== 'impossible') return null;
  const empty = targetSlots(chosen).find((s) => !s.optional && legalTargets(state, s, player, source).length === 0);
  return `no legal target for ${empty?.text ?? 'its target'} (700.2b)`;
}

/** The modes to choose from, or null when the effects aren't modal. */
export function modalNeed(
  state: GameState,
  effects: readonly Effect[],
  player: PlayerId,
  source: ObjectId | null,
): ModalNeed | null {
  const modal = modalOf(effects);
  if (!modal) return null;
  return {
    min: modal.min,
    max: modal.max,
    options: modal.modes.map((m, index) => ({
      index,
      text: m.text,
      problem: modeProblem(state, effects, index, player, source),
    })),
  };
}

/** "Choose one", "Choose one or two", for the prompt's legend. */
export function modeHeader(need: ModalNeed): string {
  const words = ['zero', 'one', 'two', 'three', 'four', 'five'];
  const n = (k: number): string => words[k] ?? String(k);
  if (need.min === need.max) return `Choose ${n(need.min)}`;
  if (need.min === 1 && need.max === 2 && need.options.length === 2) return 'Choose one or both';
  if (need.max >= need.options.length) return `Choose ${n(need.min)} or more`;
  return `Choose ${n(need.min)} to ${n(need.max)}`;
}

/** Whether one mode is a radio choice (exactly one) rather than checkboxes. */
export const singleMode = (need: ModalNeed): boolean => need.min === 1 && need.max === 1;

/** Ticks or unticks a mode; a single-mode choice replaces the one chosen. Kept in printed order. */
export function toggleMode(need: ModalNeed, chosen: readonly number[], mode: number, on: boolean): number[] {
  if (singleMode(need)) return on ? [mode] : [];
  const next = on ? [...new Set([...chosen, mode])] : chosen.filter((m) => m !== mode);
  return next.sort((a, b) => a - b);
}

/** Whether a mode's box may be ticked now: it can be chosen and the maximum isn't reached (or it is a radio). */
export function modeEnabled(need: ModalNeed, chosen: readonly number[], mode: number): boolean {
  const option = need.options[mode];
  if (!option || option.problem !== null) return chosen.includes(mode);
  return chosen.includes(mode) || singleMode(need) || chosen.length < need.max;
}

/** Whether the chosen modes are a legal choice: between min and max, each choosable (700.2a, 700.2d). */
export function modesComplete(need: ModalNeed, chosen: readonly number[]): boolean {
  return (
    chosen.length >= need.min && chosen.length <= need.max && chosen.every((m) => need.options[m]?.problem === null)
  );
}

/** The chosen modes' texts, for the stack and messages. */
export function modeTexts(effects: readonly Effect[], modes: readonly number[] | undefined): string[] {
  const modal = modalOf(effects);
  if (!modal || !modes) return [];
  return [...modes].sort((a, b) => a - b).flatMap((m) => modal.modes[m]?.text ?? []);
}
