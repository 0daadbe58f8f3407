import { applyHandler } from './apply.js';
import { colorHandler } from './color.js';
import { costHandler } from './cost.js';
import { faceHandler } from './face.js';
import { layoutHandler } from './layout.js';
import type { LineHandler } from './line-handler.js';
import { loyaltyHandler } from './loyalty.js';
import { nameHandler } from './name.js';
import { ptHandler } from './pt.js';
import { superHandler } from './super.js';
import { textHandler } from './text.js';
import { typeHandler } from './type.js';

/** Every key of the `.card` format. Adding a key is one module plus one line here. */
export const lineHandlers: readonly LineHandler[] = [
  nameHandler,
  costHandler,
  colorHandler,
  superHandler,
  typeHandler,
  ptHandler,
  loyaltyHandler,
  textHandler,
  applyHandler,
  layoutHandler,
  faceHandler,
];

const byKey: ReadonlyMap<string, LineHandler> = new Map(lineHandlers.map((h) => [h.key, h]));

/** The handler for a (lower-case) key, or undefined for an unknown key. */
export function lineHandlerFor(key: string): LineHandler | undefined {
  return byKey.get(key);
}
