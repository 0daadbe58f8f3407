import type { CommandEntry } from '../command.js';

/**
 * Every CLI command, by name and summary; its module is loaded only when it runs or its usage is shown, so
 * `cardsmith --help` and each command pay only for what they use (the web server, zip and HTML libraries take
 * 0.1-0.3 s each to load). Adding a command is one module plus one line here.
 */
export const commands: readonly CommandEntry[] = [
  {
    name: 'blocks',
    summary: 'Show which creature cards can block which',
    load: async () => (await import('./blocks.js')).blocksCommand,
  },
  {
    name: 'check',
    summary: 'Parse card files and report every warning',
    load: async () => (await import('./check.js')).checkCommand,
  },
  {
    name: 'compile',
    summary: 'Compile every card of a workspace into one pack zip',
    load: async () => (await import('./compile.js')).compileCommand,
  },
  {
    name: 'coverage',
    summary: 'Measure how much rules text the parser understands, and what stops it',
    load: async () => (await import('./coverage.js')).coverageCommand,
  },
  {
    name: 'download',
    summary: 'Download real cards from Scryfall or Gatherer as card files',
    load: async () => (await import('./download.js')).downloadCommand,
  },
  {
    name: 'inspect',
    summary: 'List a pack and verify every entry against its hash',
    load: async () => (await import('./inspect.js')).inspectCommand,
  },
  {
    name: 'serve',
    summary: 'Edit a folder of cards in the browser (web mode, 127.0.0.1 only)',
    load: async () => (await import('./serve.js')).serveCommand,
  },
  {
    name: 'test',
    summary: 'Run rules scenarios against the card files',
    load: async () => (await import('./test.js')).testCommand,
  },
];
