import type { ManaCost } from '../../mana/mana-symbol.js';
import { COLORS } from '../../mana/mana-symbol.js';
import type { EffectParser } from './effect-parser.js';
import { forEach } from '../grammar/amount.js';
import { manaSymbols } from '../grammar/mana.js';

/**
 * "Add {G}.", old "Add {G} to your mana pool.", "Add {R} or {G}.", "Add {B}{B}, {B}{R}, or {R}{R}.",
 * "Add one mana of any color." (rule 106.1: each option is one complete choice of mana). Only "you" add mana.
 */
export const addMana: EffectParser = {
  id: 'addMana',
  example: 'Add {G}.',
  verbs: ['add', 'adds'],
  parse(s, actor) {
    if (actor !== null && actor.kind !== 'you') return null;
    const save = s.mark();
    if (!(s.words('add') || s.words('adds'))) return null;
    if (s.words('one mana of any color')) {
      s.words('to your mana pool');
      return [{ kind: 'addMana', options: COLORS.map((color): ManaCost => [{ kind: 'colored', color }]) }];
    }
    const first = manaSymbols(s);
    if (!first) {
      s.expected("mana symbols such as '{G}' after 'Add'");
      s.reset(save);
      return null;
    }
    const options: ManaCost[] = [first];
    for (;;) {
      const beforeJoin = s.mark();
      if (!(s.words(', or') || s.words('or') || s.symbol(','))) break;
      const next = manaSymbols(s);
      if (!next) {
        s.expected("more mana such as '{R}' after 'or'");
        s.reset(beforeJoin);
        break;
      }
      options.push(next);
    }
    s.words('to your mana pool');
    // "Add {G} for each creature you control." (107.1): one option only, added once per thing counted.
    const times = options.length === 1 ? forEach(s, { kind: 'fixed', value: 1 }) : null;
    return [times ? { kind: 'addMana', options, times } : { kind: 'addMana', options }];
  },
};
