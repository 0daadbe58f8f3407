import type { Color } from '../../mana/mana-symbol.js';
import { tap } from '../ops/permanents.js';
import { fail, ok, type Result } from '../result.js';
import { colorsOfObject, isCreature } from '../state/characteristics.js';
import { describe } from '../state/queries.js';
import type { Transaction } from '../state/transaction.js';
import type { ObjectId, PlayerId } from '../state/types.js';
import type { ManaUnit } from './mana-units.js';

/** Whether a creature of these colors may pay this unit of the total cost (702.51a). */
function pays(unit: ManaUnit, colors: readonly Color[]): boolean {
  switch (unit.kind) {
    case 'one':
      return true;
    case 'colored':
    case 'phyrexian':
    case 'twobrid':
      return colors.includes(unit.color);
    case 'hybrid':
      return unit.colors.some((c) => colors.includes(c));
    case 'colorless':
    case 'snow':
      // Neither generic nor colored mana: convoke can't pay {C} or {S}.
      return false;
  }
}

/**
 * Which unit each creature pays: a search over the (few) creatures, trying colored units before generic ones so a
 * creature doesn't take {1} that another could have paid while only it could pay {G}. Null when they can't all pay.
 */
function assign(units: readonly ManaUnit[], colors: readonly (readonly Color[])[]): number[] | null {
  const taken = new Set<number>();
  const chosen: number[] = [];
  const search = (i: number): boolean => {
    const mine = colors[i];
    if (mine === undefined) return true;
    const order = units
      .map((u, index) => ({ u, index }))
      .filter(({ u, index }) => !taken.has(index) && pays(u, mine))
      .sort((a, b) => Number(a.u.kind === 'one') - Number(b.u.kind === 'one'));
    // Units of the same kind are alike: trying one of each is enough.
    const seen = new Set<string>();
    for (const { u, index } of order) {
      const key = JSON.stringify(u);
      if (seen.has(key)) continue;
      seen.add(key);
      taken.add(index);
      chosen.push(index);
      if (search(i + 1)) return true;
      taken.delete(index);
      chosen.pop();
    }
    return false;
  };
  return search(0) ? chosen : null;
}

/**
 * 702.51a-b: once the total cost is determined, each creature chosen is tapped rather than paying one mana of it: {1},
 * or one mana of a color the creature has (hybrid and Phyrexian symbols included). The creatures must be untapped
 * creatures the caster controls (summoning sickness doesn't matter: this is no {T} cost, 302.6). Returns the units
 * still to pay with mana, or why the creatures can't be tapped this way.
 */
export function payWithConvoke(
  tx: Transaction,
  player: PlayerId,
  creatures: readonly ObjectId[],
  units: readonly ManaUnit[],
): Result<ManaUnit[]> {
  const state = tx.state;
  const colors: (readonly Color[])[] = [];
  for (const [i, id] of creatures.entries()) {
    const object = state.objects[id];
    const name = describe(state, id);
    if (!object || object.zone.zone !== 'battlefield' || !isCreature(object, state)) {
      return fail(`convoke: ${name} is not a creature on the battlefield (702.51a)`);
    }
    if (object.controller !== player) return fail(`convoke: you don't control ${name} (702.51a)`);
    if (object.tapped) return fail(`convoke: ${name} is already tapped (702.51a)`);
    if (creatures.indexOf(id) !== i) return fail(`convoke: ${name} is chosen twice`);
    colors.push(colorsOfObject(object, state));
  }
  const chosen = assign(units, colors);
  if (!chosen) {
    return fail(
      `convoke: ${creatures.map((id) => describe(state, id)).join(', ')} can't each pay a different mana of the total cost (702.51a)`,
    );
  }
  for (const id of creatures) tap(tx, id);
  const paid = new Set(chosen);
  return ok(units.filter((_, index) => !paid.has(index)));
}
