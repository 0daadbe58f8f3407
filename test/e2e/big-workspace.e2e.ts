import { access, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { browserSessions, POLL, treeItem } from './harness.js';

const sessions = browserSessions();
const exists = (file: string): Promise<boolean> =>
  access(file).then(
    () => true,
    () => false,
  );

/** Cards in one folder that sorts first, so every other folder ends up 5,000 rows down once it is open. */
const BULK = '000-bulk';
const BULK_FILES = 5000;
const bulkName = (i: number): string => `bulk-${String(i).padStart(4, '0')}.card`;

async function writeBulk(workspace: string): Promise<void> {
  const dir = path.join(workspace, BULK);
  await mkdir(dir);
  await Promise.all(
    Array.from({ length: BULK_FILES }, (_, i) =>
      writeFile(path.join(dir, bulkName(i)), `name Bulk ${i}\ncost {G}\ntype creature - elf\npt 1/1\n`),
    ),
  );
}

describe('a workspace of 5,000 files', () => {
  it('opens a card by double-click, goes to the last row with End and takes a tab dropped far down', async () => {
    const session = await sessions.open({ prepare: writeBulk });
    const { page, workspace } = session;
    const tree = page.getByRole('tree', { name: 'Cards' });

    await treeItem(page, BULK).click();
    await treeItem(page, bulkName(1)).dblclick();
    await page.getByRole('tab', { name: bulkName(1), exact: true }).waitFor();
    // Only the rows on screen are in the page, not 5,000.
    expect(await tree.getByRole('treeitem').count()).toBeLessThan(200);

    // End moves the focus to the last row, which scrolls into view.
    await treeItem(page, bulkName(1)).focus();
    await page.keyboard.press('End');
    const last = page.locator(':focus');
    expect(await last.getAttribute('role')).toBe('treeitem');
    expect(await last.getAttribute('aria-level')).toBe('1');
    expect(await last.getAttribute('aria-posinset')).toBe(await last.getAttribute('aria-setsize'));
    await expect.poll(() => last.isVisible(), POLL).toBe(true);
    const box = await last.boundingBox();
    const view = await tree.locator('xpath=..').boundingBox();
    expect(box && view && box.y >= view.y && box.y + box.height <= view.y + view.height).toBe(true);

    // Type-ahead: "sp" focuses the folder named spells…
    await page.keyboard.type('sp');
    await expect.poll(() => page.locator(':focus').getAttribute('aria-label'), POLL).toMatch(/^sp/);
    // …and Home goes back to the first row.
    await page.keyboard.press('Home');
    await expect.poll(() => page.locator(':focus').getAttribute('aria-label'), POLL).toBe(BULK);
    await page.keyboard.press('End');

    // A tab dropped on a folder 5,000 rows down saves a copy there.
    await page.getByRole('tab', { name: bulkName(1), exact: true }).dragTo(treeItem(page, 'spells'));
    await expect.poll(() => exists(path.join(workspace, 'spells', bulkName(1))), POLL).toBe(true);
    expect(await session.disk(`spells/${bulkName(1)}`)).toBe(await session.disk(`${BULK}/${bulkName(1)}`));
    // Longer than the default: the server's watcher first scans the 5,000 files.
  }, 60_000);
});
