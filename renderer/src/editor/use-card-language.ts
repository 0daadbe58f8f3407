import { useEffect, useRef } from 'react';
import type { editor } from 'monaco-editor/editor/editor.api';
import type { LineAbility } from '../language/hover.js';
import { parseModel } from '../language/parse-cache.js';
import { lineAbilities } from '../language/line-abilities.js';
import { registerCardLanguage } from '../language/register.js';
import { vocabulary } from '../language/vocabulary.js';
import { monaco } from './monaco.js';

/**
 * Registers the card language for the life of the app. `pathOf` names the file behind a model, so
 * the hover can show how the parser read the hovered line.
 */
export function useCardLanguage(pathOf: (model: editor.ITextModel) => string | null): void {
  const latest = useRef(pathOf);
  useEffect(() => {
    latest.current = pathOf;
  });
  useEffect(() => {
    const registration = registerCardLanguage(monaco, {
      vocabulary,
      lineAbilities(model, lineNumber): LineAbility[] {
        const path = latest.current(model);
        const result = path === null ? null : parseModel(model, path);
        return result ? lineAbilities(result, lineNumber) : [];
      },
    });
    return () => registration.dispose();
  }, []);
}
