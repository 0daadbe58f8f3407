/** Bytes (about: UTF-16 units) gathered before one write. */
const CHUNK = 64 * 1024;

export interface ChunkedOutput {
  write(text: string): void;
  /** Writes what is gathered now. */
  flush(): void;
}

/**
 * Gathers many small writes into few large ones: a check of 30,000 files prints tens of thousands of lines, and
 * one write per line is one system call each. What is gathered goes out once it reaches 64 KB, when `flush` is
 * called, or at the next turn of the event loop, so a long-running command's output still appears at once.
 */
export function chunkedOutput(write: (text: string) => void, chunk: number = CHUNK): ChunkedOutput {
  let parts: string[] = [];
  let size = 0;
  let scheduled = false;
  const flush = (): void => {
    if (size === 0) return;
    const text = parts.length === 1 ? (parts[0] as string) : parts.join('');
    parts = [];
    size = 0;
    write(text);
  };
  return {
    write(text) {
      if (text.length === 0) return;
      parts.push(text);
      size += text.length;
      if (size >= chunk) flush();
      else if (!scheduled) {
        scheduled = true;
        setImmediate(() => {
          scheduled = false;
          flush();
        });
      }
    },
    flush,
  };
}
