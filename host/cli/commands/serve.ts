import path from 'node:path';
import { EXIT_OK, EXIT_USAGE, UsageError, type CliIo, type Command } from '../command.js';
import { ensureRendererBuilt } from '../../server/renderer-build.js';
import { startWebServer } from '../../server/web-server.js';
import { errorMessage } from '../../error-message.js';

const usage = `Usage: cardsmith serve [--workspace DIR] [--port N] [--no-build]

Serves the Cardsmith editor in your browser ("web mode") on 127.0.0.1, editing the files of DIR.
Prints the URL to open, with its access token, on a line of its own on stdout. Ctrl+C stops.

Options:
  --workspace DIR  the folder of card files to edit (default: the current folder)
  --port N         the port to listen on (default: 0, any free port)
  --no-build       do not build the renderer when dist/renderer is missing`;

export interface ServeOptions {
  readonly workspace: string;
  readonly port: number;
  readonly build: boolean;
}

function valueOf(args: readonly string[], index: number, flag: string): string {
  const value = args[index + 1];
  if (value === undefined || value.startsWith('--')) throw new UsageError(`${flag} needs a value`);
  return value;
}

export function parseServeArgs(args: readonly string[], cwd: string): ServeOptions {
  let workspace = cwd;
  let port = 0;
  let build = true;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    const [flag, inline] = arg.includes('=')
      ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)]
      : [arg];
    const value = (): string => inline ?? valueOf(args, i++, flag ?? arg);
    if (flag === '--workspace') workspace = path.resolve(cwd, value());
    else if (flag === '--port') {
      const text = value();
      port = Number(text);
      if (!/^\d+$/.test(text) || port > 65535)
        throw new UsageError(`--port must be a number from 0 to 65535, not "${text}"`);
    } else if (flag === '--no-build') build = false;
    else throw new UsageError(`unknown option "${arg}"`);
  }
  return { workspace, port, build };
}

/** Resolves on the first SIGINT or SIGTERM, and stops listening for them. */
function untilStopSignal(): Promise<NodeJS.Signals> {
  return new Promise((resolve) => {
    const stop = (signal: NodeJS.Signals): void => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      resolve(signal);
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
}

/** Runs web mode until `stopped` resolves; then closes the watcher and the server. */
export async function serve(options: ServeOptions, io: CliIo, stopped: Promise<unknown>): Promise<number> {
  if (options.build) {
    const build = await ensureRendererBuilt();
    if (!build.ok) io.err(`cardsmith serve: the editor page is not built (${build.reason}). The API still works.\n`);
  }
  let server;
  try {
    server = await startWebServer({ workspace: options.workspace, port: options.port });
  } catch (error) {
    io.err(`cardsmith serve: ${errorMessage(error)}\n`);
    return EXIT_USAGE;
  }
  io.err(`Cardsmith web mode: editing ${server.workspaceRoot}\nOpen this URL in your browser (Ctrl+C stops):\n`);
  // The URL alone on its own stdout line, so scripts and tests can read it.
  io.out(`${server.url}\n`);
  await stopped;
  await server.close();
  io.err('Cardsmith web mode stopped.\n');
  return EXIT_OK;
}

export const serveCommand: Command = {
  usage,
  async run(args, io) {
    const options = parseServeArgs(args, io.cwd);
    // Listen before starting, so a signal during startup is not lost.
    return serve(options, io, untilStopSignal());
  },
};
