import { COLORS, type Color } from '../../../mana/mana-symbol.js';
import { colorFromWord } from '../vocabulary.js';
import type { LineHandler } from './line-handler.js';
import { valueWords } from './words.js';

/** `color green` / `color white blue`: a color indicator (rule 204), which decides the colors (rule 202.2). */
export const colorHandler: LineHandler = {
  key: 'color',
  summary: 'Color indicator; overrides the colors from the cost.',
  example: 'color green',
  needsValue: true,
  handle(line, ctx) {
    if (!ctx.once(line)) return;
    const found = new Set<Color>();
    for (const w of valueWords(line)) {
      if (w.word.toLowerCase() === 'and') continue;
      const color = colorFromWord(w.word);
      if (color) found.add(color);
      else
        ctx.warn(
          line,
          w.start,
          w.end,
          'bad-color',
          `"${w.word}" is not a color; expected white, blue, black, red or green`,
        );
    }
    ctx.face.colorIndicator = COLORS.filter((c) => found.has(c));
    ctx.face.colorLine = line;
  },
};
