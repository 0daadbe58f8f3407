/** An error's message for a person to read, whatever was thrown (an Error or anything else). */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The code of a Node system error ('ENOENT', 'EACCES', ...), or undefined for anything else. */
export function errnoCode(error: unknown): unknown {
  return (error as NodeJS.ErrnoException | null)?.code;
}
