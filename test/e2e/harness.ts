import { afterAll, afterEach, beforeAll } from 'vitest';
import { copyFile, cp, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { startWebServer, type WebServer } from '../../host/server/web-server.js';
import { launchBrowser } from './chromium.js';

/** Shared set-up for the browser tests: a temporary copy of cards/, web mode on it, and Chromium. */

const repo = fileURLToPath(new URL('../../', import.meta.url));
export const screenshotDir = path.join(repo, 'test-results', 'screenshots');
const rendererDir = path.join(repo, 'dist', 'renderer');

export { launchBrowser };

export interface Session {
  readonly page: Page;
  readonly workspace: string;
  readonly server: WebServer;
  /** The text of a workspace file on disk. */
  disk(relative: string): Promise<string>;
  close(): Promise<void>;
}

/** Resolves when the page's event socket says "ready": the server's watcher has scanned the workspace. */
function watcherReady(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) =>
      socket.on('framereceived', ({ payload }) => {
        try {
          if (typeof payload === 'string' && (JSON.parse(payload) as { type?: unknown }).type === 'ready') resolve();
        } catch {
          // Not an event of ours.
        }
      }),
    );
  });
}

/** Web mode on `workspace`, serving the built renderer (a second one on the same folder plays a restarted app). */
export function startServer(workspace: string): Promise<WebServer> {
  return startWebServer({ workspace, port: 0, staticDir: rendererDir });
}

export interface SessionOptions {
  /** Changes the workspace (a copy of cards/) before the app opens it: adds files, removes some. */
  readonly prepare?: (workspace: string) => Promise<void>;
}

/** A fresh workspace (a copy of cards/), a server on it and a page showing the app, ready to use. */
export async function openSession(browser: Browser, options: SessionOptions = {}): Promise<Session> {
  const workspace = await mkdtemp(path.join(tmpdir(), 'cardsmith-e2e-'));
  await cp(path.join(repo, 'cards'), workspace, { recursive: true });
  await options.prepare?.(workspace);
  const server = await startServer(workspace);
  const context: BrowserContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  // A step that cannot happen fails naming its locator, well inside the test's own 30 s.
  page.setDefaultTimeout(15_000);
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  const watching = watcherReady(page);
  await page.goto(server.url);
  // The tree's first row, or the note of a tree without files.
  const tree = page.getByRole('tree', { name: 'Cards' });
  await tree.getByRole('treeitem').or(page.getByTestId('tree-empty')).first().waitFor();
  // Tests change files on disk: from here on the page hears of every change (the watcher's first scan is done).
  await watching;
  return {
    page,
    workspace,
    server,
    disk: (relative) => readFile(path.join(workspace, relative), 'utf8'),
    async close() {
      await context.close();
      await server.close();
      await rm(workspace, { recursive: true, force: true });
      if (problems.length > 0) throw new Error(`The page threw: ${problems.join('; ')}`);
    },
  };
}

export async function screenshot(page: Page, name: string): Promise<string> {
  await mkdir(screenshotDir, { recursive: true });
  const file = path.join(screenshotDir, `${name}.png`);
  await page.screenshot({ path: file });
  return file;
}

/**
 * Copies a screenshot over one of the README's pictures (docs/screenshot.png unless named), only when asked
 * (`CARDSMITH_DOCS_SCREENSHOT=1 npm run test:e2e`): the picture shows the run's temporary folder, so refreshing it
 * on every run would leave the tree modified.
 */
export async function updateDocsScreenshot(file: string, docsName = 'screenshot.png'): Promise<void> {
  if (process.env.CARDSMITH_DOCS_SCREENSHOT === '1') await copyFile(file, path.join(repo, 'docs', docsName));
}

/** What the editor shows, as plain text (Monaco renders spaces as no-break spaces). */
export async function editorText(page: Page): Promise<string> {
  // Lines are absolutely positioned; their DOM order is not guaranteed, their `top` is.
  const lines = await page.locator('.monaco-editor .view-lines .view-line').evaluateAll((elements) =>
    elements
      .map((e) => ({ top: parseFloat((e as HTMLElement).style.top), text: e.textContent ?? '' }))
      .sort((a, b) => a.top - b.top)
      .map((l) => l.text),
  );
  return lines.join('\n').replace(/\u00a0/g, ' ');
}

export function treeItem(page: Page, name: string): Locator {
  return page.getByRole('tree', { name: 'Cards' }).getByRole('treeitem', { name, exact: true });
}

/**
 * The tree renders only the rows in view (and the focused one): scrolls it from the top, half a view at a time, each
 * step waiting for the next frames (the render of the scroll), until `item`'s row exists. No-op when it is there.
 */
export async function revealInTree(page: Page, item: Locator): Promise<void> {
  if ((await item.count()) > 0) return;
  const scroller = page.locator('.cs-tree-scroll');
  const frames = () =>
    page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await scroller.evaluate((el) => el.scrollTo(0, 0));
  await frames();
  for (let step = 0; step < 200 && (await item.count()) === 0; step++) {
    const moved = await scroller.evaluate((el) => {
      const before = el.scrollTop;
      el.scrollTo(0, before + Math.max(1, el.clientHeight / 2));
      return el.scrollTop !== before;
    });
    await frames();
    if (!moved) break;
  }
}

/** Opens a card from the tree as a user does: expand its folders, then double-click it. */
export async function openFromTree(page: Page, relative: string): Promise<void> {
  const parts = relative.split('/');
  for (const folder of parts.slice(0, -1)) {
    const item = treeItem(page, folder);
    await revealInTree(page, item);
    if ((await item.getAttribute('aria-expanded')) !== 'true') await item.click();
  }
  // Folders are named by their own name; the file by its path (a name like shock.card may be in two folders).
  const file = page.locator(`[role="treeitem"][title="${relative}"]`);
  await revealInTree(page, file);
  await file.dblclick();
  await page.getByRole('tab', { name: parts[parts.length - 1], exact: true }).waitFor();
  await page.locator('.monaco-editor .view-lines').waitFor();
}

/** Types into the editor, closing any suggestion list so a following Enter is a new line. */
export async function typeInEditor(page: Page, text: string): Promise<void> {
  const lines = text.split('\n');
  for (const [i, line] of lines.entries()) {
    if (i > 0) {
      await page.keyboard.press('Escape');
      await page.keyboard.press('Enter');
    }
    if (line) await page.keyboard.type(line);
  }
  await page.keyboard.press('Escape');
}

export const statusCursor = (page: Page): Locator => page.getByTestId('cursor-position');
export const warningsRegion = (page: Page): Locator => page.getByRole('region', { name: 'Parser warnings' });

/** How long e2e expectations poll a condition before failing. */
export const POLL = { timeout: 10_000, interval: 100 };

/**
 * One browser per test file and a fresh workspace session per test, closed after it.
 * Call at the top level of an e2e file; `open()` inside a test.
 */
export function browserSessions(): { open(options?: SessionOptions): Promise<Session> } {
  let browser: Browser | undefined;
  let session: Session | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  afterEach(async () => {
    await session?.close();
    session = undefined;
  });
  return {
    async open(options) {
      if (browser === undefined) throw new Error('browserSessions(): the browser was not launched');
      session = await openSession(browser, options);
      return session;
    },
  };
}
