import type { AbilityParser } from './ability-parser.js';
import { activatedParser } from './activated.js';
import { additionalCostParser } from './additional-cost.js';
import { alternativeCostParser, evokeParser } from './alternative-cost.js';
import { attachmentParser } from './attachment.js';
import { castRestrictionParser } from './cast-restriction.js';
import { flashPermissionParser } from './flash-permission.js';
import { exertParser } from './exert.js';
import { topCardVisibleParser } from './top-card-visible.js';
import { playFromTopParser } from './play-from-top.js';
import { entersWithParser } from './enters-with.js';
import { asEntersParser } from './as-enters.js';
import { entersAsCopyParser } from './enters-as-copy.js';
import { cyclingParser, flashbackParser, kickerParser } from './cost-keywords.js';
import { implementationWordingParser } from './implementation-wording.js';
import { keywordParser } from './keyword.js';
import { morphParser } from './morph.js';
import { buybackParser } from './buyback.js';
import { echoParser } from './echo.js';
import { tributeParser } from './tribute.js';
import { devourParser } from './devour.js';
import { ascendParser } from './ascend.js';
import { wardParser } from './ward.js';
import { cumulativeUpkeepParser } from './cumulative-upkeep.js';
import { spellParser } from './spell.js';
import { spellCostParser } from './spell-cost.js';
import { staticContinuousParser } from './static-continuous.js';
import { staticPreventionParser } from './static-prevention.js';
import { triggeredParser } from './triggered.js';
import { unearthParser } from './unearth.js';
import { transmuteParser } from './transmute.js';
import { dashParser } from './dash.js';
import { surgeParser } from './surge.js';
import { spectacleParser } from './spectacle.js';
import { suspendParser } from './suspend.js';
import { escapeParser } from './escape.js';
import { madnessParser } from './madness.js';
import { crewParser } from './crew.js';
import { entwineParser } from './entwine.js';
import { embalmParser, eternalizeParser, scavengeParser } from './graveyard-keywords.js';
import { levelUpParser } from './level-up.js';
import { dieReplacementParser } from './die-replacement.js';
import { damageReplacementParser } from './damage-replacement.js';
import { playerReplacementParser } from './player-replacement.js';
import { counterReplacementParser } from './counter-replacement.js';
import { tokenReplacementParser } from './token-replacement.js';
import { graveyardReplacementParser } from './graveyard-replacement.js';
import { lifeFloorParser } from './life-floor.js';
import { othersEnterTappedParser } from './others-enter-tapped.js';
import { skipStepParser } from './skip-step.js';
import { additionalLandsParser } from './additional-lands.js';
import { maximumHandSizeParser } from './maximum-hand-size.js';
import { prohibitionParser } from './prohibition.js';
import { cantBlockSelfParser } from './cant-block-self.js';

/** Every ability parser, tried in order; the first that reads the whole line wins. Adding one is one line here. */
export const abilityParsers: readonly AbilityParser[] = [
  keywordParser,
  cyclingParser,
  kickerParser,
  flashbackParser,
  unearthParser,
  transmuteParser,
  crewParser,
  embalmParser,
  eternalizeParser,
  scavengeParser,
  levelUpParser,
  morphParser,
  buybackParser,
  entwineParser,
  echoParser,
  tributeParser,
  devourParser,
  ascendParser,
  wardParser,
  cumulativeUpkeepParser,
  additionalCostParser,
  alternativeCostParser,
  evokeParser,
  dashParser,
  surgeParser,
  spectacleParser,
  suspendParser,
  escapeParser,
  madnessParser,
  castRestrictionParser,
  flashPermissionParser,
  exertParser,
  topCardVisibleParser,
  playFromTopParser,
  attachmentParser,
  triggeredParser,
  activatedParser,
  implementationWordingParser,
  entersWithParser,
  asEntersParser,
  entersAsCopyParser,
  spellCostParser,
  staticContinuousParser,
  staticPreventionParser,
  damageReplacementParser,
  playerReplacementParser,
  counterReplacementParser,
  tokenReplacementParser,
  dieReplacementParser,
  graveyardReplacementParser,
  lifeFloorParser,
  othersEnterTappedParser,
  skipStepParser,
  additionalLandsParser,
  maximumHandSizeParser,
  prohibitionParser,
  cantBlockSelfParser,
  spellParser,
];
