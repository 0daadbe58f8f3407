import type { Ability, CardTemplate, Effect, Subject } from '../../templates/card-template.js';
import { isAura } from '../ops/attachments.js';
import { unimplementedReason } from '../implementations/registry.js';
import { modalOf } from '../../templates/modes.js';
import { fail, ok, type Result } from '../result.js';
import { chooseTargets } from '../targets/choose.js';
import type { GameState, ObjectId, PlayerId } from '../state/types.js';

/**
 * Why an ability can't be activated, if it can't be: only parsed activated abilities can. Unparsed abilities stay
 * visible on the card but the engine has nothing to run for them; `apply` abilities the engine implements are
 * static (engine/rules/implementations/), and those it doesn't implement say so.
 */
export function activationProblem(ability: Ability | undefined): string | null {
  if (!ability) return 'the card has no such ability';
  switch (ability.kind) {
    case 'activated':
      return null;
    case 'unparsed':
      return `"${ability.text}" was not understood by the parser, so it can't be activated`;
    case 'applied':
      return unimplementedReason(ability) ?? `"${ability.text}" is a static ability, not an activated ability`;
    case 'keyword':
      return `${ability.keyword} is a keyword ability, not an activated ability`;
    case 'protection':
      return `"${ability.text}" is a keyword ability (702.16), not an activated ability`;
    case 'static':
      return `"${ability.text}" is a static ability, not an activated ability`;
    case 'kicker':
      return `kicker is paid as the spell is cast (cast it kicked), not activated (702.33a)`;
    case 'flashback':
      return `flashback lets you cast the card from your graveyard (cast it there), not activate it (702.34a)`;
    case 'buyback':
      return `buyback is paid as the spell is cast (cast it with buyback), not activated (702.27a)`;
    case 'suspend':
      return `suspending a card is a special action from your hand (do suspend …), not an ability (702.62a, 116.2f)`;
    case 'entwine':
      return `entwine is paid as the spell is cast with all its modes, not activated (702.42a)`;
    case 'morph':
      return `turning a face-down permanent face up is a special action (do turn-up …), not an ability (702.37e)`;
    case 'additionalCost':
      return `"${ability.text}" is paid as the spell is cast (601.2f), not activated`;
    case 'alternativeCost':
      return `"${ability.text}" is a way to pay for the spell as it is cast (cast it ${ability.keyword ?? 'alternative'}), not activated (118.9)`;
    case 'castRestriction':
      return `"${ability.text}" says when the card may be cast (601.3), it is not activated`;
    case 'enchant':
      return `"${ability.text}" is a keyword ability of an Aura: its spell targets what it enchants (702.5a)`;
    case 'spell':
      return `"${ability.text}" is a spell effect: cast the card instead`;
    case 'triggered':
      return `"${ability.text}" is a triggered ability: it triggers by itself when its event happens (603.2)`;
  }
}

/**
 * The effects a spell performs when it resolves: all its spell abilities, in order. An Aura spell first attaches
 * itself to its target (303.4a: its enchant ability restricts the target; 608.3a: it enters attached to it).
 */
export function spellEffects(template: CardTemplate): readonly Effect[] {
  let cached = SPELL_EFFECTS.get(template);
  if (!cached) {
    const printed = spellLines(template);
    const aura = auraAttachment(template);
    cached = aura ? [aura, ...printed] : printed;
    SPELL_EFFECTS.set(template, cached);
  }
  return cached;
}

/**
 * The effects of the spell's lines in order. A later line "… instead if …" (608.2c: "Threshold — Add {B}{B}{B}{B}{B}
 * instead if seven or more cards are in your graveyard.") replaces what the lines before it do when its condition
 * holds: those effects become its `otherwise`, still read first (their targets are chosen either way, 601.2c).
 */
function spellLines(template: CardTemplate): readonly Effect[] {
  let effects: Effect[] = [];
  for (const a of template.abilities) {
    if (a.kind !== 'spell') continue;
    const only = a.effects.length === 1 ? a.effects[0] : undefined;
    if (only?.kind === 'conditional' && only.insteadOfEarlier) {
      effects = [{ kind: 'conditional', condition: only.condition, effects: only.effects, otherwise: effects }];
    } else effects.push(...a.effects);
  }
  return effects;
}

/** Kept per template so every look-up gives the same subjects (targets are matched to their subject objects). */
const SPELL_EFFECTS = new WeakMap<CardTemplate, readonly Effect[]>();

/** 303.4a, 702.5a: "Enchant creature" on an Aura: its spell targets a creature, to which it is attached. */
function auraAttachment(template: CardTemplate): Effect | null {
  if (!isAura(template)) return null;
  const enchant = template.abilities.find((a) => a.kind === 'enchant');
  if (!enchant || enchant.kind !== 'enchant') return null;
  const to: Subject = {
    kind: 'target',
    allowed: enchant.what.nouns,
    description: enchant.what,
    count: 1,
    upTo: false,
    text: `target ${enchant.text.replace(/^enchant\s+/i, '')}`,
  };
  return { kind: 'attach', what: { kind: 'self' }, to };
}

/** 601.2b: "Add {R} or {G}" needs a valid option index when there is more than one. */
export function checkChoice(effects: readonly Effect[], choice: number | undefined): Result<number> {
  const choices = effects.filter((e) => e.kind === 'addMana' && e.options.length > 1);
  if (choices.length === 0) return ok(choice ?? 0);
  const max = Math.min(...choices.map((e) => (e.kind === 'addMana' ? e.options.length : 0)));
  if (choice === undefined) return fail(`choose one of ${max} options (choice 0-${max - 1})`);
  if (!Number.isInteger(choice) || choice < 0 || choice >= max) {
    return fail(`choice ${choice} is out of range: choose 0-${max - 1}`);
  }
  return ok(choice);
}

/**
 * 700.2a, 700.2b, 700.2d: the modes chosen for a modal spell or ability: between its min and max, each a mode it
 * has, none twice. Returned in printed order (the order they resolve in). A spell or ability that isn't modal takes
 * no modes.
 */
export function checkModes(
  effects: readonly Effect[],
  modes: readonly number[] | undefined,
  entwine = false,
): Result<readonly number[]> {
  const modal = modalOf(effects);
  const chosen = modes ?? [];
  if (!modal) return chosen.length === 0 ? ok([]) : fail('it is not modal, so no mode can be chosen (700.2)');
  const count = modal.min === modal.max ? `${modal.min}` : `${modal.min}-${modal.max}`;
  const numbers = `mode 1-${modal.modes.length}`;
  // 702.42a: with entwine, all its modes may be chosen instead.
  const all = entwine && chosen.length === modal.modes.length;
  if (!all && (chosen.length < modal.min || chosen.length > modal.max)) {
    return fail(`choose ${count} of its ${modal.modes.length} modes (${numbers}), got ${chosen.length} (700.2a)`);
  }
  for (const [i, mode] of chosen.entries()) {
    if (!Number.isInteger(mode) || mode < 0 || mode >= modal.modes.length) {
      return fail(`it has no mode ${mode + 1}: choose ${numbers}`);
    }
    if (chosen.indexOf(mode) !== i)
      return fail(`mode ${mode + 1} is chosen twice; each mode can be chosen once (700.2d)`);
  }
  return ok([...chosen].sort((a, b) => a - b));
}

/** 107.3: X is a non-negative integer chosen on casting or activating. */
export function checkX(x: number | undefined): Result<number> {
  const value = x ?? 0;
  if (!Number.isInteger(value) || value < 0) return fail(`X must be a whole number 0 or more, got ${value}`);
  return ok(value);
}

/**
 * 601.2c: the targets, in text order, each legal for its subject, split among the subjects by default (the
 * targets alone; targets/choose.ts `chooseTargets` takes the split too).
 */
export function checkTargets(
  state: GameState,
  effects: readonly Effect[],
  targets: readonly string[] | undefined,
  controller: PlayerId,
  source: ObjectId | null = null,
): Result<readonly string[]> {
  const chosen = chooseTargets(state, effects, targets ? { targets } : {}, controller, source);
  return chosen.ok ? ok(chosen.value.targets) : chosen;
}
