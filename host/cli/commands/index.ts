import type { Command } from '../command.js';
import { blocksCommand } from './blocks.js';
import { checkCommand } from './check.js';
import { compileCommand } from './compile.js';
import { coverageCommand } from './coverage.js';
import { downloadCommand } from './download.js';
import { inspectCommand } from './inspect.js';
import { serveCommand } from './serve.js';
import { testCommand } from './test.js';

/** Every CLI command. Adding one is one module plus one line here. */
export const commands: readonly Command[] = [
  blocksCommand,
  checkCommand,
  compileCommand,
  coverageCommand,
  downloadCommand,
  inspectCommand,
  serveCommand,
  testCommand,
];
