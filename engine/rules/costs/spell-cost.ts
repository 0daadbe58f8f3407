import type { ManaCost, ManaSymbol } from '../../mana/mana-symbol.js';
import type { CardTemplate, SpellCostChange } from '../../templates/card-template.js';
import { staticAmount } from '../continuous/static-abilities.js';
import { matchesDescription } from '../describe/matches.js';
import { checkCondition } from '../triggers/conditions.js';
import type { GameObject, GameState, ObjectId, PlayerId } from '../state/types.js';

/** The cost changes among a template's static abilities; most templates have none. */
const CHANGES = new WeakMap<CardTemplate, readonly SpellCostChange[]>();
const NONE: readonly SpellCostChange[] = [];

function changesOf(template: CardTemplate): readonly SpellCostChange[] {
  let found = CHANGES.get(template);
  if (!found) {
    const list: SpellCostChange[] = [];
    for (const a of template.abilities) if (a.kind === 'static' && a.effect.kind === 'spellCost') list.push(a.effect);
    found = list.length > 0 ? list : NONE;
    CHANGES.set(template, found);
  }
  return found;
}

/**
 * How much generic mana a change adds or takes now: its amount as seen from `from` (the spell's caster for the
 * spell's own ability, else the permanent's controller), or 0 while its condition is false.
 */
function changeAmount(state: GameState, change: SpellCostChange, from: GameObject, controller: PlayerId): number {
  const viewpoint = { controller, source: from.id };
  if (!checkCondition(state, change.condition, viewpoint)) return 0;
  return staticAmount(state, { ...from, controller }, change.amount);
}

/** Whether a permanent's change applies to this spell: it matches, and its caster is whom the change names. */
function appliesTo(
  state: GameState,
  change: SpellCostChange,
  permanent: GameObject,
  spell: ObjectId,
  caster: PlayerId,
) {
  const spells = change.spells;
  if (spells.kind !== 'matching') return false;
  if (spells.caster === 'you' && caster !== permanent.controller) return false;
  if (spells.caster === 'opponent' && caster === permanent.controller) return false;
  return matchesDescription(state, spell, spells.description, {
    controller: permanent.controller,
    source: permanent.id,
  });
}

/**
 * 601.2f: the total mana cost of a spell being cast: its mana cost (or alternative cost, 118.9d) plus every cost
 * increase, minus every cost reduction, never below {0}. The changes are the spell's own ("This spell costs {1} less
 * to cast for each artifact you control.", affinity) and those of permanents on the battlefield ("Creature spells
 * you cast cost {1} less to cast."). Reductions take generic mana only (118.7a); X counts with its announced value
 * (107.3, 601.2b), so a reduction may take from it. The spell is on the stack (601.2a) as this is determined.
 */
export function totalManaCost(
  state: GameState,
  spell: ObjectId,
  caster: PlayerId,
  base: ManaCost,
  x: number,
): ManaCost {
  const object = state.objects[spell];
  if (!object) return base;
  let more = 0;
  let less = 0;
  const add = (change: SpellCostChange, amount: number) => {
    if (change.change === 'more') more += amount;
    else less += amount;
  };
  for (const change of changesOf(object.template)) {
    if (change.spells.kind === 'self') add(change, changeAmount(state, change, object, caster));
  }
  for (const player of state.playerOrder) {
    for (const id of state.players[player]?.zones.battlefield ?? []) {
      const permanent = state.objects[id];
      if (!permanent) continue;
      for (const change of changesOf(permanent.template)) {
        if (appliesTo(state, change, permanent, spell, caster)) {
          add(change, changeAmount(state, change, permanent, permanent.controller));
        }
      }
    }
  }
  if (more === 0 && less === 0) return base;
  const others: ManaSymbol[] = [];
  let generic = more;
  for (const symbol of base) {
    if (symbol.kind === 'generic') generic += symbol.amount;
    else if (symbol.kind === 'variable') generic += x;
    else others.push(symbol);
  }
  generic = Math.max(0, generic - less);
  return generic > 0 ? [{ kind: 'generic', amount: generic }, ...others] : others;
}
