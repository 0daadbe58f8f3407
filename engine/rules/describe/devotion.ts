import type { Color, ManaSymbol } from '../../mana/mana-symbol.js';
import { battlefield } from '../state/queries.js';
import type { GameState, PlayerId } from '../state/types.js';

/**
 * 700.5: a player's devotion to a color is the number of mana symbols of that color among the mana costs of the
 * permanents they control; 700.5a: devotion to two colors counts each symbol that is either color once (a hybrid
 * {W/B} counts once toward "white and black"). Hybrid, two-brid and Phyrexian symbols are of their colors (107.4).
 */
export function devotion(state: GameState, player: PlayerId, colors: readonly Color[]): number {
  let n = 0;
  for (const object of battlefield(state)) {
    if (object.controller !== player) continue;
    for (const symbol of object.template.manaCost ?? []) if (symbolColors(symbol).some((c) => colors.includes(c))) n++;
  }
  return n;
}

function symbolColors(symbol: ManaSymbol): readonly Color[] {
  switch (symbol.kind) {
    case 'colored':
    case 'twobrid':
    case 'phyrexian':
      return [symbol.color];
    case 'hybrid':
      return symbol.colors;
    default:
      return [];
  }
}
