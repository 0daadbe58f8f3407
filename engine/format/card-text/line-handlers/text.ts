import { mapped } from '../../../text/mapped-text.js';
import type { LineHandler } from './line-handler.js';

/**
 * `text {T}: Add {G}.`: one ability per line. Parsing waits until the whole face is read, because
 * self-references need the card's name, which may come later in the file.
 */
export const textHandler: LineHandler = {
  key: 'text',
  summary: 'One rules ability per line; ~ means this card.',
  example: 'text {T}: Add {G}.',
  needsValue: true,
  handle(line, ctx) {
    ctx.face.abilitySources.push({ kind: 'text', line: line.line, source: mapped(line.value, line.valueStart) });
  },
};
