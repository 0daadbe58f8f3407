import type { ManaCost } from '../../mana/mana-symbol.js';
import type { Ability } from '../../templates/card-template.js';
import { findPayment, type PaymentOptions } from '../mana/payment.js';
import { addPools, manaProduced, type ManaPool } from '../mana/pool.js';
import { fail, ok, type Result } from '../result.js';
import { hasKeyword, isCreature } from '../state/characteristics.js';
import { isSummoningSick, zoneObjects } from '../state/queries.js';
import type { Transaction } from '../state/transaction.js';
import type { PlayerId } from '../state/types.js';
import { resolveManaAbility } from './mana-ability.js';
import { abilitiesOf } from '../state/abilities.js';
import { activationBanned } from '../actions/activation-ban.js';

/** One way to get mana from a permanent: its mana ability `ability` with option `choice`. */
interface Tap {
  readonly source: string;
  readonly ability: number;
  readonly choice: number;
  readonly mana: ManaPool;
}

/** Mana abilities whose only cost is {T}: the ones a player taps for mana without further choices. */
function tapsAvailable(tx: Transaction, player: PlayerId): Tap[][] {
  const perSource: Tap[][] = [];
  for (const o of zoneObjects(tx.state, player, 'battlefield')) {
    if (o.tapped) continue;
    const haste = hasKeyword(o, 'haste', tx.state);
    if (isCreature(o, tx.state) && !haste && isSummoningSick(tx.state, o)) continue;
    const taps: Tap[] = [];
    abilitiesOf(tx.state, o).forEach((a: Ability | null, index) => {
      if (a?.kind !== 'activated' || !a.isManaAbility) return;
      if (a.costs.length !== 1 || a.costs[0]?.kind !== 'tap') return;
      // 602.5: not one an effect says can't be activated ("Activated abilities of creatures can't be activated.").
      if (activationBanned(tx.state, o, a) !== null) return;
      for (const e of a.effects) {
        // How much "Add {G} for each creature you control" makes is known only as it resolves: tapped by hand.
        if (e.kind !== 'addMana' || e.times) continue;
        e.options.forEach((opt, choice) =>
          taps.push({ source: o.id, ability: index, choice, mana: manaProduced(opt) }),
        );
      }
    });
    if (taps.length > 0) perSource.push(taps);
  }
  return perSource;
}

const MAX_SOURCES = 12;

/**
 * Nice-to-have of 601.2g: when the pool is short, find the fewest untapped sources (and which option of each)
 * whose mana makes the cost payable, and activate those mana abilities. Exhaustive over small boards.
 */
export function autoTapFor(
  tx: Transaction,
  player: PlayerId,
  cost: ManaCost,
  options: PaymentOptions,
  /** The part of the pool the payment may spend (106.6); the whole pool by default. */
  spendable?: ManaPool,
): Result {
  const pool = spendable ?? tx.state.players[player]?.pool;
  if (!pool) return fail(`no player ${player}`);
  const sources = tapsAvailable(tx, player).slice(0, MAX_SOURCES);
  const chosen: Tap[] = [];
  const search = (start: number, left: number, have: ManaPool): boolean => {
    if (left === 0) return findPayment(cost, have, options).ok;
    for (let i = start; i < sources.length; i++) {
      for (const t of sources[i] ?? []) {
        chosen.push(t);
        if (search(i + 1, left - 1, addPools(have, t.mana))) return true;
        chosen.pop();
      }
    }
    return false;
  };
  for (let count = 1; count <= sources.length; count++) {
    if (!search(0, count, pool)) continue;
    for (const t of chosen) {
      const done = resolveManaAbility(tx, player, t.source, t.ability, t.choice);
      if (!done.ok) return done;
    }
    return ok();
  }
  return fail('not enough untapped mana sources');
}
