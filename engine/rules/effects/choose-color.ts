import type { EffectModule } from './types.js';

/**
 * 608.2d: "Choose a color." The controller chooses as it resolves (the next `choices` answer naming a color, else the
 * engine's choice: ops/choose-color.ts), and the source remembers it as its chosen color, which "of the chosen color"
 * and "protection from the chosen color" read for the rest of the resolution (the protection keeps the color it saw
 * as it began).
 */
export const chooseColorEffect: EffectModule<'chooseColor'> = {
  kind: 'chooseColor',
  execute(ctx) {
    const color = ctx.chooseColor(ctx.controller);
    const source = ctx.tx.state.objects[ctx.source];
    if (!source) return;
    ctx.tx.set(['objects', source.id, 'chosen'], source.chosen, { ...source.chosen, color });
  },
};
