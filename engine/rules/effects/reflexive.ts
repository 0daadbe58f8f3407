import { describeEffect } from '../../abilities/describe.js';
import { subjectsOf } from '../../templates/subjects.js';
import { newId } from '../ops/ids.js';
import type { PendingTrigger, TriggerContext } from '../state/types.js';
import type { EffectModule } from './types.js';

/**
 * 603.12: "When you do, …": a reflexive triggered ability, created as the resolving ability did what it asks and
 * triggering at once (as delayed triggered abilities do, 603.7). It waits among the pending triggers and goes on the
 * stack the next time a player would receive priority, its targets chosen then (603.3d). What "it", "that creature"
 * and "that player" mean is fixed now: the object and player the text named last (608.2c).
 */
export const reflexive: EffectModule<'reflexive'> = {
  kind: 'reflexive',
  execute(ctx, effect) {
    const named = effect.effects.flatMap(subjectsOf);
    const object = named.some((s) => s.kind === 'it') ? (ctx.resolve({ kind: 'it' })[0] ?? null) : null;
    const player = named.some((s) => s.kind === 'thatPlayer') ? (ctx.resolve({ kind: 'thatPlayer' })[0] ?? null) : null;
    const zone = object === null ? undefined : ctx.tx.state.objects[object]?.zone;
    const context: TriggerContext = { object, player, amount: null, ...(zone ? { objectZone: zone } : {}) };
    const text = effect.effects.map(describeEffect).join('; ');
    const trigger: PendingTrigger = {
      id: newId(ctx.tx, 't'),
      source: ctx.source,
      ability: -1,
      controller: ctx.controller,
      text,
      context,
      delayed: {
        kind: 'triggered',
        line: 0,
        text,
        trigger: { event: { kind: 'reflexive' }, condition: null },
        effects: effect.effects,
      },
    };
    ctx.tx.emit({
      type: 'abilityTriggered',
      trigger: trigger.id,
      source: trigger.source,
      ability: trigger.ability,
      controller: trigger.controller,
    });
    ctx.tx.set(['pendingTriggers'], ctx.tx.state.pendingTriggers, [...ctx.tx.state.pendingTriggers, trigger]);
  },
};
