import type { Color } from '../../mana/mana-symbol.js';
import type { Amount, Keyword, Modification, Protection, Quality } from '../../templates/card-template.js';
import type { GameObject, PlayerId } from '../state/types.js';
import type { AppliedModification } from './types.js';

/**
 * Where a modification is evaluated, beyond its amounts: the source (whose color chosen as it entered "the chosen
 * color" names, 614.12; which "This effect doesn't remove ~" keeps), and for a resolving effect the choice of a color
 * it asks ("the color of your choice", 608.2d), made once per effect.
 */
export interface EvaluationSource {
  readonly source: GameObject | null;
  readonly chooseColor?: (chooser: 'you' | 'itsController') => Color;
  /** 608.2d: "gains your choice of flying, trample, or haste": the keyword chosen now among `options`. */
  readonly chooseKeyword?: (options: readonly Keyword[]) => Keyword | undefined;
}

/**
 * A modification with its amounts made numbers (608.2h for resolving spells and abilities; continuously for static
 * abilities, 611.3a). `amount` evaluates one amount where the effect is; `|| 0` keeps "-0" out of the state.
 */
export function evaluateModification(
  m: Modification,
  amount: (a: Amount) => number,
  controller: PlayerId,
  where: EvaluationSource = { source: null },
): AppliedModification {
  switch (m.kind) {
    case 'ptChange':
      return {
        kind: 'ptChange',
        power: m.power.sign * amount(m.power.amount) || 0,
        toughness: m.toughness.sign * amount(m.toughness.amount) || 0,
      };
    case 'setPT': {
      const value = (a: Amount | null): number | null => (a === null ? null : m.plus + amount(a));
      return { kind: 'setPT', layer: m.layer, power: value(m.power), toughness: value(m.toughness) };
    }
    case 'addKeywords':
    case 'removeKeywords': {
      // "your choice of …": one keyword, chosen as the effect begins (the first listed where nothing chooses).
      const chosen = m.oneOf ? (where.chooseKeyword?.(m.keywords) ?? m.keywords[0]) : undefined;
      return { kind: m.kind, keywords: chosen !== undefined ? [chosen] : [...m.keywords] };
    }
    case 'addAbilities':
      // No amounts: each ability is evaluated as it is activated or triggers, by the object that has it.
      return m;
    case 'types':
      return { kind: 'types', add: m.add, types: [...m.types], subtypes: [...m.subtypes] };
    case 'removeTypes':
      return { kind: 'removeTypes', types: [...m.types] };
    case 'colors':
      return { kind: 'colors', add: m.add, colors: [...m.colors] };
    case 'loseAllAbilities':
    case 'switchPT':
      return { kind: m.kind };
    case 'control':
      // 613.1b: the effect's controller takes control.
      return { kind: 'control', controller };
    case 'restriction':
      // No amounts: a combat restriction applies as written.
      return m;
    case 'protection':
      return grantedProtection(m, controller, where);
  }
}

/**
 * 702.16: the protection as characteristics only: "the chosen color" is the source's chosen color (none chosen: from
 * nothing), "the color of your choice" the color chosen now.
 */
function grantedProtection(
  m: Extract<Modification, { kind: 'protection' }>,
  controller: PlayerId,
  where: EvaluationSource,
): AppliedModification {
  const qualities: Quality[] = [];
  for (const q of m.protection.qualities) {
    if (q.kind !== 'chosen') qualities.push(q);
    else if (q.what === 'color' && where.source?.chosen?.color !== undefined)
      qualities.push({ kind: 'color', color: where.source.chosen.color, negated: false });
  }
  if (m.ofChoice !== undefined && where.chooseColor) {
    qualities.push({ kind: 'color', color: where.chooseColor(m.ofChoice), negated: false });
  }
  const protection: Protection = { everything: m.protection.everything, qualities };
  const source = where.source;
  if (m.keeps === 'source' && source)
    return { kind: 'protection', protection, keeps: { kind: 'source', id: source.id } };
  if (m.keeps === 'yours')
    return { kind: 'protection', protection, keeps: { kind: 'controlledBy', player: controller } };
  return { kind: 'protection', protection };
}
