/** Illegal actions are values, never exceptions: the UI shows the reason, the scenario runner prints it. */
export type Result<T = void> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly reason: string };

export function ok<T>(value: T): Result<T>;
export function ok(): Result<void>;
export function ok<T>(value?: T): Result<T | undefined> {
  return { ok: true, value };
}

export function fail<T = never>(reason: string): Result<T> {
  return { ok: false, reason };
}
