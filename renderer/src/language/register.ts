import type { IDisposable, editor, languages } from 'monaco-editor/editor/editor.api';
import type { Monaco } from '../editor/monaco.js';
import { completionsAt, type SuggestionKind } from './completion.js';
import { cardGrammar, LANGUAGE_ID } from './grammar.js';
import { hoverAt, type LineAbility } from './hover.js';
import { cardTheme, THEME_ID } from './theme.js';
import type { Vocabulary } from './vocabulary.js';

export interface LanguageDeps {
  readonly vocabulary: Vocabulary;
  /** How the parser understood the abilities on one line of a model, for the hover. */
  lineAbilities(model: editor.ITextModel, lineNumber: number): readonly LineAbility[];
}

let registered = false;

/** The language id and theme, once per page; the editor needs the theme before it is created. */
export function ensureCardLanguage(monaco: Monaco): void {
  if (registered) return;
  registered = true;
  monaco.languages.register({ id: LANGUAGE_ID, extensions: ['.card'], aliases: ['Card', 'cardsmith'] });
  monaco.editor.defineTheme(THEME_ID, cardTheme);
}

/**
 * Registers the card language with Monaco: grammar, brackets/comments, completion and hover.
 * Returns one disposable for everything that can be disposed (the language id itself cannot).
 */
export function registerCardLanguage(monaco: Monaco, deps: LanguageDeps): IDisposable {
  ensureCardLanguage(monaco);

  const kinds: Record<SuggestionKind, languages.CompletionItemKind> = {
    key: monaco.languages.CompletionItemKind.Property,
    supertype: monaco.languages.CompletionItemKind.EnumMember,
    type: monaco.languages.CompletionItemKind.Class,
    subtype: monaco.languages.CompletionItemKind.Enum,
    keyword: monaco.languages.CompletionItemKind.Keyword,
    mana: monaco.languages.CompletionItemKind.Constant,
    color: monaco.languages.CompletionItemKind.Color,
  };

  const disposables: IDisposable[] = [
    monaco.languages.setMonarchTokensProvider(LANGUAGE_ID, cardGrammar(deps.vocabulary.keys.map((k) => k.name))),
    monaco.languages.setLanguageConfiguration(LANGUAGE_ID, {
      comments: { lineComment: '#' },
      brackets: [
        ['{', '}'],
        ['(', ')'],
      ],
      // Only parentheses auto-close: mana completion replaces `{…` including what follows the brace.
      autoClosingPairs: [{ open: '(', close: ')' }],
      surroundingPairs: [
        { open: '(', close: ')' },
        { open: '{', close: '}' },
      ],
      wordPattern: /[A-Za-z][\w-]*|\{[^}\s]*\}?/,
    }),
    monaco.languages.registerCompletionItemProvider(LANGUAGE_ID, {
      triggerCharacters: ['{', ' ', '-'],
      provideCompletionItems(model, position) {
        const line = model.getLineContent(position.lineNumber);
        const result = completionsAt(deps.vocabulary, line, position.column);
        const range = new monaco.Range(position.lineNumber, result.from + 1, position.lineNumber, position.column);
        return {
          suggestions: result.items.map((item) => ({
            label: item.label,
            insertText: item.insertText,
            kind: kinds[item.kind],
            detail: item.detail,
            documentation: item.documentation,
            range,
          })),
        };
      },
    }),
    monaco.languages.registerHoverProvider(LANGUAGE_ID, {
      provideHover(model, position) {
        const line = model.getLineContent(position.lineNumber);
        const info = hoverAt(deps.vocabulary, line, position.column, deps.lineAbilities(model, position.lineNumber));
        if (!info) return null;
        return {
          range: new monaco.Range(position.lineNumber, info.startColumn, position.lineNumber, info.endColumn),
          contents: info.contents.map((value) => ({ value })),
        };
      },
    }),
  ];
  return { dispose: () => disposables.forEach((d) => d.dispose()) };
}
