import type { Color } from '../../mana/mana-symbol.js';
import type {
  CardTemplate,
  CardType,
  CombatRestriction,
  Description,
  Keyword,
  Protection,
  Quality,
  Supertype,
} from '../../templates/card-template.js';
import { matchesDescription } from '../describe/matches.js';
import {
  colorsOf,
  isCreatureType,
  colorsOfObject,
  isLand,
  keywordsOf,
  keywordsOfObject,
  parseStat,
  protectionsOf,
  protectionsOfObject,
  subtypesOf,
  typesOf,
} from '../state/characteristics.js';
import type { GameObject, GameState, ObjectId, PlayerId } from '../state/types.js';
import { restrictionsOfObject, restrictionsOfTemplate, type GrantedRestriction } from './granted.js';

/**
 * What combat restrictions look at: characteristics only. Built from a template (for `cardsmith blocks` and the
 * editor's combat matrix) or from a game object, so one set of restriction modules serves both. Colors are the
 * object's colors (devoid has none, 702.114a); subtypes are as printed, changeling read from `keywords` (702.73a).
 */
export interface Combatant {
  readonly name: string;
  readonly colors: readonly Color[];
  readonly types: readonly CardType[];
  readonly subtypes: readonly string[];
  readonly supertypes: readonly Supertype[];
  /** Printed power and toughness ("2", "*"), for a template's "creatures with power 2 or less" outside a game. */
  readonly power: string | null;
  readonly toughness: string | null;
  readonly keywords: ReadonlySet<Keyword>;
  /** What restricts, requires or permits its attacking, blocking and being blocked now, and what grants it. */
  readonly restrictions: readonly GrantedRestriction[];
  /** 702.16: its protection abilities. */
  readonly protections: readonly Protection[];
  /**
   * The lands its controller controls, for landwalk (702.14c: a blocker's controller is the defending player,
   * 509.1a); null when unknown, as for a template outside a game.
   */
  readonly controllerLands: readonly LandSeen[] | null;
  /** The permanent in a game, for descriptions that need the whole state ("creatures with power 2 or less"). */
  readonly game: { readonly state: GameState; readonly id: ObjectId } | null;
}

/** What landwalk asks of a land (702.14a: its subtypes; 702.14c: nonbasic). */
export interface LandSeen {
  readonly subtypes: readonly string[];
  readonly supertypes: readonly Supertype[];
}

export function combatantOf(template: CardTemplate): Combatant {
  return {
    name: template.name,
    colors: colorsOf(template),
    types: template.types,
    subtypes: template.subtypes,
    supertypes: template.supertypes,
    keywords: keywordsOf(template),
    restrictions: restrictionsOfTemplate(template),
    protections: protectionsOf(template),
    controllerLands: null,
    game: null,
    power: template.power,
    toughness: template.toughness,
  };
}

/** A permanent in a game: its keywords as they are now, with continuous effects (613.1f: "gains flying"). */
export function combatantOfObject(object: GameObject, state: GameState): Combatant {
  const lands: LandSeen[] = [];
  for (const id of state.players[object.controller]?.zones.battlefield ?? []) {
    const land = state.objects[id];
    if (land && isLand(land, state))
      lands.push({ subtypes: subtypesOf(land, state), supertypes: land.template.supertypes });
  }
  return {
    ...combatantOf(object.template),
    colors: colorsOfObject(object, state),
    types: typesOf(object, state),
    subtypes: subtypesOf(object, state),
    keywords: keywordsOfObject(object, state),
    // 702.16f: printed and granted (613.1f).
    protections: protectionsOfObject(object, state).map((h) => h.protection),
    restrictions: restrictionsOfObject(object, state),
    controllerLands: lands,
    game: { state, id: object.id },
  };
}

/** The restrictions of one kind a combatant has. */
/** Whether it may attack as though it didn't have defender, or as though it had haste (702.3b, 302.6). */
export function attacksAsThough(c: Combatant, as: 'noDefender' | 'haste'): boolean {
  return restrictionsOfKind(c, 'attacksAsThough').some((g) => g.restriction.as === as);
}

export function restrictionsOfKind<K extends CombatRestriction['kind']>(
  c: Combatant,
  kind: K,
): (GrantedRestriction & { readonly restriction: Extract<CombatRestriction, { kind: K }> })[] {
  return c.restrictions.filter(
    (g): g is GrantedRestriction & { readonly restriction: Extract<CombatRestriction, { kind: K }> } =>
      g.restriction.kind === kind,
  );
}

/**
 * Whether a combatant fits a description a restriction names ("Walls", "creatures with power 2 or less"), as seen
 * by the restriction's controller. In a game the description matcher answers (continuous effects included); for a
 * template outside a game its printed characteristics do, and a blocker is taken to be an opponent's creature.
 * `source` is the restriction's source in a game: "~'s power" in "creatures with power greater than ~'s power"
 * (skulk, 702.118b) is its power.
 */
export function combatantFits(
  c: Combatant,
  d: Description,
  controller: PlayerId | null,
  source: ObjectId | null = null,
): boolean {
  if (c.game) {
    const object = c.game.state.objects[c.game.id];
    const viewpoint = { controller: controller ?? object?.controller ?? '', source };
    return matchesDescription(c.game.state, c.game.id, d, viewpoint);
  }
  const nouns = d.nouns.some((n) => n === 'permanent' || (n !== 'any' && c.types.includes(n as CardType)));
  return nouns && d.qualities.every((q) => printedHas(c, q));
}

function printedHas(c: Combatant, q: Quality): boolean {
  const flip = (value: boolean, negated: boolean): boolean => value !== negated;
  switch (q.kind) {
    case 'color':
      return flip(c.colors.includes(q.color), q.negated);
    case 'colorCount':
      return q.count === 'colorless'
        ? c.colors.length === 0
        : q.count === 'multicolored'
          ? c.colors.length >= 2
          : c.colors.length === 1;
    case 'type':
      return flip(c.types.includes(q.type), q.negated);
    case 'subtype':
      // Changeling is every creature type (702.73a).
      return flip(
        c.subtypes.some((s) => s.toLowerCase() === q.subtype.toLowerCase()) ||
          (c.keywords.has('changeling') && isCreatureType(q.subtype)),
        q.negated,
      );
    case 'supertype':
      return flip(c.supertypes.includes(q.supertype), q.negated);
    case 'keyword':
      return flip(c.keywords.has(q.keyword), q.negated);
    case 'compare': {
      const printed = q.property === 'power' ? c.power : q.property === 'toughness' ? c.toughness : null;
      if (printed === null) return false;
      const value = parseStat(printed);
      return q.op === '<=' ? value <= q.value : q.op === '>=' ? value >= q.value : value === q.value;
    }
    case 'controller':
      return q.who === 'opponent';
    case 'token':
      return !q.token;
    case 'tapped':
      return !q.tapped;
    case 'designated':
      // 702.112b, 701.31b: a card is never renowned or monstrous.
      return q.negated;
    case 'paired':
      // 702.95b: a card is never paired.
      return !q.paired;
    case 'kicked':
      // 702.33d: only a spell cast kicked (and the permanent it became) is.
      return false;
    case 'other':
      return true;
    case 'named':
      return c.name === q.name; // "named ~" outside a game: no source to name
    case 'shares':
      return false; // outside a game there is no other object to compare with
    case 'anyOf':
      return q.qualities.some((inner) => printedHas(c, inner));
    case 'allOf':
      return q.qualities.every((inner) => printedHas(c, inner));
    case 'owner':
    case 'combat':
    case 'zone':
    case 'targets': // a combatant is a permanent, not a spell
    case 'exiledWith': // a combatant is on the battlefield, never in exile
    case 'chosen': // outside a game nothing was chosen as it entered (614.12)
    case 'dealtDamageBy': // nor was anything dealt damage
    case 'wasDealtDamage':
    case 'controlledBy': // nor is there a player the ability names
    case 'compareTo': // nor an X or a source to compare with
      return false;
    case 'counter': // a printed card has no counters (122.1)
      return q.negated;
  }
}
