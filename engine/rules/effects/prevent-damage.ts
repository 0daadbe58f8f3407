import type { Subject } from '../../templates/card-template.js';
import { newId } from '../ops/ids.js';
import type { PreventionShield, ShieldParty } from '../state/types.js';
import type { EffectContext, EffectModule } from './types.js';

/**
 * 615: "Prevent the next 3 damage that would be dealt to any target this turn.", "Prevent all combat damage that
 * would be dealt this turn.": adds a prevention shield to the state, applied as damage is dealt
 * (rules/damage/prevention.ts) until it is used up or the turn ends (514.2). Targets, "~", "you" and "it" are fixed
 * as it resolves; "each creature", "creatures you control", "attacking creatures" are matched as damage is dealt.
 * "The next N damage … to each creature and each player" gives each of them a shield of its own. "The next time a
 * red source of your choice would deal damage to you this turn, prevent that damage." (615.8) is a shield used up by
 * the next damage event it covers; its source is chosen now, as it resolves (609.7a), among permanents and spells.
 */
export const preventDamage: EffectModule<'preventDamage'> = {
  kind: 'preventDamage',
  execute(ctx, effect) {
    const to = party(ctx, effect.to);
    const by = party(ctx, effect.by);
    // 608.2b: a target that is no longer legal is left alone; with none left there is nothing to protect.
    if (to === null || by === null) return;
    const remaining = effect.amount === null ? null : ctx.amount(effect.amount);
    if (remaining !== null && remaining <= 0) return;
    const recipients: ShieldParty[] =
      remaining !== null && to.kind === 'matching' && effect.to !== null
        ? ctx.resolve(effect.to).map((id) => ({ kind: 'ids', ids: [id] }))
        : [to];
    const added: PreventionShield[] = recipients.map((recipient) => ({
      id: newId(ctx.tx, 'p'),
      to: recipient,
      by,
      combat: effect.combat,
      remaining,
      ...(effect.next ? { once: true } : {}),
    }));
    const shields = ctx.tx.state.preventionShields;
    ctx.tx.set(['preventionShields'], shields, [...shields, ...added]);
  },
};

function party(ctx: EffectContext, subject: Subject | null): ShieldParty | null {
  if (subject === null) return { kind: 'any' };
  if (subject.kind === 'each') {
    return { kind: 'matching', description: subject.description, controller: ctx.controller, source: ctx.source };
  }
  const ids = ctx.resolve(subject);
  // 609.7a: "a red source of your choice", chosen now; 615.9: it must still be red when it would deal damage.
  if (subject.kind === 'chosen') {
    const [id] = ids;
    if (id === undefined) return null;
    return { kind: 'chosen', id, description: subject.description, controller: ctx.controller, source: ctx.source };
  }
  return ids.length > 0 ? { kind: 'ids', ids } : null;
}
