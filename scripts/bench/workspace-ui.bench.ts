/**
 * The app on a big workspace, in web mode and headless Chromium with the built renderer, timing what a user waits
 * for. Two parts (`CARDSMITH_UI_BENCH=load` or `=typing` runs one):
 *
 * load: the compile bench's 30,000 `.card` files in per-set folders:
 *   tree:    page load until the file tree shows (meanwhile the page starts reading every card file);
 *   warnings: page load until the status bar counts the warnings of every card file;
 *   compile: Compile clicked until the summary says "Pack compiled";
 *   frame:   one animation frame with the summary open (38,700 warnings, 200 rendered).
 *
 * typing: 31,000 cards all in one folder, then in per-set folders, then 100 cards (the editor's own cost); once
 * every file is read, a card is opened (its folder expands) and 20 letters are typed at the end of its name line,
 * 600 ms apart:
 *   key → shown: keydown until the frame that paints the letter in the editor;
 *   key → panel: keydown until the frame that paints the new name in the parser panel, minus the parse debounce;
 *   long tasks: tasks over 50 ms while typing (the Long Tasks API);
 *   tree scroll: frame times while the tree scrolls through its rows, a screenful a frame.
 *
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
import { findCardFiles } from '../../host/workspace/card-files.js';
import type { Browser } from 'playwright-core';
import { startWebServer, type WebServer } from '../../host/server/web-server.js';
import { CHROMIUM_PATH, launchBrowser } from '../../test/e2e/chromium.js';
import { loadOracleRecords, ORACLE_FIXTURE, writeBenchWorkspace, type OracleRecord } from './oracle-cards.js';

const CARDS = 30_000;
const TYPING_CARDS = 31_000;
const SMALL_CARDS = 100;
const KEYS = 'abcdefghijklmnopqrst';
const KEY_GAP_MS = 600;
/** The parser panel waits this long after the last key (renderer/src/editor/use-live-diagnostics.ts). */
const PARSE_DELAY_MS = 150;
const SCROLL_FRAMES = 120;
const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;

async function main(): Promise<void> {
  const records = loadOracleRecords();
  if (records === null) return console.log(`workspace UI bench: ${ORACLE_FIXTURE} is missing; nothing to measure.`);
  if (!existsSync(path.join(rendererDir, 'index.html'))) {
    return console.log('workspace UI bench: no built renderer; run `npm run build:renderer` first.');
  }
  if (!existsSync(CHROMIUM_PATH))
    return console.log(`workspace UI bench: no Chromium at ${CHROMIUM_PATH}; nothing to measure.`);
  const part = process.env.CARDSMITH_UI_BENCH;
  const browser = await launchBrowser();
  try {
    if (part !== 'typing') await loadAndCompile(browser, records);
    if (part !== 'load') {
      await typing(browser, records, TYPING_CARDS, 'one folder', 'cards');
      await typing(browser, records, TYPING_CARDS, 'per-set folders');
      // The same on a small workspace: what the editor itself costs, whatever the workspace's size.
      await typing(browser, records, SMALL_CARDS, 'one folder', 'cards');
    }
  } finally {
    await browser.close();
  }
}

/** A workspace of `count` cards served in web mode, removed afterwards. */
async function withWorkspace(
  records: readonly OracleRecord[],
  count: number,
  oneFolder: string | undefined,
  use: (server: WebServer, dir: string) => Promise<void>,
): Promise<void> {
  const dir = await mkdtemp(path.join(tmpdir(), 'cardsmith-ui-bench-'));
  try {
    await writeBenchWorkspace(dir, records, count, oneFolder);
    const server = await startWebServer({ workspace: dir, port: 0, staticDir: rendererDir });
    try {
      await use(server, dir);
    } finally {
      await server.close();
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function loadAndCompile(browser: Browser, records: readonly OracleRecord[]): Promise<void> {
  await withWorkspace(records, CARDS, undefined, async (server, dir) => {
    const expectedWarnings = await countWarnings(dir);
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
    await page.close();
    console.log(`load: ${CARDS} card files in per-set folders, web mode, headless Chromium`);
    console.log(
      `tree shown after ${seconds(tree)}; every card's warnings counted after ${seconds(warnings)}, ` +
        `"reading" gone after ${seconds(read)}; ` +
        `then Compile to its summary ${seconds(compile)}; a frame ${seconds(frame)}`,
    );
    console.log(`summary: ${status}`);
  });
}

/**
 * Installed in the page before typing (a string: this script is type-checked without the DOM's types). Each
 * letter's keydown starts a watch: every frame, a task queued from its animation frame callback runs after that
 * frame is painted and looks whether the editor and the panel show the expected name yet.
 */
const PROBE = `(() => {
  const probe = { shown: [], panel: [], longTasks: [], keys: [], expected: '' };
  window.__probe = probe;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      probe.longTasks.push({ key: probe.keys.filter((t) => t <= e.startTime).length, ms: Math.round(e.duration) });
    }
  }).observe({ type: 'longtask' });
  const text = (selector) => (document.querySelector(selector)?.textContent ?? '').replace(/\\u00a0/g, ' ');
  document.addEventListener('keydown', (event) => {
    if (event.key.length !== 1) return;
    const start = event.timeStamp;
    probe.keys.push(start);
    const expected = probe.expected;
    let shown = null;
    let panel = null;
    const watch = () => requestAnimationFrame(() => setTimeout(() => {
      const now = performance.now();
      if (shown === null && text('.monaco-editor .view-lines').includes(expected)) shown = now - start;
      if (panel === null && text('section[aria-label="Parser warnings"] .card-name').includes(expected)) panel = now - start;
      if (shown !== null && panel !== null) {
        probe.shown.push(shown);
        probe.panel.push(panel);
      } else if (now - start < 10000) watch();
    }, 0));
    watch();
  }, true);
})()`;

interface ProbeResult {
  readonly shown: number[];
  readonly panel: number[];
  /** Each long task's length, and how many keys were pressed when it started. */
  readonly longTasks: { key: number; ms: number }[];
}

async function typing(
  browser: Browser,
  records: readonly OracleRecord[],
  cards: number,
  layout: string,
  oneFolder?: string,
): Promise<void> {
  await withWorkspace(records, cards, oneFolder, async (server, dir) => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    page.setDefaultTimeout(600_000);
    await page.goto(server.url);
    // Every card file read: all their warnings counted, and "reading" gone.
    const expectedWarnings = await countWarnings(dir);
    await page.getByTestId('warning-count').getByText(`${expectedWarnings} warnings`, { exact: true }).waitFor();
    await page.getByTestId('read-progress').waitFor({ state: 'detached' });

    // A card from the middle of the workspace, opened with Ctrl+P (its folder expands in the tree).
    const files = (await findCardFiles([dir])).map((f) => relativeSource(dir, f)).sort();
    const file = files[Math.floor(files.length / 2)] ?? '';
    const name = /^name (.*)$/m.exec(await readFile(path.join(dir, file), 'utf8'))?.[1] ?? '';
    await page.keyboard.press('Control+p');
    await page.getByRole('combobox', { name: 'File name' }).fill(file);
    await page.getByRole('option', { name: file }).waitFor();
    await page.keyboard.press('Enter');
    await page.locator('.monaco-editor .view-lines').waitFor();
    await page.locator('section[aria-label="Parser warnings"] .card-name').getByText(name).waitFor();
    await page.locator('.monaco-editor .view-lines').click();
    await page.keyboard.press('Control+Home');
    await page.keyboard.press('End');
    const rows = await page.getByRole('tree', { name: 'Cards' }).getByRole('treeitem').count();

    await page.evaluate(PROBE);
    for (let i = 0; i < KEYS.length; i++) {
      await page.evaluate(`window.__probe.expected = ${JSON.stringify(name + KEYS.slice(0, i + 1))}`);
      await page.keyboard.press(KEYS[i] ?? 'a');
      await page.waitForTimeout(KEY_GAP_MS);
    }
    // Every letter's watch ends within 10 s (see PROBE).
    await page.evaluate(
      `new Promise((resolve) => { const done = () => window.__probe.panel.length >= ${KEYS.length}; ` +
        `const until = performance.now() + 10000; ` +
        `const check = () => (done() || performance.now() > until ? resolve(null) : setTimeout(check, 50)); check(); })`,
    );
    const probe = (await page.evaluate('window.__probe')) as ProbeResult;
    const frames = (await page.evaluate(SCROLL_TREE)) as number[];
    await page.close();

    const panel = probe.panel.map((ms) => ms - PARSE_DELAY_MS);
    const longTasks = probe.longTasks.map((t) => `${t.ms} ms after key ${t.key}`).join(', ');
    console.log(`typing: ${cards} cards in ${layout} (${rows} tree rows in the DOM with the card open)`);
    console.log(
      `key → shown ${stats(probe.shown)}; key → panel (minus ${PARSE_DELAY_MS} ms debounce) ${stats(panel)}; ` +
        `${probe.longTasks.length} long tasks in ${KEYS.length} keys${longTasks ? ` (${longTasks})` : ''}`,
    );
    console.log(`tree scroll: frame ${stats(frames)} over ${frames.length} frames`);
  });
}

/** Scrolls the tree (or the element scrolling it) a screenful per frame, and returns each frame's time. */
const SCROLL_TREE = `new Promise((resolve) => {
  let tree = document.querySelector('[role="tree"]');
  while (tree && tree.scrollHeight <= tree.clientHeight) tree = tree.parentElement;
  const times = [];
  let last = null;
  const step = (now) => {
    if (last !== null) times.push(now - last);
    last = now;
    if (times.length >= ${SCROLL_FRAMES}) return resolve(times);
    tree.scrollTop += tree.clientHeight;
    requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
})`;

/** "median m / p95 p / max x ms" of some times in milliseconds. */
function stats(times: readonly number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number): number => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN;
  const ms = (n: number): string => String(Math.round(n));
  return `median ${ms(at(0.5))} / p95 ${ms(at(0.95))} / max ${ms(sorted[sorted.length - 1] ?? NaN)} ms`;
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
