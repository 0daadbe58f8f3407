import type { LineHandler } from './line-handler.js';

/**
 * `face Ice`: ends the current face and starts the next one, named by the value (or by a later `name`
 * line). Every key after it describes the new face. Handled by the parser itself, since it changes
 * which face the following lines fill; this entry gives the key its place in the registry.
 */
export const faceHandler: LineHandler = {
  key: 'face',
  summary: 'Starts the next face of a multi-face card; its keys follow.',
  example: 'face Ice',
  needsValue: false,
  handle(line, ctx) {
    if (line.value.length > 0) {
      ctx.face.name = line.value;
      ctx.face.seen.set('name', line.line);
    }
  },
};
