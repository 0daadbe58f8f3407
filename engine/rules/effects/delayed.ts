import { describeEffect } from '../../abilities/describe.js';
import { subjectsOf } from '../../templates/subjects.js';
import { newId } from '../ops/ids.js';
import type { DelayedTrigger, TriggerContext } from '../state/types.js';
import type { EffectModule } from './types.js';

/**
 * 603.7: "… at the beginning of the next end step" creates a delayed triggered ability as this resolves. What "it"
 * and "that player" mean is fixed now, with the zone "it" is in (603.7c); triggers/delayed.ts makes it trigger.
 */
export const delayed: EffectModule<'delayed'> = {
  kind: 'delayed',
  execute(ctx, effect) {
    const named = effect.effects.flatMap(subjectsOf);
    const its = named.some((s) => s.kind === 'it') ? ctx.resolve({ kind: 'it' }) : [];
    const object = its[0] ?? null;
    const player = named.some((s) => s.kind === 'thatPlayer') ? (ctx.resolve({ kind: 'thatPlayer' })[0] ?? null) : null;
    const zoneOf = (id: string) => ctx.tx.state.objects[id]?.zone;
    const zone = object === null ? undefined : zoneOf(object);
    // "Return those cards …": every object named together, each remembered with its zone.
    const objects = its.flatMap((id) => {
      const where = zoneOf(id);
      return where ? [{ id, zone: where }] : [];
    });
    const context: TriggerContext = {
      object,
      player,
      amount: null,
      ...(zone ? { objectZone: zone } : {}),
      ...(objects.length > 1 ? { objects } : {}),
    };
    const trigger: DelayedTrigger = {
      id: newId(ctx.tx, 'd'),
      source: ctx.source,
      controller: ctx.controller,
      ability: {
        kind: 'triggered',
        line: 0,
        text: describeEffect(effect),
        trigger: { event: effect.at, condition: null },
        effects: effect.effects,
      },
      context,
    };
    const waiting = ctx.tx.state.delayedTriggers;
    ctx.tx.set(['delayedTriggers'], waiting, [...waiting, trigger]);
  },
};
