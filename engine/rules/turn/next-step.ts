import { passPlanarControl, setSchemeInMotion, topScheme } from '../ops/command-cards.js';
import { anyFirstStrike, dealCombatDamage } from '../combat/combat-damage.js';
import { declareBlockers } from '../combat/declare-blockers.js';
import {
  endNextUntapStepEffects,
  endUntilEndOfCombatEffects,
  endUntilEndOfTurnEffects,
  endUntilYourNextTurnEffects,
} from '../continuous/lifecycle.js';
import { doesntUntap, mayStayTapped } from '../implementations/hooks.js';
import { untap } from '../ops/permanents.js';
import { emptyPool } from '../ops/players.js';
import { drawCard } from '../ops/zones.js';
import { fail, ok, type Result } from '../result.js';
import { opponentOf, zoneIds } from '../state/queries.js';
import type { Transaction } from '../state/transaction.js';
import { summaryForNextTurn } from '../state/turn-record.js';
import { eventsTriggerAnything } from '../triggers/collect.js';
import type { GameState, ObjectId, PlayerId, Step } from '../state/types.js';
import { STEPS } from './steps.js';
import { inForce, isWhose } from '../replacement/static-replacements.js';
import { cleanupDiscardProblem, discardDownToHandSize, nextStepIsCleanup } from './cleanup-discard.js';

function setStep(tx: Transaction, step: Step): void {
  const turn = tx.state.turn;
  tx.set(['turn'], turn, { ...turn, step, priority: turn.activePlayer, passes: [] });
  tx.emit({ type: 'stepBegan', step, turn: turn.number });
}

/** 500.4: mana empties from every pool when a step ends. */
function endStep(tx: Transaction): void {
  for (const p of tx.state.playerOrder) emptyPool(tx, p);
  // 511.3: after the end of combat step, every creature is removed from combat and "this combat" effects end.
  if (tx.state.turn.step === 'endOfCombat') {
    if (tx.state.combat) tx.set(['combat'], tx.state.combat, null);
    endUntilEndOfCombatEffects(tx);
  }
}

/**
 * 502.3: why the new active player can't keep these permanents tapped as their turn begins, or null when they can:
 * each must be theirs, on the battlefield, with "You may choose not to untap ~ during your untap step."
 */
function keepTappedProblem(tx: Transaction, active: string, keepTapped: readonly ObjectId[]): string | null {
  for (const id of keepTapped) {
    const permanent = tx.state.objects[id];
    const name = permanent ? `${permanent.template.name} (${id})` : id;
    if (!permanent || permanent.zone.zone !== 'battlefield') return `${name} is not on the battlefield`;
    if (permanent.controller !== active)
      return `${name} is not controlled by ${active}, whose untap step it is (502.3)`;
    if (!mayStayTapped(permanent, tx.state)) {
      return `${name} can't stay tapped: only a permanent that says "You may choose not to untap ~" can (502.3)`;
    }
  }
  return null;
}

/** The next turn: whose it is, and what it uses up. */
export interface NextTurn {
  readonly active: PlayerId;
  /** Set when it is an extra turn: who takes the turn after it in the natural order. */
  readonly naturalNext?: PlayerId;
  /** How many extra turns it uses (taken or skipped), from the end of `GameState.extraTurns`. */
  readonly extraUsed: number;
  /** The players whose turns are skipped before it, one entry per turn skipped (614.10). */
  readonly skipped: readonly PlayerId[];
}

/**
 * 500.7: who takes the next turn: the player of the extra turn created last, if any is waiting; else the next player
 * in the natural turn order, counted from the last natural turn (an extra turn remembers who that is). 614.10: a turn
 * its player skips doesn't happen, and the one after it comes instead.
 */
export function nextTurnPlayer(state: GameState): NextTurn {
  let natural = state.turn.naturalNext ?? opponentOf(state, state.turn.activePlayer);
  const extra = state.extraTurns ?? [];
  let extraUsed = 0;
  const left = new Map(state.playerOrder.map((p) => [p, state.skips?.[p]?.turns ?? 0]));
  const skipped: PlayerId[] = [];
  for (;;) {
    const taker = extra[extra.length - 1 - extraUsed];
    const active = taker ?? natural;
    if (taker !== undefined) extraUsed++;
    const skips = left.get(active) ?? 0;
    if (skips === 0)
      return taker === undefined
        ? { active, extraUsed, skipped }
        : { active, naturalNext: natural, extraUsed, skipped };
    left.set(active, skips - 1);
    skipped.push(active);
    if (taker === undefined) natural = opponentOf(state, natural);
  }
}

function beginTurn(tx: Transaction, keepTapped: readonly ObjectId[]): Result {
  const turn = tx.state.turn;
  const { active, naturalNext, extraUsed, skipped } = nextTurnPlayer(tx.state);
  const problem = keepTappedProblem(tx, active, keepTapped);
  if (problem !== null) return fail(problem);
  const number = turn.number + 1;
  // "Last turn" (rules/state/turn-record.ts): what the turn ending now leaves for the new one to ask about.
  const previous = summaryForNextTurn(tx.state);
  tx.set(['turn'], turn, {
    number,
    activePlayer: active,
    step: 'untap',
    priority: active,
    passes: [],
    previous,
    ...(naturalNext === undefined ? {} : { naturalNext }),
    ...(tx.state.monarch === undefined ? {} : { monarchAsBegan: tx.state.monarch }),
  });
  const extra = tx.state.extraTurns;
  if (extraUsed > 0 && extra) tx.set(['extraTurns'], extra, extra.slice(0, extra.length - extraUsed));
  for (const player of skipped) useSkip(tx, player, 'turns');
  const player = tx.state.players[active];
  if (player) {
    tx.set(['players', active, 'landsPlayedThisTurn'], player.landsPlayedThisTurn, 0);
    if (player.lastTurnStarted > 0) {
      tx.set(['players', active, 'previousTurnStarted'], player.previousTurnStarted, player.lastTurnStarted);
    }
    tx.set(['players', active, 'lastTurnStarted'], player.lastTurnStarted, number);
  }
  endUntilYourNextTurnEffects(tx, active);
  // 901.6: the new active player is the planar controller.
  passPlanarControl(tx);
  tx.emit({ type: 'turnBegan', turn: number, player: active });
  // 614.10: "skip your next untap step" is used up by an untap step that would happen.
  const untapSkipped = skips(tx.state, 'untap') || useSkip(tx, active, 'untapSteps');
  if (untapSkipped) {
    // 614.10: nothing untaps, and "during its controller's next untap step" effects wait for the next one that happens.
    let step: Step = 'upkeep';
    for (let next = skipTo(tx.state, step); next !== null; next = skipTo(tx.state, step)) step = next;
    setStep(tx, step);
    beginStep(tx, step);
    return ok();
  }
  tx.emit({ type: 'stepBegan', step: 'untap', turn: number });
  // 502.3: the active player untaps their permanents, but not those that say they don't, nor those they chose to
  // keep tapped.
  for (const id of zoneIds(tx.state, active, 'battlefield')) {
    const permanent = tx.state.objects[id];
    if (permanent && !doesntUntap(permanent, tx.state) && !keepTapped.includes(id)) untap(tx, id);
  }
  endNextUntapStepEffects(tx, active);
  return ok();
}

/**
 * 614.1b, 614.10: whether the active player skips `step` ("Skip your draw step.", "Players skip their untap steps."):
 * a static ability of a permanent on the battlefield says so for them.
 */
function skips(state: GameState, step: 'untap' | 'upkeep' | 'draw'): boolean {
  const active = state.turn.activePlayer;
  return inForce(state, 'skipStep').some(
    ({ source, effect }) => effect.step === step && isWhose(effect.who, active, source.controller),
  );
}

/** 614.10: uses up one of the turns or untap steps `player` skips; false when they skip none. */
function useSkip(tx: Transaction, player: PlayerId, what: 'turns' | 'untapSteps'): boolean {
  const before = tx.state.skips;
  const mine = before?.[player];
  if (!mine || mine[what] === 0) return false;
  tx.set(['skips'], before, { ...before, [player]: { ...mine, [what]: mine[what] - 1 } });
  return true;
}

/** Steps the rules leave out: the step to go to instead, or null. */
function skipTo(state: Transaction['state'], step: Step): Step | null {
  switch (step) {
    // 614.10: a skipped step doesn't happen; the turn goes on with the next one.
    case 'upkeep':
      return skips(state, 'upkeep') ? 'draw' : null;
    case 'draw':
      return skips(state, 'draw') ? 'main1' : null;
    case 'declareBlockers':
      // 508.8: with no attackers, the declare blockers and combat damage steps are skipped.
      return state.combat && state.combat.attackers.length > 0 ? null : 'endOfCombat';
    case 'firstStrikeDamage':
      // 510.4: the extra step exists only if some attacker or blocker has first or double strike.
      return state.combat && anyFirstStrike(state, state.combat) ? null : 'combatDamage';
    default:
      return null;
  }
}

/**
 * The turn-based actions as a step begins (503-514). `discard`: the cards the active player chose to discard as a
 * cleanup step begins (514.1), checked already.
 */
function beginStep(tx: Transaction, step: Step, discard?: readonly ObjectId[]): void {
  const state = tx.state;
  const active = state.turn.activePlayer;
  switch (step) {
    case 'main1': {
      // 904.9: right after the archenemy's precombat main phase begins, they set the top scheme of their deck in motion.
      const scheme = topScheme(state, active);
      if (scheme) setSchemeInMotion(tx, active, scheme.id);
      return;
    }
    case 'draw':
      // 103.8a: the player who goes first skips the draw of their first turn.
      if (state.turn.number > 1) drawCard(tx, active);
      return;
    case 'beginningOfCombat':
      tx.set(['combat'], state.combat, {
        attackingPlayer: active,
        defendingPlayer: opponentOf(state, active),
        attackers: [],
        blockers: [],
        attackersDeclared: false,
        blockersDeclared: false,
        dealtFirstStrikeDamage: [],
      });
      return;
    case 'firstStrikeDamage':
      dealCombatDamage(tx, true);
      return;
    case 'combatDamage':
      dealCombatDamage(tx, false);
      return;
    case 'cleanup': {
      // 514.1: first the active player discards down to their maximum hand size. 514.3a: if that triggers anything,
      // players get priority in this step, and another cleanup step follows it (actions/perform.ts, as they settle).
      discardDownToHandSize(tx, discard);
      // 514.2: damage wears off and "until end of turn" and "this turn" effects (regeneration shields) end.
      for (const o of Object.values(tx.state.objects)) {
        if (o.damage > 0) tx.set(['objects', o.id, 'damage'], o.damage, 0);
      }
      if (tx.state.shields.length > 0) tx.set(['shields'], tx.state.shields, []);
      if (tx.state.preventionShields.length > 0) tx.set(['preventionShields'], tx.state.preventionShields, []);
      endUntilEndOfTurnEffects(tx);
      return;
    }
    default:
      return;
  }
}

/**
 * Ends the current step and begins the next (500.2: only with an empty stack). Leaving declare attackers
 * with none declared, or declare blockers with none declared, just means "none". `keepTapped`: the permanents the
 * new active player keeps tapped, when this ends a turn (502.3). `discard`: the cards the active player discards
 * down to their maximum hand size, when this begins a cleanup step (514.1); without them the engine chooses.
 */
export function nextStep(
  tx: Transaction,
  keepTapped: readonly ObjectId[] = [],
  discard: readonly ObjectId[] = [],
): Result {
  if (tx.state.stack.length > 0) return fail('the stack is not empty: resolve it first (500.2)');
  if (discard.length > 0) {
    if (!nextStepIsCleanup(tx.state)) {
      return fail(
        `cards are discarded down to the maximum hand size only as the cleanup step begins (514.1), not as the ${tx.state.turn.step} step ends`,
      );
    }
    const problem = cleanupDiscardProblem(tx.state, discard);
    if (problem !== null) return fail(problem);
  }
  if (tx.state.turn.step === 'cleanup' && tx.state.turn.cleanupAgain) {
    // 514.3a: something happened in this cleanup step, so another one begins instead of the next turn.
    if (keepTapped.length > 0) {
      return fail(
        'another cleanup step follows this one (514.3a): permanents are kept tapped only as a turn begins (502.3)',
      );
    }
    endStep(tx);
    const { cleanupAgain: _again, ...turn } = tx.state.turn;
    tx.set(['turn'], tx.state.turn, turn);
    setStep(tx, 'cleanup');
    beginStep(tx, 'cleanup', discard);
    return ok();
  }
  const combat = tx.state.combat;
  if (tx.state.turn.step === 'declareAttackers' && combat && !combat.attackersDeclared) {
    tx.set(['combat'], combat, { ...combat, attackersDeclared: true });
  }
  if (tx.state.turn.step === 'declareBlockers' && combat && !combat.blockersDeclared) {
    // Leaving without a declaration declares no blockers (509.1). If that triggers something ("attacks and isn't
    // blocked", 509.5g), the step goes on: the triggers go on the stack and players get priority in it (509.4).
    const from = tx.events.length;
    const declared = declareBlockers(tx, { type: 'declareBlockers', player: combat.defendingPlayer, blocks: [] });
    if (!declared.ok) return declared;
    if (eventsTriggerAnything(tx, from)) return ok();
  }
  const index = STEPS.indexOf(tx.state.turn.step);
  if (index === STEPS.length - 1) {
    endStep(tx);
    return beginTurn(tx, keepTapped);
  }
  if (keepTapped.length > 0) {
    return fail(`permanents are kept tapped only as a turn begins (502.3), not as the ${tx.state.turn.step} step ends`);
  }
  endStep(tx);
  let step = STEPS[index + 1] as Step;
  for (let next = skipTo(tx.state, step); next !== null; next = skipTo(tx.state, step)) step = next;
  setStep(tx, step);
  beginStep(tx, step, discard);
  return ok();
}
