import type { LineHandler } from './line-handler.js';

/** `name Llanowar Elves`: the face's name. */
export const nameHandler: LineHandler = {
  key: 'name',
  summary: "The card's name.",
  example: 'name Llanowar Elves',
  needsValue: true,
  handle(line, ctx) {
    if (ctx.once(line)) ctx.face.name = line.value;
  },
};
