import type { Subject } from '../../templates/card-template.js';
import { allMatching, choosable } from '../describe/matches.js';
import { knownController, opponentOf, sameZone } from '../state/queries.js';
import type { EffectContext } from './types.js';
import { viewpointOf } from './viewpoint.js';

/** The object and player named last in this resolution (608.2c): what "it" and "that player" refer back to. */
export interface Mentions {
  readonly object: string | null;
  readonly player: string | null;
  /** An effect named no object where it could have ("you choose a … card" with none to choose): "it" is nothing. */
  readonly noObject?: boolean;
  /** The objects one target subject named together ("any number of target creatures"), `object` among them. */
  readonly group?: readonly string[];
}

/**
 * What a subject names as an effect runs (see EffectContext.resolve). `slots` holds each target subject's chosen
 * ids (null: illegal now or left empty); `mentioned` is what the effects so far named.
 */
export function resolveSubject(
  ctx: EffectContext,
  subject: Subject,
  slots: ReadonlyMap<Subject, readonly (string | null)[]>,
  mentioned: Mentions,
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
      if (mentioned.noObject) return [];
      // "those creatures", "them": every target named together, wherever they are now (ids follow zone changes).
      if (mentioned.group && mentioned.object !== null) return mentioned.group.filter((id) => state.objects[id]);
      // A delayed ability about several objects (603.7c), or a trigger on a batch ("whenever one or more creatures
      // you control attack, they …", 603.2c): those still in the zone each was in (400.7).
      const group = mentioned.object === null ? ctx.trigger?.objects : undefined;
      if (group) {
        return group.flatMap((o) => {
          const now = state.objects[o.id]?.zone;
          return now && sameZone(now, o.zone) ? [o.id] : [];
        });
      }
      // "them" with no object named: a player (singular they), "… ~ deals 2 damage to them".
      if (subject.them && mentioned.object === null && !ctx.trigger?.object) {
        const player = mentioned.player ?? ctx.trigger?.player ?? null;
        return player === null ? [] : [player];
      }
      // 608.2c: "it" is the object named before in this text, else the object the trigger was about (603.7c), else
      // the object the ability is on: "Sacrifice ~: It deals 1 damage to any target" (113.7a, 608.2h), "At the
      // beginning of your draw step, if ~ is tapped, it deals 1 damage to you" (a step is about no object).
      const id = mentioned.object ?? ctx.trigger?.object ?? ctx.source;
      if (id === null) return [];
      // 603.7c: a delayed ability's object that left the zone it was in is a new object; the ability can't see it.
      const expected = mentioned.object === null ? ctx.trigger?.objectZone : undefined;
      const now = state.objects[id]?.zone;
      return expected && !(now && sameZone(now, expected)) ? [] : [id];
    }
    case 'thatSpell': {
      // "that spell or ability": what targeted the object of a "becomes the target" trigger, while it is still on
      // the stack (a spell by its card, as "target spell" names it; an ability by its stack item).
      const targeting = ctx.trigger?.targeting;
      if (!targeting) return resolveSubject(ctx, { kind: 'it' }, slots, mentioned);
      const onStack = state.stack.some((item) => item.id === targeting.item);
      return onStack ? [targeting.card ?? targeting.item] : [];
    }
    case 'thatPlayer': {
      // The player named before (a target player), else the trigger's player, else the controller of "it".
      const player = mentioned.player ?? ctx.trigger?.player ?? null;
      if (player !== null) return [player];
      const it = mentioned.object ?? ctx.trigger?.object ?? null;
      const object = it === null ? undefined : state.objects[it];
      return object ? [knownController(object)] : [];
    }
    // Through ctx.resolve, so "target creature's controller" also names that creature for a later "it".
    case 'controllerOf':
      return ctx.resolve(subject.of).flatMap((id) => {
        if (state.players[id]) return [id];
        // An ability on the stack is no object; its controller is the item's (113.8). 608.2h: an object moved off the
        // battlefield, who controlled it there.
        const object = state.objects[id];
        const controller = object ? knownController(object) : state.stack.find((item) => item.id === id)?.controller;
        return controller === undefined ? [] : [controller];
      });
    case 'ownerOf':
      return ctx.resolve(subject.of).map((id) => (state.players[id] ? id : (state.objects[id]?.owner ?? id)));
    case 'defendingPlayer':
      return [state.combat?.defendingPlayer ?? opponentOf(state, ctx.controller)];
    case 'attached': {
      // 303.4, 301.5: "enchanted creature", "equipped creature": what the source is attached to now; once the source
      // has left the battlefield, what it was attached to there (608.2h), if that is still on the battlefield.
      const source = state.objects[ctx.source];
      const to = source?.attachedTo ?? null;
      if (to !== null) return [to];
      const last = source?.zone.zone === 'battlefield' ? undefined : source?.lastAttachedTo;
      return last !== undefined && state.objects[last]?.zone.zone === 'battlefield' ? [last] : [];
    }
    case 'chosen': {
      // 608.2d: chosen now by the ability's controller, among what matches (not targeted, 115.1).
      const from = choosable(state, subject.description, viewpointOf(ctx));
      return ctx.chooseCards(ctx.controller, from, Math.min(subject.count, from.length));
    }
    case 'each': {
      // "each creature", "each opponent": every match now, as seen by this controller and source (no targeting).
      if (!subject.player) return allMatching(state, subject.description, viewpointOf(ctx));
      // "all creatures target player controls": that player's, for each such player (608.2c).
      const viewpoint = viewpointOf(ctx);
      return ctx
        .resolve(subject.player)
        .flatMap((player) => allMatching(state, subject.description, { ...viewpoint, player }));
    }
  }
}
