/** A problem with a pack being read, named by the entry it is about (null for the archive as a whole). */
export interface PackError {
  readonly entry: string | null;
  readonly code: PackErrorCode;
  /** One sentence saying what is wrong and, where it helps, what was expected. */
  readonly message: string;
}

export type PackErrorCode =
  /** The pack file could not be read. */
  | 'io'
  /** Not a zip, or a truncated or damaged one. */
  | 'corrupt'
  /** An entry name that could escape the folder it is read into. */
  | 'unsafe-name'
  /** More entries than any pack needs. */
  | 'too-many-entries'
  /** An entry (or the pack) larger than the limits: declared or actual size. */
  | 'too-large'
  /** A JSON entry nested more deeply than any pack writes (see read-pack's bounds). */
  | 'too-deep'
  /** An entry whose inflated size or CRC differs from its header. */
  | 'size-mismatch'
  | 'bad-crc'
  /** Encrypted entries or compression methods other than stored and deflate. */
  | 'unsupported'
  | 'duplicate-entry'
  | 'missing-manifest'
  | 'bad-manifest'
  | 'missing-entry'
  | 'unexpected-entry'
  | 'bad-json'
  | 'bad-template'
  | 'hash-mismatch';

/** Formats an error the way the CLI prints it: `entry: message`. */
export function formatPackError(error: PackError): string {
  return error.entry === null ? error.message : `${error.entry}: ${error.message}`;
}
