import type { Effect } from '../../templates/card-template.js';
import { parseAbilityText } from '../parse-ability.js';

/** Tests only: the effects of a one-ability line (self-references as `name`), or throws with the refusal. */
export function effectsOf(text: string, name = 'Test Card'): readonly Effect[] {
  const result = parseAbilityText(text, 1, [name]);
  if (result.problem) throw new Error(`refused at ${result.problem.start}: ${result.problem.message}`);
  const ability = result.abilities[0];
  if (!ability || !('effects' in ability)) throw new Error(`no effects in ${JSON.stringify(ability)}`);
  return ability.effects;
}

/** Tests only: where the grammar refused a line (the first word it did not understand) and why, or null. */
export function refusal(text: string, name = 'Test Card'): { readonly at: string; readonly message: string } | null {
  const result = parseAbilityText(text, 1, [name]);
  if (!result.problem) return null;
  return { at: text.slice(result.problem.start), message: result.problem.message };
}
