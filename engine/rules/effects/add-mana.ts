import { MANA_TYPES, manaProduced, type ManaPool } from '../mana/pool.js';
import { addMana as addToPool, addRestrictedMana } from '../ops/players.js';
import { addManaOptions } from '../mana/chosen-color-mana.js';
import type { EffectContext, EffectModule } from './types.js';

/**
 * 106.4: "Add …" puts mana into the controller's pool; with options, the chosen one (validated on activation); "for
 * each …" (`times`) that many times, counted as it resolves (107.1). Mana that may be spent only on some things
 * (`only`, 106.6) is remembered as restricted, with this source for its restriction's point of view. "Its controller
 * adds …" (`who`) puts it into that player's pool instead.
 */
export const addMana: EffectModule<'addMana'> = {
  kind: 'addMana',
  execute(ctx, effect) {
    // A trigger's "adds an additional one mana of the chosen color" (its template's effect): its source's color.
    const options = addManaOptions(effect, ctx.tx.state.objects[ctx.source]?.chosen?.color);
    const option = options[ctx.choice] ?? options[0];
    if (!option) return;
    const times = effect.times ? ctx.amount(effect.times) : 1;
    for (const player of adders(ctx, effect.who)) {
      for (let i = 0; i < times; i++) {
        if (effect.only) addRestrictedMana(ctx.tx, player, manaProduced(option), effect.only, ctx.source);
        else addToPool(ctx.tx, player, manaProduced(option));
      }
    }
  },
};

/**
 * 605.1b: "add one mana of any type that land produced": one mana of a type the triggering mana ability produced (the
 * trigger's `mana`); of several types, the first in WUBRG order, then colorless.
 */
export const addProducedMana: EffectModule<'addProducedMana'> = {
  kind: 'addProducedMana',
  execute(ctx, effect) {
    const produced = ctx.trigger?.mana;
    const type = produced ? MANA_TYPES.find((t) => produced[t] > 0) : undefined;
    if (type === undefined) return;
    const one: ManaPool = { W: 0, U: 0, B: 0, R: 0, G: 0, C: 0, [type]: 1 };
    for (const player of adders(ctx, effect.who)) addToPool(ctx.tx, player, one);
  },
};

/** The players who add the mana: the controller, or those `who` names (players only). */
function adders(ctx: EffectContext, who: Parameters<EffectContext['resolve']>[0] | undefined): readonly string[] {
  if (!who) return [ctx.controller];
  return ctx.resolve(who).filter((id) => ctx.tx.state.players[id] !== undefined);
}
