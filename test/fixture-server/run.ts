/**
 * Runs the fixture server on its own, for a browser e2e test in another process or for trying the CLI offline:
 *   npx tsx test/fixture-server/run.ts
 *   npx cardsmith download --name Shock --scryfall-url <printed URL> --no-cache
 * Prints the base URL on one stdout line; stops on SIGINT or SIGTERM.
 */
import { startFixtureServer } from './fixture-server.js';

const server = await startFixtureServer();
process.stdout.write(`${server.url}\n`);
const stop = (): void => {
  void server.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
