import type { CliIo } from '../command.js';

/** A CliIo for tests: everything a command prints is kept in `stdout` and `stderr`. */
export function recordingIo(cwd: string): CliIo & { stdout: string; stderr: string } {
  const io = {
    cwd,
    env: {},
    stdout: '',
    stderr: '',
    out(text: string) {
      io.stdout += text;
    },
    err(text: string) {
      io.stderr += text;
    },
  };
  return io;
}
