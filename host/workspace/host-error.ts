import type { HostErrorShape } from '../contract.js';
import { errorMessage } from '../error-message.js';

export type HostErrorCode = HostErrorShape['code'];

/** A failure with a stable code; transports turn it into a HostErrorShape value. */
export class HostError extends Error implements HostErrorShape {
  constructor(
    readonly code: HostErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'HostError';
  }

  toShape(): HostErrorShape {
    return { code: this.code, message: this.message };
  }
}

function errnoCode(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const code = (error as { code: unknown }).code;
    return typeof code === 'string' ? code : undefined;
  }
  return undefined;
}

/** Maps a Node fs error (or anything thrown) to a HostError; `what` names the workspace path involved. */
export function toHostError(error: unknown, what: string): HostError {
  if (error instanceof HostError) return error;
  switch (errnoCode(error)) {
    case 'ENOENT':
      return new HostError('not-found', `${what}: no such file or folder`);
    case 'EEXIST':
    case 'ENOTEMPTY':
      return new HostError('exists', `${what}: already exists`);
    case 'EISDIR':
      return new HostError('invalid-argument', `${what}: is a folder`);
    case 'ENOTDIR':
      return new HostError('invalid-argument', `${what}: a parent is not a folder`);
    case 'read-only':
    case 'EROFS':
      return new HostError(
        'read-only',
        `${what} is read-only, so Cardsmith did not change it. Make the file writable, or save a copy under another name.`,
      );
    case 'EINVAL':
      return new HostError('invalid-argument', `${what}: invalid operation`);
    default: {
      const detail = errorMessage(error);
      return new HostError('io', `${what}: ${detail}`);
    }
  }
}
