/** The engine's public API for the card formats: import from here (or the modules named) in host/ and renderer/. */
export type { CardWarning, WarningCode } from './diagnostics.js';
export type { CardFormat, ParseResult } from './format/card-format.js';
export {
  cardFormats,
  formatForPath,
  isCardFile,
  parseCardFile,
  parseCardText,
  parseCardJson,
} from './format/formats.js';
export type * from './templates/card-template.js';
export type { Color, ManaCost, ManaSymbol } from './mana/mana-symbol.js';
export { COLORS, COLOR_NAMES } from './mana/mana-symbol.js';
export {
  colorsOfCost,
  formatManaCost,
  formatManaSymbol,
  manaValue,
  parseManaCost,
  parseManaSymbol,
  type ManaCostParse,
} from './mana/mana-cost.js';
export { formatTypeLine } from './format/card-text/type-line.js';
export { describeAbility, describeCost, describeEffect } from './abilities/describe.js';
export { parseAbilityText, type AbilityLineResult } from './abilities/parse-ability.js';
export { implementations, findImplementation, type Implementation } from './abilities/implementations.js';
export { KEYWORDS } from './abilities/keywords.js';
export {
  BASIC_LAND_TYPES,
  CARD_KEYS,
  CARD_TYPES,
  COLOR_WORDS,
  COMMON_SUBTYPES,
  KEYWORD_TERMS,
  LAYOUTS,
  MANA_SYMBOL_TERMS,
  SUPERTYPES,
  type Term,
} from './format/card-text/vocabulary.js';
