import type { Ability, Effect } from '../../templates/card-template.js';
import { isPlayerSubject } from '../grammar/subject.js';
import { quotedAbilities, type QuotedAbilityRules } from '../grammar/quoted-ability.js';
import { actingPlayer, verb, type EffectParser } from './effect-parser.js';

/**
 * 114.2: "You get an emblem with "Creatures you control get +1/+1."", "Target opponent gets an emblem with "…"",
 * "Each opponent gets an emblem with "…"", "… with "…" and "…"" (two abilities). Each quoted ability is read by the
 * ability grammar itself, as the text of a card would be, and must be one that functions in the command zone (114.4):
 * a triggered ability, or a static ability whose effect applies to what it describes ("Creatures you control …").
 * "this emblem" in it is the emblem (`~`). A quoted ability the grammar refuses refuses the line, with its reason.
 */
export const createEmblem: EffectParser = {
  id: 'createEmblem',
  verbs: ['get', 'gets'],
  example: 'You get an emblem with "Creatures you control get +1/+1."',
  parse(s, actor) {
    const who = actingPlayer(actor);
    if (!isPlayerSubject(who)) return null;
    const save = s.mark();
    if (!verb(s, 'get') || !s.words('an emblem with')) {
      s.reset(save);
      return null;
    }
    // Kaya, Ghost Haunter prints "an emblem with, "…"".
    s.symbol(',');
    const abilities = quotedAbilities(s, EMBLEM_ABILITY);
    if (!abilities) {
      s.reset(save);
      return null;
    }
    const effect: Effect = { kind: 'createEmblem', who, abilities };
    return [effect];
  },
};

/** 114.2: an emblem's abilities; "this emblem" is the emblem (`~`), while the card's own `~` would be wrong (114.5). */
const EMBLEM_ABILITY: QuotedAbilityRules = {
  what: "the emblem's ability",
  selfWord: 'this emblem',
  tildeProblem: "an emblem's ability that doesn't name the card that made it",
  accepts: (ability) => functionsAsEmblem(ability),
  refusal:
    "an emblem's ability that works from the command zone (114.4): a triggered ability, or a static ability such as 'Creatures you control get +1/+1.'",
};

/**
 * 114.4: abilities of an emblem function in the command zone. Triggered abilities trigger there; a static ability's
 * continuous effect applies to what it describes ("Creatures you control get +1/+1."). One about the emblem itself
 * ("~ gets …", "Enchanted creature …") or a replacement of its entering means nothing for an emblem, and cost
 * changes of spells are read from permanents only (rules/costs/spell-cost.ts), so those are refused.
 */
function functionsAsEmblem(ability: Ability): boolean {
  if (ability.kind === 'triggered') return true;
  return ability.kind === 'static' && ability.effect.kind === 'continuous' && ability.effect.affected.kind === 'each';
}
