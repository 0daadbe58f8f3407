import { runEffects } from '../effects/run.js';
import { afterManaAbility } from '../mana/tapped-for-mana.js';
import { tap } from '../ops/permanents.js';
import { fail, ok, type Result } from '../result.js';
import type { Transaction } from '../state/transaction.js';
import type { PlayerId } from '../state/types.js';
import { abilityAt } from '../state/abilities.js';

/**
 * Activates a {T}-only mana ability while paying another cost (605.3a) and resolves it at once (605.3b).
 * Used by automatic payment; the `activate` action handles mana abilities with any cost.
 */
export function resolveManaAbility(
  tx: Transaction,
  player: PlayerId,
  source: string,
  abilityIndex: number,
  choice: number,
): Result {
  const object = tx.state.objects[source];
  const ability = object ? abilityAt(tx.state, object, abilityIndex) : undefined;
  if (!object || ability?.kind !== 'activated') return fail(`no mana ability ${abilityIndex} on ${source}`);
  if (!tap(tx, source)) return fail(`${source} is already tapped`);
  tx.emit({ type: 'abilityActivated', player, source, ability: abilityIndex, item: null });
  const eventsBefore = tx.events.length;
  runEffects(tx, ability.effects, { source, controller: player, x: 0, choice, targets: [] });
  afterManaAbility(tx, player, source, ability.costs, eventsBefore);
  return ok();
}
