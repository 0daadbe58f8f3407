import { moveTo } from '../ops/zones.js';
import { shuffleLibrary } from '../ops/library.js';
import { linkExiled, sourceStillThere } from '../ops/exiled-with.js';
import { NOT_CAST } from '../replacement/entering.js';
import { leavingStackTo, removeSpell } from '../ops/stack.js';
import type { ObjectId, ZoneRef } from '../state/types.js';
import type { Transaction } from '../state/transaction.js';
import type { EffectModule } from './types.js';

/**
 * Zone changes: "return … to its owner's hand", "exile …", "put … on top of its owner's library", "return … to the
 * battlefield (under your control)". Each object goes to its owner's zone (400.3); onto the battlefield under its
 * owner's control unless the text says yours (110.2a). A target that left its zone was dropped by the resolver
 * (608.2b), and an object already in the destination stays put. A spell moved off the stack never resolves.
 */
export const changeZone: EffectModule<'changeZone'> = {
  kind: 'changeZone',
  execute(ctx, effect) {
    // 610.3a, 610.3b: "until ~ leaves the battlefield" when it already left: nothing moves.
    if (effect.until === 'sourceLeaves' && !sourceStillThere(ctx.tx.state, ctx.source, ctx.stackedAt)) return;
    // Resolved before any move, so "all creatures" are the creatures as the effect begins.
    const ids = ctx.resolve(effect.what);
    for (const id of ids) {
      const object = ctx.tx.state.objects[id];
      if (!object) continue;
      const to: ZoneRef =
        effect.to === 'battlefield'
          ? { player: effect.underYourControl ? ctx.controller : object.owner, zone: 'battlefield' }
          : { player: object.owner, zone: effect.to };
      // 113.6m, 400.7: "return ~ from your graveyard": a card no longer in its owner's graveyard is out of reach, and
      // a later "it" ("It gains haste. Exile it at the beginning of the next end step.") names nothing (702.84a).
      if (effect.from === 'graveyard' && !(object.zone.zone === 'graveyard' && object.owner === ctx.controller)) {
        ctx.mentionNothing();
        continue;
      }
      // Already there: no zone change happens (and a permanent changing controller isn't one, 400.7). A card looked
      // at on top of its library ("Otherwise, you may put it on the bottom of your library") moves within it.
      if (object.zone.zone === effect.to) {
        if (effect.to === 'library' && effect.position !== null) {
          toLibraryEnd(ctx.tx, id, effect.position);
          ctx.mention(id);
        }
        continue;
      }
      const spell = object.zone.zone === 'stack' ? removeSpell(ctx.tx, id) : null;
      // Libraries are kept bottom → top: the top is the end, the bottom index 0 (401.4). A flashback spell is
      // exiled instead (702.34a).
      // 614.1c: "… with a -1/-1 counter on it" is part of how it enters (702.79a), counted as it moves.
      const counters = (effect.counters ?? []).map((c) => ({ counter: c.counter, amount: ctx.amount(c.amount) }));
      const entering = {
        ...NOT_CAST,
        ...(counters.length > 0 ? { counters } : {}),
        ...(effect.tapped ? { tapped: true } : {}),
      };
      const from = object.zone.zone;
      moveTo(ctx.tx, id, leavingStackTo(spell, object, to), effect.position === 'bottom' ? 0 : -1, entering);
      // 607.2a: a card exiled by a permanent's ability is "the exiled card" of its other abilities; 610.3: it returns
      // to the zone it came from when the permanent leaves the battlefield.
      if (effect.to === 'exile') {
        linkExiled(
          ctx.tx,
          id,
          ctx.source,
          effect.until === 'sourceLeaves' && from !== 'stack' && from !== 'command' ? from : undefined,
        );
      }
      // 701.20a: "shuffle ~ into its owner's library".
      if (effect.shuffle && ctx.tx.state.objects[id]?.zone.zone === 'library') shuffleLibrary(ctx.tx, object.owner);
      ctx.mention(id);
    }
  },
};

/** 401.4: a card already in its owner's library put on its top or bottom (the top is the list's end). */
function toLibraryEnd(tx: Transaction, id: ObjectId, position: 'top' | 'bottom'): void {
  const owner = tx.state.objects[id]?.owner;
  const library = owner === undefined ? undefined : tx.state.players[owner]?.zones.library;
  if (!owner || !library?.includes(id)) return;
  const others = library.filter((card) => card !== id);
  const order = position === 'top' ? [...others, id] : [id, ...others];
  if (order.some((card, i) => library[i] !== card)) tx.set(['players', owner, 'zones', 'library'], library, order);
}
