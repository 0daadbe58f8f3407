import type { Ability, CardTemplate, TriggerEvent } from '../../templates/card-template.js';

export type TriggeredAbility = Extract<Ability, { kind: 'triggered' }>;
export type TriggerKind = TriggerEvent['kind'];

/** One triggered ability of a template, with its index in `template.abilities` (what stack items refer to). */
export interface IndexedTrigger {
  readonly index: number;
  readonly ability: TriggeredAbility;
  /**
   * Set for an ability an effect gave the object (613.1f): the whole ability (`ability` may be one event of an
   * "or"); `index` is then its place among the object's abilities now (rules/state/abilities.ts).
   */
  readonly granted?: TriggeredAbility;
}

const EMPTY: ReadonlyMap<TriggerKind, readonly IndexedTrigger[]> = new Map();

/**
 * Templates are immutable and shared by every object made from them, so each template's triggered abilities are
 * grouped by event kind once, on first use: matching an event then looks only at the abilities that could care,
 * and a template without triggered abilities costs one map lookup.
 */
const byTemplate = new WeakMap<CardTemplate, ReadonlyMap<TriggerKind, readonly IndexedTrigger[]>>();

export function triggersByKind(template: CardTemplate): ReadonlyMap<TriggerKind, readonly IndexedTrigger[]> {
  let index = byTemplate.get(template);
  if (index) return index;
  const map = new Map<TriggerKind, IndexedTrigger[]>();
  const add = (index: number, ability: TriggeredAbility): void => {
    const event = ability.trigger.event;
    if (event.kind === 'anyOf') {
      // "~ attacks or blocks": filed under each of its events, as that event alone; the index still names the
      // whole ability, whose effects resolve (each occurrence of any of the events triggers it once).
      for (const one of event.events) add(index, { ...ability, trigger: { ...ability.trigger, event: one } });
      return;
    }
    const list = map.get(event.kind) ?? [];
    list.push({ index, ability });
    map.set(event.kind, list);
  };
  template.abilities.forEach((ability, i) => {
    if (ability.kind === 'triggered') add(i, ability);
  });
  index = map.size === 0 ? EMPTY : map;
  byTemplate.set(template, index);
  return index;
}

/** The kinds of events an ability watches: each of an "or" ("~ attacks or blocks") on its own. */
function eventKinds(ability: TriggeredAbility): TriggerKind[] {
  const event = ability.trigger.event;
  return event.kind === 'anyOf' ? event.events.map((e) => e.kind) : [event.kind];
}

/** The granted ability as filed under one event kind: for "or" events, that event alone (as triggersByKind files it). */
export function grantedTriggersOfKind(
  abilities: readonly (Ability | null)[],
  kind: TriggerKind,
  firstGranted: number,
): IndexedTrigger[] {
  const out: IndexedTrigger[] = [];
  for (let index = firstGranted; index < abilities.length; index++) {
    const ability = abilities[index];
    if (ability?.kind !== 'triggered') continue;
    const event = ability.trigger.event;
    if (event.kind === kind) out.push({ index, ability, granted: ability });
    else if (event.kind === 'anyOf') {
      for (const one of event.events) {
        if (one.kind === kind)
          out.push({ index, ability: { ...ability, trigger: { ...ability.trigger, event: one } }, granted: ability });
      }
    }
  }
  return out;
}

const GRANTING = new WeakMap<CardTemplate, ReadonlySet<TriggerKind>>();
const NO_KINDS: ReadonlySet<TriggerKind> = new Set();

/**
 * The kinds of events watched by the triggered abilities a template's text gives objects ("Enchanted creature has
 * "At the beginning of your upkeep, …"", "Until end of turn, creatures you control gain "Whenever …"", 613.1f):
 * found once per template, so matching knows which events such an ability could answer without computing any
 * object's abilities.
 */
export function grantedTriggerKinds(template: CardTemplate): ReadonlySet<TriggerKind> {
  let kinds = GRANTING.get(template);
  if (kinds) return kinds;
  const found = new Set<TriggerKind>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const v of value) visit(v);
      return;
    }
    if (typeof value !== 'object' || value === null) return;
    const record = value as { readonly kind?: unknown; readonly abilities?: readonly Ability[] };
    if (record.kind === 'addAbilities' && record.abilities) {
      for (const a of record.abilities) if (a.kind === 'triggered') for (const k of eventKinds(a)) found.add(k);
    }
    for (const v of Object.values(value)) visit(v);
  };
  visit(template.abilities);
  kinds = found.size === 0 ? NO_KINDS : found;
  GRANTING.set(template, kinds);
  return kinds;
}

/** The triggered abilities of a template watching one kind of event. */
export function triggersOfKind(template: CardTemplate, kind: TriggerKind): readonly IndexedTrigger[] {
  return triggersByKind(template).get(kind) ?? [];
}

/** The triggered ability at `index` of a template, if that ability is a triggered one. */
export function triggeredAbilityAt(template: CardTemplate | undefined, index: number): TriggeredAbility | null {
  const ability = template?.abilities[index];
  return ability?.kind === 'triggered' ? ability : null;
}
