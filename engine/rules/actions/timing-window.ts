import type { TimingPart, TurnMoment, TurnPeriod } from '../../templates/rules-text.js';
import { describeTiming } from '../../templates/timing.js';
import type { GameState, PlayerId, Step } from '../state/types.js';
import { COMBAT_STEPS, STEPS } from '../turn/steps.js';

/** The engine's steps that a period of rules text covers (500.1, 506.1; 510.4: both combat damage steps). */
const PERIOD_STEPS: Readonly<Record<TurnPeriod, readonly Step[]>> = {
  upkeep: ['upkeep'],
  draw: ['draw'],
  combat: COMBAT_STEPS,
  beginningOfCombat: ['beginningOfCombat'],
  declareAttackers: ['declareAttackers'],
  declareBlockers: ['declareBlockers'],
  combatDamage: ['firstStrikeDamage', 'combatDamage'],
  endOfCombat: ['endOfCombat'],
  end: ['end'],
};

const at = (step: Step): number => STEPS.indexOf(step);

/** The first and last step of a moment, in turn order. */
function span(m: TurnMoment): readonly [number, number] {
  if (m === 'attackersDeclared') return [at('declareAttackers'), at('declareAttackers')];
  if (m === 'blockersDeclared') return [at('declareBlockers'), at('declareBlockers')];
  const steps = PERIOD_STEPS[m];
  return [at(steps[0] ?? 'untap'), at(steps[steps.length - 1] ?? 'cleanup')];
}

/**
 * 506.6a, 506.6b, 506.6f: attackers and blockers are declared as their steps begin (turn-based actions, before anyone
 * has priority); a skipped declare blockers step (508.8) declares none, so "after blockers are declared" is never
 * true in that combat. Outside combat, what step it is says it all.
 */
function declared(state: GameState, m: 'attackersDeclared' | 'blockersDeclared'): boolean {
  const now = at(state.turn.step);
  if (now < span(m)[0]) return false;
  if (!COMBAT_STEPS.includes(state.turn.step) || !state.combat) return true;
  return m === 'attackersDeclared' ? state.combat.attackersDeclared : state.combat.blockersDeclared;
}

/** Whether one part of a window holds now for `player`, who casts or activates. */
function holds(state: GameState, part: TimingPart, player: PlayerId): boolean {
  const now = at(state.turn.step);
  switch (part.kind) {
    case 'turn':
      return (state.turn.activePlayer === player) === (part.whose === 'you');
    case 'during':
      return PERIOD_STEPS[part.period].includes(state.turn.step);
    case 'before':
      // 506.6e: a point that doesn't come this combat (no blockers step) is past once its place in the turn is.
      return now < span(part.moment)[0];
    case 'after':
      if (part.moment === 'attackersDeclared' || part.moment === 'blockersDeclared') {
        return declared(state, part.moment);
      }
      return now > span(part.moment)[1];
  }
}

/** Why a window is closed: what the card says ("only during combat") and what the turn is ("it is your main1 step"). */
export interface ClosedWindow {
  readonly only: string;
  readonly now: string;
}

/**
 * 307, 506.6, 602.5b: whether a timing window is open now for `player`; null when it is, otherwise why not, in the
 * words of the card and of the turn. Used by casting (601.3) and activating (602.5).
 */
export function windowProblem(state: GameState, parts: readonly TimingPart[], player: PlayerId): ClosedWindow | null {
  if (parts.every((p) => holds(state, p, player))) return null;
  const whose = state.turn.activePlayer === player ? 'your' : `${state.turn.activePlayer}'s`;
  return { only: `only ${describeTiming(parts)}`, now: `it is ${whose} ${state.turn.step} step` };
}
