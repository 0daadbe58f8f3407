import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const nodeBuiltins = ['fs', 'path', 'os', 'child_process', 'http', 'https', 'net', 'crypto', 'url', 'stream', 'zlib'];

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'test-results', 'release'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // The engine is pure: no I/O, no Node, no DOM, no Electron.
    files: ['engine/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', ...nodeBuiltins, 'electron', 'react', 'chokidar', 'adm-zip', 'ws'],
              message: 'engine/ is pure: side effects live in host/.',
            },
          ],
        },
      ],
    },
  },
  {
    // The renderer talks to the host only through host/contract.ts.
    files: ['renderer/**/*.ts', 'renderer/**/*.tsx'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', ...nodeBuiltins, 'electron', 'chokidar', 'adm-zip', 'ws'],
              message: 'The renderer cannot use Node: ask the host through HostApi.',
            },
            {
              group: ['**/host/*', '!**/host/contract.js'],
              message: 'Only host/contract.ts may be imported by the renderer.',
            },
          ],
        },
      ],
    },
  },
);
