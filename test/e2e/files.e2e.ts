import { access, mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  browserSessions,
  POLL,
  editorText,
  openFromTree,
  screenshot,
  statusCursor,
  revealInTree,
  treeItem,
  typeInEditor,
  warningsRegion,
} from './harness.js';

const sessions = browserSessions();
const exists = (file: string): Promise<boolean> =>
  access(file).then(
    () => true,
    () => false,
  );

/** The tree's first row: folders come first, by name. */
async function firstFolder(workspace: string): Promise<string | undefined> {
  const entries = await readdir(workspace, { withFileTypes: true });
  return entries
    .filter((e) => e.isDirectory() && !e.name.startsWith('.') && e.name !== 'node_modules')
    .map((e) => e.name)
    .sort((a, b) => a.localeCompare(b))[0];
}

describe('files and tabs', () => {
  it('saves a copy when a tab is dragged onto a folder; lists and opens workspace warnings', async () => {
    const session = await sessions.open();
    const { page, workspace } = session;
    await openFromTree(page, 'spells/shock.card');
    const original = await session.disk('spells/shock.card');

    // The tree renders only the rows in view: bring the folder into view first (the card's own folder is open).
    const creatures = treeItem(page, 'creatures');
    await revealInTree(page, creatures);
    await page.getByRole('tab', { name: 'shock.card', exact: true }).dragTo(creatures);
    await expect.poll(() => exists(path.join(workspace, 'creatures', 'shock.card')), POLL).toBe(true);
    expect(await session.disk('creatures/shock.card')).toBe(original);
    // The copy opens in its own tab, and the tree shows it.
    await expect.poll(() => page.getByRole('tab', { name: 'shock.card', exact: true }).count(), POLL).toBe(2);
    await expect.poll(() => treeItem(page, 'shock.card').count(), POLL).toBe(2);
    await screenshot(page, 'save-as-by-drag');

    // The workspace view lists every file's warnings and opens one at its place.
    await warningsRegion(page)
      .getByRole('tab', { name: /Workspace/ })
      .click();
    const entry = warningsRegion(page).getByRole('button', { name: /lands\/dryad-arbor\.card/ });
    await entry.waitFor();
    const position = /Ln (\d+), Col (\d+)/.exec(await entry.innerText());
    await screenshot(page, 'workspace-warnings');
    await entry.click();
    await page.getByRole('tab', { name: 'dryad-arbor.card', exact: true }).waitFor();
    await expect.poll(() => statusCursor(page).innerText(), POLL).toBe(`Ln ${position?.[1]}, Col ${position?.[2]}`);
  });

  it('works from the keyboard: tree navigation, quick open, and closing a modified tab', async () => {
    const session = await sessions.open();
    const { page } = session;
    const tree = page.getByRole('tree', { name: 'Cards' });

    // Arrow keys move through the tree; Right opens a folder, Enter opens a file.
    await tree.getByRole('treeitem').first().focus();
    const first = await tree.getByRole('treeitem').first().getAttribute('aria-label');
    expect(first).toBe(await firstFolder(session.workspace));
    await page.keyboard.press('ArrowRight');
    expect(await treeItem(page, first ?? '').getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('ArrowDown');
    const focused = await page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
    expect(focused).toMatch(/\.card/);
    await page.keyboard.press('Enter');
    await page.getByRole('tab', { name: focused ?? '', exact: true }).waitFor();

    // Ctrl+P finds a file by part of its name.
    await page.keyboard.press('Control+p');
    const quickOpen = page.getByRole('dialog', { name: 'Go to file' });
    await quickOpen.waitFor();
    await page.keyboard.type('serra');
    await quickOpen.getByRole('option', { name: 'creatures/serra-angel.card' }).waitFor();
    await screenshot(page, 'quick-open');
    await page.keyboard.press('Enter');
    await page.getByRole('tab', { name: 'serra-angel.card', exact: true }).waitFor();
    await expect.poll(() => editorText(page), POLL).toContain('Serra Angel');

    // Ctrl+W on a modified tab asks first; Cancel keeps it, "Don't save" closes it.
    await page.locator('.monaco-editor .view-lines').click();
    await typeInEditor(page, 'x');
    await page.getByRole('tab', { name: 'serra-angel.card, modified' }).waitFor();
    await page.keyboard.press('Control+w');
    const ask = page.getByRole('alertdialog', { name: 'Save changes to serra-angel.card?' });
    await ask.waitFor();
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await ask.waitFor({ state: 'detached' });
    expect(await page.getByRole('tab', { name: 'serra-angel.card, modified' }).count()).toBe(1);
    await page.keyboard.press('Control+w');
    await ask.getByRole('button', { name: "Don't save" }).click();
    await expect.poll(() => page.getByRole('tab', { name: /serra-angel/ }).count(), POLL).toBe(0);
    expect(await session.disk('creatures/serra-angel.card')).not.toMatch(/^x/);
  });

  it('creates, renames and deletes files through dialogs', async () => {
    const session = await sessions.open();
    const { page, workspace } = session;

    await page.getByRole('button', { name: 'New file' }).click();
    const create = page.getByRole('dialog', { name: 'New card file' });
    await create.getByRole('textbox').fill('Bolt.card');
    await page.keyboard.press('Enter');
    await page.getByRole('tab', { name: 'Bolt.card', exact: true }).waitFor();
    await expect.poll(() => exists(path.join(workspace, 'Bolt.card')), POLL).toBe(true);
    await treeItem(page, 'Bolt.card').waitFor();

    await treeItem(page, 'Bolt.card').click();
    await page.keyboard.press('F2');
    const rename = page.getByRole('dialog', { name: 'Rename Bolt.card' });
    await rename.getByRole('textbox').fill('Lightning Bolt.card');
    await page.keyboard.press('Enter');
    await page.getByRole('tab', { name: 'Lightning Bolt.card', exact: true }).waitFor();
    await expect.poll(() => exists(path.join(workspace, 'Lightning Bolt.card')), POLL).toBe(true);
    expect(await exists(path.join(workspace, 'Bolt.card'))).toBe(false);
    // The keyboard focus comes back to the renamed row, so the arrows go on working.
    const focusedItem = () =>
      page.evaluate(() =>
        document.activeElement?.getAttribute('role') === 'treeitem'
          ? document.activeElement.getAttribute('aria-label')
          : null,
      );
    await expect.poll(focusedItem, POLL).toBe('Lightning Bolt.card');
    await page.keyboard.press('ArrowUp');
    await expect.poll(focusedItem, POLL).not.toBe('Lightning Bolt.card');
    await expect.poll(focusedItem, POLL).not.toBeNull();

    await treeItem(page, 'Lightning Bolt.card').click();
    await page.keyboard.press('Delete');
    const confirm = page.getByRole('alertdialog', { name: 'Delete Lightning Bolt.card?' });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => exists(path.join(workspace, 'Lightning Bolt.card')), POLL).toBe(false);
    await expect.poll(() => page.getByRole('tab', { name: /Lightning Bolt/ }).count(), POLL).toBe(0);
    await expect.poll(() => treeItem(page, 'Lightning Bolt.card').count(), POLL).toBe(0);
    // After the delete, the focus is on a neighbouring row, not lost to the page.
    await expect.poll(focusedItem, POLL).not.toBeNull();
    const neighbour = await focusedItem();
    await page.keyboard.press('Home');
    await expect.poll(focusedItem, POLL).toBe(await firstFolder(workspace));
    expect(neighbour).not.toBe('Lightning Bolt.card');
  });

  it('says why the tree has no cards when the folder holds .txt files, and lists one renamed to .card', async () => {
    const session = await sessions.open({
      prepare: async (workspace) => {
        for (const entry of await readdir(workspace)) await rm(path.join(workspace, entry), { recursive: true });
        await mkdir(path.join(workspace, 'laterna'));
        for (let i = 0; i < 14; i++) {
          await writeFile(path.join(workspace, 'laterna', `card-${i}.txt`), `name Card ${i}\ntype creature\npt 1/1\n`);
        }
      },
    });
    const { page, workspace } = session;
    const note = page.getByTestId('tree-empty');
    await expect
      .poll(() => note.innerText(), POLL)
      .toBe('No card files here. 14 .txt files skipped: card files end in .card or .card.json.');

    await rename(path.join(workspace, 'laterna', 'card-0.txt'), path.join(workspace, 'laterna', 'card-0.card'));
    await expect.poll(() => note.count(), POLL).toBe(0);
    await treeItem(page, 'laterna').click();
    await treeItem(page, 'card-0.card').waitFor();
  });
});

describe('duplicate card names', () => {
  it('are flagged as typed, before any compile: in the Workspace panel (both paths) and on the name line', async () => {
    const session = await sessions.open();
    const { page } = session;
    await openFromTree(page, 'creatures/serra-angel.card');
    await page.locator('.monaco-editor .view-lines').click();
    await page.keyboard.press('Control+Home');
    await page.keyboard.press('End');
    for (let i = 0; i < 'Serra Angel'.length; i += 1) await page.keyboard.press('Backspace');
    await typeInEditor(page, 'Shock');
    await page.locator('.monaco-editor .squiggly-warning').first().waitFor();

    await warningsRegion(page)
      .getByRole('tab', { name: /Workspace/ })
      .click();
    const flagged = warningsRegion(page).getByRole('button', { name: /duplicate-name/ });
    await expect
      .poll(() => flagged.allInnerTexts(), POLL)
      .toEqual([
        expect.stringMatching(/spells\/shock\.card[\s\S]*creatures\/serra-angel\.card has a card of the same name/),
        expect.stringMatching(/creatures\/serra-angel\.card[\s\S]*spells\/shock\.card has a card of the same name/),
      ]);
    // Unsaved: the disk still says Serra Angel.
    expect(await session.disk('creatures/serra-angel.card')).toMatch(/^name\s+Serra Angel/);
  });
});
