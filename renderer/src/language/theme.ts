import type { editor } from 'monaco-editor/editor/editor.api';

/** A dark theme in the spirit of VS Code's, with a color for each card-language token. */
export const THEME_ID = 'cardsmith-dark';

export const cardTheme: editor.IStandaloneThemeData = {
  base: 'vs-dark',
  inherit: true,
  rules: [
    { token: 'comment', foreground: '6A9955', fontStyle: 'italic' },
    { token: 'key', foreground: '569CD6', fontStyle: 'bold' },
    { token: 'key.unknown', foreground: 'F48771', fontStyle: 'bold' },
    { token: 'mana', foreground: 'DCDCAA' },
    { token: 'self', foreground: 'C586C0', fontStyle: 'bold' },
    { token: 'reminder', foreground: '808080', fontStyle: 'italic' },
    { token: 'number', foreground: 'B5CEA8' },
    { token: 'text', foreground: 'D4D4D4' },
  ],
  colors: {
    'editor.background': '#1e1e1e',
  },
};
