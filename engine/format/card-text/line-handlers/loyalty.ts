import type { LineHandler } from './line-handler.js';

/** `loyalty 3`: a planeswalker's printed loyalty (rule 209). */
export const loyaltyHandler: LineHandler = {
  key: 'loyalty',
  summary: "A planeswalker's starting loyalty.",
  example: 'loyalty 3',
  needsValue: true,
  handle(line, ctx) {
    if (!ctx.once(line)) return;
    if (/^(?:\d{1,3}|X|\*)$/i.test(line.value)) {
      ctx.face.loyalty = line.value.toUpperCase();
      return;
    }
    ctx.warn(
      line,
      line.valueStart,
      line.valueStart + line.value.length,
      'bad-loyalty',
      `"${line.value}" is not a loyalty; expected a number such as 3`,
    );
  },
};
