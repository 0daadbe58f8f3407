import type { TopCardsPick, TopCardsPlace } from '../../templates/card-template.js';
import { matchesDescription } from '../describe/matches.js';
import { pickAtRandom } from '../ops/random-choice.js';
import { linkExiled } from '../ops/exiled-with.js';
import { moveTo, ownerZone } from '../ops/zones.js';
import type { ObjectId, PlayerId } from '../state/types.js';
import type { EffectContext, EffectModule } from './types.js';
import { viewpointOf } from './viewpoint.js';

/**
 * "Look at / reveal the top N cards of a library, put some of them …, the rest …", scry (701.22a), surveil
 * (701.25a). For each player named, the controller looks at the top N of that player's library (fewer if it has
 * fewer); revealed cards are shown to all (701.16a). Then each pick, in order (608.2c), takes cards still left:
 * `exactly` as many as it can, `upTo` / `anyNumber` as many as the controller likes, `all` every match; the choices
 * are the resolution's `picks` answers (608.2d), by default the topmost cards (none for "any number"). The rest go
 * where `rest` says, or stay on top. Cards put into a library keep out of any zone change (400.7 doesn't apply);
 * "in any order" asks the controller for an order (401.4), "in a random order" shuffles them with the game's seed.
 */
export const topCards: EffectModule<'topCards'> = {
  kind: 'topCards',
  execute(ctx, effect) {
    const n = ctx.amount(effect.amount);
    for (const player of ctx.resolve(effect.who)) {
      const library = ctx.tx.state.players[player]?.zones.library;
      if (!library || n <= 0) continue;
      // A library's top is the end of its list: the top N, topmost first.
      let left = library.slice(Math.max(0, library.length - n)).reverse();
      if (effect.reveal && left.length > 0) ctx.tx.emit({ type: 'revealed', player, cards: left });
      // "Reveal the top card of your library. If it's a land card, put it …": no instruction here; the card stays
      // on top, and the next sentences' "it" / "that card" name it (608.2c).
      if (effect.picks.length === 0 && effect.rest === null) for (const id of left) ctx.mention(id);
      for (const pick of effect.picks) {
        const chosen = choose(ctx, pick, left);
        if (pick.reveal && chosen.length > 0) ctx.tx.emit({ type: 'revealed', player, cards: chosen });
        put(ctx, player, chosen, pick.to, pick.tapped);
        left = left.filter((id) => !chosen.includes(id));
      }
      if (effect.rest === null || left.length === 0) continue;
      putInOrder(ctx, player, left, effect.rest, effect.restOrder);
    }
  },
};

/**
 * Puts cards where the rest go: into a library in the order the controller chooses (401.4) or at random, elsewhere
 * as they are.
 */
export function putInOrder(
  ctx: EffectContext,
  player: PlayerId,
  cards: readonly ObjectId[],
  to: TopCardsPlace,
  order: 'any' | 'random',
): void {
  const inLibrary = to === 'libraryTop' || to === 'libraryBottom';
  const ordered = !inLibrary
    ? cards
    : order === 'random'
      ? pickAtRandom(ctx.tx, cards, cards.length)
      : ctx.orderCards(cards);
  put(ctx, player, ordered, to, false);
}

/** The cards one pick takes among those left (topmost first), as the controller chooses. */
function choose(ctx: EffectContext, pick: TopCardsPick, left: readonly ObjectId[]): readonly ObjectId[] {
  const viewpoint = viewpointOf(ctx);
  const fits = pick.what
    ? left.filter((id) => matchesDescription(ctx.tx.state, id, pick.what as NonNullable<typeof pick.what>, viewpoint))
    : [...left];
  if (pick.how === 'all') return fits;
  const n = pick.how === 'anyNumber' ? fits.length : Math.max(0, ctx.amount(pick.amount));
  const min = pick.how === 'exactly' ? Math.min(n, fits.length) : 0;
  return ctx.pickCards(fits, min, n, pick.how === 'anyNumber' ? 0 : n);
}

/**
 * Puts cards from a library where a pick or the rest goes: their owner's hand, graveyard or exile, onto the
 * battlefield under the controller's control (tapped if said), or to the top or bottom of their owner's library in
 * the order given (the first given ends up topmost of them).
 */
export function put(
  ctx: EffectContext,
  player: PlayerId,
  cards: readonly ObjectId[],
  to: TopCardsPlace,
  tapped: boolean,
): void {
  const tx = ctx.tx;
  if (to === 'libraryTop' || to === 'libraryBottom') {
    const library = tx.state.players[player]?.zones.library ?? [];
    const moved = cards.filter((id) => library.includes(id));
    const others = library.filter((id) => !moved.includes(id));
    // Bottom → top list: the first given is topmost of them, so it comes last.
    const block = [...moved].reverse();
    const order = to === 'libraryTop' ? [...others, ...block] : [...block, ...others];
    if (order.some((id, i) => library[i] !== id)) tx.set(['players', player, 'zones', 'library'], library, order);
    for (const id of moved) ctx.mention(id);
    return;
  }
  for (const id of cards) {
    const card = tx.state.objects[id];
    if (!card || card.zone.zone !== 'library') continue;
    if (to === 'battlefield') {
      moveTo(tx, id, { player: ctx.controller, zone: 'battlefield' });
      if (tapped) tx.set(['objects', id, 'tapped'], false, true);
    } else {
      moveTo(tx, id, ownerZone(card, to));
      // 607.2a: "the exiled card" of the source's other abilities.
      if (to === 'exile') linkExiled(tx, id, ctx.source);
    }
    ctx.mention(id);
  }
  // "Exile the top three cards of your library. You may play them this turn.": "them" are all of them (608.2c).
  ctx.mentionGroup(cards.filter((id) => tx.state.objects[id]?.zone.zone !== 'library'));
}
