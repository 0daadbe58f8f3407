import { manaProduced } from '../mana/pool.js';
import { addMana as addToPool, addRestrictedMana } from '../ops/players.js';
import type { EffectModule } from './types.js';

/**
 * 106.4: "Add …" puts mana into the controller's pool; with options, the chosen one (validated on activation); "for
 * each …" (`times`) that many times, counted as it resolves (107.1). Mana that may be spent only on some things
 * (`only`, 106.6) is remembered as restricted, with this source for its restriction's point of view.
 */
export const addMana: EffectModule<'addMana'> = {
  kind: 'addMana',
  execute(ctx, effect) {
    const option = effect.options[ctx.choice] ?? effect.options[0];
    if (!option) return;
    const times = effect.times ? ctx.amount(effect.times) : 1;
    for (let i = 0; i < times; i++) {
      if (effect.only) addRestrictedMana(ctx.tx, ctx.controller, manaProduced(option), effect.only, ctx.source);
      else addToPool(ctx.tx, ctx.controller, manaProduced(option));
    }
  },
};
