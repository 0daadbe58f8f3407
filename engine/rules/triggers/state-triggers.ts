import { hasPrintedAbilities } from '../state/characteristics.js';
import type { GameState, PendingTrigger } from '../state/types.js';
import { checkCondition } from './conditions.js';
import { triggersOfKind } from './triggered-abilities.js';

/** A state trigger whose condition holds (603.8), before it is given an id. */
export type StateTriggerMatch = Omit<PendingTrigger, 'id'>;

/**
 * 603.8: state triggers ("When you control no Islands, sacrifice ~.") trigger whenever the game state matches their
 * condition, checked here each time triggers are collected (after state-based actions, before a player would get
 * priority). One triggers once: it doesn't trigger again while it waits to be put on the stack or is on the stack;
 * once it has resolved or left the stack, it triggers again if the condition still holds.
 */
export function stateTriggers(state: GameState): StateTriggerMatch[] {
  const out: StateTriggerMatch[] = [];
  for (const p of state.playerOrder) {
    for (const id of state.players[p]?.zones.battlefield ?? []) {
      const object = state.objects[id];
      if (!object) continue;
      const triggers = triggersOfKind(object.template, 'state');
      // 613.1f, 305.7: a permanent that lost its abilities has no triggered abilities left.
      if (triggers.length === 0 || !hasPrintedAbilities(object, state)) continue;
      for (const { index, ability } of triggers) {
        const event = ability.trigger.event;
        // 113.6: one that works from a graveyard (triggered ability `zone`) doesn't work on the battlefield.
        if (event.kind !== 'state' || ability.zone !== undefined) continue;
        if (waiting(state, id, index)) continue;
        const viewpoint = { controller: object.controller, source: id };
        if (!checkCondition(state, event.condition, viewpoint)) continue;
        if (!checkCondition(state, ability.trigger.condition, viewpoint)) continue;
        out.push({
          source: id,
          ability: index,
          controller: object.controller,
          text: ability.text,
          context: { object: null, player: null, amount: null },
          ...(object.token ? { sourceTemplate: object.template } : {}),
        });
      }
    }
  }
  return out;
}

/** Whether this ability of this object has triggered and not yet left the stack (603.8). */
function waiting(state: GameState, source: string, ability: number): boolean {
  const same = (t: { readonly source: string; readonly ability: number }): boolean =>
    t.source === source && t.ability === ability;
  return state.pendingTriggers.some(same) || state.stack.some((item) => item.kind === 'ability' && same(item));
}
