import type { LineHandler } from './line-handler.js';

/** One side of power/toughness: `2`, `*`, `1+*`, `*+1`, `-1`, `X` (rule 208). */
const SIDE = /^(?:[+-]?\d{1,3}|\*|X)(?:[+-](?:\d{1,3}|\*))?$/i;

// `pt 2/3`, `pt */*`, `pt 1+*/2`.
export const ptHandler: LineHandler = {
  key: 'pt',
  summary: "Power/toughness: '1/1', '*/*', '1+*/2'.",
  example: 'pt 1/1',
  needsValue: true,
  handle(line, ctx) {
    if (!ctx.once(line)) return;
    const slash = line.value.indexOf('/');
    if (slash < 0) {
      ctx.warn(
        line,
        line.valueStart,
        line.valueStart + line.value.length,
        'bad-pt',
        `expected power/toughness such as 2/3 but found "${line.value}"`,
      );
      return;
    }
    const power = line.value.slice(0, slash).trim();
    const toughness = line.value.slice(slash + 1).trim();
    let ok = true;
    if (!SIDE.test(power)) {
      ctx.warn(
        line,
        line.valueStart,
        line.valueStart + slash,
        'bad-pt',
        `"${power}" is not a power; expected a number, *, or 1+*`,
      );
      ok = false;
    }
    if (!SIDE.test(toughness)) {
      const start = line.valueStart + slash + 1;
      ctx.warn(
        line,
        start,
        line.valueStart + line.value.length,
        'bad-pt',
        `"${toughness}" is not a toughness; expected a number, *, or 1+*`,
      );
      ok = false;
    }
    if (ok) {
      ctx.face.power = power.toUpperCase();
      ctx.face.toughness = toughness.toUpperCase();
    }
  },
};
