import type { editor } from 'monaco-editor/editor/editor.api';
import { parseCard, type ParseResult } from './parse.js';

/**
 * Parses a model at most once per version: the hover, the markers and the panel all ask for the
 * same text's result within a few milliseconds.
 */
const cache = new WeakMap<editor.ITextModel, { version: number; path: string; result: ParseResult | null }>();

export function parseModel(model: editor.ITextModel, path: string): ParseResult | null {
  const version = model.getVersionId();
  const hit = cache.get(model);
  if (hit && hit.version === version && hit.path === path) return hit.result;
  const result = parseCard(path, model.getValue());
  cache.set(model, { version, path, result });
  return result;
}
