import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Dialog, Page } from 'playwright-core';
import { browserSessions, editorText, openFromTree, POLL, startServer, typeInEditor } from './harness.js';

const sessions = browserSessions();

/** The unsaved text web mode keeps for `file` (in the workspace's hidden .cardsmith folder), '' when none. */
async function draftOf(workspace: string, file: string): Promise<string> {
  try {
    const drafts = JSON.parse(await readFile(path.join(workspace, '.cardsmith', 'drafts.json'), 'utf8')) as {
      tabs: { path: string; text: string | null }[];
    };
    return drafts.tabs.find((t) => t.path === file)?.text ?? '';
  } catch {
    return '';
  }
}

/** Answers every dialog the page raises (the beforeunload prompt) with `accept`, recording their types. */
function answerDialogs(page: Page, accept: boolean): string[] {
  const seen: string[] = [];
  page.on('dialog', (dialog: Dialog) => {
    seen.push(dialog.type());
    void (accept ? dialog.accept() : dialog.dismiss());
  });
  return seen;
}

const SERRA = 'creatures/serra-angel.card';
const modifiedTab = (page: Page) => page.getByRole('tab', { name: 'serra-angel.card, modified' });

describe('hot exit', () => {
  it('asks before leaving with unsaved edits, and brings them back, marked modified, after a reload', async () => {
    const session = await sessions.open();
    const { page, workspace } = session;
    await openFromTree(page, SERRA);
    await openFromTree(page, 'spells/shock.card');
    await page.getByRole('tab', { name: 'serra-angel.card', exact: true }).click();
    await page.locator('.monaco-editor .view-lines').click();
    await page.keyboard.press('Control+Home');
    await typeInEditor(page, 'Draft ');
    await modifiedTab(page).waitFor();
    // Kept on the pause in typing.
    await expect.poll(() => draftOf(workspace, SERRA), POLL).toMatch(/^Draft name/);

    // Leaving asks first: dismissing the prompt keeps the page and the edit.
    const dismissed = answerDialogs(page, false);
    await page.close({ runBeforeUnload: true });
    await expect.poll(() => dismissed, POLL).toEqual(['beforeunload']);
    expect(page.isClosed()).toBe(false);
    page.removeAllListeners('dialog');

    const accepted = answerDialogs(page, true);
    await page.reload();
    expect(accepted).toEqual(['beforeunload']);
    await modifiedTab(page).waitFor();
    await page.getByRole('tab', { name: 'shock.card', exact: true }).waitFor();
    await expect.poll(() => editorText(page), POLL).toMatch(/^Draft name/);
    expect(await session.disk(SERRA)).not.toContain('Draft');

    // Saving clears the draft's text; the tab stays in the record.
    await page.keyboard.press('Control+s');
    await page.getByRole('tab', { name: 'serra-angel.card', exact: true }).waitFor();
    await expect.poll(() => draftOf(workspace, SERRA), POLL).toBe('');
    expect(await session.disk(SERRA)).toMatch(/^Draft name/);
  });

  it('loses at most the last second of typing when the server is killed mid-typing', async () => {
    const session = await sessions.open();
    const { page, workspace } = session;
    await openFromTree(page, SERRA);
    await page.locator('.monaco-editor .view-lines').click();
    await page.keyboard.press('Control+Home');

    // Keystrokes closer together than the pause that keeps drafts: only the longest wait keeps them. Type until
    // some are on disk while typing goes on, then kill the server without a pause.
    let typed = 0;
    let kept = 0;
    while (kept < 3 && typed < 400) {
      await page.keyboard.type('k');
      typed += 1;
      kept = /^k*/.exec(await draftOf(workspace, SERRA))?.[0].length ?? 0;
    }
    expect(kept).toBeGreaterThanOrEqual(3);
    await session.server.close();

    const restarted = await startServer(workspace);
    try {
      answerDialogs(page, true);
      await page.goto(restarted.url);
      await modifiedTab(page).waitFor();
      // The editor wraps long lines, and the view shows each wrapped row as a line of its own: a slow machine types
      // more 'k's before the first draft than fit on one row, so the rows are joined back before counting.
      const text = (await editorText(page)).replace(/\n/g, '');
      const restored = /^k*/.exec(text)?.[0].length ?? 0;
      expect(restored).toBeGreaterThanOrEqual(kept);
      expect(restored).toBeLessThanOrEqual(typed);
      expect(text.slice(restored)).toMatch(/^name/);
    } finally {
      await restarted.close();
    }
  });
});
