import { functionsInCommandZone } from '../ops/command-cards.js';
import { partnerOf } from '../ops/pairing.js';
import type {
  Amount,
  CardTemplate,
  Keyword,
  Modification,
  Quality,
  StaticEffect,
} from '../../templates/card-template.js';
import { evaluateModification } from './evaluate.js';
import { isBoardAmount } from '../../templates/board-amount.js';
import { boardAmount } from '../describe/board-amounts.js';
import { matchesDescription } from '../describe/matches.js';
import { checkCondition } from '../triggers/conditions.js';
import type { GameObject, GameState, ObjectId } from '../state/types.js';
import { effectsOn } from './lifecycle.js';
import type { AppliedModification } from './types.js';

/**
 * Continuous effects of static abilities (604.2, 611.3): "Creatures you control get +1/+1.", "Enchanted creature
 * has flying.". They are never stored: while the source is on the battlefield (611.3b) its effect applies to
 * whatever it names at that moment (611.3a), so they are computed from the state, once per state (it is immutable,
 * so the identity of its parts says whether the last computation still holds), and merged with the effects of
 * resolved spells and abilities (`state.continuousEffects`) in timestamp order (613.7).
 */

/** What characteristics.ts applies: a stored continuous effect, or one a static ability generates now. */
export interface AppliedEffect {
  /** `e12` for a stored effect; `s` + source id + `.` + ability index for a static ability's (`sc4.1`). */
  readonly id: string;
  readonly source: ObjectId;
  readonly sourceName: string;
  /** 613.7a: a static ability's effect has its source's timestamp (613.7d, 613.7e). */
  readonly timestamp: number;
  readonly modifications: readonly AppliedModification[];
}

/**
 * The effects that apply to an object, in timestamp order (613.7): stored ones and static abilities'. An object's
 * timestamp n is the id counter when it entered, not used up, so an effect stamped n later counts as later: static
 * effects sort as n - 0.5.
 */
export function effectsApplyingTo(state: GameState, id: ObjectId): readonly AppliedEffect[] {
  // 613.8-like dependency guard: while the affected sets are being found (a description may ask for a keyword or
  // power), characteristics come from printed values, counters and stored effects only.
  if (building) return visible ? withVisible(state, id, visible) : effectsOn(state, id);
  const index = staticIndex(state);
  if (index === null) return effectsOn(state, id);
  return index.get(id) ?? effectsOn(state, id);
}

/** The static abilities with continuous effects on the battlefield now, with what each applies to. */
export function staticEffects(state: GameState): readonly AppliedStatic[] {
  return entryOf(state).statics;
}

export interface AppliedStatic extends AppliedEffect {
  readonly affected: readonly ObjectId[];
}

let building = false;
/** While a dependent effect's affected set is found (613.8): the static effects it depends on, by object. */
let visible: ReadonlyMap<ObjectId, readonly AppliedEffect[]> | null = null;

function withVisible(
  state: GameState,
  id: ObjectId,
  extra: ReadonlyMap<ObjectId, readonly AppliedEffect[]>,
): readonly AppliedEffect[] {
  const more = extra.get(id);
  const stored = effectsOn(state, id);
  if (!more) return stored;
  return [...stored, ...more].sort((a, b) => a.timestamp - b.timestamp);
}

interface Entry {
  readonly effects: GameState['continuousEffects'];
  readonly combat: GameState['combat'];
  readonly players: GameState['players'];
  readonly statics: readonly AppliedStatic[];
  /** Null when no static ability applies to anything: every object's list is its stored effects. */
  readonly index: ReadonlyMap<ObjectId, readonly AppliedEffect[]> | null;
}

const CACHE = new WeakMap<GameState['objects'], Entry>();

function staticIndex(state: GameState): ReadonlyMap<ObjectId, readonly AppliedEffect[]> | null {
  return entryOf(state).index;
}

function entryOf(state: GameState): Entry {
  const cached = CACHE.get(state.objects);
  if (
    cached &&
    cached.effects === state.continuousEffects &&
    cached.combat === state.combat &&
    cached.players === state.players
  ) {
    return cached;
  }
  const key = boardKey(state);
  let statics: readonly AppliedStatic[];
  let index: ReadonlyMap<ObjectId, readonly AppliedEffect[]> | null;
  let reusable = false;
  if (
    last &&
    last.reusable &&
    sameKey(last.key, key) &&
    !changesLook(state.continuousEffects) &&
    !changesLook(last.effects)
  ) {
    // Most edits (a tap, damage, a spell cast) change no battlefield permanent's look as descriptions see it: the
    // static effects found last time still hold; only their merge with stored effects may need redoing.
    statics = last.statics;
    index = last.effects === state.continuousEffects ? last.index : merged(state, statics);
    reusable = true;
  } else {
    building = true;
    try {
      const found = computeStatics(state);
      statics = found.statics;
      reusable = found.reusable;
    } finally {
      building = false;
    }
    index = merged(state, statics);
  }
  last = { key, statics, effects: state.continuousEffects, index, reusable };
  const entry: Entry = {
    effects: state.continuousEffects,
    combat: state.combat,
    players: state.players,
    statics,
    index,
  };
  CACHE.set(state.objects, entry);
  return entry;
}

function merged(
  state: GameState,
  statics: readonly AppliedStatic[],
): ReadonlyMap<ObjectId, readonly AppliedEffect[]> | null {
  return statics.length === 0 ? null : mergeIndex(state, statics);
}

/** The last computation, reused while the battlefield looks the same to descriptions (see `boardKey`). */
let last: {
  readonly key: readonly unknown[];
  readonly statics: readonly AppliedStatic[];
  readonly effects: GameState['continuousEffects'];
  readonly index: ReadonlyMap<ObjectId, readonly AppliedEffect[]> | null;
  readonly reusable: boolean;
} | null = null;

/**
 * What the affected sets can depend on when no description asks for keywords, power, tapped state or combat and no
 * amount counts: each battlefield permanent's id, template, controller, owner, attachment, token state and
 * timestamp, in order.
 */
function boardKey(state: GameState): unknown[] {
  const key: unknown[] = [];
  for (const p of state.playerOrder) {
    key.push(p);
    for (const id of state.players[p]?.zones.battlefield ?? []) {
      const o = state.objects[id];
      if (!o) continue;
      key.push(id, o.template, o.controller, o.owner, o.attachedTo, o.token, o.timestamp);
    }
    // Emblems are sources too (114.4); they never change once created, so their ids say it all. Face-up planes and
    // schemes too (901.7, 904.8): they turn face up and down and change controller (901.6).
    key.push('command');
    for (const id of state.players[p]?.zones.command ?? []) {
      const o = state.objects[id];
      key.push(id, o?.inDeck, o?.controller);
    }
  }
  return key;
}

function sameKey(a: readonly unknown[], b: readonly unknown[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function stateFree(q: Quality): boolean {
  const kind = q.kind;
  if (kind === 'keyword' || kind === 'compare' || kind === 'combat' || kind === 'zone' || kind === 'tapped')
    return false;
  // Damage this turn, the defending player, counts and the source's power change on a board that stays put.
  if (kind === 'wasDealtDamage' || kind === 'controlledBy' || kind === 'compareTo') return false;
  // Counters come and go on a permanent that stays put: the board key doesn't see them (122.1).
  if (kind === 'counter') return false;
  return q.kind === 'anyOf' ? q.qualities.every(stateFree) : true;
}

/** The continuous static abilities of a template, by ability index; most templates have none. */
const TEMPLATE_STATICS = new WeakMap<CardTemplate, readonly (readonly [number, ContinuousStatic])[]>();
type ContinuousStatic = Extract<StaticEffect, { kind: 'continuous' }>;
const NONE_STATIC: readonly (readonly [number, ContinuousStatic])[] = [];

function staticsOf(template: CardTemplate): readonly (readonly [number, ContinuousStatic])[] {
  let found = TEMPLATE_STATICS.get(template);
  if (!found) {
    const list: (readonly [number, ContinuousStatic])[] = [];
    template.abilities.forEach((a, i) => {
      if (a.kind === 'static' && a.effect.kind === 'continuous') list.push([i, a.effect]);
    });
    found = list.length > 0 ? list : NONE_STATIC;
    TEMPLATE_STATICS.set(template, found);
  }
  return found;
}

/**
 * Whether stored effects change what descriptions see beyond `boardKey` (types, colors, abilities, 613.1d-f): then
 * the static effects are found again rather than reused.
 */
const LOOK = new WeakMap<GameState['continuousEffects'], boolean>();
function changesLook(effects: GameState['continuousEffects']): boolean {
  let found = LOOK.get(effects);
  if (found === undefined) {
    found = effects.some((e) =>
      e.modifications.some(
        (m) =>
          m.kind === 'types' ||
          m.kind === 'removeTypes' ||
          m.kind === 'colors' ||
          m.kind === 'loseAllAbilities' ||
          m.kind === 'removeKeywords',
      ),
    );
    LOOK.set(effects, found);
  }
  return found;
}

/** Whether an effect took all of the object's abilities (613.1f): its static abilities then do nothing. */
function lostAllAbilities(state: GameState, id: ObjectId): boolean {
  return effectsOn(state, id).some((e) => e.modifications.some((m) => m.kind === 'loseAllAbilities'));
}

/** The continuous static abilities of a template (for characteristic-defining abilities, 604.3). */
export function continuousStaticsOf(template: CardTemplate): readonly (readonly [number, ContinuousStatic])[] {
  return staticsOf(template);
}

/**
 * A key that changes whenever what `effectsApplyingTo` answers may change: characteristics.ts caches computed
 * characteristics under it. Null while static effects are being found (nothing computed then is kept).
 */
export function effectsKey(state: GameState): object | null {
  if (building) return null;
  return entryOf(state);
}

/** The static effects on the battlefield; `reusable` when none depends on more than `boardKey` records. */
function computeStatics(state: GameState): { statics: AppliedStatic[]; reusable: boolean } {
  const out: AppliedStatic[] = [];
  const dependents: DependentStatic[] = [];
  let reusable = true;
  for (const id of sourceIds(state)) {
    const source = state.objects[id];
    if (!source) continue;
    // 613.1f: a permanent that lost all abilities (an effect of a resolved spell or ability) generates no effects.
    if (lostAllAbilities(state, source.id)) continue;
    for (const [index, effect] of staticsOf(source.template)) {
      if (reusable && !boardOnly(effect)) reusable = false;
      // "As long as …" (611.3a): checked now, from the source's controller.
      const viewpoint = { controller: source.controller, source: source.id };
      if (effect.condition && !checkCondition(state, effect.condition, viewpoint)) continue;
      if (readKeywords(effect).size > 0) dependents.push({ source, effect, index });
      const affected = affectedBy(state, source, effect);
      if (affected.length === 0) continue;
      // 604.3, 613.4a: characteristic-defining abilities apply in every zone; characteristics.ts applies them.
      const modifications = effect.modifications.filter((m) => !(m.kind === 'setPT' && m.layer === '7a'));
      if (modifications.length === 0) continue;
      out.push({
        id: `s${source.id}.${index}`,
        source: source.id,
        sourceName: source.template.name,
        timestamp: source.timestamp ?? 0,
        modifications: modifications.map((m) => applied(state, source, m)),
        affected,
      });
    }
  }
  if (dependents.length > 0) applyDependencies(state, out, dependents);
  return { statics: out, reusable };
}

/**
 * The objects whose static abilities function (113.6): permanents on the battlefield (611.3b), in turn order then
 * battlefield order, then emblems in the command zone (114.4, 113.6p), in turn order then creation order.
 */
function sourceIds(state: GameState): ObjectId[] {
  const out: ObjectId[] = [];
  for (const p of state.playerOrder) out.push(...(state.players[p]?.zones.battlefield ?? []));
  for (const p of state.playerOrder) {
    for (const id of state.players[p]?.zones.command ?? []) {
      const o = state.objects[id];
      // 901.7, 904.8: a plane or scheme in its deck is face down; its abilities don't function.
      if (o && functionsInCommandZone(o)) out.push(id);
    }
  }
  return out;
}

interface DependentStatic {
  readonly source: GameObject;
  readonly effect: ContinuousStatic;
  readonly index: number;
}

/**
 * The keywords a static ability's description asks about ("Creatures with flying have haste."), when the ability
 * itself applies in layer 6: then another layer-6 effect that gives or takes one of them may change what it applies
 * to (613.8a).
 */
function readKeywords(effect: ContinuousStatic): ReadonlySet<Keyword> {
  const out = new Set<Keyword>();
  const affected = effect.affected;
  if (affected.kind === 'self' || affected.kind === 'paired') return out;
  if (!effect.modifications.some((m) => layerOfStatic(m) === '6')) return out;
  const visit = (q: Quality): void => {
    if (q.kind === 'keyword') out.add(q.keyword);
    else if (q.kind === 'anyOf') q.qualities.forEach(visit);
  };
  affected.description.qualities.forEach(visit);
  return out;
}

function layerOfStatic(m: Modification): string | null {
  return m.kind === 'addKeywords' || m.kind === 'removeKeywords' || m.kind === 'loseAllAbilities' ? '6' : null;
}

/** Whether applying `b` changes a keyword among `keywords` (layer 6). */
function changesKeywords(b: AppliedStatic, keywords: ReadonlySet<Keyword>): boolean {
  return b.modifications.some(
    (m) =>
      m.kind === 'loseAllAbilities' ||
      ((m.kind === 'addKeywords' || m.kind === 'removeKeywords') && m.keywords.some((k) => keywords.has(k))),
  );
}

/**
 * 613.8: a static ability's layer-6 effect that applies to objects with a keyword ("Creatures with flying have
 * haste.") depends on the other static layer-6 effects that give or take that keyword ("Creatures you control have
 * flying."): it waits until they have applied, so what it applies to is found with them applied (613.8b). Effects of
 * resolved spells and abilities are always visible while affected sets are found. Two effects that depend on each
 * other are a loop: both keep the timestamp order (613.8b), found without each other.
 */
function applyDependencies(state: GameState, out: AppliedStatic[], dependents: readonly DependentStatic[]): void {
  const idOf = (d: DependentStatic): string => `s${d.source.id}.${d.index}`;
  const dependentIds = new Set(dependents.map(idOf));
  const keywordsOf = new Map(dependents.map((d) => [idOf(d), readKeywords(d.effect)]));
  for (const d of dependents) {
    const id = idOf(d);
    const keywords = keywordsOf.get(id) ?? new Set<Keyword>();
    const deps = out.filter((b) => {
      if (b.id === id || !changesKeywords(b, keywords)) return false;
      // A loop (b depends on this one too): timestamp order.
      const theirs = keywordsOf.get(b.id);
      const self = out.find((x) => x.id === id);
      return !(dependentIds.has(b.id) && theirs && self && changesKeywords(self, theirs));
    });
    if (deps.length === 0) continue;
    const byObject = new Map<ObjectId, AppliedEffect[]>();
    for (const b of deps) {
      for (const o of b.affected) {
        const list = byObject.get(o);
        if (list) list.push(b);
        else byObject.set(o, [b]);
      }
    }
    // Called while affected sets are found (`building`): the effects depended on become visible for this one.
    visible = byObject;
    let affected: ObjectId[];
    try {
      affected = affectedBy(state, d.source, d.effect);
    } finally {
      visible = null;
    }
    const at = out.findIndex((x) => x.id === id);
    const modifications = d.effect.modifications
      .filter((m) => !(m.kind === 'setPT' && m.layer === '7a'))
      .map((m) => applied(state, d.source, m));
    const next: AppliedStatic = {
      id,
      source: d.source.id,
      sourceName: d.source.template.name,
      // 613.8b: it applies just after what it depends on (a quarter past it, before any later timestamp).
      timestamp: Math.max(d.source.timestamp ?? 0, ...deps.map((b) => b.timestamp + 0.25)),
      modifications,
      affected,
    };
    if (at >= 0) out[at] = next;
    else if (affected.length > 0) out.push(next);
  }
}

function fixedAmounts(m: Modification): boolean {
  if (m.kind === 'ptChange') return m.power.amount.kind === 'fixed' && m.toughness.amount.kind === 'fixed';
  if (m.kind === 'setPT') return (m.power?.kind ?? 'fixed') === 'fixed' && (m.toughness?.kind ?? 'fixed') === 'fixed';
  return true;
}

/** No keyword, power, tapped, combat, zone or counter quality, no counted amount: only what `boardKey` records matters. */
function boardOnly(effect: ContinuousStatic): boolean {
  return (
    effect.condition === undefined &&
    (effect.affected.kind === 'self' ||
      effect.affected.kind === 'paired' ||
      effect.affected.description.qualities.every(stateFree)) &&
    effect.modifications.every(fixedAmounts)
  );
}

/** 611.3a: what the effect applies to now; only permanents on the battlefield. */
function affectedBy(state: GameState, source: GameObject, effect: ContinuousStatic): ObjectId[] {
  const viewpoint = { controller: source.controller, source: source.id };
  const affected = effect.affected;
  switch (affected.kind) {
    case 'self':
      return [source.id];
    case 'paired': {
      // 702.95b: "both creatures", "each of those creatures": the source and the creature it is paired with.
      const partner = partnerOf(state, source);
      return partner ? [source.id, partner.id] : [];
    }
    case 'attached': {
      const to = source.attachedTo;
      const target = to === null ? undefined : state.objects[to];
      if (!target || target.zone.zone !== 'battlefield') return [];
      return matchesDescription(state, target.id, affected.description, viewpoint) ? [target.id] : [];
    }
    case 'each': {
      const out: ObjectId[] = [];
      // Stored effects that change types or colors (a land that became a creature) make the memo stale.
      const memo = boardOnly(effect) && !changesLook(state.continuousEffects) ? matchMemo(effect, source) : null;
      for (const p of state.playerOrder) {
        for (const id of state.players[p]?.zones.battlefield ?? []) {
          const o = state.objects[id];
          if (!o) continue;
          let match = memo?.get(o);
          if (match === undefined) {
            match = matchesDescription(state, id, affected.description, viewpoint);
            memo?.set(o, match);
          }
          if (match) out.push(id);
        }
      }
      return out;
    }
  }
}

/**
 * Whether each object matches a board-only description, for one static ability of one source with one controller:
 * objects are immutable, so an unchanged permanent (the same record) needs no new check when another one enters.
 */
const MATCHES = new WeakMap<
  ContinuousStatic,
  Map<ObjectId, { controller: string; results: WeakMap<GameObject, boolean> }>
>();

function matchMemo(effect: ContinuousStatic, source: GameObject): WeakMap<GameObject, boolean> {
  let bySource = MATCHES.get(effect);
  if (!bySource) {
    bySource = new Map();
    MATCHES.set(effect, bySource);
  }
  let entry = bySource.get(source.id);
  if (!entry || entry.controller !== source.controller) {
    entry = { controller: source.controller, results: new WeakMap() };
    bySource.set(source.id, entry);
  }
  return entry.results;
}

/** Amounts of a static ability are numbers; "for each" counts are what they count now (611.3a). */
function applied(state: GameState, source: GameObject, m: Modification): AppliedModification {
  return evaluateModification(m, (a) => staticAmount(state, source, a), source.controller, { source });
}

/**
 * An amount worked out from the board (a number, a count, devotion 700.5, the party 700.8, your life total, the
 * greatest power among …) seen from the source's controller, continuously (611.3a); other amounts have no value here.
 */
export function staticAmount(state: GameState, source: GameObject, a: Amount): number {
  return isBoardAmount(a) ? boardAmount(state, a, { controller: source.controller, source: source.id }) : 0;
}

/** Each affected object's stored effects and static effects together, in timestamp order (613.7). */
function mergeIndex(state: GameState, statics: readonly AppliedStatic[]): Map<ObjectId, readonly AppliedEffect[]> {
  const byObject = new Map<ObjectId, AppliedEffect[]>();
  for (const s of statics) {
    for (const id of s.affected) {
      const list = byObject.get(id);
      if (list) list.push(s);
      else byObject.set(id, [s]);
    }
  }
  const generated: ReadonlySet<AppliedEffect> = new Set(statics);
  const sortKey = (e: AppliedEffect): number => (generated.has(e) ? e.timestamp - 0.5 : e.timestamp);
  const out = new Map<ObjectId, readonly AppliedEffect[]>();
  for (const [id, list] of byObject) {
    const all: AppliedEffect[] = [...effectsOn(state, id), ...list];
    // Stable: statics with the same timestamp keep battlefield order.
    all.sort((a, b) => sortKey(a) - sortKey(b));
    out.set(id, all);
  }
  return out;
}
