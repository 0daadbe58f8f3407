/**
 * The app on a big workspace: writes the compile bench's 30,000 `.card` files, serves them in web mode and drives
 * the built renderer in headless Chromium, timing what a user waits for:
 *   tree:    page load until the file tree shows (meanwhile the page starts reading every card file);
 *   warnings: page load until the status bar counts the warnings of every card file;
 *   compile: Compile clicked until the summary says "Pack compiled";
 *   frame:   one animation frame with the summary open (38,700 warnings, 200 rendered).
 * Needs `npm run build:renderer` first and Chromium at /usr/bin/chromium (or CHROMIUM_PATH); says so otherwise.
 * Run alone with `npx tsx scripts/bench/workspace-ui.bench.ts` (or `npm run bench -- workspace-ui`).
 */
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseCardFile } from '../../engine/format/formats.js';
import { rendererDir } from '../../host/app-paths.js';
import { relativeSource } from '../../host/packs/pack-file.js';
import { startWebServer } from '../../host/server/web-server.js';
import { findCardFiles } from '../../host/workspace/card-files.js';
import { CHROMIUM_PATH, launchBrowser } from '../../test/e2e/chromium.js';
import { loadOracleRecords, ORACLE_FIXTURE, writeBenchWorkspace } from './oracle-cards.js';

const CARDS = 30_000;
const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;

async function main(): Promise<void> {
  const records = loadOracleRecords();
  if (records === null) return console.log(`workspace UI bench: ${ORACLE_FIXTURE} is missing; nothing to measure.`);
  if (!existsSync(path.join(rendererDir, 'index.html'))) {
    return console.log('workspace UI bench: no built renderer; run `npm run build:renderer` first.');
  }
  if (!existsSync(CHROMIUM_PATH))
    return console.log(`workspace UI bench: no Chromium at ${CHROMIUM_PATH}; nothing to measure.`);

  const dir = await mkdtemp(path.join(tmpdir(), 'cardsmith-ui-bench-'));
  await writeBenchWorkspace(dir, records, CARDS);
  const expectedWarnings = await countWarnings(dir);
  const server = await startWebServer({ workspace: dir, port: 0, staticDir: rendererDir });
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    page.setDefaultTimeout(600_000);
    let start = performance.now();
    await page.goto(server.url);
    await page.getByRole('tree', { name: 'Cards' }).getByRole('treeitem').first().waitFor();
    const tree = performance.now() - start;
    // The status bar says "reading n of N…" while it reads: seen at least once on this many files.
    await page.getByTestId('read-progress').waitFor();
    await page.getByTestId('warning-count').getByText(`${expectedWarnings} warnings`, { exact: true }).waitFor();
    const warnings = performance.now() - start;
    await page.getByTestId('read-progress').waitFor({ state: 'detached' });
    const read = performance.now() - start;

    start = performance.now();
    await page.getByRole('toolbar', { name: 'Workspace actions' }).getByRole('button', { name: 'Compile' }).click();
    const result = page.getByRole('region', { name: 'Compile result' });
    await result.getByRole('heading', { name: 'Pack compiled' }).waitFor();
    const compile = performance.now() - start;

    start = performance.now();
    // A string: this script is type-checked without the DOM's types.
    await page.evaluate('new Promise((resolve) => requestAnimationFrame(() => resolve(null)))');
    const frame = performance.now() - start;
    const status = await result.getByRole('status').innerText();
    console.log(`workspace: ${CARDS} card files in web mode, headless Chromium`);
    console.log(
      `tree shown after ${seconds(tree)}; every card's warnings counted after ${seconds(warnings)}, ` +
        `"reading" gone after ${seconds(read)}; ` +
        `then Compile to its summary ${seconds(compile)}; a frame ${seconds(frame)}`,
    );
    console.log(`summary: ${status}`);
  } finally {
    await browser.close();
    await server.close();
    await rm(dir, { recursive: true, force: true });
  }
}

/** The warnings the status bar must count once every card file is read: parsed here with the page's parser. */
async function countWarnings(root: string): Promise<number> {
  let count = 0;
  for (const file of await findCardFiles([root])) {
    count += parseCardFile(relativeSource(root, file), await readFile(file, 'utf8'))?.warnings.length ?? 0;
  }
  return count;
}

await main();
