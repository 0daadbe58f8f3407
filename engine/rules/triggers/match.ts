import { functionsInCommandZone, isPlanarCard } from '../ops/command-cards.js';
import type {
  Condition,
  Description,
  DescribedZone,
  TargetingFilter,
  TriggerEvent,
  Watched,
  Whose,
} from '../../templates/card-template.js';
import { matchesDescription } from '../describe/matches.js';
import type { GameEvent } from '../events/game-events.js';
import type { PendingEvent } from '../state/transaction.js';
import type { GameObject, GameState, ObjectId, PlayerId, TriggerContext, ZoneRef } from '../state/types.js';
import type { Timeline } from './timeline.js';
import {
  grantedTriggerKinds,
  grantedTriggersOfKind,
  triggersByKind,
  triggersOfKind,
  type IndexedTrigger,
  type TriggeredAbility,
  type TriggerKind,
} from './triggered-abilities.js';
import { abilitiesOf } from '../state/abilities.js';
import { grantedAbilitiesOf, hasPrintedAbilities } from '../state/characteristics.js';
import { isTriggeredManaAbility } from '../mana/triggered-mana-ability.js';

/**
 * 605.1b, 605.4a: the triggered mana abilities a permanent's being tapped for mana triggers, to resolve at once (not
 * through the pending triggers): their intervening "if" is checked by the caller like any other's (603.4).
 */
export function manaAbilityTriggers(
  event: TappedForMana,
  after: GameState,
): { readonly match: TriggerMatch; readonly ability: TriggeredAbility }[] {
  const out: { match: TriggerMatch; ability: TriggeredAbility }[] = [];
  for (const source of activeSources(after, 'tappedForMana')) {
    const ability = source.trigger.ability;
    const t = ability.trigger.event;
    if (t.kind !== 'tappedForMana' || !isTriggeredManaAbility(ability)) continue;
    if (!tappedForManaFits(after, t, source.object, event)) continue;
    const found: TriggerMatch[] = [];
    emit(found, source, tappedForManaContext(event), after);
    for (const match of found) out.push({ match, ability });
  }
  return out;
}

type TappedForMana = Extract<GameEvent, { type: 'tappedForMana' }>;

/** "Whenever you tap a Swamp for mana", "enchanted land is tapped for mana": who tapped it, and what it is. */
function tappedForManaFits(
  after: GameState,
  t: Extract<TriggerEvent, { kind: 'tappedForMana' }>,
  source: GameObject,
  event: TappedForMana,
): boolean {
  return whoFits(t.who, event.player, source.controller) && watches(after, t.what, source, event.object);
}

/** "it", "that land" is the permanent tapped; "that player" who tapped it; `mana` what it produced (605.1b). */
function tappedForManaContext(event: TappedForMana): TriggerContext {
  return { object: event.object, player: event.player, amount: null, mana: event.mana };
}

/** One triggered ability that triggered (603.2), before its intervening "if" is checked. */
export interface TriggerMatch {
  readonly source: ObjectId;
  /** Index into the source's template.abilities. */
  readonly ability: number;
  /** 603.3a: whoever controlled the source when it triggered. */
  readonly controller: PlayerId;
  readonly text: string;
  readonly condition: Condition | null;
  readonly context: TriggerContext;
  /** The state right after the event: where the intervening "if" is checked (603.4). */
  readonly after: GameState;
  /** The source, as it was when it triggered (its template outlives a token that ceases to exist, 704.5d). */
  readonly object: GameObject;
  /** An ability an effect gave the source (613.1f): the ability itself, which its card doesn't print. */
  readonly granted?: TriggeredAbility;
}

/**
 * The trigger kinds some object of these states has: events no kind cares about are skipped without any work. Give
 * every state the events span (tokens cease to exist, 704.5d) and any object created in between.
 */
export function triggerKindsIn(
  states: readonly GameState[],
  created: readonly GameObject[] = [],
): ReadonlySet<TriggerKind> {
  const kinds = new Set<TriggerKind>();
  const add = (object: GameObject): void => {
    for (const kind of triggersByKind(object.template).keys()) kinds.add(kind);
    for (const kind of grantedTriggerKinds(object.template)) kinds.add(kind);
  };
  for (const state of states) for (const id in state.objects) add(state.objects[id] as GameObject);
  created.forEach(add);
  return kinds;
}

/** Which trigger kinds could answer an event. */
function kindsOf(event: GameEvent): readonly TriggerKind[] {
  switch (event.type) {
    case 'zoneChanged':
      return ['zoneChange'];
    case 'attackersDeclared':
      return ['attacks'];
    case 'blockersDeclared':
      return ['blocks', 'becomesBlocked', 'attacksUnblocked'];
    case 'damageDealt':
      return ['dealsDamage', 'isDealtDamage'];
    case 'spellCast':
      return ['castSpell'];
    case 'stepBegan':
      return ['beginningOfStep'];
    case 'lifeGained':
      return ['gainLife'];
    case 'becameMonarch':
      return ['becomesMonarch'];
    case 'cardDrawn':
      return ['draws'];
    case 'tapped':
      return ['becomesTapped'];
    case 'untapped':
      return ['becomesUntapped'];
    case 'tappedForMana':
      return ['tappedForMana'];
    case 'cycled':
      return ['cycled'];
    case 'exerted':
      return ['exerted'];
    case 'turnedFaceUp':
      return ['turnedFaceUp'];
    case 'becameDesignated':
      return ['becomesDesignated'];
    case 'countersRemoved':
      return ['lastCounterRemoved'];
    case 'tokenCreated':
      return ['zoneChange'];
    case 'targeted':
      return ['becomesTarget'];
    case 'planarDieRolled':
      return ['planarChaos'];
    case 'schemeSetInMotion':
      return ['setInMotion'];
    default:
      return [];
  }
}

/** A zone change or token creation as one shape. */
interface Move {
  readonly object: ObjectId;
  readonly from: ZoneRef | null;
  readonly to: ZoneRef;
}

function moveOf(event: GameEvent): Move | null {
  if (event.type === 'zoneChanged') return { object: event.object, from: event.from, to: event.to };
  // A token is created on the battlefield: it enters the battlefield from nowhere (111.1, 603.6a).
  if (event.type === 'tokenCreated') {
    return { object: event.object, from: null, to: { player: event.player, zone: 'battlefield' } };
  }
  return null;
}

const leaves = (m: Move | null): boolean => m !== null && m.from?.zone === 'battlefield';
const enters = (m: Move | null): boolean => m !== null && m.to.zone === 'battlefield' && !leaves(m);

/** Events that are results of dealing damage (120.3), emitted between the damage events of one batch. */
const DAMAGE_RESULTS: ReadonlySet<GameEvent['type']> = new Set([
  'lifeLost',
  'poisoned',
  'countersAdded',
  'countersRemoved',
  'lifeGained',
]);

/**
 * Events that belong to one leave-the-battlefield batch: a "destroy all creatures" or a round of state-based actions
 * moves its permanents one by one, with these events between the moves. The whole batch looks back to the state
 * before it (603.10a), so "whenever a creature dies" on an artifact destroyed with them still sees every creature.
 */
function inLeaveBatch(event: GameEvent): boolean {
  switch (event.type) {
    case 'zoneChanged':
      return event.from.zone === 'battlefield';
    case 'destroyed':
    case 'sacrificed':
    case 'removedFromCombat':
    case 'regenerated':
    case 'destructionPrevented':
      return true;
    default:
      return false;
  }
}

/**
 * Every triggered ability the events trigger (603.2), in event order. Each event is judged in the state right after
 * it (603.6a: newcomers included; simultaneous moves and damage are judged after the whole batch), except that
 * leaves-the-battlefield triggers look back to the state before (603.10a). Sources are permanents on the battlefield
 * in that state, plus the moving object itself for its own zone-change triggers ("when ~ dies", "when ~ is put into a
 * graveyard from anywhere").
 */
export function findTriggers(
  events: readonly PendingEvent[],
  timeline: Timeline,
  startEdit: number,
  kinds: ReadonlySet<TriggerKind>,
): TriggerMatch[] {
  const out: TriggerMatch[] = [];
  const wanted = (e: PendingEvent): boolean => kindsOf(e.event).some((k) => kinds.has(k));
  let lastEdit = startEdit;
  let i = 0;
  while (i < events.length) {
    const first = events[i] as PendingEvent;
    let end = i + 1;
    const move = moveOf(first.event);
    if (inLeaveBatch(first.event)) {
      while (end < events.length && inLeaveBatch((events[end] as PendingEvent).event)) end++;
    } else if (enters(move)) {
      while (end < events.length && enters(moveOf((events[end] as PendingEvent).event))) end++;
    } else if (first.event.type === 'damageDealt') {
      // 510.2: combat damage is dealt simultaneously; one effect's damage to several objects is one event too. The
      // results of each damage event (life lost, counters, lifelink's life) come between them.
      const combat = first.event.combat;
      while (end < events.length) {
        const next = (events[end] as PendingEvent).event;
        if (next.type === 'damageDealt' ? next.combat !== combat : !DAMAGE_RESULTS.has(next.type)) break;
        end++;
      }
    }
    const batch = events.slice(i, end);
    if (batch.some(wanted)) {
      const before = inLeaveBatch(first.event) ? timeline.stateAt(lastEdit) : null;
      const after = timeline.stateAt((batch[batch.length - 1] as PendingEvent).afterEdit);
      matchBatch(batch, before, after, kinds, out);
    }
    lastEdit = (batch[batch.length - 1] as PendingEvent).afterEdit;
    i = end;
  }
  return out;
}

function matchBatch(
  batch: readonly PendingEvent[],
  before: GameState | null,
  after: GameState,
  kinds: ReadonlySet<TriggerKind>,
  out: TriggerMatch[],
): void {
  const first = (batch[0] as PendingEvent).event;
  if (first.type === 'damageDealt') {
    matchDamage(
      batch
        .map((p) => p.event)
        .filter((e): e is Extract<GameEvent, { type: 'damageDealt' }> => e.type === 'damageDealt'),
      after,
      kinds,
      out,
    );
    // The damage's results trigger on their own ("whenever you gain life" on lifelink).
    for (const { event } of batch) if (event.type !== 'damageDealt') matchEvent(event, after, kinds, out);
    return;
  }
  for (const { event } of batch) {
    const move = moveOf(event);
    if (move) {
      if (kinds.has('zoneChange')) matchMove(move, before, after, out);
      continue;
    }
    matchEvent(event, after, kinds, out);
  }
}

// ---------------------------------------------------------------------------------------------------------------

interface Source {
  readonly object: GameObject;
  readonly trigger: IndexedTrigger;
}

/**
 * The triggered abilities of one kind that function in `state`, in turn order then zone order: those of permanents
 * on the battlefield, those of cards in graveyards that say they work there (113.6b, 113.6m: "if ~ is in your
 * graveyard", "return ~ from your graveyard"; such an ability of a permanent does nothing on the battlefield), those
 * of emblems in the command zone (114.4, 113.6p), suspend's of cards in exile (702.62a), and "When you cast ~" of
 * spells on the stack (113.6k).
 */
function activeSources(state: GameState, kind: TriggerKind): Source[] {
  const out: Source[] = [];
  for (const p of state.playerOrder) {
    const zones = state.players[p]?.zones;
    const exile = zones?.exile ?? [];
    for (const id of [
      ...(zones?.battlefield ?? []),
      ...(zones?.graveyard ?? []),
      ...(zones?.command ?? []),
      ...exile,
    ]) {
      const object = state.objects[id];
      if (!object) continue;
      const triggers = triggersOfKind(object.template, kind);
      // 613.1f, 305.7: a permanent that lost its abilities has no triggered abilities left.
      if (triggers.length === 0 || !hasPrintedAbilities(object, state)) continue;
      for (const trigger of triggers) {
        if (worksWhereItIs(object, trigger)) out.push({ object, trigger });
      }
    }
  }
  // 113.6k, 601.2i: "When you cast ~" works from the stack, where the spell is as it becomes cast.
  if (kind === 'castSpell') {
    for (const item of state.stack) {
      const object = item.kind === 'spell' ? state.objects[item.card] : undefined;
      if (!object) continue;
      for (const trigger of triggersOfKind(object.template, kind)) {
        if (trigger.ability.zone === 'stack') out.push({ object, trigger });
      }
    }
  }
  if (grantedKinds(state).has(kind)) out.push(...grantedSources(state, kind));
  return out;
}

const GRANTED_KINDS = new WeakMap<GameState, ReadonlySet<TriggerKind>>();

/** The event kinds triggered abilities given by the text of any object in `state` watch (613.1f), once per state. */
function grantedKinds(state: GameState): ReadonlySet<TriggerKind> {
  let kinds = GRANTED_KINDS.get(state);
  if (!kinds) {
    const found = new Set<TriggerKind>();
    for (const id in state.objects) {
      for (const kind of grantedTriggerKinds((state.objects[id] as GameObject).template)) found.add(kind);
    }
    kinds = found;
    GRANTED_KINDS.set(state, kinds);
  }
  return kinds;
}

/** 613.1f: the triggered abilities of one kind that permanents have from effects ("has "At the beginning of …""). */
function grantedSources(state: GameState, kind: TriggerKind): Source[] {
  const out: Source[] = [];
  for (const p of state.playerOrder) {
    for (const id of state.players[p]?.zones.battlefield ?? []) {
      const object = state.objects[id];
      if (!object) continue;
      const granted = grantedAbilitiesOf(object, state);
      if (granted.length === 0) continue;
      const abilities = abilitiesOf(state, object);
      for (const trigger of grantedTriggersOfKind(abilities, kind, abilities.length - granted.length)) {
        out.push({ object, trigger });
      }
    }
  }
  return out;
}

/**
 * 113.6: the zone the ability functions in is the zone its object is in. An emblem's abilities function in the
 * command zone (114.4), the only place an emblem is.
 */
function worksWhereItIs(object: GameObject, trigger: IndexedTrigger): boolean {
  // 901.7, 904.8: face-up planes and schemes too; not those face down in their decks.
  if (object.zone.zone === 'command') return functionsInCommandZone(object);
  return (trigger.ability.zone ?? 'battlefield') === object.zone.zone;
}

/** 603.2c: the objects a batch trigger is about, each with the zone it is in (what "they" may still mean, 400.7). */
function zoned(state: GameState, ids: readonly ObjectId[]): NonNullable<TriggerContext['objects']> {
  return ids.flatMap((id) => {
    const zone = state.objects[id]?.zone;
    return zone ? [{ id, zone }] : [];
  });
}

function emit(out: TriggerMatch[], source: Source, context: TriggerContext, after: GameState): void {
  const { ability, index, granted } = source.trigger;
  out.push({
    source: source.object.id,
    ability: index,
    controller: source.object.controller,
    text: ability.text,
    condition: ability.trigger.condition,
    context,
    after,
    object: source.object,
    ...(granted ? { granted } : {}),
  });
}

/** Whether the object the event is about is the one the trigger watches, seen from the source (109.5, "another"). */
function watches(state: GameState, watched: Watched, source: GameObject, id: string, zone?: DescribedZone): boolean {
  if (watched.kind === 'self') return id === source.id;
  if (watched.kind === 'attached') {
    // 303.4, 301.5: the object the source is attached to, seen in the same state (603.10a looks back for "dies").
    if (source.attachedTo !== id) return false;
    return matchesDescription(
      state,
      id,
      { nouns: [watched.noun], qualities: [] },
      { controller: source.controller, source: source.id },
    );
  }
  const description = zone ? inZone(watched.description, zone) : watched.description;
  return matchesDescription(state, id, description, { controller: source.controller, source: source.id });
}

/**
 * "Whenever a creature card is put into a graveyard": the card is looked at where it went, so a card-type noun
 * without a zone quality is read in that zone (a bare "creature" otherwise means a creature on the battlefield).
 */
function inZone(description: Description, zone: DescribedZone): Description {
  if (zone === 'battlefield' || description.qualities.some((q) => q.kind === 'zone')) return description;
  return { ...description, qualities: [...description.qualities, { kind: 'zone', zone, whose: 'any' }] };
}

const zoneFits = (wanted: DescribedZone | null, ref: ZoneRef | null): boolean =>
  wanted === null || (ref !== null && ref.zone === wanted);

export const whoFits = (whose: Whose, player: PlayerId, controller: PlayerId): boolean =>
  whose === 'each' || (whose === 'you') === (player === controller);

type ZoneChange = Extract<TriggerEvent, { kind: 'zoneChange' }>;

/** 603.6: zone-change triggers, looking back for leaves-the-battlefield ones (603.10a). */
function matchMove(move: Move, before: GameState | null, after: GameState, out: TriggerMatch[]): void {
  // The player the move was about: the controller it had on the battlefield it left or entered, else none.
  const player =
    move.from?.zone === 'battlefield'
      ? move.from.player
      : move.to.zone === 'battlefield'
        ? controllerIn(after, move)
        : null;
  const context: TriggerContext = { object: move.object, player, amount: null };
  const fits = (t: ZoneChange): boolean => zoneFits(t.from, move.from) && zoneFits(t.to, move.to);
  // 603.10a: "dies" and "leaves the battlefield" use the abilities and the look of the objects just before.
  if (before && leaves(move)) {
    const last = before.objects[move.object]?.counters ?? {};
    const lastContext: TriggerContext = Object.values(last).some((n) => n > 0)
      ? { ...context, lastCounters: last }
      : context;
    for (const source of movingSources(before, move.object)) {
      const t = source.trigger.ability.trigger.event as ZoneChange;
      if (t.from !== 'battlefield' || !fits(t)) continue;
      if (!watches(before, t.what, source.object, move.object)) continue;
      emit(out, source, aboutZoneOwner(t, move, lastContext), after);
    }
  }
  for (const source of movingSources(after, move.object)) {
    const t = source.trigger.ability.trigger.event as ZoneChange;
    // 603.6c: "put into a graveyard from anywhere" is never a leaves-the-battlefield trigger, so it looks forward.
    if (t.from === 'battlefield' || !fits(t)) continue;
    // An object's own zone-change trigger works from the zone it moved to; others only where they function.
    const mine = source.object.id === move.object;
    if (!mine && !worksWhereItIs(source.object, source.trigger)) continue;
    if (mine && t.what.kind !== 'self' && source.object.zone.zone !== 'battlefield') continue;
    // Nothing moves to the command zone: emblems are created there (114.2) and never leave (408.1).
    if (move.to.zone === 'command') continue;
    const zone = move.to.zone;
    if (!watches(after, t.what, source.object, move.object, zone)) continue;
    emit(out, source, aboutZoneOwner(t, move, context), after);
  }
}

/** "… is put into a player's graveyard, that player …": the owner of the zone it went to (404.2). */
function aboutZoneOwner(t: ZoneChange, move: Move, context: TriggerContext): TriggerContext {
  return t.player === 'zoneOwner' && 'player' in move.to ? { ...context, player: move.to.player } : context;
}

function controllerIn(state: GameState, move: Move): PlayerId | null {
  return state.objects[move.object]?.controller ?? null;
}

/** Zone-change trigger sources: those that function, plus the moving object's own wherever it is. */
function movingSources(state: GameState, moving: ObjectId): Source[] {
  const sources = activeSources(state, 'zoneChange');
  const object = state.objects[moving];
  if (object && object.zone.zone !== 'battlefield') {
    for (const trigger of triggersOfKind(object.template, 'zoneChange')) {
      // Already among the sources when it functions there (a graveyard ability of a card now in the graveyard).
      if (!worksWhereItIs(object, trigger)) sources.push({ object, trigger });
    }
  }
  return sources;
}

/** Damage (120): one batch of simultaneous damage events. */
function matchDamage(
  events: readonly Extract<GameEvent, { type: 'damageDealt' }>[],
  after: GameState,
  kinds: ReadonlySet<TriggerKind>,
  out: TriggerMatch[],
): void {
  const combat = events[0]?.combat ?? false;
  const total = (keep: (e: (typeof events)[number]) => boolean): number =>
    events.filter(keep).reduce((sum, e) => sum + e.amount, 0);
  const unique = (ids: readonly string[]): string[] => [...new Set(ids)];
  const about = (id: string | null, amount: number): TriggerContext =>
    id === null
      ? { object: null, player: null, amount }
      : after.players[id]
        ? { object: null, player: id, amount }
        : { object: id, player: null, amount };
  if (kinds.has('dealsDamage')) {
    for (const source of activeSources(after, 'dealsDamage')) {
      const t = source.trigger.ability.trigger.event as Extract<TriggerEvent, { kind: 'dealsDamage' }>;
      if (t.combat && !combat) continue;
      const to = t.to;
      if (t.batch && to) {
        // 603.2c: "one or more creatures you control deal combat damage to a player": once per recipient, about
        // every matching dealer, for the damage they dealt it together.
        const view = { controller: source.object.controller, source: source.object.id };
        const dealers = unique(events.map((e) => e.source)).filter((d) => watches(after, t.what, source.object, d));
        for (const recipient of unique(events.filter((e) => dealers.includes(e.source)).map((e) => e.to))) {
          if (!matchesDescription(after, recipient, to, view)) continue;
          const hits = events.filter((e) => e.to === recipient && dealers.includes(e.source));
          const amount = hits.reduce((sum, e) => sum + e.amount, 0);
          const objects = zoned(after, unique(hits.map((e) => e.source)));
          emit(out, source, { ...about(recipient, amount), objects }, after);
        }
        continue;
      }
      for (const dealer of unique(events.map((e) => e.source))) {
        if (!watches(after, t.what, source.object, dealer)) continue;
        const recipients = unique(events.filter((e) => e.source === dealer).map((e) => e.to));
        if (to === null) {
          // "Whenever ~ deals damage": once per batch, however many things it hit (603.2c), for the total.
          const only = recipients.length === 1 ? (recipients[0] as string) : null;
          emit(
            out,
            source,
            about(
              only,
              total((e) => e.source === dealer),
            ),
            after,
          );
          continue;
        }
        // "… deals damage to a player / an opponent / a creature": once per recipient that fits.
        for (const recipient of recipients) {
          const view = { controller: source.object.controller, source: source.object.id };
          if (!matchesDescription(after, recipient, to, view)) continue;
          emit(
            out,
            source,
            about(
              recipient,
              total((e) => e.source === dealer && e.to === recipient),
            ),
            after,
          );
        }
      }
    }
  }
  if (kinds.has('isDealtDamage')) {
    for (const source of activeSources(after, 'isDealtDamage')) {
      const t = source.trigger.ability.trigger.event as Extract<TriggerEvent, { kind: 'isDealtDamage' }>;
      for (const recipient of unique(events.map((e) => e.to))) {
        if (!watches(after, t.what, source.object, recipient)) continue;
        emit(
          out,
          source,
          about(
            recipient,
            total((e) => e.to === recipient),
          ),
          after,
        );
      }
    }
  }
}

/** Whether the spell or ability of a `targeted` event is the one a "becomes the target of …" trigger asks for. */
function targetingFits(
  state: GameState,
  by: TargetingFilter,
  event: Extract<GameEvent, { type: 'targeted' }>,
  source: GameObject,
): boolean {
  if (!whoFits(by.who, event.player, source.controller)) return false;
  if (event.card === null) return by.abilities;
  return matchesDescription(state, event.card, by.spell, { controller: source.controller, source: source.id });
}

/** Every other kind: one event, judged in the state right after it. */
function matchEvent(event: GameEvent, after: GameState, kinds: ReadonlySet<TriggerKind>, out: TriggerMatch[]): void {
  const each = <K extends TriggerKind>(
    kind: K,
    fn: (source: Source, t: Extract<TriggerEvent, { kind: K }>) => void,
  ) => {
    if (!kinds.has(kind)) return;
    for (const source of activeSources(after, kind)) {
      fn(source, source.trigger.ability.trigger.event as Extract<TriggerEvent, { kind: K }>);
    }
  };
  switch (event.type) {
    case 'planarDieRolled':
      // 901.9b: a chaos roll triggers the chaos abilities of the face-up planes the roller controls ("you roll").
      if (event.result !== 'chaos') return;
      each('planarChaos', (source) => {
        if (source.object.controller !== event.player || !isPlanarCard(source.object)) return;
        emit(out, source, { object: null, player: event.player, amount: null }, after);
      });
      return;
    case 'schemeSetInMotion':
      // 904.9, 313.7: "When you set this scheme in motion": this scheme card, by its owner.
      each('setInMotion', (source) => {
        if (source.object.id !== event.object) return;
        emit(out, source, { object: null, player: event.player, amount: null }, after);
      });
      return;
    case 'attackersDeclared':
      // 508.1: "whenever ~ attacks" / "a creature you control attacks", once per attacker.
      each('attacks', (source, t) => {
        // 506.5: "attacks alone": it is the only creature declared as an attacker.
        if (t.alone && event.attackers.length !== 1) return;
        const together = t.together;
        if (together) {
          // Battalion: ~ attacks with at least so many other such creatures (declared in the same declaration).
          const self = source.object.id;
          if (!event.attackers.includes(self)) return;
          const view = { controller: source.object.controller, source: self };
          const others = event.attackers.filter(
            (a) => a !== self && matchesDescription(after, a, together.others, view),
          );
          if (others.length < together.count) return;
          emit(out, source, { object: self, player: event.player, amount: null }, after);
          return;
        }
        if (t.batch) {
          // 603.2c: one trigger for the declaration, about every matching attacker ("they", "that many").
          const matching = event.attackers.filter((a) => watches(after, t.what, source.object, a));
          if (matching.length === 0) return;
          const context = {
            object: null,
            player: event.player,
            amount: matching.length,
            objects: zoned(after, matching),
          };
          emit(out, source, context, after);
          return;
        }
        for (const attacker of event.attackers) {
          if (!attacksWhat(after, attacker, t.attacking, source.object.controller)) continue;
          if (watches(after, t.what, source.object, attacker)) {
            emit(out, source, { object: attacker, player: event.player, amount: null }, after);
          }
        }
      });
      return;
    case 'blockersDeclared':
      each('blocks', (source, t) => {
        for (const blocker of event.blockers) {
          if (!watches(after, t.what, source.object, blocker)) continue;
          const attackers = after.combat?.blockers.find((b) => b.creature === blocker)?.attackers ?? [];
          // 702.25a: "a creature without flanking blocks ~": only blockers of the source, and it means the blocker.
          if (t.blocksSelf && !attackers.includes(source.object.id)) continue;
          // "Whenever ~ blocks a creature, destroy that creature": the trigger is about the attacker it blocks;
          // "When ~ blocks, return it …" and "whenever a creature you control blocks, … it" mean the blocker.
          const blocked = attackers[0] ?? null;
          const object = t.blocksACreature ? (blocked ?? blocker) : blocker;
          emit(out, source, { object, player: event.player, amount: null }, after);
        }
      });
      each('attacksUnblocked', (source, t) => {
        // 509.5g: once blockers are declared, each attacker no creature was declared to block.
        for (const attacker of after.combat?.attackers ?? []) {
          if (attacker.blocked || attacker.blockers.length > 0) continue;
          if (!watches(after, t.what, source.object, attacker.creature)) continue;
          emit(out, source, { object: attacker.creature, player: event.player, amount: null }, after);
        }
      });
      each('becomesBlocked', (source, t) => {
        const view = { controller: source.object.controller, source: source.object.id };
        if (t.by) {
          // 509.5d: once for each new blocker matching `by` (509.5f: as blockers are declared), "that creature".
          const by = t.by;
          const pairs = (after.combat?.blockers ?? []).filter((b) => event.blockers.includes(b.creature));
          for (const { creature: blocker, attackers } of pairs) {
            const blockerFits = matchesDescription(after, blocker, by, view);
            for (const attacker of attackers) {
              if (blockerFits && watches(after, t.what, source.object, attacker)) {
                emit(out, source, { object: blocker, player: event.player, amount: null }, after);
              }
              // "blocks or becomes blocked by a creature": the creature it blocks is "that creature".
              if (
                t.orBlocks &&
                watches(after, t.what, source.object, blocker) &&
                matchesDescription(after, attacker, by, view)
              ) {
                emit(out, source, { object: attacker, player: event.player, amount: null }, after);
              }
            }
          }
          return;
        }
        // 509.1h: an attacker becomes blocked when blockers are declared for it; once, however many block it.
        for (const attacker of after.combat?.attackers ?? []) {
          if (!attacker.blockers.some((b) => event.blockers.includes(b))) continue;
          if (!watches(after, t.what, source.object, attacker.creature)) continue;
          emit(out, source, { object: attacker.creature, player: event.player, amount: null }, after);
        }
      });
      return;
    case 'spellCast':
      // 601.2i: a spell becomes cast once it is on the stack and paid for.
      each('castSpell', (source, t) => {
        if (!whoFits(t.who, event.player, source.object.controller)) return;
        const view = { controller: source.object.controller, source: source.object.id };
        // "When you cast ~" (113.6k): its own spell only.
        if (t.self === true && event.card !== source.object.id) return;
        if (!matchesDescription(after, event.card, t.spell, view)) return;
        const spell = after.stack.find((item) => item.kind === 'spell' && item.id === event.item);
        const cast = spell?.kind === 'spell' ? { spell } : {};
        emit(out, source, { object: event.card, player: event.player, amount: null, ...cast }, after);
      });
      return;
    case 'stepBegan':
      // 603.2b: "at the beginning of" triggers as the step begins; "your upkeep" is the active player's.
      each('beginningOfStep', (source, t) => {
        if (t.step !== event.step) return;
        const active = after.turn.activePlayer;
        if (t.whose === 'attached') {
          // "enchanted player's upkeep", "the upkeep of enchanted creature's controller": that player's step; "that
          // creature" is the permanent the source is attached to as the step begins.
          const to = source.object.attachedTo;
          const permanent = to === null ? undefined : after.objects[to];
          const player = permanent ? permanent.controller : to !== null && after.players[to] ? to : null;
          if (player !== active) return;
          emit(out, source, { object: permanent ? permanent.id : null, player: active, amount: null }, after);
          return;
        }
        if (!whoFits(t.whose, active, source.object.controller)) return;
        emit(out, source, { object: null, player: active, amount: null }, after);
      });
      return;
    case 'lifeGained':
      each('gainLife', (source, t) => {
        if (whoFits(t.who, event.player, source.object.controller)) {
          emit(out, source, { object: null, player: event.player, amount: event.amount }, after);
        }
      });
      return;
    case 'becameMonarch':
      // 720.3: "that player" is the new monarch.
      each('becomesMonarch', (source, t) => {
        if (whoFits(t.who, event.player, source.object.controller)) {
          emit(out, source, { object: null, player: event.player, amount: null }, after);
        }
      });
      return;
    case 'cardDrawn':
      // 121.6: once per card drawn.
      each('draws', (source, t) => {
        if (whoFits(t.who, event.player, source.object.controller)) {
          emit(out, source, { object: event.card, player: event.player, amount: 1 }, after);
        }
      });
      return;
    case 'tapped':
      // 603.2f: only a permanent that changes from untapped to tapped; entering tapped emits no `tapped` event.
      each('becomesTapped', (source, t) => {
        if (watches(after, t.what, source.object, event.object)) {
          emit(out, source, { object: event.object, player: null, amount: null }, after);
        }
      });
      return;
    case 'untapped':
      // Only a permanent that changes from tapped to untapped (an `untapped` event).
      each('becomesUntapped', (source, t) => {
        if (watches(after, t.what, source.object, event.object)) {
          emit(out, source, { object: event.object, player: null, amount: null }, after);
        }
      });
      return;
    case 'tappedForMana':
      // 106.12a: triggered mana abilities resolved at once as the mana ability did (605.4a, `manaAbilityTriggers`);
      // the others ("Whenever you tap ~ for mana, it deals 1 damage to each opponent") trigger as usual.
      each('tappedForMana', (source, t) => {
        if (!isTriggeredManaAbility(source.trigger.ability) && tappedForManaFits(after, t, source.object, event)) {
          emit(out, source, tappedForManaContext(event), after);
        }
      });
      return;
    case 'turnedFaceUp':
      // 702.37e, 708.8: judged after it is face up, so its own "when ~ is turned face up" is there to trigger.
      each('turnedFaceUp', (source, t) => {
        if (watches(after, t.what, source.object, event.object)) {
          emit(out, source, { object: event.object, player: event.player, amount: null }, after);
        }
      });
      return;
    case 'exerted':
      // 701.39: "Whenever you exert a creature".
      each('exerted', (source, t) => {
        if (!whoFits(t.who, event.player, source.object.controller)) return;
        if (watches(after, t.what, source.object, event.object)) {
          emit(out, source, { object: event.object, player: event.player, amount: null }, after);
        }
      });
      return;
    case 'becameDesignated':
      each('becomesDesignated', (source, t) => {
        if (t.designation === event.designation && watches(after, t.what, source.object, event.object)) {
          emit(out, source, { object: event.object, player: null, amount: null }, after);
        }
      });
      return;
    case 'countersRemoved':
      // 702.63a: "when the last time counter is removed from ~": it has none of them left.
      each('lastCounterRemoved', (source, t) => {
        if (t.counter !== event.counter || (after.objects[event.object]?.counters[event.counter] ?? 0) > 0) return;
        if (watches(after, t.what, source.object, event.object)) {
          emit(out, source, { object: event.object, player: null, amount: null }, after);
        }
      });
      return;
    case 'targeted':
      // 601.2c, 602.2b, 603.3d: each watched object or player that became a target, once per spell or ability.
      each('becomesTarget', (source, t) => {
        if (!targetingFits(after, t.by, event, source.object)) return;
        const targeting = { item: event.item, card: event.card };
        for (const target of event.targets) {
          const player = after.players[target] !== undefined;
          if (t.what.kind === 'you' ? target !== source.object.controller : player) continue;
          if (t.what.kind !== 'you' && !watches(after, t.what, source.object, target)) continue;
          // "for the first time each turn": this is the first spell or ability to target it this turn.
          if (t.firstTimeEachTurn && after.turn.targeted?.[target] !== 1) continue;
          // "that player" is the controller of the spell or ability; "it", "that creature" the object it targeted.
          const context: TriggerContext = {
            object: player ? null : target,
            player: event.player,
            amount: null,
            targeting,
          };
          emit(out, source, context, after);
        }
      });
      return;
    case 'cycled': {
      // 702.29c, 702.29d: on the discard. "When you cycle ~" triggers from the graveyard the card went to; others
      // ("whenever you cycle another card") from the battlefield.
      if (!kinds.has('cycled')) return;
      const sources = activeSources(after, 'cycled');
      const card = after.objects[event.card];
      if (card && card.zone.zone !== 'battlefield') {
        for (const trigger of triggersOfKind(card.template, 'cycled')) {
          if (!worksWhereItIs(card, trigger)) sources.push({ object: card, trigger });
        }
      }
      for (const source of sources) {
        const t = source.trigger.ability.trigger.event as Extract<TriggerEvent, { kind: 'cycled' }>;
        if (!whoFits(t.who, event.player, source.object.controller)) continue;
        if (source.object.id !== event.card && !worksWhereItIs(source.object, source.trigger)) continue;
        const zone = card?.zone.zone === 'stack' || !card ? undefined : (card.zone.zone as DescribedZone);
        if (!watches(after, t.what, source.object, event.card, zone)) continue;
        emit(out, source, { object: event.card, player: event.player, amount: null }, after);
      }
      return;
    }
    default:
      return;
  }
}

/**
 * 506.3: whether `attacker` attacks what the trigger asks: `you` the ability's controller, `youOrYourPlaneswalkers`
 * that player or a planeswalker they control (as it is now); anything when the trigger doesn't say.
 */
function attacksWhat(
  state: GameState,
  attacker: ObjectId,
  attacking: 'you' | 'youOrYourPlaneswalkers' | undefined,
  you: PlayerId,
): boolean {
  if (attacking === undefined) return true;
  const target = state.combat?.attackers.find((a) => a.creature === attacker)?.target;
  if (target === undefined) return false;
  if (target === you) return true;
  return attacking === 'youOrYourPlaneswalkers' && state.objects[target]?.controller === you;
}
