import type { Color } from '../../mana/mana-symbol.js';
import { SUBTYPES_BY_TYPE } from '../../abilities/grammar/subtypes.generated.js';
import type {
  CardType,
  CardTemplate,
  GrantedAbility,
  Keyword,
  Protection,
  StaticEffect,
} from '../../templates/card-template.js';
import { evaluateModification } from '../continuous/evaluate.js';
import {
  continuousStaticsOf,
  effectsApplyingTo,
  effectsKey,
  staticAmount,
  type AppliedEffect,
} from '../continuous/static-abilities.js';
import {
  layerOf,
  modificationText,
  type AppliedModification,
  type KeptAttachments,
  type Layer,
} from '../continuous/types.js';
import { fusedOf, isSplitCard } from '../ops/split-card.js';
import { checkCondition } from '../triggers/conditions.js';
import type { GameObject, GameState, ObjectId } from './types.js';

/**
 * Characteristics of an object as the rules see them: the printed values (the template), counters, and the
 * continuous effects in `state.continuousEffects` applied layer by layer (613.1). Nothing changed is ever stored;
 * this is the one place characteristics are computed. Functions that take an optional `state` apply continuous
 * effects when given one; without it they give the object's own values (template and counters), as outside a game.
 */

/**
 * 709.4: in every zone but the stack a split card's characteristics are those of its two halves combined: both names
 * (709.4a), the combined mana cost and so its colors and mana value (709.4b), each card type and each ability of
 * either half (709.4c). On the stack a split spell is only the half cast (709.3b: ops/split-card.ts made its template
 * that half). Every other object is its template. The printed values every characteristic below starts from.
 */
export function printedOf(object: GameObject): CardTemplate {
  const t = object.template;
  return object.zone.zone !== 'stack' && isSplitCard(t) ? fusedOf(t) : t;
}

/**
 * An object's names (201.2): a split card outside the stack has both (709.4a); a face-down object has none (708.2a).
 * "Named X" holds when one of them is X, and objects have the same name when they have one in common (201.2a).
 */
export function namesOf(object: GameObject): readonly string[] {
  if (object.faceDown !== undefined) return [];
  const t = object.template;
  return object.zone.zone !== 'stack' && isSplitCard(t) ? t.faces.map((f) => f.name) : [t.name];
}

export function keywordsOf(template: CardTemplate): ReadonlySet<Keyword> {
  const out = new Set<Keyword>();
  for (const a of template.abilities) {
    if (a.kind === 'keyword') out.add(a.keyword);
    // 702.1: a keyword that is a triggered ability ("Flanking") is a keyword of its object all the same.
    else if (a.kind === 'triggered' && a.keyword) out.add(a.keyword);
  }
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

/** An object's keywords: printed, keyword counters (122.1b), and layer-6 effects (613.1f). */
export function keywordsOfObject(object: GameObject, state?: GameState): ReadonlySet<Keyword> {
  if (state) return computed(state, object).keywords;
  return ownKeywords(object);
}

function ownKeywords(object: GameObject): Set<Keyword> {
  const out = new Set(keywordsOf(printedOf(object)));
  for (const [name, n] of Object.entries(object.counters)) {
    if (n > 0 && KEYWORD_COUNTERS.has(name)) out.add(name as Keyword);
  }
  return out;
}

export function hasKeyword(object: GameObject, keyword: Keyword, state?: GameState): boolean {
  if (state) return computed(state, object).keywords.has(keyword);
  if (keywordsOf(printedOf(object)).has(keyword)) return true;
  return (object.counters[keyword] ?? 0) > 0 && KEYWORD_COUNTERS.has(keyword);
}

export function staticEffectsOf(template: CardTemplate): readonly StaticEffect[] {
  const out: StaticEffect[] = [];
  for (const a of template.abilities) if (a.kind === 'static') out.push(a.effect);
  return out;
}

export function hasType(template: CardTemplate, type: CardType): boolean {
  return template.types.includes(type);
}

/** An object's card types (205.2) with layer-4 effects applied when a state is given (613.1d). */
export function typesOf(o: GameObject, state?: GameState): readonly CardType[] {
  return state ? computed(state, o).types : printedOf(o).types;
}

/** An object's subtypes (205.3) with layer-4 effects applied when a state is given. */
export function subtypesOf(o: GameObject, state?: GameState): readonly string[] {
  return state ? computed(state, o).subtypes : printedOf(o).subtypes;
}

/** An object's colors (105.2) with layer-5 effects applied when a state is given (613.1e). */
export function colorsOfObject(o: GameObject, state?: GameState): readonly Color[] {
  return state ? computed(state, o).colors : colorsOf(printedOf(o));
}

export const isCreature = (o: GameObject, state?: GameState): boolean => typesOf(o, state).includes('creature');
export const isLand = (o: GameObject, state?: GameState): boolean => typesOf(o, state).includes('land');
export const isPlaneswalker = (o: GameObject, state?: GameState): boolean => typesOf(o, state).includes('planeswalker');

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

/** The card type a subtype belongs to (205.3), lower-cased subtype → type; unknown subtypes are their own kind. */
const SUBTYPE_KIND: ReadonlyMap<string, string> = new Map(
  Object.entries(SUBTYPES_BY_TYPE).flatMap(([type, list]) =>
    list.map((st): [string, string] => [st.toLowerCase(), type]),
  ),
);
function subtypeKind(subtype: string): string {
  return SUBTYPE_KIND.get(subtype.toLowerCase()) ?? subtype;
}
/** 205.1a: whether a subtype still belongs with these card types (an unknown one is kept). */
function subtypeKindIn(subtype: string, types: readonly CardType[]): boolean {
  const kind = SUBTYPE_KIND.get(subtype.toLowerCase());
  if (kind === undefined || (types as readonly string[]).includes(kind)) return true;
  // Kindred (tribal) objects have creature types too (205.3m).
  return kind === 'creature' && (types.includes('kindred') || types.includes('tribal'));
}
const BASIC_LAND_TYPES: ReadonlySet<string> = new Set(['plains', 'island', 'swamp', 'mountain', 'forest']);
/** 305.6: Plains, Island, Swamp, Mountain, Forest. */
export const isBasicLandType = (subtype: string): boolean => BASIC_LAND_TYPES.has(subtype.toLowerCase());

/**
 * Whether the object still has the abilities its rules text gives (613.1f, 305.7): false once an effect took all its
 * abilities or set its land type. Only permanents on the battlefield are changed by effects.
 */
export function hasPrintedAbilities(object: GameObject, state: GameState): boolean {
  return object.zone.zone !== 'battlefield' || computed(state, object).printedAbilities;
}

/** The basic land types it has now, whose mana abilities (305.6) it has: none once it lost all its abilities. */
export function basicLandTypesNow(object: GameObject, state: GameState): readonly string[] {
  if (object.zone.zone !== 'battlefield') return [];
  const c = computed(state, object);
  if (c.lostAll || !c.types.includes('land')) return [];
  return c.subtypes.filter(isBasicLandType);
}

/**
 * Whether an object has a subtype (205.3), compared without case. Changeling (702.73a) is a characteristic-defining
 * ability (604.3): the object is every creature type, in every zone.
 */
export function hasSubtype(template: CardTemplate, subtype: string): boolean {
  const wanted = subtypeKey(subtype);
  if (template.subtypes.some((s) => subtypeKey(s) === wanted)) return true;
  return isCreatureType(wanted) && template.abilities.some((a) => a.kind === 'keyword' && a.keyword === 'changeling');
}

/** A subtype as compared: case aside, and "Urza’s" (a type line's typographic apostrophe) the same as "Urza's". */
function subtypeKey(subtype: string): string {
  return subtype.toLowerCase().replace(/\u2019/g, "'");
}

/** As `hasSubtype`, with layer-4 effects (and changeling as the object has it now) when a state is given. */
export function objectHasSubtype(o: GameObject, subtype: string, state?: GameState): boolean {
  if (!state) return hasSubtype(printedOf(o), subtype);
  const c = computed(state, o);
  const wanted = subtypeKey(subtype);
  if (c.subtypes.some((s) => subtypeKey(s) === wanted)) return true;
  return isCreatureType(wanted) && c.keywords.has('changeling');
}

/** 702.16a: an object's protection abilities, each from its qualities (702.16g: several are separate). */
export function protectionsOf(template: CardTemplate): readonly Protection[] {
  const out: Protection[] = [];
  for (const a of template.abilities) if (a.kind === 'protection') out.push(a);
  return out;
}

/**
 * A protection an object has now (702.16): printed, or granted in layer 6 (613.1f) — with what the granting effect
 * doesn't remove (704.5m, 704.5n).
 */
export interface HeldProtection {
  readonly protection: Protection;
  readonly keeps?: KeptAttachments;
}

/** An object's protections now: printed and granted (layer 6), none once it lost all abilities; printed outside a game. */
export function protectionsOfObject(object: GameObject, state?: GameState): readonly HeldProtection[] {
  if (state && object.zone.zone === 'battlefield') return computed(state, object).protections;
  return protectionsOf(printedOf(object)).map((protection) => ({ protection }));
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

/** Power after every layer (613.4); without a state, printed value and counters. */
export function powerOf(object: GameObject, state?: GameState): number {
  if (state) return computed(state, object).power;
  return parseStat(object.template.power) + counterDelta(object).power;
}

export function toughnessOf(object: GameObject, state?: GameState): number {
  if (state) return computed(state, object).toughness;
  return parseStat(object.template.toughness) + counterDelta(object).toughness;
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
  readonly types: readonly CardType[];
  readonly subtypes: readonly string[];
  readonly colors: readonly Color[];
  /** What changed them, in the order they apply: by layer (613.1), then counters, then timestamp (613.7). */
  readonly changes: readonly CharacteristicChange[];
}

/** An object's characteristics now, with what changed them (for the tester's card view); null if no such object. */
export function characteristicsOf(state: GameState, id: ObjectId): Characteristics | null {
  const object = state.objects[id];
  if (!object) return null;
  // The explanation is built only here: the rules ask for values far more often than people ask why.
  const c = applyLayers(state, object, true);
  return {
    power: c.hasPT ? c.power : null,
    toughness: c.hasPT ? c.toughness : null,
    keywords: [...c.keywords],
    types: c.types,
    subtypes: c.subtypes,
    colors: c.colors,
    changes: c.changes,
  };
}

/** Everything the layers give one object (613.1), computed once per object per state. */
interface Computed {
  readonly types: readonly CardType[];
  readonly subtypes: readonly string[];
  readonly colors: readonly Color[];
  readonly keywords: ReadonlySet<Keyword>;
  readonly protections: readonly HeldProtection[];
  /** 208.3: an object has power and toughness when printed with them or when an effect sets them (a manland). */
  readonly hasPT: boolean;
  readonly power: number;
  readonly toughness: number;
  readonly changes: readonly CharacteristicChange[];
  /** False once the abilities of its rules text are gone: it lost all abilities (613.1f) or its land type was set (305.7). */
  readonly printedAbilities: boolean;
  /** It lost all abilities in layer 6: not even a basic land type's mana ability is left. */
  readonly lostAll: boolean;
  /** Activated and triggered abilities effects gave it (613.1f), in timestamp order; none once it lost all after. */
  readonly granted: readonly GrantedAbility[];
}

const COMPUTED = new WeakMap<object, WeakMap<GameObject, Computed>>();
/** Objects whose characteristic-defining abilities are being evaluated: a CDA that counts itself sees 0 (613.8). */
const DEFINING = new Set<ObjectId>();

function computed(state: GameState, object: GameObject): Computed {
  const key = effectsKey(state);
  if (key === null) return applyLayers(state, object);
  let byObject = COMPUTED.get(key);
  if (!byObject) {
    byObject = new WeakMap();
    COMPUTED.set(key, byObject);
  }
  let c = byObject.get(object);
  if (!c) {
    c = applyLayers(state, object);
    if (!DEFINING.has(object.id)) byObject.set(object, c);
  }
  return c;
}

/**
 * 613.1, 613.4: the printed values (the template), then each layer in order; within a layer, effects in timestamp
 * order (613.7), except that a static ability's layer-6 effect that depends on others (613.8: "Creatures with flying
 * have haste." on "Creatures you control have flying.") applies just after them (continuous/static-abilities.ts).
 * Other dependencies are not modelled. Counters apply in 7c with the other changes (613.4c).
 */
function applyLayers(state: GameState, object: GameObject, explain = false): Computed {
  const t = printedOf(object);
  const effects = effectsApplyingTo(state, object.id);
  const changes: CharacteristicChange[] = [];
  const note = (layer: Layer, e: AppliedEffect | null, m: AppliedModification): void => {
    if (!explain) return;
    changes.push({
      layer,
      effect: e?.id ?? null,
      source: e?.source ?? null,
      name: e?.sourceName ?? 'counters',
      text: modificationText(m),
    });
  };
  const inLayer = (layer: Layer, apply: (m: AppliedModification, e: AppliedEffect) => void): void => {
    for (const e of effects) {
      for (const m of e.modifications) {
        if (layerOf(m) !== layer) continue;
        apply(m, e);
        note(layer, e, m);
      }
    }
  };

  // Layer 1 (613.1a): copy effects already made the template the copiable values (continuous/copiable.ts); listed
  // here so the tester can say why.
  if (explain) inLayer('1', () => undefined);

  // Layer 2 (613.1b): control is kept stored (rules/ops/control.ts); listed here so the tester can say why.
  inLayer('2', () => undefined);

  // Layer 4 (613.1d): types and subtypes.
  let types: readonly CardType[] = t.types;
  let subtypes: readonly string[] = t.subtypes;
  // 305.7: a land whose subtype is set to basic land types loses the abilities of its rules text.
  let printedAbilities = true;
  inLayer('4', (m) => {
    // 205.1a: a card type removed takes the subtypes of no card type it still has with it ("~ isn't a creature").
    if (m.kind === 'removeTypes') {
      types = types.filter((x) => !m.types.includes(x));
      subtypes = subtypes.filter((x) => subtypeKindIn(x, types));
      return;
    }
    if (m.kind !== 'types') return;
    if (m.add) {
      types = [...types, ...m.types.filter((x) => !types.includes(x))];
      subtypes = [...subtypes, ...m.subtypes.filter((x) => !subtypes.includes(x))];
      return;
    }
    // 205.1a: new card types replace the old ones, and subtypes of card types it no longer has go; new subtypes
    // replace only the subtypes of their own kind ("Enchanted creature is a Demon Spirit" keeps an artifact type).
    if (m.types.length > 0) {
      types = m.types;
      subtypes = subtypes.filter((x) => subtypeKindIn(x, types));
    }
    const kinds = new Set(m.subtypes.map(subtypeKind));
    subtypes = [...subtypes.filter((x) => !kinds.has(subtypeKind(x))), ...m.subtypes];
    if (types.includes('land') && m.subtypes.some(isBasicLandType)) printedAbilities = false;
  });

  // Layer 5 (613.1e): colors.
  let colors: readonly Color[] = colorsOf(t);
  inLayer('5', (m) => {
    if (m.kind !== 'colors') return;
    colors = m.add ? [...colors, ...m.colors.filter((c) => !colors.includes(c))] : m.colors;
  });

  // Layer 6 (613.1f): abilities; protections (702.16) with them, printed or granted.
  const keywords = ownKeywords(object);
  let protections: HeldProtection[] = protectionsOf(t).map((protection) => ({ protection }));
  let lostAll = false;
  let granted: readonly GrantedAbility[] = NO_ABILITIES;
  inLayer('6', (m) => {
    if (m.kind === 'addKeywords') for (const k of m.keywords) keywords.add(k);
    else if (m.kind === 'addAbilities') granted = [...granted, ...m.abilities];
    else if (m.kind === 'removeKeywords') for (const k of m.keywords) keywords.delete(k);
    else if (m.kind === 'protection')
      protections = [
        ...protections,
        m.keeps ? { protection: m.protection, keeps: m.keeps } : { protection: m.protection },
      ];
    else if (m.kind === 'loseAllAbilities') {
      keywords.clear();
      protections = [];
      printedAbilities = false;
      lostAll = true;
      granted = NO_ABILITIES;
    }
  });

  // Layer 7 (613.4): power and toughness.
  let power = parseStat(t.power);
  let toughness = parseStat(t.toughness);
  let hasPT = t.power !== null || t.toughness !== null;
  const set = (m: AppliedModification): void => {
    if (m.kind !== 'setPT') return;
    if (m.power !== null) power = m.power;
    if (m.toughness !== null) toughness = m.toughness;
    hasPT = true;
  };
  // 7a: characteristic-defining abilities (604.3) of the object itself, in every zone.
  for (const m of definingPT(state, object)) {
    set(m);
    if (explain)
      changes.push({ layer: '7a', effect: null, source: object.id, name: t.name, text: modificationText(m) });
  }
  inLayer('7a', set);
  inLayer('7b', set);
  const counters = counterDelta(object);
  if (hasPT && (counters.power !== 0 || counters.toughness !== 0)) {
    power += counters.power;
    toughness += counters.toughness;
    note('7c', null, { kind: 'ptChange', power: counters.power, toughness: counters.toughness });
  }
  inLayer('7c', (m) => {
    if (m.kind !== 'ptChange') return;
    power += m.power;
    toughness += m.toughness;
  });
  inLayer('7d', (m) => {
    if (m.kind !== 'switchPT') return;
    [power, toughness] = [toughness, power];
  });
  if (!hasPT) {
    // Changes to power and toughness mean nothing for an object without them (208.3).
    for (let i = changes.length - 1; i >= 0; i--) if (changes[i]?.layer.startsWith('7')) changes.splice(i, 1);
  }
  return {
    types,
    subtypes,
    colors,
    keywords,
    protections,
    hasPT,
    power,
    toughness,
    changes,
    printedAbilities,
    lostAll,
    granted,
  };
}

const NO_ABILITIES: readonly GrantedAbility[] = [];

/**
 * 613.1f: the activated and triggered abilities effects give the object now ("Enchanted creature has "{T}: ~ deals 1
 * damage to any target.""), in the order they began; they come after its own (rules/state/abilities.ts).
 */
export function grantedAbilitiesOf(object: GameObject, state: GameState): readonly GrantedAbility[] {
  return computed(state, object).granted;
}

/**
 * 604.3, 613.4a: "~'s power and toughness are each equal to the number of …": the object's own characteristic-
 * defining abilities, evaluated now from its controller's point of view (in any zone). While one is being evaluated,
 * the object counts with its printed values (a CDA can't depend on itself).
 */
function definingPT(state: GameState, object: GameObject): AppliedModification[] {
  const out: AppliedModification[] = [];
  const statics = continuousStaticsOf(object.template);
  if (statics.length === 0 || DEFINING.has(object.id)) return out;
  DEFINING.add(object.id);
  try {
    const viewpoint = { controller: object.controller, source: object.id };
    for (const [, effect] of statics) {
      if (effect.affected.kind !== 'self') continue;
      if (effect.condition && !checkCondition(state, effect.condition, viewpoint)) continue;
      for (const m of effect.modifications) {
        if (m.kind === 'setPT' && m.layer === '7a') {
          out.push(evaluateModification(m, (a) => staticAmount(state, object, a), object.controller));
        }
      }
    }
  } finally {
    DEFINING.delete(object.id);
  }
  return out;
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
