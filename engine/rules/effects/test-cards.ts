import { parseAbilityText } from '../../abilities/parse-ability.js';
import type { CardType, CardTemplate } from '../../templates/card-template.js';
import { card } from '../test-support/templates.js';

/** Tests only: a card whose rules text is parsed by the grammar ("understood means executed"); throws if refused. */
export function cardFromText(
  name: string,
  cost: string,
  text: string,
  types: readonly CardType[] = ['instant'],
  pt?: string,
): CardTemplate {
  const parsed = parseAbilityText(text, 1, [name]);
  if (parsed.problem) throw new Error(`"${text}" refused: ${parsed.problem.message}`);
  return card(name, { cost, types, abilities: parsed.abilities, ...(pt ? { pt } : {}) });
}
