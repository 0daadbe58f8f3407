/**
 * Download failures are values with a stable code, so the CLI prints one clear line and the app's Download
 * dialog can show a notice (and, for `exists`, a prompt) without parsing messages.
 */
import type { DownloadError, DownloadErrorCode } from './download-contract.js';

export type { DownloadError, DownloadErrorCode };

export type Result<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: DownloadError };

export function ok<T>(value: T): Result<T> {
  return { ok: true, value };
}

export function fail<T>(
  code: DownloadErrorCode,
  message: string,
  url: string | null = null,
  suggestions: readonly string[] = [],
): Result<T> {
  return { ok: false, error: { code, message, url, suggestions } };
}

/** The message with its suggestions, as the CLI prints it. */
export function describeError(error: DownloadError): string {
  if (error.suggestions.length === 0) return error.message;
  return `${error.message} Did you mean: ${error.suggestions.map((s) => `"${s}"`).join(', ')}?`;
}
