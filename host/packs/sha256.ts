import { createHash } from 'node:crypto';
import type { Sha256 } from '../../engine/packs/build-pack.js';

/** node:crypto's SHA-256, the hash the host injects into the pure engine. */
export const sha256: Sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex');
