import { manaValueOf } from '../describe/mana-value.js';
import type { GameState, ObjectId, PlayerId } from '../state/types.js';
import type { EffectModule } from './types.js';

/**
 * 701.23b: "Clash with an opponent": the controller chooses an opponent (the next one in turn order still in the game)
 * and both clash (701.23a). 701.23c: each reveals their library's top card at the same time; then, in APNAP order,
 * each decides where theirs goes (the next `choices` answer: `bottom`, else it stays on top); then the cards move at
 * the same time. 701.23d: the controller wins with a card whose mana value is higher than every other card revealed.
 */
export const clash: EffectModule<'clash'> = {
  kind: 'clash',
  execute(ctx) {
    const state = ctx.tx.state;
    const clashing = clashingPlayers(state, ctx.controller);
    const revealed = new Map<PlayerId, ObjectId>();
    for (const player of clashing) {
      const top = state.players[player]?.zones.library.at(-1);
      if (top === undefined) continue;
      revealed.set(player, top);
      ctx.tx.emit({ type: 'revealed', player, cards: [top] });
    }
    const toBottom = clashing.filter((p) => revealed.has(p) && ctx.nextChoice() === 'bottom');
    for (const player of toBottom) {
      const library = ctx.tx.state.players[player]?.zones.library ?? [];
      const card = revealed.get(player);
      if (card === undefined || library.at(-1) !== card) continue;
      ctx.tx.set(['players', player, 'zones', 'library'], library, [card, ...library.slice(0, -1)]);
    }
    const value = (id: ObjectId): number => {
      const object = ctx.tx.state.objects[id];
      return object ? manaValueOf(ctx.tx.state, object) : 0;
    };
    const mine = revealed.get(ctx.controller);
    const won =
      mine !== undefined &&
      [...revealed].every(([player, card]) => player === ctx.controller || value(card) < value(mine));
    ctx.clashed(won);
    // 608.2c: "Otherwise, that player gains control of …": the opponent clashed with is the player named.
    const opponent = clashing.find((p) => p !== ctx.controller);
    if (opponent !== undefined) ctx.mention(opponent);
  },
};

/**
 * 701.23b, 701.23c: who clashes when `controller` clashes with an opponent (the next opponent in turn order still in
 * the game), in APNAP order (101.4): the order they decide where their cards go. The rules tester asks them so.
 */
export function clashingPlayers(state: GameState, controller: PlayerId): PlayerId[] {
  const order = state.playerOrder;
  const at = order.indexOf(controller);
  const opponent = [...order.slice(at + 1), ...order.slice(0, at)].find((p) => !state.players[p]?.lost);
  const players = opponent === undefined ? [controller] : [controller, opponent];
  const start = Math.max(0, order.indexOf(state.turn.activePlayer));
  const rank = (p: PlayerId) => (order.indexOf(p) - start + order.length) % order.length;
  return players.sort((a, b) => rank(a) - rank(b));
}
