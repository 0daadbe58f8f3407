import { spellEffects } from '../actions/abilities.js';
import { alternativeCosts, hasKicker } from '../actions/cast-options.js';
import { castWays, halvesOf } from '../ops/split-card.js';
import { kickerCosts } from '../ops/kicker.js';
import { performIn } from '../actions/perform.js';
import { morphOf } from '../ops/face-down.js';
import { playPermission } from '../ops/play-permission.js';
import type { Action, RulesOptions } from '../actions/types.js';
import { attackProblem } from '../combat/declare-attackers.js';
import { canBlock } from '../combat/can-block.js';
import { combatantOfObject } from '../combat/combatant.js';
import { hasX } from '../mana/payment.js';
import { poolTotal } from '../mana/pool.js';
import { isCreature } from '../state/characteristics.js';
import { zoneObjects } from '../state/queries.js';
import { Transaction } from '../state/transaction.js';
import type { GameObject, GameState, ObjectId, PlayerId } from '../state/types.js';
import { legalTargets, targetSlots } from '../targets/targets.js';
import { triggeredAbilityOf, triggerSlots, waitingTrigger } from '../triggers/stack-triggers.js';
import type { Effect } from '../../templates/card-template.js';
import { chosenEffects, modalOf, modeCombinations } from '../../templates/modes.js';
import { abilitiesOf } from '../state/abilities.js';

/** Whether an action would succeed, without changing anything (it runs in a transaction that is rolled back). */
export function isLegal(state: GameState, action: Action, options: RulesOptions = { legendRule: false }): boolean {
  const tx = new Transaction(state);
  const result = performIn(tx, action, options);
  tx.rollback();
  return result.ok;
}

const MAX_COMBINATIONS = 200;

/**
 * Every combination of legal targets; `source` is the spell's card or the ability's source (115.5, "another"), `x`
 * the X announced before them (601.2b: "target creature with mana value X").
 */
function targetCombinations(
  state: GameState,
  effects: readonly Effect[],
  player: PlayerId,
  source: ObjectId | null,
  x: number,
): string[][] {
  let combos: string[][] = [[]];
  for (const slot of targetSlots(effects, x)) {
    const choices = legalTargets(state, slot, player, source, { x });
    combos = combos.flatMap((c) => choices.map((t) => [...c, t])).slice(0, MAX_COMBINATIONS);
  }
  return combos;
}

/**
 * Target choices for a triggered ability (603.3d): every combination of legal targets, plus the shorter ones that
 * leave trailing "up to" slots empty.
 */
function triggerTargetCombinations(
  state: GameState,
  effects: readonly Effect[],
  player: PlayerId,
  source: ObjectId,
  thatPlayer: PlayerId | null,
): string[][] {
  const slots = triggerSlots(effects);
  let combos: string[][] = [[]];
  const out: string[][] = [];
  slots.forEach((s, i) => {
    if (slots.slice(i).every((rest) => rest.upTo)) out.push(...combos);
    const choices = legalTargets(state, s.slot, player, source, { player: thatPlayer });
    combos = combos.flatMap((c) => choices.map((t) => [...c, t])).slice(0, MAX_COMBINATIONS);
  });
  return [...out, ...combos].slice(0, MAX_COMBINATIONS);
}

/** 603.3b: while triggers wait, the player who must put theirs on the stack may only do that (in any order). */
function putTriggerActions(state: GameState, player: PlayerId): Action[] {
  const waiting = waitingTrigger(state);
  if (!waiting || waiting.controller !== player) return [];
  return state.pendingTriggers
    .filter((t) => t.controller === player)
    .flatMap((t) =>
      modeChoices(triggeredAbilityOf(state, t)?.effects ?? []).flatMap(({ modes, effects }) =>
        triggerTargetCombinations(state, effects, player, t.source, t.context.player).map((targets): Action => ({
          type: 'putTrigger',
          player,
          trigger: t.id,
          targets,
          ...modes,
        })),
      ),
    );
}

/**
 * 608.2g: the offered card's casts for no mana (X is 0: no mana was paid for it, 107.3b), each choice of modes,
 * targets and mana option, and declining it; nothing for the other players, who wait.
 */
function offeredCastActions(state: GameState, player: PlayerId): Action[] {
  const offer = state.pendingCast;
  const card = offer ? state.objects[offer.card] : undefined;
  if (!offer || offer.player !== player || !card) return [];
  const out: Action[] = [{ type: 'declineCast', player }];
  for (const { modes, effects } of modeChoices(spellEffects(card.template))) {
    for (const targets of targetCombinations(state, effects, player, card.id, 0)) {
      for (const choice of range(choiceCount(effects))) {
        out.push({ type: 'cast', player, card: card.id, targets, x: 0, choice, ...modes });
      }
    }
  }
  return out;
}

/**
 * 702.62a: whether the card offered to `player` can be cast now in some way (its modes, targets and choices): suspend's
 * cast "if able" may be declined only when it can't.
 */
export function offeredCardCastable(state: GameState, player: PlayerId, options?: RulesOptions): boolean {
  return offeredCastActions(state, player).some((a) => a.type === 'cast' && isLegal(state, a, options));
}

/**
 * 700.2a: for a modal spell or ability, every choice of modes with the effects it leaves (700.2c: only the chosen
 * modes' targets are chosen); otherwise the effects alone. `modes` is spread into the action.
 */
function modeChoices(
  effects: readonly Effect[],
): { modes: { modes?: readonly number[] }; effects: readonly Effect[] }[] {
  const modal = modalOf(effects);
  if (!modal) return [{ modes: {}, effects }];
  return modeCombinations(modal).map((modes) => ({ modes: { modes }, effects: chosenEffects(effects, modes) }));
}

function choiceCount(effects: readonly Effect[]): number {
  const counts = effects.map((e) => (e.kind === 'addMana' ? e.options.length : 1));
  return Math.max(1, ...counts);
}

/**
 * The actions `player` could legally take now, fully specified (targets, X up to the mana in their pool, choices),
 * for a UI to offer. Attack and block declarations are combinatorial: see possibleAttackers / possibleBlocks.
 * While triggered abilities wait to go on the stack, putting them there (`putTrigger`) is all there is to do.
 */
export function legalActions(state: GameState, player: PlayerId, options?: RulesOptions): Action[] {
  // 608.2g: a card offered to be cast (cascade, rebound) is cast or declined before anything else.
  if (state.pendingCast) return offeredCastActions(state, player).filter((a) => isLegal(state, a, options));
  // 603.3: pending triggers are put on the stack before anyone can do anything else.
  if (state.pendingTriggers.length > 0)
    return putTriggerActions(state, player).filter((a) => isLegal(state, a, options));
  const candidates: Action[] = [];
  const pool = poolTotal(state.players[player]?.pool ?? { W: 0, U: 0, B: 0, R: 0, G: 0, C: 0 });
  // 702.34a: a card with flashback is cast from the graveyard too (the zone makes it a flashback cast).
  // 601.3, 305.2: and a card in any exile an effect lets the player play ("You may play that card this turn").
  const castable = [
    ...zoneObjects(state, player, 'hand'),
    ...zoneObjects(state, player, 'graveyard').filter(hasFlashback),
    ...state.playerOrder.flatMap((p) =>
      zoneObjects(state, p, 'exile').filter((card) => playPermission(state, card, player, false) !== null),
    ),
    // "You may cast creature spells from the top of your library." (601.3).
    ...zoneObjects(state, player, 'library').filter(
      (card) =>
        playPermission(state, card, player, false) !== null || playPermission(state, card, player, true) !== null,
    ),
  ];
  for (const card of castable) {
    if (card.zone.zone !== 'graveyard') candidates.push({ type: 'playLand', player, card: card.id });
    // 709.3, 702.102a: each half of a split card, or both fused.
    for (const { way, template } of castWays(card.template, card.zone.zone === 'hand')) {
      const xs = template.manaCost && hasX(template.manaCost) ? range(pool + 1) : [0];
      for (const { modes, effects } of modeChoices(spellEffects(template))) {
        for (const x of xs) {
          for (const targets of targetCombinations(state, effects, player, card.id, x)) {
            for (const choice of range(choiceCount(effects))) {
              const cast = { type: 'cast', player, card: card.id, targets, x, choice, ...modes, ...way } as const;
              candidates.push(cast);
              // 702.33a: and kicked, paying the kicker cost too.
              if (hasKicker(template)) candidates.push({ ...cast, kicked: true });
              // 702.33b: with two kicker costs, the second alone and both.
              if (kickerCosts(template).length > 1) {
                for (const kickers of [[1], [0, 1]]) candidates.push({ ...cast, kicked: true, kickers });
              }
              // 702.27a: and with buyback, paying its cost too.
              if (template.abilities.some((a) => a.kind === 'buyback')) candidates.push({ ...cast, buyback: true });
              // 118.9: and for each of its alternative costs instead of its mana cost.
              for (const alternative of range(alternativeCosts(template).length)) {
                candidates.push({ ...cast, alternative });
              }
            }
          }
        }
      }
    }
    // 702.37c: a card with morph may be cast face down from the hand (a 2/2 with no text: no targets, no X).
    if (card.zone.zone === 'hand' && morphOf(card.template)) {
      candidates.push({ type: 'cast', player, card: card.id, faceDown: true });
    }
  }
  // 702.62a, 116.2f: suspending a card in the hand is a special action, any time it could be cast.
  for (const card of zoneObjects(state, player, 'hand')) {
    if (card.template.abilities.some((a) => a.kind === 'suspend')) {
      candidates.push({ type: 'suspend', player, card: card.id });
    }
  }
  // 702.37e: turning a face-down permanent face up is a special action, any time its controller has priority.
  for (const permanent of zoneObjects(state, player, 'battlefield')) {
    if (permanent.faceDown) candidates.push({ type: 'turnFaceUp', player, card: permanent.id });
  }
  // 702.29a: cycling works from the hand, 113.6m "return ~ from your graveyard" from the graveyard; the zone check in
  // activate() keeps each ability to its own zone.
  const sources = [
    ...zoneObjects(state, player, 'battlefield'),
    ...zoneObjects(state, player, 'hand'),
    ...zoneObjects(state, player, 'graveyard'),
  ];
  for (const permanent of sources) {
    abilitiesOf(state, permanent).forEach((ability, index) => {
      if (ability?.kind !== 'activated') return;
      if ((ability.zone ?? 'battlefield') !== permanent.zone.zone) return;
      const costX = ability.costs.some((c) => c.kind === 'mana' && hasX(c.mana));
      for (const { modes, effects } of modeChoices(ability.effects)) {
        for (const x of costX ? range(pool + 1) : [0]) {
          for (const targets of targetCombinations(state, effects, player, permanent.id, x)) {
            for (const choice of range(choiceCount(effects))) {
              const action: Action = {
                type: 'activate',
                player,
                source: permanent.id,
                ability: index,
                targets,
                x,
                choice,
              };
              candidates.push({ ...action, ...modes });
            }
          }
        }
      }
    });
  }
  candidates.push({ type: 'passPriority', player }, { type: 'resolve' }, { type: 'nextStep' });
  return candidates.filter((a) => isLegal(state, a, options));
}

/**
 * 702.34a flashback, 702.81a retrace, 702.133a jump-start: cast from the graveyard (the zone says so); 702.127a: a
 * split card with an aftermath half.
 */
function hasFlashback(card: GameObject): boolean {
  return [card.template, ...halvesOf(card.template)].some((t) =>
    t.abilities.some(
      (a) =>
        a.kind === 'flashback' ||
        (a.kind === 'keyword' && (a.keyword === 'retrace' || a.keyword === 'jump-start' || a.keyword === 'aftermath')),
    ),
  );
}

function range(n: number): number[] {
  return Array.from({ length: n }, (_, i) => i);
}

/** Creatures `player` could declare as attackers now, with the reason for each one that can't. */
export function possibleAttackers(state: GameState, player: PlayerId): { id: ObjectId; problem: string | null }[] {
  return zoneObjects(state, player, 'battlefield')
    .filter((o) => isCreature(o, state))
    .map((o) => ({ id: o.id, problem: attackProblem(state, o, player) }));
}

/** For each untapped creature of the defending player, the attackers it could block (pair restrictions only). */
export function possibleBlocks(state: GameState): Record<ObjectId, ObjectId[]> {
  const combat = state.combat;
  if (!combat) return {};
  const out: Record<ObjectId, ObjectId[]> = {};
  for (const blocker of zoneObjects(state, combat.defendingPlayer, 'battlefield')) {
    if (!isCreature(blocker, state) || blocker.tapped) continue;
    out[blocker.id] = combat.attackers
      .map((a) => a.creature)
      .filter((id) => {
        const attacker = state.objects[id];
        return (
          attacker !== undefined && canBlock(combatantOfObject(attacker, state), combatantOfObject(blocker, state)).ok
        );
      });
  }
  return out;
}
