import type { Subject } from '../../templates/card-template.js';
import { opponentOf } from '../state/queries.js';
import type { EffectContext } from './types.js';

/**
 * What a subject names as an effect runs (see EffectContext.resolve). `slots` holds each target subject's chosen
 * ids (null: illegal now or left empty); `mentioned` is the last object an effect of this resolution acted on.
 */
export function resolveSubject(
  ctx: EffectContext,
  subject: Subject,
  slots: ReadonlyMap<Subject, readonly (string | null)[]>,
  mentioned: string | null,
): readonly string[] {
  const state = ctx.tx.state;
  switch (subject.kind) {
    case 'self':
      return [ctx.source];
    case 'you':
      return [ctx.controller];
    case 'target':
      return (slots.get(subject) ?? []).filter((id): id is string => id !== null);
    case 'it': {
      // 608.2c: "it" is the object named before in this text, else the object the trigger was about (603.7c).
      const id = mentioned ?? ctx.trigger?.object ?? null;
      return id === null ? [] : [id];
    }
    case 'thatPlayer': {
      const player = ctx.trigger?.player ?? null;
      if (player !== null) return [player];
      const it = mentioned ?? ctx.trigger?.object ?? null;
      const object = it === null ? undefined : state.objects[it];
      return object ? [object.controller] : [];
    }
    case 'controllerOf':
      return resolveSubject(ctx, subject.of, slots, mentioned).map((id) =>
        state.players[id] ? id : (state.objects[id]?.controller ?? id),
      );
    case 'ownerOf':
      return resolveSubject(ctx, subject.of, slots, mentioned).map((id) =>
        state.players[id] ? id : (state.objects[id]?.owner ?? id),
      );
    case 'defendingPlayer':
      return [state.combat?.defendingPlayer ?? opponentOf(state, ctx.controller)];
    case 'each':
      throw new Error('the rules engine cannot resolve "each …" subjects yet');
  }
}
