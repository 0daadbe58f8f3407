#!/usr/bin/env node
// Runs the CLI built into dist/cli/ (see scripts/build-cli.mjs), building it first when it is missing or older
// than its sources: straight after a fresh clone's `npm install` it is already built by `prepare`, and after a
// `git pull` or an edit the first run rebuilds it (about half a second).
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { buildCli, CLI_ENTRY, cliIsStale } from '../scripts/build-cli.mjs';

if (cliIsStale()) {
  let built = false;
  try {
    if (process.stderr.isTTY) process.stderr.write('Building the cardsmith CLI (esbuild)…\n');
    built = await buildCli();
  } catch (error) {
    // esbuild missing (installed without dev dependencies): an earlier build still runs.
    if (!existsSync(CLI_ENTRY)) {
      process.stderr.write(
        `cardsmith: the CLI is not built and cannot be: ${error}\nRun \`npm install\` in ${process.cwd()}.\n`,
      );
      process.exit(2);
    }
  }
  if (!built && !existsSync(CLI_ENTRY)) process.exit(2);
}
const { main } = await import(pathToFileURL(CLI_ENTRY).href);
process.exitCode = await main(process.argv.slice(2));
