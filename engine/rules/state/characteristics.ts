import type { Color } from '../../mana/mana-symbol.js';
import { SUBTYPES_BY_TYPE } from '../../abilities/grammar/subtypes.generated.js';
import type { CardType, CardTemplate, Keyword, Protection, StaticEffect } from '../../templates/card-template.js';
import { effectsApplyingTo } from '../continuous/static-abilities.js';
import { layerOf, modificationText, type Layer } from '../continuous/types.js';
import type { GameObject, GameState, ObjectId } from './types.js';

/**
 * Characteristics of an object as the rules see them: the printed values (the template), counters, and the
 * continuous effects in `state.continuousEffects` applied layer by layer (613.1). Nothing changed is ever stored;
 * this is the one place characteristics are computed. Functions that take an optional `state` apply continuous
 * effects when given one; without it they give the object's own values (template and counters), as outside a game.
 */

export function keywordsOf(template: CardTemplate): ReadonlySet<Keyword> {
  const out = new Set<Keyword>();
  for (const a of template.abilities) if (a.kind === 'keyword') out.add(a.keyword);
  return out;
}

/** 122.1b: keyword counters give their keyword (layer 6, 613.1f). */
const KEYWORD_COUNTERS: ReadonlySet<string> = new Set<Keyword>([
  'flying',
  'first strike',
  'double strike',
  'deathtouch',
  'haste',
  'hexproof',
  'indestructible',
  'lifelink',
  'menace',
  'reach',
  'trample',
  'vigilance',
]);

/** An object's keywords: printed, keyword counters (122.1b), and layer-6 effects that add them (613.1f). */
export function keywordsOfObject(object: GameObject, state?: GameState): ReadonlySet<Keyword> {
  const out = new Set(keywordsOf(object.template));
  for (const [name, n] of Object.entries(object.counters)) {
    if (n > 0 && KEYWORD_COUNTERS.has(name)) out.add(name as Keyword);
  }
  if (state) {
    for (const e of effectsApplyingTo(state, object.id)) {
      for (const m of e.modifications) if (m.kind === 'addKeywords') for (const k of m.keywords) out.add(k);
    }
  }
  return out;
}

export function hasKeyword(object: GameObject, keyword: Keyword, state?: GameState): boolean {
  if (object.template.abilities.some((a) => a.kind === 'keyword' && a.keyword === keyword)) return true;
  if ((object.counters[keyword] ?? 0) > 0 && KEYWORD_COUNTERS.has(keyword)) return true;
  if (!state) return false;
  for (const e of effectsApplyingTo(state, object.id)) {
    for (const m of e.modifications) if (m.kind === 'addKeywords' && m.keywords.includes(keyword)) return true;
  }
  return false;
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

/**
 * An object's colors (105.2, 202.2). Devoid (702.114a) is a characteristic-defining ability (604.3): the card has no
 * color, in every zone, whatever its mana cost or color indicator say; the template keeps its printed colors.
 */
export function colorsOf(template: CardTemplate): readonly Color[] {
  return template.colors.length > 0 && isDevoid(template) ? [] : template.colors;
}

const isDevoid = (template: CardTemplate): boolean =>
  template.abilities.some((a) => a.kind === 'keyword' && a.keyword === 'devoid');

const CREATURE_TYPES: ReadonlySet<string> = new Set(SUBTYPES_BY_TYPE.creature.map((s) => s.toLowerCase()));

/** 205.3m: whether a subtype is a creature type (compared without case). */
export const isCreatureType = (subtype: string): boolean => CREATURE_TYPES.has(subtype.toLowerCase());

/**
 * Whether an object has a subtype (205.3), compared without case. Changeling (702.73a) is a characteristic-defining
 * ability (604.3): the object is every creature type, in every zone.
 */
export function hasSubtype(template: CardTemplate, subtype: string): boolean {
  const wanted = subtype.toLowerCase();
  if (template.subtypes.some((s) => s.toLowerCase() === wanted)) return true;
  return isCreatureType(wanted) && template.abilities.some((a) => a.kind === 'keyword' && a.keyword === 'changeling');
}

/** 702.16a: an object's protection abilities, each from its qualities (702.16g: several are separate). */
export function protectionsOf(template: CardTemplate): readonly Protection[] {
  const out: Protection[] = [];
  for (const a of template.abilities) if (a.kind === 'protection') out.push(a);
  return out;
}

/** `2` → 2, `1+*` → 1, `*` → 0: characteristic-defining abilities aren't evaluated, so `*` counts as 0. */
export function parseStat(text: string | null): number {
  if (text === null) return 0;
  const m = /^[+-]?\d+/.exec(text.trim());
  return m ? Number(m[0]) : 0;
}

const PT_COUNTER = /^([+-]\d+)\/([+-]\d+)$/;

/** 122.1a: +X/+Y and -X/-Y counters, all of them together. */
function counterDelta(object: GameObject): { readonly power: number; readonly toughness: number } {
  let power = 0;
  let toughness = 0;
  for (const [name, n] of Object.entries(object.counters)) {
    const m = PT_COUNTER.exec(name);
    if (!m || n <= 0) continue;
    power += Number(m[1]) * n;
    toughness += Number(m[2]) * n;
  }
  return { power, toughness };
}

/** Layer 7c (613.4c): what effects add to power and toughness; they only add, so the sum is the same in any order. */
function effectDelta(object: GameObject, state: GameState | undefined): { power: number; toughness: number } {
  let power = 0;
  let toughness = 0;
  if (state) {
    for (const e of effectsApplyingTo(state, object.id)) {
      for (const m of e.modifications) {
        if (m.kind !== 'ptChange') continue;
        power += m.power;
        toughness += m.toughness;
      }
    }
  }
  return { power, toughness };
}

/** 7a/7b printed (no setting effects yet), then 7c counters and effects (613.4). */
export function powerOf(object: GameObject, state?: GameState): number {
  return parseStat(object.template.power) + counterDelta(object).power + effectDelta(object, state).power;
}

export function toughnessOf(object: GameObject, state?: GameState): number {
  return parseStat(object.template.toughness) + counterDelta(object).toughness + effectDelta(object, state).toughness;
}

/** One thing that changed an object's characteristics, for explanations ("+3/+3 Giant Growth"). */
export interface CharacteristicChange {
  readonly layer: Layer;
  /** The continuous effect's id; null for counters. */
  readonly effect: string | null;
  /** Its source; null for counters. */
  readonly source: ObjectId | null;
  /** The source's name, or "counters". */
  readonly name: string;
  /** "+3/+3", "flying and trample". */
  readonly text: string;
}

export interface Characteristics {
  /** Null for an object without power and toughness (208.3: only creatures have them). */
  readonly power: number | null;
  readonly toughness: number | null;
  readonly keywords: readonly Keyword[];
  /** What changed them, in the order they apply: by layer (613.1), then counters, then timestamp (613.7). */
  readonly changes: readonly CharacteristicChange[];
}

/** An object's characteristics now, with what changed them (for the tester's card view); null if no such object. */
export function characteristicsOf(state: GameState, id: ObjectId): Characteristics | null {
  const object = state.objects[id];
  if (!object) return null;
  const hasPT = object.template.power !== null || object.template.toughness !== null;
  const changes: CharacteristicChange[] = [];
  const effects = effectsApplyingTo(state, id);
  const fromEffects = (layer: Layer): void => {
    for (const e of effects) {
      for (const m of e.modifications) {
        if (layerOf(m) !== layer) continue;
        changes.push({ layer, effect: e.id, source: e.source, name: e.sourceName, text: modificationText(m) });
      }
    }
  };
  fromEffects('6');
  const counters = counterDelta(object);
  if (hasPT && (counters.power !== 0 || counters.toughness !== 0)) {
    const text = modificationText({ kind: 'ptChange', power: counters.power, toughness: counters.toughness });
    changes.push({ layer: '7c', effect: null, source: null, name: 'counters', text });
  }
  if (hasPT) fromEffects('7c');
  return {
    power: hasPT ? powerOf(object, state) : null,
    toughness: hasPT ? toughnessOf(object, state) : null,
    keywords: [...keywordsOfObject(object, state)],
    changes,
  };
}

/** Planeswalker loyalty lives in loyalty counters (306.5b); they start at the printed loyalty when it enters. */
export function loyaltyOf(object: GameObject): number {
  return object.counters['loyalty'] ?? 0;
}

/** Damage still needed to destroy a creature: lethal damage (120.6, 702.2c for deathtouch sources). */
export function lethalDamageFor(object: GameObject, sourceHasDeathtouch: boolean, state?: GameState): number {
  const remaining = Math.max(0, toughnessOf(object, state) - object.damage);
  return sourceHasDeathtouch ? Math.min(1, remaining) : remaining;
}
