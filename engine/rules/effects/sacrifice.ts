import { allMatching } from '../describe/matches.js';
import { inApnapOrder } from '../ops/stack.js';
import { moveTo, ownerZone } from '../ops/zones.js';
import type { ObjectId, PlayerId } from '../state/types.js';
import type { EffectModule } from './types.js';
import { viewpointOf } from './viewpoint.js';

/**
 * 701.17a: a player sacrifices only permanents they control, moving them straight to their owner's graveyard.
 * It isn't destruction, so regeneration and indestructible don't apply. With "each player sacrifices a creature",
 * the players choose in APNAP order and then all are sacrificed at once (101.4).
 */
export const sacrifice: EffectModule<'sacrifice'> = {
  kind: 'sacrifice',
  execute(ctx, effect) {
    const state = () => ctx.tx.state;
    const players = inApnapOrder(
      ctx.tx,
      ctx.resolve(effect.who).filter((id) => state().players[id]),
    );
    const controls = (player: PlayerId) => (id: string) => {
      const object = state().objects[id];
      return object?.zone.zone === 'battlefield' && object.controller === player;
    };
    const chosen: ObjectId[] = [];
    for (const player of players) {
      if (effect.what) {
        // "sacrifice ~", "sacrifice it", "sacrifice all lands you control": what they control of it.
        chosen.push(...ctx.resolve(effect.what).filter(controls(player)));
      } else if (effect.chosen) {
        const n = ctx.amount(effect.amount);
        const viewpoint = viewpointOf(ctx);
        const candidates = allMatching(state(), effect.chosen, viewpoint).filter(controls(player));
        if (n > 0 && candidates.length > 0)
          chosen.push(...ctx.chooseCards(player, candidates, Math.min(n, candidates.length)));
      }
    }
    for (const id of chosen) {
      const object = state().objects[id];
      if (!object || object.zone.zone !== 'battlefield') continue;
      moveTo(ctx.tx, id, ownerZone(object, 'graveyard'));
      ctx.tx.emit({ type: 'sacrificed', object: id });
      ctx.mention(id);
    }
  },
};
