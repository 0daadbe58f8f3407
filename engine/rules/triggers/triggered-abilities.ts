import type { Ability, CardTemplate, TriggerEvent } from '../../templates/card-template.js';

export type TriggeredAbility = Extract<Ability, { kind: 'triggered' }>;
export type TriggerKind = TriggerEvent['kind'];

/** One triggered ability of a template, with its index in `template.abilities` (what stack items refer to). */
export interface IndexedTrigger {
  readonly index: number;
  readonly ability: TriggeredAbility;
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

/** The triggered abilities of a template watching one kind of event. */
export function triggersOfKind(template: CardTemplate, kind: TriggerKind): readonly IndexedTrigger[] {
  return triggersByKind(template).get(kind) ?? [];
}

/** The triggered ability at `index` of a template, if that ability is a triggered one. */
export function triggeredAbilityAt(template: CardTemplate | undefined, index: number): TriggeredAbility | null {
  const ability = template?.abilities[index];
  return ability?.kind === 'triggered' ? ability : null;
}
