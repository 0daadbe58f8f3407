import type { Effect } from '../../templates/card-template.js';
import { targetsOf } from '../../templates/subjects.js';
import { costList } from '../costs/index.js';
import { abilityEffects } from './modal.js';
import type { AbilityParser } from './ability-parser.js';

/**
 * "[Cost]: [Effect.]" (rule 602.1). Costs and effects are separate pieces, so `{1}, {T}: Draw a card.`
 * and `{B/R}, {T}: Add {B}{R}.` need no code of their own.
 */
export const activatedParser: AbilityParser = {
  id: 'activated',
  examples: [
    '{T}: Add {G}.',
    '{B/R}, {T}: Add {B}{B}, {B}{R}, or {R}{R}.',
    '{X}: ~ deals X damage to target creature.',
  ],
  parse(s, line) {
    const costs = costList(s);
    if (!costs) return null;
    const effects = abilityEffects(s, line, true);
    if (!effects) return null;
    return [
      {
        kind: 'activated',
        line: line.line,
        text: line.text,
        costs,
        effects,
        isManaAbility: isManaAbility(effects),
        implied: false,
      },
    ];
  },
};

/** Rule 605.1a: an activated ability is a mana ability if it could add mana and has no target. */
export function isManaAbility(effects: readonly Effect[]): boolean {
  return effects.some((e) => e.kind === 'addMana') && targetsOf(effects).length === 0;
}
