import type { Effect } from '../../templates/card-template.js';
import type { Scanner } from '../../text/scanner.js';
import { addMana } from './add-mana.js';
import { dealDamage } from './deal-damage.js';
import { destroy } from './destroy.js';
import { drawCards } from './draw-cards.js';
import type { EffectParser } from './effect-parser.js';
import { gainLife } from './gain-life.js';
import { regenerate } from './regenerate.js';
import { tap } from './tap.js';

/** Every effect sentence the parsers understand. Adding one is one module plus one line. */
export const effectParsers: readonly EffectParser[] = [
  addMana,
  dealDamage,
  destroy,
  regenerate,
  drawCards,
  gainLife,
  tap,
];

/** One effect, whichever parser reads it. */
export function effect(s: Scanner): Effect | null {
  for (const parser of effectParsers) {
    const found = parser.parse(s);
    if (found) return found;
  }
  return null;
}

/**
 * One or more effect sentences up to the end of the text: "Draw a card." or
 * "~ deals 2 damage to any target. You gain 2 life." The final period may be left out.
 * `afterColon` says whether a colon came before, for the message when no effect starts here.
 */
export function effectSentences(s: Scanner, afterColon: boolean): Effect[] | null {
  const save = s.mark();
  const effects: Effect[] = [];
  for (;;) {
    const found = effect(s);
    if (!found) {
      s.expected(
        effects.length === 0
          ? afterColon
            ? "an effect such as 'Add {G}.' after ':'"
            : "an effect such as 'Draw a card.'"
          : 'another effect or the end of the line',
      );
      s.reset(save);
      return null;
    }
    effects.push(found);
    const period = s.symbol('.');
    if (s.restIsEmpty()) return effects;
    if (!period) {
      s.expected("'.' at the end of the effect");
      s.reset(save);
      return null;
    }
  }
}
