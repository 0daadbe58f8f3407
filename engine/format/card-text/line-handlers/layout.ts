import type { Layout } from '../../../templates/card-template.js';
import { LAYOUTS } from '../vocabulary.js';
import type { LineHandler } from './line-handler.js';

/** `layout split`: how the faces of the card relate (rules 708-712). Once per card. */
export const layoutHandler: LineHandler = {
  key: 'layout',
  summary: 'split, flip, transform, modal_dfc, adventure, aftermath, meld (or normal).',
  example: 'layout split',
  needsValue: true,
  handle(line, ctx) {
    const end = line.valueStart + line.value.length;
    if (ctx.card.layout !== null) {
      ctx.warn(
        line,
        line.keyStart,
        end,
        'duplicate-key',
        `the card already has a layout on line ${ctx.card.layoutLine}`,
      );
      return;
    }
    const word = line.value.toLowerCase().replace(/[\s-]+/g, '_');
    const known = LAYOUTS.find((l) => l.word === word);
    if (!known) {
      ctx.warn(
        line,
        line.valueStart,
        end,
        'bad-layout',
        `"${line.value}" is not a layout; expected ${LAYOUTS.map((l) => l.word).join(', ')}`,
      );
      return;
    }
    ctx.card.layout = known.word satisfies Layout;
    ctx.card.layoutLine = line.line;
  },
};
