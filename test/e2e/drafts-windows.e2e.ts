import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSessions, editorText, openFromTree, POLL, treeItem, typeInEditor } from './harness.js';

const sessions = browserSessions();

/** Every unsaved text web mode keeps (the drafts file's merged record), by file. */
async function keptTexts(workspace: string): Promise<Record<string, string>> {
  try {
    const record = JSON.parse(await readFile(path.join(workspace, '.cardsmith', 'drafts.json'), 'utf8')) as {
      tabs: { path: string; text: string | null }[];
    };
    return Object.fromEntries(record.tabs.flatMap((t) => (t.text === null ? [] : [[t.path, t.text]])));
  } catch {
    return {};
  }
}

/** Another browser tab on the same web-mode server, ready to use. */
async function openTab(context: BrowserContext, url: string): Promise<Page> {
  const tab = await context.newPage();
  await tab.goto(url);
  await treeItem(tab, 'creatures').waitFor();
  return tab;
}

async function typeAtEnd(page: Page, text: string): Promise<void> {
  await page.locator('.monaco-editor .view-lines').click();
  await page.keyboard.press('Control+End');
  await typeInEditor(page, text);
}

describe('hot exit with two browser tabs on one workspace', () => {
  it("keeps each tab's drafts (neither overwrites the other's) and brings both back in the next tab", async () => {
    const session = await sessions.open();
    const { page, workspace, server } = session;
    await openFromTree(page, 'creatures/serra-angel.card');
    await typeAtEnd(page, '\n# kept by tab A');
    const browserWindow = page.context();
    const other = await openTab(browserWindow, server.url);
    await openFromTree(other, 'spells/shock.card');
    await typeAtEnd(other, '\n# kept by tab B');
    // Tab A types on after tab B wrote: with one record per workspace, A's write would now drop B's draft.
    await typeAtEnd(page, '\n# and more from A');

    await expect
      .poll(async () => {
        const kept = await keptTexts(workspace);
        return [
          kept['creatures/serra-angel.card']?.includes('# and more from A') ?? false,
          kept['spells/shock.card']?.includes('# kept by tab B') ?? false,
        ];
      }, POLL)
      .toEqual([true, true]);

    // Both tabs close (as a crash would: no prompt); a new tab brings back both drafts, marked modified.
    await other.close();
    await page.close();
    const next = await openTab(browserWindow, server.url);
    await next.getByRole('tab', { name: 'serra-angel.card, modified' }).waitFor();
    await next.getByRole('tab', { name: 'shock.card, modified' }).click();
    await expect.poll(() => editorText(next), POLL).toContain('# kept by tab B');
    await next.getByRole('tab', { name: 'serra-angel.card, modified' }).click();
    await expect.poll(() => editorText(next), POLL).toContain('# and more from A');
  });
});
