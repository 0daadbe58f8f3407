import {
  activationProblem,
  formatManaCost,
  legalTargets,
  spellEffects,
  targetSlots,
  type Ability,
  type Action,
  type CardTemplate,
  type Effect,
  type GameObject,
  type GameState,
  type ObjectId,
  type PlayerId,
  type TargetSlot,
} from './engine.js';

/** What the user started by clicking a card: cast it, or activate one of its abilities. */
export type Intent =
  | { readonly kind: 'cast'; readonly player: PlayerId; readonly card: ObjectId }
  | { readonly kind: 'activate'; readonly player: PlayerId; readonly source: ObjectId; readonly ability: number };

/** The choices an intent needs before it can be performed (601.2b-c, 602.2b). */
export interface Needs {
  readonly targets: readonly TargetSlot[];
  readonly x: boolean;
  /** Labels of the options of an "Add {R} or {G}" effect; empty when there is nothing to choose. */
  readonly modes: readonly string[];
}

export interface Choices {
  readonly targets: readonly string[];
  readonly x: number;
  readonly mode: number;
}

export const NO_CHOICES: Choices = { targets: [], x: 0, mode: 0 };

const hasVariable = (symbols: readonly { readonly kind: string }[] | null): boolean =>
  symbols?.some((s) => s.kind === 'variable') ?? false;

function effectsOf(state: GameState, intent: Intent): { effects: readonly Effect[]; x: boolean } {
  if (intent.kind === 'cast') {
    const template = state.objects[intent.card]?.template;
    return template
      ? { effects: spellEffects(template), x: hasVariable(template.manaCost) }
      : { effects: [], x: false };
  }
  const ability = state.objects[intent.source]?.template.abilities[intent.ability];
  if (ability?.kind !== 'activated') return { effects: [], x: false };
  const costX = ability.costs.some((c) => c.kind === 'mana' && hasVariable(c.mana));
  return { effects: ability.effects, x: costX };
}

export function needsOf(state: GameState, intent: Intent): Needs {
  const { effects, x } = effectsOf(state, intent);
  const modes = effects.flatMap((e) => (e.kind === 'addMana' && e.options.length > 1 ? [e.options] : []))[0] ?? [];
  const variableAmount = effects.some((e) => 'amount' in e && e.amount.kind === 'variable');
  return { targets: targetSlots(effects), x: x || variableAmount, modes: modes.map(formatManaCost) };
}

/** True when nothing is left to choose but X or a mode (those get a Confirm button). */
export function onlyTargets(needs: Needs): boolean {
  return !needs.x && needs.modes.length === 0;
}

/** The slot the next click fills, or null once every target is chosen. */
export function nextSlot(needs: Needs, choices: Choices): TargetSlot | null {
  return needs.targets[choices.targets.length] ?? null;
}

/** Players and permanents the next click may choose (the engine's legal targets for that slot). */
export function targetCandidates(state: GameState, intent: Intent, needs: Needs, choices: Choices): readonly string[] {
  const slot = nextSlot(needs, choices);
  return slot ? legalTargets(state, slot, intent.player) : [];
}

/** The engine action for an intent and its choices. */
export function buildAction(intent: Intent, needs: Needs, choices: Choices, autoTap: boolean): Action {
  const common = {
    player: intent.player,
    ...(needs.targets.length > 0 ? { targets: [...choices.targets] } : {}),
    ...(needs.x ? { x: choices.x } : {}),
    ...(needs.modes.length > 0 ? { choice: choices.mode } : {}),
    ...(autoTap ? { autoTap: true } : {}),
  };
  return intent.kind === 'cast'
    ? { type: 'cast', card: intent.card, ...common }
    : { type: 'activate', source: intent.source, ability: intent.ability, ...common };
}

/** Whether a hand card is played (a land, 305.1) or cast (everything else, 601). */
export function handVerb(template: CardTemplate): 'play' | 'cast' {
  return template.types.includes('land') ? 'play' : 'cast';
}

/** One line per ability the UI shows on a permanent: activatable ones as buttons, the rest as text or greyed. */
export interface AbilityButton {
  readonly index: number;
  readonly text: string;
  /** null: the engine would let it be activated (costs aside); otherwise why it can't. */
  readonly problem: string | null;
}

/** The abilities that are offered for activation: parsed activated ones, and the ones the engine can't run. */
export function activatableAbilities(object: GameObject): readonly AbilityButton[] {
  return object.template.abilities.flatMap((ability: Ability, index) =>
    ability.kind === 'activated' || ability.kind === 'unparsed' || ability.kind === 'applied'
      ? [{ index, text: ability.text, problem: activationProblem(ability) }]
      : [],
  );
}
