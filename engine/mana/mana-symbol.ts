/** The five colors in WUBRG order (rule 105.1). */
export type Color = 'W' | 'U' | 'B' | 'R' | 'G';
export const COLORS: readonly Color[] = ['W', 'U', 'B', 'R', 'G'];
export const COLOR_NAMES: Readonly<Record<Color, string>> = {
  W: 'white',
  U: 'blue',
  B: 'black',
  R: 'red',
  G: 'green',
};

/**
 * One mana symbol (rule 107.4), as plain JSON data.
 * `{2}` generic, `{W}` colored, `{C}` colorless, `{S}` snow, `{X}` variable,
 * `{B/R}` hybrid, `{2/W}` two-brid (monocolored hybrid), `{W/P}` phyrexian.
 */
export type ManaSymbol =
  | { readonly kind: 'generic'; readonly amount: number }
  | { readonly kind: 'colored'; readonly color: Color }
  | { readonly kind: 'colorless' }
  | { readonly kind: 'snow' }
  | { readonly kind: 'variable'; readonly letter: 'X' | 'Y' | 'Z' }
  | { readonly kind: 'hybrid'; readonly colors: readonly [Color, Color] }
  | { readonly kind: 'twobrid'; readonly color: Color }
  | { readonly kind: 'phyrexian'; readonly color: Color };

/** A mana cost is an ordered list of symbols, kept in the order the author wrote them. */
export type ManaCost = readonly ManaSymbol[];
