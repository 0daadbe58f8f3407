import { abilityEffects } from './modal.js';
import type { AbilityParser } from './ability-parser.js';

/** A bare effect: the spell ability of an instant or sorcery (rule 113.3a), e.g. "Draw two cards." */
export const spellParser: AbilityParser = {
  id: 'spell',
  examples: ['~ deals 2 damage to any target.', 'Destroy target creature.', 'Draw two cards.', 'You gain 7 life.'],
  parse(s, line) {
    // 608.2h: a spell's additional cost ("As an additional cost to cast this spell, sacrifice a creature.") is a line
    // of its own; "the sacrificed creature's power" names what it sacrificed (nothing, 0, if it has none).
    s.sacrificeCost = true;
    s.spell = true;
    const effects = abilityEffects(s, line, false);
    s.sacrificeCost = false;
    s.spell = false;
    return effects ? [{ kind: 'spell', line: line.line, text: line.text, effects }] : null;
  },
};
