import type { Color } from '../../mana/mana-symbol.js';
import type { CardType, CardTemplate, Keyword, StaticEffect } from '../../templates/card-template.js';
import type { GameObject } from './types.js';

/**
 * Characteristics of an object as the rules see them. Today they come from the template plus counters; this
 * is the one place continuous effects (layers, rule 613) would hook in later.
 */

export function keywordsOf(template: CardTemplate): ReadonlySet<Keyword> {
  const out = new Set<Keyword>();
  for (const a of template.abilities) if (a.kind === 'keyword') out.add(a.keyword);
  return out;
}

export function hasKeyword(object: GameObject, keyword: Keyword): boolean {
  return object.template.abilities.some((a) => a.kind === 'keyword' && a.keyword === keyword);
}

export function staticEffectsOf(template: CardTemplate): readonly StaticEffect[] {
  const out: StaticEffect[] = [];
  for (const a of template.abilities) if (a.kind === 'static') out.push(a.effect);
  return out;
}

export function hasType(template: CardTemplate, type: CardType): boolean {
  return template.types.includes(type);
}

export const isCreature = (o: GameObject): boolean => hasType(o.template, 'creature');
export const isLand = (o: GameObject): boolean => hasType(o.template, 'land');
export const isPlaneswalker = (o: GameObject): boolean => hasType(o.template, 'planeswalker');

/** Rule 110.4: these card types make permanents; instants and sorceries never do. */
const PERMANENT_TYPES: readonly CardType[] = ['artifact', 'battle', 'creature', 'enchantment', 'land', 'planeswalker'];
export function isPermanentCard(template: CardTemplate): boolean {
  return template.types.some((t) => PERMANENT_TYPES.includes(t));
}

export function colorsOf(template: CardTemplate): readonly Color[] {
  return template.colors;
}

/** `2` → 2, `1+*` → 1, `*` → 0: characteristic-defining abilities aren't evaluated, so `*` counts as 0. */
export function parseStat(text: string | null): number {
  if (text === null) return 0;
  const m = /^[+-]?\d+/.exec(text.trim());
  return m ? Number(m[0]) : 0;
}

function counterDelta(object: GameObject): number {
  return (object.counters['+1/+1'] ?? 0) - (object.counters['-1/-1'] ?? 0);
}

export function powerOf(object: GameObject): number {
  return parseStat(object.template.power) + counterDelta(object);
}

export function toughnessOf(object: GameObject): number {
  return parseStat(object.template.toughness) + counterDelta(object);
}

/** Planeswalker loyalty lives in loyalty counters (306.5b); they start at the printed loyalty when it enters. */
export function loyaltyOf(object: GameObject): number {
  return object.counters['loyalty'] ?? 0;
}

/** Damage still needed to destroy a creature: lethal damage (120.6, 702.2c for deathtouch sources). */
export function lethalDamageFor(object: GameObject, sourceHasDeathtouch: boolean): number {
  const remaining = Math.max(0, toughnessOf(object) - object.damage);
  return sourceHasDeathtouch ? Math.min(1, remaining) : remaining;
}
