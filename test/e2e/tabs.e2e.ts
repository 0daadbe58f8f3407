import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserSessions, openFromTree, POLL, revealInTree, treeItem, typeInEditor } from './harness.js';

const sessions = browserSessions();

/** Whether the active tab is wholly inside the strip's visible part and clear of the Editor / Rules tester switch. */
const strip = (page: Page) => page.getByRole('tablist', { name: 'Open files' });

async function activeTabInView(page: Page): Promise<boolean> {
  const tab = await strip(page).getByRole('tab', { selected: true }).boundingBox();
  const box = await strip(page).boundingBox();
  const view = await page.getByRole('group', { name: 'View' }).boundingBox();
  if (!tab || !box || !view) return false;
  return tab.x >= box.x - 1 && tab.x + tab.width <= box.x + box.width + 1 && tab.x + tab.width <= view.x;
}

describe('many tabs', () => {
  it('keeps the active one of 20 in view, names the folder of same-name tabs, closes others and saves all', async () => {
    const session = await sessions.open();
    const { page, workspace } = session;
    for (const folder of ['creatures', 'spells', 'lands']) {
      await revealInTree(page, treeItem(page, folder));
      await treeItem(page, folder).click();
    }
    const cards = page.getByRole('tree', { name: 'Cards' }).getByRole('treeitem', { name: /\.card$/ });
    // The tree renders only the rows in view, so the n-th row can be one opened before: count names, not rows.
    const opened = new Set<string>();
    // The first card opened is the one kept, edited and saved below (whatever cards/ holds).
    let kept: { name: string; file: string } | null = null;
    for (let i = 0; opened.size < 20; i += 1) {
      const name = await cards.nth(i).getAttribute('aria-label');
      if (name === null || name === 'shock.card' || opened.has(name)) continue;
      kept ??= { name, file: (await cards.nth(i).getAttribute('title')) ?? name };
      await cards.nth(i).dblclick();
      await page.getByRole('tab', { name, exact: true }).waitFor();
      opened.add(name);
      expect(await activeTabInView(page)).toBe(true);
    }
    expect(await strip(page).getByRole('tab').count()).toBe(20);
    if (!kept) throw new Error('no card opened');
    const keep = kept;
    // Back to the first tab, far left: it scrolls into view too.
    await strip(page).getByRole('tab', { selected: true }).focus();
    await page.keyboard.press('Home');
    await expect.poll(() => activeTabInView(page), POLL).toBe(true);

    // Two files of the same name: each tab shows its folder.
    await writeFile(path.join(workspace, 'creatures', 'shock.card'), 'name    Shock Trooper\n');
    // The tree shows only the rows in view: with creatures/ folded, the one shock.card row is the spells one.
    await revealInTree(page, treeItem(page, 'creatures'));
    await treeItem(page, 'creatures').click();
    await openFromTree(page, 'spells/shock.card');
    await revealInTree(page, treeItem(page, 'creatures'));
    await treeItem(page, 'creatures').click();
    const creaturesShock = page.locator('[role="treeitem"][title="creatures/shock.card"]');
    await revealInTree(page, creaturesShock);
    await creaturesShock.dblclick();
    const shockTabs = strip(page).getByRole('tab', { name: 'shock.card', exact: true });
    await expect.poll(() => shockTabs.count(), POLL).toBe(2);
    await expect
      .poll(() => shockTabs.locator('.tab-folder').allInnerTexts(), POLL)
      .toEqual(expect.arrayContaining(['spells', 'creatures']));

    // Close others from the tab's menu, then edit and Ctrl+K S.
    await page.getByRole('tab', { name: keep.name, exact: true }).click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Close others' }).click();
    await expect.poll(() => strip(page).getByRole('tab').count(), POLL).toBe(1);
    await page.getByRole('tab', { name: keep.name, exact: true }).click();
    await page.locator('.monaco-editor .view-lines').click();
    await page.keyboard.press('Control+End');
    await typeInEditor(page, '# saved by Ctrl+K S');
    await page.getByRole('tab', { name: `${keep.name}, modified` }).waitFor();
    await page.keyboard.press('Control+k');
    await page.keyboard.press('s');
    await expect.poll(() => session.disk(keep.file), POLL).toContain('# saved by Ctrl+K S');
    await page.getByRole('tab', { name: keep.name, exact: true }).waitFor();
  });
});
