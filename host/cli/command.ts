/** Where a command writes; tests pass a recorder, the real CLI passes process streams. */
export interface CliIo {
  readonly cwd: string;
  readonly env: Readonly<Record<string, string | undefined>>;
  /** True when `err` is a terminal, so a command may draw progress there. Absent means no. */
  readonly errIsTTY?: boolean;
  out(text: string): void;
  err(text: string): void;
}

/** Exit codes shared by every command: 0 clean, 1 findings (warnings, failures), 2 usage or I/O error. */
export const EXIT_OK = 0;
export const EXIT_FINDINGS = 1;
export const EXIT_USAGE = 2;

export interface Command {
  readonly name: string;
  /** One line for `cardsmith help`. */
  readonly summary: string;
  /** Full usage text for `cardsmith help <name>` and usage errors. */
  readonly usage: string;
  run(args: readonly string[], io: CliIo): Promise<number>;
}

/** A usage mistake: the CLI prints the message and the command's usage, and exits 2. */
export class UsageError extends Error {}
