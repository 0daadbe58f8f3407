import type { LineHandler } from './line-handler.js';

/** `apply enters-tapped`: attach a registered named implementation (checked when the face is finished). */
export const applyHandler: LineHandler = {
  key: 'apply',
  summary: 'Attach a named implementation for an ability no parser understands.',
  example: 'apply enters-tapped',
  needsValue: true,
  handle(line, ctx) {
    ctx.face.abilitySources.push({
      kind: 'apply',
      line: line.line,
      name: line.value,
      start: line.valueStart,
      end: line.valueStart + line.value.length,
    });
  },
};
