import { useEffect, useMemo } from 'react';
import type { editor } from 'monaco-editor/editor/editor.api';
import type { CardWarning } from '../../../engine/diagnostics.js';
import { monaco } from '../editor/monaco.js';
import type { ParseResult } from '../language/parse.js';
import type { OpenDocument } from '../state/documents.js';
import type { CardFileIndex } from './card-file-index.js';
import { diskNames, duplicateNameWarnings, nameLineOf, sharedNames } from './duplicate-names.js';

const OWNER = 'cardsmith-duplicate-names';

export interface DuplicateNames {
  /** One `duplicate-name` warning per file sharing its card's name with another. */
  readonly warnings: readonly CardWarning[];
  /** The same, by file. */
  readonly byFile: ReadonlyMap<string, CardWarning>;
}

/**
 * Two card files with a card of the same name, flagged as the user types rather than at compile time: a warning on
 * each file's `name` line (a squiggle in open editors), for the Workspace panel, the tree's badges and the status bar.
 */
export function useDuplicateNames(
  index: CardFileIndex,
  live: ReadonlyMap<string, ParseResult | null>,
  docs: readonly OpenDocument[],
  models: ReadonlyMap<number, editor.ITextModel>,
): DuplicateNames {
  const disk = useMemo(() => diskNames(index.cardFiles, index), [index]);
  const result = useMemo(() => {
    const ids = new Map(docs.map((d) => [d.path, d.id]));
    const warnings = duplicateNameWarnings(sharedNames(disk, live), (path) => {
      const id = ids.get(path);
      const model = id === undefined ? undefined : models.get(id);
      return model && !model.isDisposed() ? nameLineOf(model.getValue()) : { line: 1, endColumn: 5 };
    });
    return { warnings, byFile: new Map(warnings.map((w) => [w.file, w])) };
  }, [disk, live, docs, models]);

  useEffect(() => {
    for (const doc of docs) {
      const model = models.get(doc.id);
      if (!model || model.isDisposed()) continue;
      const w = result.byFile.get(doc.path);
      monaco.editor.setModelMarkers(
        model,
        OWNER,
        w
          ? [
              {
                severity: monaco.MarkerSeverity.Warning,
                startLineNumber: w.line,
                startColumn: w.column,
                endLineNumber: w.line,
                endColumn: w.endColumn,
                message: w.message,
                code: w.code,
                source: 'workspace',
              },
            ]
          : [],
      );
    }
  }, [result, docs, models]);

  return result;
}
