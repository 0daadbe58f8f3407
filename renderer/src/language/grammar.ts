import type { languages } from 'monaco-editor/editor/editor.api';

/**
 * The card language's syntax highlighting as a Monarch grammar: plain data, so unit tests can run the
 * very same rules (see monarch-lite.ts) without a browser.
 *
 * Token names (themed in theme.ts): `comment`, `key` (a known key at the start of a line),
 * `key.unknown`, `mana` (`{2}`, `{W/P}`, `{T}`), `self` (`~`), `reminder` (parenthesized text),
 * `number` (also `1+*` / `*` in P/T), `text` (everything else).
 */
export const LANGUAGE_ID = 'cardsmith';

export type CardGrammar = languages.IMonarchLanguage & {
  readonly keys: readonly string[];
  readonly tokenizer: { readonly root: readonly GrammarRule[] };
};

export type GrammarAction = string | { readonly cases: Readonly<Record<string, string>> };
export type GrammarRule = [RegExp, GrammarAction];

export function cardGrammar(keys: readonly string[]): CardGrammar {
  return {
    defaultToken: 'text',
    ignoreCase: true,
    keys: keys.map((k) => k.toLowerCase()),
    tokenizer: {
      root: [
        // `^` rules only match at the start of a line (Monarch's matchOnlyAtLineStart).
        [/^\s*#.*$/, 'comment'],
        [/^[a-z][\w-]*/, { cases: { '@keys': 'key', '@default': 'key.unknown' } }],
        [/\([^)]*\)?/, 'reminder'],
        [/\{[^}\s]*\}?/, 'mana'],
        [/~/, 'self'],
        [/[0-9*]+(?:\+[0-9*]+)?(?:\/[0-9*]+(?:\+[0-9*]+)?)?/, 'number'],
        [/[^({~0-9*]+/, 'text'],
        [/./, 'text'],
      ],
    },
  };
}
