import type { Effect } from '../../templates/card-template.js';
import { matchesDescription } from '../describe/matches.js';
import { shuffleLibrary } from '../ops/library.js';
import { moveTo, ownerZone } from '../ops/zones.js';
import { linkExiled } from '../ops/exiled-with.js';
import type { ObjectId, PlayerId } from '../state/types.js';
import type { EffectContext, EffectModule } from './types.js';
import { viewpointOf } from './viewpoint.js';

type Search = Extract<Effect, { kind: 'search' }>;

/**
 * 701.19 / 701.20: each player named looks through their own library (701.19a) and finds up to `amount` cards that
 * match (ctx.chooseCards: the resolution's answers, else the topmost matches). The default finds as many as it may;
 * 701.19b would let a player find fewer of a stated quality, but answers can't say so yet. Then, in the order
 * written (608.2c): reveal (701.19e), put, shuffle — or shuffle first, leaving the found cards out (701.20b).
 * Players are taken in turn order (701.19i asks for APNAP; the same when the active player is first).
 */
export const search: EffectModule<'search'> = {
  kind: 'search',
  execute(ctx, effect) {
    const n = ctx.amount(effect.amount);
    for (const player of ctx.resolve(effect.who)) {
      const library = ctx.tx.state.players[player]?.zones.library;
      if (!library) continue; // Only players search.
      const viewpoint = viewpointOf(ctx);
      const fits = (id: ObjectId): boolean => matchesDescription(ctx.tx.state, id, effect.what, viewpoint);
      // 701.19a: "your library and/or graveyard": the graveyard's cards first, so the default looks there last.
      const graveyard = effect.alsoGraveyard ? (ctx.tx.state.players[player]?.zones.graveyard ?? []).filter(fits) : [];
      const matching = [...graveyard, ...library.filter(fits)];
      const count = Math.max(0, Math.min(n, matching.length));
      // 701.19b: "any number of …": as many as the searcher chooses (the tester asks; by default all of them).
      const found = effect.anyNumber
        ? ctx.pickCards(matching, 0, matching.length, matching.length)
        : count > 0
          ? ctx.chooseCards(player, matching, count)
          : [];
      if (effect.reveal && found.length > 0) ctx.tx.emit({ type: 'revealed', player, cards: found });
      if (effect.shuffleBeforePut) shuffleLibrary(ctx.tx, player, found);
      // 401.4: several cards put on top go in the order the searcher chooses, the first named topmost.
      const ordered = effect.to === 'libraryTop' && found.length > 1 ? [...ctx.orderCards(found)].reverse() : found;
      for (const id of ordered) {
        put(ctx, effect, player, id);
        ctx.mention(id);
      }
      ctx.mentionGroup(found);
      // "If you search your library this way, shuffle it.": a card found in the graveyard needed no search of the
      // library (the searcher chose where to look); finding nothing, both were searched.
      const searchedLibrary =
        !effect.alsoGraveyard || found.length === 0 || found.some((id) => !graveyard.includes(id));
      if (!effect.shuffleBeforePut && searchedLibrary) shuffleLibrary(ctx.tx, player);
    }
  },
};

/** Puts one found card where the search says: its owner's zone, or onto the battlefield under the searcher. */
function put(ctx: EffectContext, effect: Search, player: PlayerId, id: ObjectId): void {
  const tx = ctx.tx;
  const card = tx.state.objects[id];
  const from = card?.zone.zone;
  if (!card || !(from === 'library' || (effect.alsoGraveyard && from === 'graveyard'))) return;
  switch (effect.to) {
    case 'hand':
    case 'graveyard':
      moveTo(tx, id, ownerZone(card, effect.to));
      return;
    case 'exile':
      moveTo(tx, id, ownerZone(card, effect.to));
      // 607.2a: "the exiled card" of the source's other abilities.
      linkExiled(tx, id, ctx.source);
      return;
    case 'battlefield':
      moveTo(tx, id, { player, zone: 'battlefield' });
      // It enters tapped: no "becomes tapped" event, it never was untapped there.
      if (effect.tapped) tx.set(['objects', id, 'tapped'], false, true);
      return;
    case 'libraryTop': {
      if (from !== 'library') return; // Not said of a graveyard search.
      // Already in the library: only its place changes (not a zone change, 400.7). The top is the list's end.
      const library = tx.state.players[card.owner]?.zones.library ?? [];
      const order = [...library.filter((x) => x !== id), id];
      if (library[library.length - 1] !== id) tx.set(['players', card.owner, 'zones', 'library'], library, order);
      return;
    }
  }
}
