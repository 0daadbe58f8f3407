import { canBeCountered } from '../implementations/hooks.js';
import { leavingStackTo, removeSpell } from '../ops/stack.js';
import { moveTo, ownerZone } from '../ops/zones.js';
import type { EffectModule } from './types.js';

/**
 * 701.5a: countering a spell removes it from the stack without resolving; its card goes to its owner's graveyard.
 * A spell target is its card on the stack. Countering an ability ("counter that spell or ability") removes its stack
 * item. Costs paid aren't refunded (701.5b).
 */
export const counter: EffectModule<'counter'> = {
  kind: 'counter',
  execute(ctx, effect) {
    for (const id of ctx.resolve(effect.what)) {
      const ability = ctx.tx.state.stack.find((item) => item.kind === 'ability' && item.id === id);
      if (ability) {
        ctx.tx.set(
          ['stack'],
          ctx.tx.state.stack,
          ctx.tx.state.stack.filter((item) => item !== ability),
        );
        ctx.tx.emit({ type: 'abilityCountered', item: id });
        continue;
      }
      const card = ctx.tx.state.objects[id];
      // 701.5: a spell that can't be countered stays on the stack (101.2).
      if (!card || card.zone.zone !== 'stack' || !canBeCountered(card, ctx.tx.state)) continue;
      const spell = removeSpell(ctx.tx, id);
      if (!spell) continue;
      // 614.1a: "If that spell is countered this way, exile it instead of putting it into its owner's graveyard";
      // 702.34a: a flashback spell is exiled instead. Into a library, on top (the end of its list).
      moveTo(ctx.tx, id, leavingStackTo(spell, card, ownerZone(card, effect.to ?? 'graveyard')));
      ctx.mention(id);
    }
  },
};
