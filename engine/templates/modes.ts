import type { Effect } from './rules-text.js';

/** A modal effect (700.2): "Choose one —" and its modes. */
export type ModalEffect = Extract<Effect, { kind: 'modal' }>;

/** The modal effect among an ability's effects, if it is modal (the grammar gives an ability at most one). */
export function modalOf(effects: readonly Effect[]): ModalEffect | null {
  for (const effect of effects) if (effect.kind === 'modal') return effect;
  return null;
}

/**
 * The effects a modal spell or ability has once its modes are chosen (700.2c, 700.2d): each `modal` effect is
 * replaced by the effects of the chosen modes (0-based indexes), in printed order whatever order they were given
 * in; a mode chosen twice appears twice in sequence. Effects that are not modal stay as they are, so for an ability
 * that isn't modal this is `effects` itself. Everything that numbers targets or runs effects looks at these.
 */
export function chosenEffects(effects: readonly Effect[], modes: readonly number[]): readonly Effect[] {
  if (modalOf(effects) === null) return effects;
  const order = [...modes].sort((a, b) => a - b);
  return effects.flatMap((effect) =>
    effect.kind === 'modal' ? order.flatMap((i) => effect.modes[i]?.effects ?? []) : [effect],
  );
}

/**
 * Every choice of modes a modal effect allows (700.2d: different modes, between min and max of them), each in
 * printed order: "choose one or both" of two modes gives [0], [1], [0, 1].
 */
export function modeCombinations(modal: ModalEffect): number[][] {
  const out: number[][] = [];
  const n = modal.modes.length;
  const pick = (from: number, chosen: number[]): void => {
    if (chosen.length >= modal.min && chosen.length > 0) out.push(chosen);
    if (chosen.length === modal.max) return;
    for (let i = from; i < n; i++) pick(i + 1, [...chosen, i]);
  };
  pick(0, []);
  return out.sort((a, b) => a.length - b.length);
}
