/**
 * The rules engine's public API. Pure TypeScript: no I/O, deterministic, every value plain JSON.
 *
 *   const game = setupGame({ players: [{ battlefield: [elves] }, {}] });
 *   game.perform({ type: 'activate', player: 'p1', source: 'c1', ability: 0 }); // → { ok: true } | { ok: false, reason }
 *   game.undo(); game.redo();
 *   game.onStateEvent(render); game.onGameEvent(log);
 *   playerView(game.state, 'p2');
 */
export type { Action, ActionType, Answers, RulesOptions } from './actions/types.js';
export { activationProblem, spellEffects } from './actions/abilities.js';
export { abilitiesOf, abilityAt, stackAbility } from './state/abilities.js';
export { mayStayTapped } from './implementations/hooks.js';
export { nextTurnPlayer } from './turn/next-step.js';
export { discardOnNextStep, nextStepIsCleanup, type CleanupDiscard } from './turn/cleanup-discard.js';
export { maximumHandSize, NORMAL_MAXIMUM_HAND_SIZE } from './turn/hand-size.js';
export type { Result } from './result.js';
export { ok, fail } from './result.js';
export type {
  GameState,
  GameObject,
  PlayerState,
  PlayerId,
  ObjectId,
  PlayerZoneName,
  ZoneName,
  ZoneRef,
  Step,
  StackItem,
  SpellItem,
  AbilityItem,
  CombatState,
  Attacker,
  Blocker,
  RegenerationShield,
  TurnState,
  PendingTrigger,
  TriggerContext,
  FaceDown,
} from './state/types.js';
export { PLAYER_ZONES } from './state/types.js';
export type { Edit } from './edits/edit.js';
export type { StateEvent, Direction } from './events/state-events.js';
export type { GameEvent, GameEventType } from './events/game-events.js';
export { Game, type LogEntry, type HistoryEntry, type Listener } from './game/game.js';
export { setupGame, setupState, createGame, type GameSetup, type PlayerSetup, type CardSpec } from './game/setup.js';
export { legalActions, isLegal, possibleAttackers, possibleBlocks } from './game/legal-actions.js';
export { playerView, type PlayerView, type PlayerSeat } from './view/player-view.js';
export { canBlock, canBlockAlone, type BlockVerdict } from './combat/can-block.js';
export { combatantOf, combatantOfObject, type Combatant } from './combat/combatant.js';
export { attackProblem } from './combat/declare-attackers.js';
export { exertAbilities } from './combat/exert.js';
export { assignCombatDamage, type DamageAssignment } from './combat/combat-damage.js';
export { STEPS, isStep } from './turn/steps.js';
export { findPayment, describeCost, type ManaPayment } from './mana/payment.js';
export { describeRestrictedMana } from './mana/restricted-mana.js';
export {
  choosingCostCandidates,
  isChoosingCost,
  CHOOSING_COST_ZONES,
  type ChoosingCost,
} from './costs/choosing-costs.js';
export { formatPool, parsePool, EMPTY_POOL, MANA_TYPES, type ManaPool, type ManaType } from './mana/pool.js';
export {
  powerOf,
  toughnessOf,
  keywordsOf,
  keywordsOfObject,
  hasKeyword,
  characteristicsOf,
  type Characteristics,
  type CharacteristicChange,
} from './state/characteristics.js';
export type { ContinuousEffect, AppliedModification, Layer } from './continuous/types.js';
export { describe, isSummoningSick } from './state/queries.js';
export { cardName, morphOf, visibleName } from './ops/face-down.js';
export { playersPermitted } from './ops/play-permission.js';
export { seenTopCard } from './view/top-card.js';
export { EMBLEM_NAME, emblemsOf, emblemText, isEmblem } from './ops/emblems.js';
export { faceUpPlanes, isFaceUpCommandCard, planarDeck, schemeDeck, topScheme } from './ops/command-cards.js';
export type { PlanarFace } from './events/game-events.js';
export { targetSlots, legalTargets, type TargetSlot } from './targets/targets.js';
export { targetGroups, type TargetGroup } from './targets/groups.js';
export { checkCondition } from './triggers/conditions.js';
export {
  pendingInApnapOrder,
  waitingTrigger,
  waitingReason,
  triggeredAbilityOf,
  triggerSlots,
  targetNeed,
  checkTriggerTargets,
  type TriggerSlot,
} from './triggers/stack-triggers.js';
export { triggersOfKind, type TriggeredAbility, type IndexedTrigger } from './triggers/triggered-abilities.js';
