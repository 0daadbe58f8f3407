import { chosenEffects } from '../../templates/modes.js';
import { spellEffects } from '../actions/abilities.js';
import { emitTargeted } from '../ops/targeted.js';
import { createSpellCopyObject, spellCopyItem } from '../ops/spell-copy.js';
import type { ObjectId, SpellItem } from '../state/types.js';
import { chosenSlots } from '../targets/choose.js';
import { legalTargets } from '../targets/targets.js';
import type { EffectContext, EffectModule } from './types.js';

/**
 * 707.10: "Copy target instant or sorcery spell. You may choose new targets for the copy.", storm's "copy it for each
 * spell cast before it this turn" (702.40a). Each spell named gets `amount` copies, put onto the stack one after the
 * other (the last one made on top), controlled by this effect's controller. A spell no longer on the stack is copied
 * as it last existed there when the trigger remembers it (608.2h: storm's spell countered in response still gets its
 * copies); otherwise it gives no copy.
 */
export const copySpell: EffectModule<'copySpell'> = {
  kind: 'copySpell',
  execute(ctx, effect) {
    const n = ctx.amount(effect.amount);
    for (const id of ctx.resolve(effect.what)) {
      const spell = spellOf(ctx, id);
      if (!spell) continue;
      for (let i = 0; i < n; i++) putCopy(ctx, spell, effect.newTargets);
    }
  },
};

/** The spell whose card is `card`: on the stack, else as the trigger remembers it (its cast, 601.2i). */
function spellOf(ctx: EffectContext, card: ObjectId): SpellItem | null {
  const onStack = ctx.tx.state.stack.find((item): item is SpellItem => item.kind === 'spell' && item.card === card);
  if (onStack) return onStack;
  const remembered = ctx.trigger?.spell;
  return remembered?.card === card && ctx.tx.state.objects[card] ? remembered : null;
}

function putCopy(ctx: EffectContext, spell: SpellItem, newTargets: boolean): void {
  const tx = ctx.tx;
  const copy = createSpellCopyObject(tx, spell, ctx.controller);
  if (copy === null) return;
  // 707.10c: the targets are decided before the copy is put on the stack.
  const targets = newTargets ? chooseNewTargets(ctx, spell, copy) : spell.targets;
  const item = spellCopyItem(tx, spell, copy, ctx.controller, targets);
  tx.set(['stack'], tx.state.stack, [...tx.state.stack, item]);
  // 115.1, 601.2c: its targets become targets of a spell as it is put on the stack ("becomes the target" triggers).
  emitTargeted(tx, item);
}

/**
 * 707.10c: for each target of the copy, its controller keeps it (even if it is illegal now) or changes it to a legal
 * target for the same word "target": one `picks` answer per target, in order, among the current one (first, the
 * default) and the legal others. One subject's targets stay different (115.3), and "another target …" stays another.
 */
function chooseNewTargets(ctx: EffectContext, spell: SpellItem, copy: ObjectId): readonly string[] {
  const state = ctx.tx.state;
  const template = state.objects[copy]?.template;
  if (!template) return spell.targets;
  const effects = chosenEffects(spellEffects(template), spell.modes ?? []);
  const slots = chosenSlots(effects, spell, spell.x);
  const targets = [...spell.targets];
  slots.forEach((slot, i) => {
    const current = targets[i];
    if (current === undefined) return;
    const another = slot.description.qualities.some((q) => q.kind === 'other');
    const taken = targets.filter((t, j) => j !== i && (another || slots[j]?.subject === slot.subject));
    const others = legalTargets(state, slot, ctx.controller, copy).filter((t) => t !== current && !taken.includes(t));
    const [chosen] = ctx.pickCards([current, ...others], 1, 1, 1);
    targets[i] = chosen ?? current;
  });
  return targets;
}
