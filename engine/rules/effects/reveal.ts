import type { EffectModule } from './types.js';

/**
 * 701.16a: "you may reveal it" (a card looked at): the object named is shown to every player, a `revealed` event the
 * log and the tester show, its owner's. Revealing changes nothing else; the card stays where it is and stays named
 * (608.2c), so a later "it" is still that card.
 */
export const reveal: EffectModule<'reveal'> = {
  kind: 'reveal',
  execute(ctx, effect) {
    for (const id of ctx.resolve(effect.what)) {
      const object = ctx.tx.state.objects[id];
      if (!object) continue;
      ctx.mention(id);
      ctx.tx.emit({ type: 'revealed', player: object.owner, cards: [id] });
    }
  },
};
