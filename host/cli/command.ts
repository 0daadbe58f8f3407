/** Where a command writes; tests pass a recorder, the real CLI passes process streams. */
export interface CliIo {
  readonly cwd: string;
  readonly env: Readonly<Record<string, string | undefined>>;
  /** True when `err` is a terminal, so a command may draw progress there. Absent means no. */
  readonly errIsTTY?: boolean;
  out(text: string): void;
  err(text: string): void;
  /**
   * Calls `listener` on the first Ctrl+C (SIGINT) while subscribed, instead of ending the process; a second
   * Ctrl+C ends it as usual. Returns the unsubscribe. Absent means the command cannot be interrupted.
   */
  onInterrupt?(listener: () => void): () => void;
}

/** Exit codes shared by every command: 0 clean, 1 findings (warnings, failures), 2 usage or I/O error. */
export const EXIT_OK = 0;
export const EXIT_FINDINGS = 1;
export const EXIT_USAGE = 2;
/** Stopped by Ctrl+C, as shells report a command killed by SIGINT (128 + 2). */
export const EXIT_INTERRUPTED = 130;

/** A command as its module defines it. */
export interface Command {
  /** Full usage text for `cardsmith help <name>` and usage errors. */
  readonly usage: string;
  run(args: readonly string[], io: CliIo): Promise<number>;
}

/** A command as `cardsmith help` lists it; its module is loaded on first use. */
export interface CommandEntry {
  readonly name: string;
  /** One line for `cardsmith help`. */
  readonly summary: string;
  load(): Promise<Command>;
}

/** A usage mistake: the CLI prints the message and the command's usage, and exits 2. */
export class UsageError extends Error {}
