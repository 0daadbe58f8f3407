import { manaProduced } from '../mana/pool.js';
import { addMana as addToPool } from '../ops/players.js';
import type { EffectModule } from './types.js';

/** 106.4: "Add …" puts mana into the controller's pool; with options, the chosen one (validated on activation). */
export const addMana: EffectModule<'addMana'> = {
  kind: 'addMana',
  execute(ctx, effect) {
    const option = effect.options[ctx.choice] ?? effect.options[0];
    if (option) addToPool(ctx.tx, ctx.controller, manaProduced(option));
  },
};
