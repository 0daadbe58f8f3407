import { COLOR_NAMES } from '../../../engine/mana/mana-symbol.js';
import type { ManaSymbol } from '../../../engine/mana/mana-symbol.js';

/** Words for mana symbols, for hovers and for the accessible names of mana badges. */
export function describeManaSymbol(symbol: ManaSymbol): string {
  switch (symbol.kind) {
    case 'generic':
      return `${symbol.amount} generic mana`;
    case 'colored':
      return `one ${COLOR_NAMES[symbol.color]} mana`;
    case 'colorless':
      return 'one colorless mana';
    case 'snow':
      return 'one mana from a snow source';
    case 'variable':
      return `${symbol.letter} generic mana, chosen as you cast it`;
    case 'hybrid':
      return `one ${COLOR_NAMES[symbol.colors[0]]} or ${COLOR_NAMES[symbol.colors[1]]} mana`;
    case 'twobrid':
      return `one ${COLOR_NAMES[symbol.color]} mana or two generic mana`;
    case 'phyrexian':
      return `one ${COLOR_NAMES[symbol.color]} mana or 2 life`;
  }
}

/** The non-mana symbols that appear in costs of abilities. */
export const COST_SYMBOLS: Readonly<Record<string, string>> = {
  T: 'tap this permanent',
  Q: 'untap this permanent',
};
