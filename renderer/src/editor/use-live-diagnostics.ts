import { useEffect, useMemo, useRef, useState } from 'react';
import type { editor, IDisposable } from 'monaco-editor/editor/editor.api';
import { parseModel } from '../language/parse-cache.js';
import type { ParseResult } from '../language/parse.js';
import type { OpenDocument } from '../state/documents.js';
import { debounce } from '../state/debounce.js';
import { monaco } from './monaco.js';

/** Typing pauses shorter than this do not re-parse; long enough to skip keystrokes, short enough to feel live. */
export const PARSE_DELAY_MS = 150;
const OWNER = 'cardsmith-parser';

/**
 * Parses every open document as it changes (debounced), puts the warnings on the model as markers
 * (the squiggles) and returns the latest result per document id for the panel.
 */
export function useLiveDiagnostics(
  docs: readonly OpenDocument[],
  models: ReadonlyMap<number, editor.ITextModel>,
): ReadonlyMap<number, ParseResult | null> {
  const [results, setResults] = useState<ReadonlyMap<number, ParseResult | null>>(new Map());
  const paths = useRef(new Map<number, string>());

  useEffect(() => {
    paths.current = new Map(docs.map((d) => [d.id, d.path]));
  }, [docs]);

  // A path key, so a rename (which can change the format) re-parses at once.
  const pathKey = docs.map((d) => `${d.id}:${d.path}`).join('\n');

  useEffect(() => {
    const subscriptions: IDisposable[] = [];
    const run = (id: number, model: editor.ITextModel): void => {
      if (model.isDisposed()) return;
      const path = paths.current.get(id);
      if (path === undefined) return;
      const result = parseModel(model, path);
      monaco.editor.setModelMarkers(
        model,
        OWNER,
        (result?.warnings ?? []).map((w) => ({
          severity: monaco.MarkerSeverity.Warning,
          startLineNumber: w.line,
          startColumn: w.column,
          endLineNumber: w.line,
          endColumn: Math.max(w.endColumn, w.column + 1),
          message: w.message,
          code: w.code,
          source: 'parser',
        })),
      );
      // Keeping only open documents' results here means closed ones are forgotten.
      setResults((prev) => new Map([...prev].filter(([key]) => models.has(key))).set(id, result));
    };
    for (const [id, model] of models) {
      run(id, model);
      const later = debounce(() => run(id, model), PARSE_DELAY_MS);
      const listener = model.onDidChangeContent(() => later());
      subscriptions.push(listener, { dispose: () => later.cancel() });
    }
    return () => subscriptions.forEach((s) => s.dispose());
  }, [models, pathKey]);

  return useMemo(() => new Map([...results].filter(([id]) => models.has(id))), [results, models]);
}
