import type { HostErrorShape, HostResult } from '../../../host/contract.js';

/** How a failed host request rejects: an Error that also carries the contract's error `code`. */
export class HostRequestError extends Error implements HostErrorShape {
  constructor(
    readonly code: HostErrorShape['code'],
    message: string,
  ) {
    super(message);
    this.name = 'HostRequestError';
  }
}

/** True for any rejection that carries a host error code (so the UI can explain it). */
export function isHostError(error: unknown): error is HostErrorShape {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    typeof (error as { message?: unknown }).message === 'string'
  );
}

const CODES: ReadonlySet<string> = new Set([
  'outside-workspace',
  'not-found',
  'exists',
  'invalid-argument',
  'io',
  'unauthorized',
  'read-only',
]);

/** Unwraps a HostResult from the wire: the value, or a HostRequestError. Anything malformed is an `io` error. */
export function unwrap<T>(result: unknown): T {
  if (typeof result === 'object' && result !== null && 'ok' in result) {
    const typed = result as HostResult<T>;
    if (typed.ok) return typed.value;
    const { code, message } = typed.error;
    if (CODES.has(code) && typeof message === 'string') throw new HostRequestError(code, message);
  }
  throw new HostRequestError('io', 'the host sent a malformed answer');
}
