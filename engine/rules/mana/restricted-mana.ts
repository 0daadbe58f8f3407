import { describeManaUses } from '../../abilities/describe.js';
import type { ManaUse } from '../../templates/card-template.js';
import { matchesDescription } from '../describe/matches.js';
import type { GameState, ObjectId, PlayerId, RestrictedMana } from '../state/types.js';
import { EMPTY_POOL, formatPool, MANA_TYPES, subtractPools, type ManaPool, type ManaType } from './pool.js';

/**
 * What a payment is for, which decides the restricted mana it may spend (106.6): the costs of casting `spell`, or of
 * activating an ability of `source`. Any other payment ("unless its controller pays {1}", a morph cost turned face
 * up) spends no restricted mana: none is restricted to it.
 */
export type ManaPurpose = { readonly cast: ObjectId } | { readonly activate: ObjectId };

/** Whether mana restricted to `uses` may pay for `purpose`, as its restriction reads from the mana's source. */
function admits(state: GameState, mana: RestrictedMana, purpose: ManaPurpose, player: PlayerId): boolean {
  const viewpoint = { controller: player, source: mana.source, x: 0 };
  return mana.uses.some((use: ManaUse) => {
    if (use.kind === 'cast') return 'cast' in purpose && matchesDescription(state, purpose.cast, use.spells, viewpoint);
    if (!('activate' in purpose)) return false;
    return use.of === null || matchesDescription(state, purpose.activate, use.of, viewpoint);
  });
}

/**
 * The part of `player`'s pool a payment for `purpose` may spend: the pool without the restricted mana that may not
 * pay for it, and which restricted mana may (by its place in `restrictedMana`).
 */
export function spendablePool(
  state: GameState,
  player: PlayerId,
  purpose: ManaPurpose | undefined,
): { readonly pool: ManaPool; readonly usable: readonly number[] } {
  const payer = state.players[player];
  if (!payer) return { pool: EMPTY_POOL, usable: [] };
  let pool = payer.pool;
  const usable: number[] = [];
  payer.restrictedMana.forEach((mana, at) => {
    if (purpose && admits(state, mana, purpose, player)) usable.push(at);
    else pool = subtractPools(pool, mana.mana);
  });
  return { pool, usable };
}

/**
 * The restricted mana left once `spent` is paid: the usable restricted mana is spent before the unrestricted (it can
 * pay for less), oldest first; what is used up is gone.
 */
export function restrictedAfterSpending(
  restricted: readonly RestrictedMana[],
  usable: readonly number[],
  spent: ManaPool,
): RestrictedMana[] {
  const left: Record<ManaType, number> = { ...spent };
  const after = restricted.map((mana, at) => {
    if (!usable.includes(at)) return mana;
    const rest: Record<ManaType, number> = { ...mana.mana };
    for (const type of MANA_TYPES) {
      const taken = Math.min(rest[type], left[type]);
      rest[type] -= taken;
      left[type] -= taken;
    }
    return { ...mana, mana: rest };
  });
  return after.filter((mana) => MANA_TYPES.some((type) => mana.mana[type] > 0));
}

/** "{C}{C}{C} only to cast artifact spells" (106.6). */
export function describeRestrictedMana(mana: RestrictedMana): string {
  return `${formatPool(mana.mana)} only to ${describeManaUses(mana.uses)}`;
}
