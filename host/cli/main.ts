import { toolVersion } from '../tool-version.js';
import { EXIT_OK, EXIT_USAGE, UsageError, type CliIo, type Command } from './command.js';
import { commands } from './commands/index.js';
import { errorMessage } from '../error-message.js';
import { chunkedOutput } from './chunked-output.js';
import { exitQuietlyOnBrokenPipe } from './broken-pipe.js';
import { tuneJitForShortRun } from './jit-tuning.js';

function help(): string {
  const width = Math.max(...commands.map((c) => c.name.length), 4);
  const lines = commands.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`);
  return [
    'Usage: cardsmith <command> [options]',
    '',
    'Commands:',
    ...lines,
    '',
    'Run `cardsmith help <command>` for its options.',
    '',
  ].join('\n');
}

const stdout = chunkedOutput((text) => process.stdout.write(text));

export const processIo: CliIo = {
  cwd: process.cwd(),
  env: process.env,
  errIsTTY: process.stderr.isTTY === true,
  out: (text) => stdout.write(text),
  // What went to stdout first is written first, so the two streams interleave as the command wrote them.
  err: (text) => {
    stdout.flush();
    process.stderr.write(text);
  },
  onInterrupt(listener) {
    process.once('SIGINT', listener);
    return () => process.off('SIGINT', listener);
  },
};

/** Runs one CLI invocation and returns its exit code. Never throws. */
export async function main(argv: readonly string[], io: CliIo = processIo): Promise<number> {
  if (io === processIo) {
    exitQuietlyOnBrokenPipe(process.stdout);
    exitQuietlyOnBrokenPipe(process.stderr);
  }
  const [name, ...rest] = argv;
  if (name === undefined || name === 'help' || name === '--help' || name === '-h') {
    const topic = commands.find((c) => c.name === rest[0]);
    io.out(topic ? `${(await topic.load()).usage}\n` : help());
    return name === undefined ? EXIT_USAGE : EXIT_OK;
  }
  if (name === '--version' || name === '-v') {
    io.out(`${toolVersion()}\n`);
    return EXIT_OK;
  }
  const entry = commands.find((c) => c.name === name);
  if (!entry) {
    io.err(`cardsmith: unknown command "${name}"\n\n${help()}`);
    return EXIT_USAGE;
  }
  // A run of the process's own CLI: the JIT is tuned for a short run (not for the server, which runs for hours).
  if (io === processIo && entry.name !== 'serve') tuneJitForShortRun();
  let command: Command | undefined;
  try {
    command = await entry.load();
    return await command.run(rest, io);
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`cardsmith ${entry.name}: ${error.message}\n\n${command?.usage ?? ''}\n`);
      return EXIT_USAGE;
    }
    const message = errorMessage(error);
    io.err(`cardsmith ${entry.name}: ${message}\n`);
    return EXIT_USAGE;
  }
}
