/** The part of a stream this needs: its error events. */
interface ErrorEmitter {
  on(event: 'error', listener: (error: Error) => void): unknown;
}

/**
 * A reader that went away (`cardsmith inspect pack.zip | head -1`) is no error of ours: exit quietly, as other
 * command-line tools do, instead of crashing with a stack trace about EPIPE. Any other write error still throws.
 */
export function exitQuietlyOnBrokenPipe(stream: ErrorEmitter, exit: (code: number) => void = process.exit): void {
  stream.on('error', (error) => {
    if ((error as NodeJS.ErrnoException).code === 'EPIPE') exit(0);
    else throw error;
  });
}
