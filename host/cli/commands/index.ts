import type { Command } from '../command.js';

/** Every CLI command. Adding one is one module plus one line here. */
export const commands: readonly Command[] = [];
