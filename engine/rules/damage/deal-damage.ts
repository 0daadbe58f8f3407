import { addCounters, setDamage, setDeathtouched } from '../ops/permanents.js';
import { damagePreventedBy } from '../implementations/hooks.js';
import { applyPreventionShields } from './prevention.js';
import { damageChangesFor, replaceDamage } from './damage-replacement.js';
import { lifeLostToDamage } from './life-floor.js';
import { staticPreventionOf } from './static-prevention.js';
import { addPoison, gainLife, loseLife } from '../ops/players.js';
import { protectedFrom } from '../protection/protection.js';
import { hasKeyword, isCreature, isPlaneswalker } from '../state/characteristics.js';
import { removeCounters } from '../ops/permanents.js';
import type { Transaction } from '../state/transaction.js';
import { recordDamage } from '../state/turn-record.js';
import type { ObjectId } from '../state/types.js';

export interface DamageEvent {
  /** The object dealing the damage (120.7); its last known information is used if it has left its zone. */
  readonly source: ObjectId;
  /** A player id or a permanent id. */
  readonly to: string;
  readonly amount: number;
  readonly combat: boolean;
}

/**
 * Deals damage with the results of rule 120.3: life loss or poison (infect, 702.90b) for players, loyalty loss for
 * planeswalkers, marked damage or -1/-1 counters (wither 702.80, infect 702.90c) for creatures, life gain for
 * lifelink (702.15b), and the deathtouch mark checked by 704.5h. Returns the damage actually dealt.
 */
export function dealDamage(tx: Transaction, damage: DamageEvent): number {
  // 120.8: a source that would deal 0 damage deals no damage at all.
  if (damage.amount <= 0) return 0;
  const source = tx.state.objects[damage.source];
  if (!source) return 0;
  const infect = hasKeyword(source, 'infect', tx.state);
  const wither = hasKeyword(source, 'wither', tx.state);
  const player = tx.state.players[damage.to];
  const target = player ? undefined : tx.state.objects[damage.to];
  if (!player) {
    if (!target || target.zone.zone !== 'battlefield') return 0;
    // 702.16e: damage from a source with a quality it has protection from is prevented (615.1a: never dealt).
    if (protectedFrom(tx.state, target, source) !== null) return 0;
    // 615.1a: prevented damage is never dealt, so none of its results happen (nothing is emitted).
    if (damagePreventedBy(target, damage, tx.state)) return 0;
  }
  // 615.1a: a static ability's prevention ("Prevent all damage that would be dealt to ~ by creatures.").
  if (staticPreventionOf(tx.state, damage)) return 0;
  // 615.7: shields from resolved spells and abilities ("prevent the next 3 damage …") prevent some or all of it;
  // static replacements change the amount too ("prevent 1 of that damage", "double that damage"), in the order the
  // affected player prefers (616.1).
  const changes = damageChangesFor(tx.state, damage);
  const amount = changes.length === 0 ? applyPreventionShields(tx, damage) : replaceDamage(tx, damage, changes);
  if (amount <= 0) return 0;
  if (player) {
    if (infect) addPoison(tx, player.id, amount);
    // 614.1a: "Damage that would reduce your life total to less than 1 reduces it to 1 instead."
    else loseLife(tx, player.id, lifeLostToDamage(tx.state, player.id, amount));
  } else if (target) {
    if (isCreature(target, tx.state)) {
      if (infect || wither) addCounters(tx, target.id, '-1/-1', amount);
      else setDamage(tx, target.id, target.damage + amount);
      if (hasKeyword(source, 'deathtouch', tx.state)) setDeathtouched(tx, target.id, true);
    }
    if (isPlaneswalker(target, tx.state)) removeCounters(tx, target.id, 'loyalty', amount);
    if (!isCreature(target, tx.state) && !isPlaneswalker(target, tx.state)) return 0;
  }
  recordDamage(tx, source.id, damage.to);
  tx.emit({ type: 'damageDealt', source: damage.source, to: damage.to, amount, combat: damage.combat });
  if (hasKeyword(source, 'lifelink', tx.state)) gainLife(tx, source.controller, amount);
  return amount;
}
