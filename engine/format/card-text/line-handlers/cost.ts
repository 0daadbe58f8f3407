import { parseManaCost } from '../../../mana/mana-cost.js';
import type { LineHandler } from './line-handler.js';

/** `cost {2}{W}{W}` (rule 202.1). A bad symbol is underlined on its own. */
export const costHandler: LineHandler = {
  key: 'cost',
  summary: 'The mana cost.',
  example: 'cost {1}{G}',
  needsValue: true,
  handle(line, ctx) {
    if (!ctx.once(line)) return;
    const result = parseManaCost(line.value);
    if (result.ok) {
      ctx.face.manaCost = result.cost;
      return;
    }
    const at = line.valueStart;
    ctx.warn(line, at + result.error.start, at + result.error.end, 'bad-mana-cost', result.error.message);
  },
};
