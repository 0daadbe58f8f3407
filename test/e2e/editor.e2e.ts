import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  browserSessions,
  POLL,
  updateDocsScreenshot,
  editorText,
  openFromTree,
  screenshot,
  statusCursor,
  treeItem,
  typeInEditor,
  warningsRegion,
} from './harness.js';

const sessions = browserSessions();

describe('the card editor', () => {
  it('opens the workspace and shows a card, its parse, completion and hover', async () => {
    const session = await sessions.open();
    const { page } = session;
    await expect.poll(() => page.getByTestId('card-count').innerText(), POLL).toMatch(/^\d+ cards$/);
    expect(await page.getByTestId('card-count').innerText()).not.toBe('0 cards');
    // "reading n of N…" shows only until every card file was read.
    await expect.poll(() => page.getByTestId('read-progress').count(), POLL).toBe(0);
    await screenshot(page, 'welcome');

    await openFromTree(page, 'spells/shock.card');
    expect(await page.getByRole('tab', { name: 'shock.card', exact: true }).getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => editorText(page), POLL).toContain('Shock deals 2 damage to any target.');

    const summary = warningsRegion(page).getByRole('region', { name: 'Parsed card' });
    await summary.getByRole('heading', { name: 'Shock' }).waitFor();
    expect(await summary.getByRole('img', { name: /^\{R\}/ }).count()).toBe(1);
    expect(await summary.innerText()).toContain('Instant');
    expect(await summary.innerText()).toMatch(/deal 2 damage to any target/i);
    await screenshot(page, 'editor');

    // Completion and hover.
    await page.locator('.monaco-editor .view-lines').click();
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Enter');
    await page.keyboard.type('text fly');
    const suggestions = page.locator('.monaco-editor .suggest-widget');
    await suggestions.locator('.monaco-list-row', { hasText: 'flying' }).first().waitFor({ state: 'visible' });
    await screenshot(page, 'completion');
    await page.keyboard.press('Enter');
    await expect.poll(() => editorText(page), POLL).toContain('text flying');

    await page.locator('.monaco-editor .view-line span', { hasText: /^cost$/ }).hover();
    await page
      .locator('.monaco-editor .monaco-hover')
      .getByText(/Mana cost/)
      .waitFor();
  });

  it('shows a warning for a line the parser cannot read, jumps to it, clears it when fixed, and saves', async () => {
    const session = await sessions.open();
    const { page } = session;
    await openFromTree(page, 'spells/shock.card');
    const lastLine = (await editorText(page)).split('\n').length;

    await page.locator('.monaco-editor .view-lines').click();
    await page.keyboard.press('Control+End');
    await typeInEditor(page, '\ntext Wibble the moon.');
    const newLine = lastLine + 1;

    const warning = warningsRegion(page).getByRole('button', { name: /unparsed-ability/ });
    await warning.waitFor();
    expect(await warning.innerText()).toContain(`Ln ${newLine}, Col 6`);
    await page.locator('.monaco-editor .squiggly-warning').first().waitFor();
    expect(await page.getByRole('tab', { name: 'shock.card, modified' }).count()).toBe(1);
    // This view is the README's picture.
    await updateDocsScreenshot(await screenshot(page, 'warnings'));

    // Clicking the warning puts the cursor on it and the focus in the editor.
    await page.keyboard.press('Control+Home');
    await expect.poll(() => statusCursor(page).innerText(), POLL).toBe('Ln 1, Col 1');
    await warning.click();
    await expect.poll(() => statusCursor(page).innerText(), POLL).toBe(`Ln ${newLine}, Col 6`);
    expect(await page.evaluate(() => document.activeElement?.closest('.monaco-editor') !== null)).toBe(true);

    // Enter on a focused warning works the same.
    await page.keyboard.press('Control+Home');
    await warning.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => statusCursor(page).innerText(), POLL).toBe(`Ln ${newLine}, Col 6`);

    // Fix the line: the warning and the squiggle go away.
    await page.keyboard.press('End');
    await page.keyboard.press('Shift+Home');
    await typeInEditor(page, 'text Draw a card.');
    await warningsRegion(page).getByText('No warnings').waitFor();
    await expect.poll(() => page.locator('.monaco-editor .squiggly-warning').count(), POLL).toBe(0);
    expect(await warningsRegion(page).innerText()).toMatch(/draw a card/i);

    // Ctrl+S saves: the tab is no longer modified and the file on disk has the fix.
    await page.keyboard.press('Control+s');
    await page.getByRole('tab', { name: 'shock.card', exact: true }).waitFor();
    await expect.poll(() => session?.disk('spells/shock.card'), POLL).toContain('text Draw a card.');
    expect(await session.disk('spells/shock.card')).not.toContain('Wibble the moon');
  });

  it('follows edits made on disk, and asks before replacing unsaved edits', async () => {
    const session = await sessions.open();
    const { page, workspace } = session;
    await openFromTree(page, 'spells/shock.card');

    // The tree follows the disk (this also proves the watcher is running).
    await writeFile(path.join(workspace, 'spells', 'outside.card'), 'name Outside\n');
    await treeItem(page, 'outside.card').waitFor();

    // No unsaved edits: the editor simply reloads.
    const file = path.join(workspace, 'spells', 'shock.card');
    await writeFile(file, 'name    Shock\ncost    {R}\ntype    instant\ntext    Shock deals 3 damage to any target.\n');
    await expect.poll(() => editorText(page), POLL).toContain('deals 3 damage');
    expect(await page.getByRole('tab', { name: 'shock.card', exact: true }).count()).toBe(1);

    // Unsaved edits: the user chooses, and "keep mine" keeps every typed character.
    await page.locator('.monaco-editor .view-lines').click();
    await page.keyboard.press('Control+End');
    await typeInEditor(page, '\ntext My line.');
    await writeFile(file, 'name    Shock\ncost    {R}\ntype    instant\ntext    Disk line.\n');
    const dialog = page.getByRole('alertdialog', { name: 'shock.card changed on disk' });
    await dialog.waitFor();
    await screenshot(page, 'outside-change');
    await dialog.getByRole('button', { name: 'Keep my edits' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await editorText(page)).toContain('text My line.');
    expect(await page.getByRole('tab', { name: 'shock.card, modified' }).count()).toBe(1);

    // And "load disk version" takes the disk's text.
    await writeFile(file, 'name    Shock\ncost    {R}\ntype    instant\ntext    Second disk line.\n');
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Load disk version' }).click();
    await expect.poll(() => editorText(page), POLL).toContain('Second disk line.');
    expect(await editorText(page)).not.toContain('My line.');
    await page.getByRole('tab', { name: 'shock.card', exact: true }).waitFor();
  });
});
