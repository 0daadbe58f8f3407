/**
 * The tester's one door to the rules engine and the card parser (both pure TypeScript, run in the page).
 * Keeping the relative paths in one module means the rest of the folder reads like app code.
 */
export * from '../../../engine/rules/index.js';
export { parseScenario } from '../../../engine/rules/scenario/parse.js';
export { runScenario, lookupIn, numberedAbilities } from '../../../engine/rules/scenario/run.js';
export { parseCardFile, isCardFile } from '../../../engine/format/formats.js';
export type { ParseResult } from '../../../engine/format/card-format.js';
export type { CardTemplate, Ability, Effect } from '../../../engine/templates/card-template.js';
export { CARD_TYPE_NAMES } from '../../../engine/templates/card-template.js';
export { formatManaCost } from '../../../engine/mana/mana-cost.js';
export { describeAbility } from '../../../engine/abilities/describe.js';
export {
  describeCondition,
  describeEffect,
  describeAmount,
  describeStaticEffect,
  describeSubject,
} from '../../../engine/abilities/describe.js';
export { allMatching, choosable } from '../../../engine/rules/describe/matches.js';
export {
  characteristicsOf,
  colorsOfObject,
  isCreature,
  parseStat,
  typesOf,
  type Characteristics,
  type CharacteristicChange,
} from '../../../engine/rules/state/characteristics.js';
export type { Subject } from '../../../engine/templates/card-template.js';
export { modalOf, chosenEffects, modeCombinations, type ModalEffect } from '../../../engine/templates/modes.js';
export { targetsOf } from '../../../engine/templates/subjects.js';
export { describeCost as describeAbilityCost } from '../../../engine/abilities/describe.js';
export type { Cost } from '../../../engine/templates/rules-text.js';
export { previewPicks } from '../../../engine/rules/actions/preview.js';
export { graveyardKeyword, hasAftermath } from '../../../engine/rules/actions/cast-options.js';
export { castWays, halvesOf, type SplitChoice } from '../../../engine/rules/ops/split-card.js';
export { clashingPlayers } from '../../../engine/rules/effects/clash.js';
export { choosersInTurnOrder } from '../../../engine/rules/effects/others-choose.js';
export { votersFrom } from '../../../engine/rules/effects/vote.js';
export type { PicksQuestion } from '../../../engine/rules/effects/types.js';
export { SUBTYPES_BY_TYPE } from '../../../engine/abilities/grammar/subtypes.generated.js';
export { COLOR_NAMES } from '../../../engine/mana/mana-symbol.js';
