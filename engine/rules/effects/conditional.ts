import { targetsOf } from '../../templates/subjects.js';
import { checkCondition } from '../triggers/conditions.js';
import type { EffectModule } from './types.js';

/**
 * 608.2c: "If this spell was kicked, draw a card." The condition is checked as the effect is reached while resolving
 * (for `kicked`, on the spell or the permanent it became: 702.33d); `effects` run if it holds, else `otherwise` ("…
 * draw three cards instead": the sentence before). The targets of the branch that doesn't run were still chosen and
 * named by the text, so a later "that creature" means them (608.2c); they are resolved, without acting on them.
 */
export const conditional: EffectModule<'conditional'> = {
  kind: 'conditional',
  execute(ctx, effect) {
    const holds = checkCondition(ctx.tx.state, effect.condition, { controller: ctx.controller, source: ctx.source });
    const [run, skipped] = holds ? [effect.effects, effect.otherwise] : [effect.otherwise, effect.effects];
    for (const target of targetsOf(skipped)) ctx.resolve(target);
    ctx.run(run);
  },
};
