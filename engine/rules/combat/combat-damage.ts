import { dealDamage } from '../damage/deal-damage.js';
import { hasKeyword, lethalDamageFor, powerOf } from '../state/characteristics.js';
import type { Transaction } from '../state/transaction.js';
import type { CombatState, GameObject, GameState, ObjectId } from '../state/types.js';

export interface DamageAssignment {
  readonly source: ObjectId;
  readonly to: string;
  readonly amount: number;
}

function onBattlefield(state: GameState, id: string): GameObject | null {
  const o = state.objects[id];
  return o && o.zone.zone === 'battlefield' ? o : null;
}

const strikesFirst = (state: GameState, o: GameObject): boolean =>
  hasKeyword(o, 'first strike', state) || hasKeyword(o, 'double strike', state);

/** 510.4 / 702.7b: is there a first-strike combat damage step this combat? */
export function anyFirstStrike(state: GameState, combat: CombatState): boolean {
  const ids = [...combat.attackers.map((a) => a.creature), ...combat.blockers.map((b) => b.creature)];
  return ids.some((id) => {
    const o = onBattlefield(state, id);
    return o !== null && strikesFirst(state, o);
  });
}

/** Who assigns damage in this step (702.7b, 702.4b, 702.4c). */
function dealsDamageNow(state: GameState, o: GameObject, combat: CombatState, firstStrikeStep: boolean): boolean {
  if (firstStrikeStep) return strikesFirst(state, o);
  if (!combat.dealtFirstStrikeDamage.includes(o.id)) return true;
  return hasKeyword(o, 'double strike', state);
}

/**
 * Splits `power` along an ordered list of creatures: lethal damage to each before the next (510.1c-d, with
 * deathtouch any 1 is lethal, 702.2c), the rest to the last one, or with trample to `trampleTo` (702.19b).
 */
function assignAlong(
  state: GameState,
  source: GameObject,
  power: number,
  order: readonly GameObject[],
  trampleTo: string | null,
  out: DamageAssignment[],
): void {
  const deathtouch = hasKeyword(source, 'deathtouch', state);
  let left = power;
  order.forEach((target, i) => {
    const last = i === order.length - 1;
    const lethal = lethalDamageFor(target, deathtouch, state);
    const amount = last && trampleTo === null ? left : Math.min(left, lethal);
    if (amount > 0) out.push({ source: source.id, to: target.id, amount });
    left -= amount;
  });
  if (left > 0 && trampleTo !== null) out.push({ source: source.id, to: trampleTo, amount: left });
}

/** 510.1: every combat damage assignment for this step, computed before any damage is dealt. */
export function assignCombatDamage(state: GameState, firstStrikeStep: boolean): DamageAssignment[] {
  const combat = state.combat;
  if (!combat) return [];
  const out: DamageAssignment[] = [];
  for (const a of combat.attackers) {
    const attacker = onBattlefield(state, a.creature);
    if (!attacker || !dealsDamageNow(state, attacker, combat, firstStrikeStep)) continue;
    const power = powerOf(attacker, state);
    // 510.1a: a creature with 0 or less power assigns no combat damage.
    if (power <= 0) continue;
    const target = a.target;
    const targetAlive = state.players[target] !== undefined || onBattlefield(state, target) !== null;
    const trample = hasKeyword(attacker, 'trample', state);
    if (!a.blocked) {
      // 510.1b: unblocked: to the player or planeswalker it attacks.
      if (targetAlive) out.push({ source: attacker.id, to: target, amount: power });
      continue;
    }
    const blockers = a.blockers.map((id) => onBattlefield(state, id)).filter((o): o is GameObject => o !== null);
    if (blockers.length === 0) {
      // 510.1c: blocked but no blockers left: no damage, unless trample (702.19d).
      if (trample && targetAlive) out.push({ source: attacker.id, to: target, amount: power });
      continue;
    }
    assignAlong(state, attacker, power, blockers, trample && targetAlive ? target : null, out);
  }
  for (const b of combat.blockers) {
    const blocker = onBattlefield(state, b.creature);
    if (!blocker || !dealsDamageNow(state, blocker, combat, firstStrikeStep)) continue;
    const power = powerOf(blocker, state);
    if (power <= 0) continue;
    // 510.1d: a blocker assigns its damage to the attackers it blocks, in its order.
    const attackers = b.attackers.map((id) => onBattlefield(state, id)).filter((o): o is GameObject => o !== null);
    if (attackers.length > 0) assignAlong(state, blocker, power, attackers, null, out);
  }
  return out;
}

/** 510.2: all assigned combat damage is dealt simultaneously; state-based actions come after (by the caller). */
export function dealCombatDamage(tx: Transaction, firstStrikeStep: boolean): void {
  const combat = tx.state.combat;
  if (!combat) return;
  const assignments = assignCombatDamage(tx.state, firstStrikeStep);
  // 702.7b: whoever had first or double strike as the first step began doesn't deal damage again (except 702.4b).
  const firstStrikers = firstStrikeStep
    ? [...combat.attackers.map((a) => a.creature), ...combat.blockers.map((b) => b.creature)].filter((id) => {
        const o = onBattlefield(tx.state, id);
        return o !== null && strikesFirst(tx.state, o);
      })
    : [];
  for (const a of assignments) dealDamage(tx, { source: a.source, to: a.to, amount: a.amount, combat: true });
  if (firstStrikeStep) {
    const current = tx.state.combat;
    if (current) tx.set(['combat'], current, { ...current, dealtFirstStrikeDamage: firstStrikers });
  }
}
