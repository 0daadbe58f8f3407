import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

/** The project root, found from this file (test/fixture-server/) so tests work from any cwd. */
export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * The shared recorded fixtures: `../shared/fixtures` beside the project (overridable with
 * CARDSMITH_FIXTURES_DIR for a checkout elsewhere).
 */
export function sharedFixturesDir(): string {
  return process.env['CARDSMITH_FIXTURES_DIR'] ?? path.resolve(PROJECT_ROOT, '..', 'shared', 'fixtures');
}

export function hasSharedFixtures(): boolean {
  return existsSync(path.join(sharedFixturesDir(), 'gatherer', 'MANIFEST.tsv'));
}

/** The project's own test fixtures (the synthetic pages live here). */
export const LOCAL_FIXTURES_DIR = path.join(PROJECT_ROOT, 'test', 'fixtures');
