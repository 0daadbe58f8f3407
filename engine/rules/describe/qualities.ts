import type { Description, Quality, RelatedPlayer } from '../../templates/card-template.js';
// A spell's targets are described as any player or object is (a cycle of functions only, called long after loading).
import { matchesDescription } from './matches.js';
import {
  colorsOfObject,
  hasKeyword,
  isCreatureType,
  namesOf,
  objectHasSubtype,
  printedOf,
  powerOf,
  subtypesOf,
  toughnessOf,
  typesOf,
} from '../state/characteristics.js';
import type { GameObject, GameState, PlayerId, PlayerState } from '../state/types.js';
import { opponentOf } from '../state/queries.js';
import { dealtDamageThisTurn, wasDealtDamageThisTurn } from '../state/turn-record.js';
import { isExiledWith } from '../ops/exiled-with.js';
import { comparedAmount } from './compared-amount.js';
import { manaValueOf } from './mana-value.js';
import { partnerOf } from '../ops/pairing.js';
import { wasKicked } from '../ops/kicker.js';
import type { Viewpoint } from './viewpoint.js';

/** `negated` flips a yes/no quality ("nonblack", "non-Human", "without flying"). */
const flip = (value: boolean, negated: boolean): boolean => value !== negated;

/** Whether an object has one quality of a description, as seen from `viewpoint`. */
export function objectHasQuality(state: GameState, object: GameObject, q: Quality, viewpoint: Viewpoint): boolean {
  switch (q.kind) {
    case 'color':
      // colorsOf: devoid has no color (702.114a).
      return flip(colorsOfObject(object, state).includes(q.color), q.negated);
    case 'colorCount': {
      // 105.2c: colorless has no color; 105.4 multicolored two or more; monocolored exactly one.
      const colors = colorsOfObject(object, state);
      if (q.count === 'colorless') return colors.length === 0;
      if (q.count === 'multicolored') return colors.length >= 2;
      return colors.length === 1;
    }
    case 'type':
      return flip(typesOf(object, state).includes(q.type), q.negated);
    case 'subtype':
      // hasSubtype: changeling is every creature type (702.73a).
      return flip(objectHasSubtype(object, q.subtype, state), q.negated);
    case 'supertype':
      return flip(printedOf(object).supertypes.includes(q.supertype), q.negated);
    case 'keyword':
      return flip(hasKeyword(object, q.keyword, state), q.negated);
    case 'controller':
      // 108.4: permanents and spells have a controller; a card elsewhere is controlled by no one (108.4a),
      // but its object keeps its owner there, which is what "you control" reads for it (none ask).
      return q.who === 'you' ? object.controller === viewpoint.controller : object.controller !== viewpoint.controller;
    case 'owner':
      return q.who === 'you' ? object.owner === viewpoint.controller : object.owner !== viewpoint.controller;
    case 'other':
      return object.id !== viewpoint.source;
    case 'tapped':
      return object.zone.zone === 'battlefield' && object.tapped === q.tapped;
    case 'token':
      return object.token === q.token;
    case 'designated':
      return (object.zone.zone === 'battlefield' && object[q.designation] === true) !== q.negated;
    case 'paired':
      // 702.95b: "unpaired" is a creature that isn't paired.
      return (partnerOf(state, object) !== null) === q.paired;
    case 'kicked':
      // 702.33d: a spell cast with a kicker cost paid, or the permanent it became (rules/ops/kicker.ts).
      return wasKicked(state, object.id);
    case 'combat':
      return q.roles.some((role) => inCombatAs(state, object.id, role));
    case 'compare':
      return compareHolds(state, object, q);
    case 'zone':
      return inZone(object, q, viewpoint);
    case 'targets':
      return spellTargets(state, object, q.what, viewpoint);
    case 'exiledWith':
      return isExiledWith(state, object, viewpoint.source);
    case 'named': {
      // 201.2, 708.2a: a face-down object has no name; 709.4a: a split card is named either half.
      const name = q.name ?? sourceName(state, viewpoint);
      return name !== null && namesOf(object).includes(name);
    }
    case 'shares':
      return sharesWith(state, object, q, viewpoint);
    case 'chosen':
      return hasChosen(state, object, q.what, viewpoint);
    case 'dealtDamageBy':
      return damagedBy(state, q, object.id, viewpoint);
    case 'wasDealtDamage':
      return wasDealtDamageThisTurn(state, object.id);
    case 'controlledBy': {
      // 108.4: only permanents and spells have a controller.
      const zone = object.zone.zone;
      if (zone !== 'battlefield' && zone !== 'stack') return false;
      const player = relatedPlayer(state, q.player, viewpoint);
      return player !== null && object.controller === player;
    }
    case 'compareTo':
      return compareToHolds(state, object, q, viewpoint);
    case 'counter': {
      // 122.1: counters are on permanents (and a few cards elsewhere); none of the kind means none at all.
      const counters = object.counters;
      const has = q.counter === null ? Object.values(counters).some((n) => n > 0) : (counters[q.counter] ?? 0) > 0;
      return has !== q.negated;
    }
    case 'anyOf':
      return q.qualities.some((inner) => objectHasQuality(state, object, inner, viewpoint));
    case 'allOf':
      return q.qualities.every((inner) => objectHasQuality(state, object, inner, viewpoint));
  }
}

/**
 * "of the chosen color / type": what the source's controller chose as the source entered (614.12, remembered on it
 * by rules/replacement/as-enters.ts). Nothing is of a choice that was never made.
 */
function hasChosen(state: GameState, object: GameObject, what: 'color' | 'type', viewpoint: Viewpoint): boolean {
  const chosen = viewpoint.source === null ? undefined : state.objects[viewpoint.source]?.chosen;
  if (what === 'color') return chosen?.color !== undefined && colorsOfObject(object, state).includes(chosen.color);
  // "of the chosen type": the creature or land type chosen, or the card type (205.2a) chosen.
  if (chosen?.cardType !== undefined) return typesOf(object, state).includes(chosen.cardType);
  return chosen?.subtype !== undefined && objectHasSubtype(object, chosen.subtype, state);
}

/** 506.4: attacking and blocking creatures are the ones in state.combat. */
function inCombatAs(state: GameState, id: string, role: 'attacking' | 'blocking'): boolean {
  const combat = state.combat;
  if (!combat) return false;
  return role === 'attacking'
    ? combat.attackers.some((a) => a.creature === id)
    : combat.blockers.some((b) => b.creature === id);
}

/** Its power, toughness or mana value; null for a power or toughness it doesn't have (208.3). */
function propertyOf(
  state: GameState,
  object: GameObject,
  property: 'power' | 'toughness' | 'manaValue',
): number | null {
  if (property === 'manaValue') return manaValueOf(state, object);
  // 208.3: an object without printed power/toughness has none, so no comparison holds for it.
  const printed = property === 'power' ? object.template.power : object.template.toughness;
  if (printed === null) return null;
  return property === 'power' ? powerOf(object, state) : toughnessOf(object, state);
}

function compareHolds(state: GameState, object: GameObject, q: Extract<Quality, { kind: 'compare' }>): boolean {
  const value = propertyOf(state, object, q.property);
  if (value === null) return false;
  if (q.op === '<=') return value <= q.value;
  if (q.op === '>=') return value >= q.value;
  return value === q.value;
}

/** "with mana value X or less", "with power less than ~'s power": the amount is worked out now (compared-amount.ts). */
function compareToHolds(
  state: GameState,
  object: GameObject,
  q: Extract<Quality, { kind: 'compareTo' }>,
  viewpoint: Viewpoint,
): boolean {
  const value = propertyOf(state, object, q.property);
  const other = comparedAmount(state, q.amount, viewpoint);
  if (value === null || other === null) return false;
  switch (q.op) {
    case '<':
      return value < other;
    case '<=':
      return value <= other;
    case '=':
      return value === other;
    case '>=':
      return value >= other;
    case '>':
      return value > other;
  }
}

/**
 * The player a description names relative to its ability: the defending player (506.2: the player attacked this
 * combat; outside combat, the controller's opponent, as the subject "defending player" reads it), or "that player"
 * (the viewpoint's, null when the ability names none).
 */
function relatedPlayer(state: GameState, player: RelatedPlayer, viewpoint: Viewpoint): PlayerId | null {
  if (player === 'defending') return state.combat?.defendingPlayer ?? opponentOf(state, viewpoint.controller);
  return viewpoint.player ?? null;
}

/**
 * "spell that targets a creature", "… that targets you", "… that targets ~" (115.1): a spell on the stack one of whose
 * targets, as it is now, fits the description (seen from the same viewpoint), or is the source itself (`what` null).
 */
function spellTargets(state: GameState, object: GameObject, what: Description | null, viewpoint: Viewpoint): boolean {
  const item = state.stack.find((i) => i.kind === 'spell' && i.card === object.id);
  if (item?.kind !== 'spell') return false;
  return item.targets.some((target) =>
    what === null ? target === viewpoint.source : matchesDescription(state, target, what, viewpoint),
  );
}

/** "in your graveyard", "an opponent's hand"; battlefield zones are per controller, the stack's is the controller's. */
function inZone(object: GameObject, q: Extract<Quality, { kind: 'zone' }>, viewpoint: Viewpoint): boolean {
  if (object.zone.zone !== q.zone) return false;
  if (q.whose === 'any') return true;
  const whose = object.zone.zone === 'stack' ? object.controller : object.zone.player;
  // "from target player's graveyard": the player the subject names, as each such player is looked at (608.2c).
  if (q.whose === 'that') return viewpoint.player !== undefined && whose === viewpoint.player;
  return q.whose === 'you' ? whose === viewpoint.controller : whose !== viewpoint.controller;
}

/**
 * "dealt damage by ~ this turn", "… by equipped creature this turn": in the turn's record for the source, or for what
 * it is attached to now.
 */
function damagedBy(
  state: GameState,
  q: Extract<Quality, { kind: 'dealtDamageBy' }>,
  id: string,
  viewpoint: Viewpoint,
): boolean {
  const source = viewpoint.source === null ? undefined : state.objects[viewpoint.source];
  const by = q.by === 'self' ? (source?.id ?? null) : (source?.attachedTo ?? null);
  return by !== null && dealtDamageThisTurn(state, by, id);
}

/**
 * Whether a player has a quality. "you" / "opponent" pick players (102.2, 102.3); "other" is a player other than
 * "you" ("each other player"). A player has no color, type or abilities of its own, so the negated object qualities
 * hold ("each creature without flying and each player", Earthquake) and the others don't.
 */
export function playerHasQuality(state: GameState, player: PlayerState, q: Quality, viewpoint: Viewpoint): boolean {
  switch (q.kind) {
    case 'dealtDamageBy':
      return damagedBy(state, q, player.id, viewpoint);
    case 'wasDealtDamage':
      return wasDealtDamageThisTurn(state, player.id);
    case 'controller':
      return q.who === 'you' ? player.id === viewpoint.controller : player.id !== viewpoint.controller;
    case 'other':
      return player.id !== viewpoint.controller;
    case 'color':
    case 'type':
    case 'subtype':
    case 'supertype':
    case 'keyword':
      return q.negated;
    case 'colorCount':
    case 'owner':
    case 'tapped':
    case 'token':
    case 'designated':
    case 'paired':
    case 'kicked':
    case 'combat':
    case 'compare':
    case 'zone':
    case 'targets': // a player is never a spell
    case 'exiledWith':
    case 'named':
    case 'shares':
    case 'chosen':
    case 'counter':
    case 'controlledBy': // a player has no controller (108.4)
    case 'compareTo':
      return false;
    case 'anyOf':
      return q.qualities.some((inner) => playerHasQuality(state, player, inner, viewpoint));
    case 'allOf':
      return q.qualities.every((inner) => playerHasQuality(state, player, inner, viewpoint));
  }
}

/** 201.5: "named ~" is the name printed on the source (its own card's, whatever copy effects or face-down say). */
function sourceName(state: GameState, viewpoint: Viewpoint): string | null {
  const source = viewpoint.source === null ? undefined : state.objects[viewpoint.source];
  if (!source) return null;
  return (source.printed ?? source.faceDown?.face ?? source.template).name;
}

/**
 * 201.2, 105.2, 205.3, 205.2a: "with the same name as that permanent", "that shares a color / creature type / card
 * type with it": something in common with the object the text names (608.2c), the source, or what it is attached to.
 */
function sharesWith(
  state: GameState,
  object: GameObject,
  q: Extract<Quality, { kind: 'shares' }>,
  viewpoint: Viewpoint,
): boolean {
  const source = viewpoint.source === null ? undefined : state.objects[viewpoint.source];
  const id =
    q.with === 'it' ? (viewpoint.it ?? null) : q.with === 'self' ? (source?.id ?? null) : (source?.attachedTo ?? null);
  const other = id === null ? undefined : state.objects[id];
  if (!other || (q.other && other.id === object.id)) return false;
  switch (q.what) {
    case 'name': {
      // 201.2a: at least one name in common (a split card has both halves', 709.4a); 708.2a: a face-down object has
      // no name to share.
      const theirs = namesOf(other);
      return namesOf(object).some((n) => theirs.includes(n));
    }
    case 'color': {
      const theirs = colorsOfObject(other, state);
      return colorsOfObject(object, state).some((c) => theirs.includes(c));
    }
    case 'cardType': {
      const theirs = typesOf(other, state);
      return typesOf(object, state).some((t) => theirs.includes(t));
    }
    case 'creatureType': {
      // 702.73a: a changeling is every creature type, so it shares one with anything that has one.
      const creatureTypes = (o: GameObject): readonly string[] => subtypesOf(o, state).filter(isCreatureType);
      if (hasKeyword(other, 'changeling', state)) {
        return hasKeyword(object, 'changeling', state) || creatureTypes(object).length > 0;
      }
      return creatureTypes(other).some((t) => objectHasSubtype(object, t, state));
    }
  }
}
