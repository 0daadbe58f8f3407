import { matchesDescription } from '../describe/matches.js';
import type { Transaction } from '../state/transaction.js';
import type { GameState, ObjectId, PreventionShield, ShieldParty } from '../state/types.js';
import type { DamageEvent } from './deal-damage.js';

/**
 * 615.1a, 615.7: prevention shields in the state applied to damage about to be dealt. A shield that prevents all the
 * damage it covers is never used up; a "the next time … would deal damage" shield prevents all of the next damage
 * event it covers and goes (615.8); "the next N damage" shields are used up as they prevent, oldest first, and go
 * when nothing is left. A shield preventing all of it is looked at first, then the oldest "next time" one, so no
 * shield is spent in vain (the affected player would choose so, 616.1). Returns how much damage is still dealt.
 */
export function applyPreventionShields(tx: Transaction, damage: DamageEvent): number {
  const { left, shields } = shieldsMet(tx.state, damage);
  if (shields !== tx.state.preventionShields) tx.set(['preventionShields'], tx.state.preventionShields, shields);
  return left;
}

/**
 * What the shields would do to `damage` without doing it: the damage `left`, and the `shields` after (the same array
 * when none is used up). Damage replacement effects ask it to find the order the affected player prefers (616.1).
 */
export function shieldsMet(
  state: GameState,
  damage: DamageEvent,
): { readonly left: number; readonly shields: readonly PreventionShield[] } {
  const shields = state.preventionShields;
  if (damage.amount <= 0) return { left: 0, shields };
  const covering = shields.filter((shield) => covers(state, shield, damage));
  if (covering.length === 0) return { left: damage.amount, shields };
  if (covering.some((shield) => shield.remaining === null && !shield.once)) return { left: 0, shields };
  const once = covering.find((shield) => shield.once);
  if (once) return { left: 0, shields: shields.filter((shield) => shield !== once) };
  let left = damage.amount;
  const next: PreventionShield[] = [];
  for (const shield of shields) {
    if (left > 0 && shield.remaining !== null && covering.includes(shield)) {
      const used = Math.min(left, shield.remaining);
      left -= used;
      if (shield.remaining > used) next.push({ ...shield, remaining: shield.remaining - used });
    } else {
      next.push(shield);
    }
  }
  return { left, shields: next };
}

function covers(state: GameState, shield: PreventionShield, damage: DamageEvent): boolean {
  return (
    (!shield.combat || damage.combat) && names(state, shield.to, damage.to) && names(state, shield.by, damage.source)
  );
}

function names(state: GameState, party: ShieldParty, id: string): boolean {
  switch (party.kind) {
    case 'any':
      return true;
    case 'ids':
      return party.ids.includes(id);
    case 'matching':
      return matchesDescription(state, id, party.description, { controller: party.controller, source: party.source });
    case 'chosen':
      // 615.9: the chosen source must still have the described properties.
      return (
        party.id === id &&
        matchesDescription(state, id, party.description, { controller: party.controller, source: party.source })
      );
  }
}

/**
 * 400.7: an object that leaves the battlefield is a new object, so shields that named it no longer cover it; a shield
 * left naming nothing ends.
 */
export function forgetPreventionShieldsOf(tx: Transaction, object: ObjectId): void {
  const shields = tx.state.preventionShields;
  if (!shields.some((s) => namesId(s.to, object) || namesId(s.by, object))) return;
  const next: PreventionShield[] = [];
  for (const shield of shields) {
    const to = without(shield.to, object);
    const by = without(shield.by, object);
    if (to && by) next.push({ ...shield, to, by });
  }
  tx.set(['preventionShields'], shields, next);
}

function namesId(party: ShieldParty, id: string): boolean {
  return (party.kind === 'ids' && party.ids.includes(id)) || (party.kind === 'chosen' && party.id === id);
}

/** The party without `id`; null when it named only that. */
function without(party: ShieldParty, id: string): ShieldParty | null {
  if (party.kind === 'chosen') return party.id === id ? null : party;
  if (party.kind !== 'ids' || !party.ids.includes(id)) return party;
  const ids = party.ids.filter((i) => i !== id);
  return ids.length > 0 ? { kind: 'ids', ids } : null;
}
