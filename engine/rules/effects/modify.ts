import type { Modification } from '../../templates/card-template.js';
import { evaluateModification } from '../continuous/evaluate.js';
import { addContinuousEffect, type AppliedModification } from '../continuous/index.js';
import type { ObjectId } from '../state/types.js';
import type { EffectContext, EffectModule } from './types.js';

/**
 * "Target creature gets +3/+3 until end of turn", "creatures you control gain flying until end of turn" (611.2).
 * 611.2c: the affected objects are the ones on the battlefield now, and that set never changes; 608.2h: amounts
 * ("+X/+0", "+1/+1 for each …") are numbers from now on. One continuous effect records both.
 */
export const modify: EffectModule<'modify'> = {
  kind: 'modify',
  execute(ctx, effect) {
    const objects: ObjectId[] = [];
    for (const id of ctx.resolve(effect.what)) {
      if (ctx.tx.state.objects[id]?.zone.zone !== 'battlefield' || objects.includes(id)) continue;
      objects.push(id);
    }
    const modifications = effect.modifications.flatMap((m) => evaluate(ctx, m, objects) ?? []);
    addContinuousEffect(ctx.tx, {
      source: ctx.source,
      sourceName: ctx.tx.state.objects[ctx.source]?.template.name ?? ctx.source,
      controller: ctx.controller,
      objects,
      modifications,
      duration: effect.duration,
    });
    for (const id of objects) ctx.mention(id);
  },
};

/**
 * 608.2d: "the color of your choice" is chosen once as the effect begins, by its controller; "the color of its
 * controller's choice" by the controller of what it affects.
 */
function evaluate(ctx: EffectContext, m: Modification, objects: readonly ObjectId[]): AppliedModification | null {
  const state = ctx.tx.state;
  const first = objects[0] === undefined ? undefined : state.objects[objects[0]];
  // 613.1b: "Target player gains control of …": that player, as the effect begins (no one, when that target is gone:
  // then control doesn't change, 608.2b); else the effect's controller.
  const taker = m.kind === 'control' && m.to ? ctx.resolve(m.to).find((id) => state.players[id] !== undefined) : null;
  if (taker === undefined) return null;
  return evaluateModification(m, (a) => ctx.amount(a), taker ?? ctx.controller, {
    source: state.objects[ctx.source] ?? null,
    chooseColor: (chooser) => ctx.chooseColor(chooser === 'itsController' && first ? first.controller : ctx.controller),
    // The next `choices` answer naming one of the keywords (else the first listed, evaluate.ts).
    chooseKeyword: (options) => {
      const answer = ctx.nextChoice()?.toLowerCase();
      return options.find((k) => k === answer);
    },
  });
}
