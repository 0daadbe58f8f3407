import type { CardTemplate } from '../../templates/card-template.js';
import { combatantOf, type Combatant } from './combatant.js';
import { BLOCK_RESTRICTIONS, DECLARATION_RESTRICTIONS } from './restrictions/registry.js';
import type { BlockRestriction, DeclarationRestriction } from './restrictions/types.js';

export type BlockVerdict = { readonly ok: true } | { readonly ok: false; readonly reasons: readonly string[] };

function asCombatant(x: CardTemplate | Combatant): Combatant {
  return 'keywords' in x ? x : combatantOf(x);
}

/**
 * Whether `blocker` may block `attacker` as far as their abilities go (509.1b). Every restriction is asked and
 * every refusal is reported; any refusal wins (101.2). Works on templates alone (no game needed).
 */
export function canBlock(
  attacker: CardTemplate | Combatant,
  blocker: CardTemplate | Combatant,
  restrictions: readonly BlockRestriction[] = BLOCK_RESTRICTIONS,
): BlockVerdict {
  const a = asCombatant(attacker);
  const b = asCombatant(blocker);
  const reasons: string[] = [];
  if (!b.types.includes('creature')) reasons.push('not a creature (506.3)');
  for (const r of restrictions) {
    const reason = r.check(a, b);
    if (reason !== null) reasons.push(reason);
  }
  return reasons.length === 0 ? { ok: true } : { ok: false, reasons };
}

/** Whether `blocker` could block `attacker` all by itself: the pair check plus declaration checks like menace. */
export function canBlockAlone(
  attacker: CardTemplate | Combatant,
  blocker: CardTemplate | Combatant,
  declaration: readonly DeclarationRestriction[] = DECLARATION_RESTRICTIONS,
): BlockVerdict {
  const a = asCombatant(attacker);
  const b = asCombatant(blocker);
  const pair = canBlock(a, b);
  const reasons = pair.ok ? [] : [...pair.reasons];
  for (const r of declaration) {
    const reason = r.check(a, [b]);
    if (reason !== null) reasons.push(reason);
  }
  return reasons.length === 0 ? { ok: true } : { ok: false, reasons };
}
