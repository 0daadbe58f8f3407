import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { browserSessions, editorText, openFromTree, POLL, treeItem, typeInEditor } from './harness.js';

const sessions = browserSessions();

const LATIN1_CARD = 'name    Caf\xe9 Brawler\ncost    {R}\ntype    creature - human\npt      2/1\n';

describe('encodings and binary files', () => {
  it('opens a Latin-1 file read-only, reopens it as Latin-1 and saves it back byte for byte unless converted', async () => {
    const session = await sessions.open();
    const { page, workspace } = session;
    const file = path.join(workspace, 'creatures', 'cafe-brawler.card');
    const original = Buffer.from(LATIN1_CARD, 'latin1');
    await writeFile(file, original);
    await openFromTree(page, 'creatures/cafe-brawler.card');

    const bar = page.getByRole('region', { name: 'File encoding' });
    await expect.poll(() => bar.innerText(), POLL).toMatch(/not UTF-8/);
    // Read-only: typing changes nothing, saving writes nothing.
    await page.locator('.monaco-editor .view-lines').click();
    await page.keyboard.press('Control+Home');
    await page.keyboard.type('x');
    await page.keyboard.press('Control+s');
    expect(await page.getByRole('tab', { name: 'cafe-brawler.card', exact: true }).count()).toBe(1);
    expect(await readFile(file)).toEqual(original);

    await bar.getByRole('button', { name: 'Latin-1' }).click();
    await expect.poll(() => editorText(page), POLL).toContain('Café Brawler');
    await expect.poll(() => bar.innerText(), POLL).toMatch(/Latin-1: saved back in it/);
    await page.locator('.monaco-editor .view-lines').click();
    await page.keyboard.press('Control+End');
    await typeInEditor(page, 'text    Haste');
    await page.getByRole('tab', { name: 'cafe-brawler.card, modified' }).waitFor();
    await page.keyboard.press('Control+s');
    const expected = Buffer.from(`${LATIN1_CARD}text    Haste`, 'latin1');
    await expect.poll(() => readFile(file), POLL).toEqual(expected);

    // Converting is the user's word, and counts as an unsaved change until saved.
    await bar.getByRole('button', { name: 'Convert to UTF-8' }).click();
    await page.getByRole('tab', { name: 'cafe-brawler.card, modified' }).waitFor();
    await page.keyboard.press('Control+s');
    await expect.poll(() => readFile(file, 'utf8'), POLL).toBe(`${LATIN1_CARD}text    Haste`);
    await bar.waitFor({ state: 'detached' });
  });

  it('lists a binary .card file without parsing it or counting it as a card; compile skips it with a warning', async () => {
    const session = await sessions.open();
    const { page, workspace } = session;
    const warnings = page.getByTestId('warning-count');
    const cards = page.getByTestId('card-count');
    await expect.poll(() => page.getByTestId('read-progress').count(), POLL).toBe(0);
    const before = Number.parseInt(await warnings.innerText(), 10);
    const cardsBefore = Number.parseInt(await cards.innerText(), 10);

    // Bytes of a small image, NULs and all, then a card with one warning: once that warning counts, the binary
    // file (written first) has been read too.
    const binary = Buffer.alloc(4096);
    for (let i = 0; i < binary.length; i += 1) binary[i] = (i * 7919) % 251;
    await writeFile(path.join(workspace, 'x.card'), binary);
    await writeFile(path.join(workspace, 'y.card'), 'name    Y\ntype    creature - human\npt      1/1\nzap\n');
    await treeItem(page, 'x.card').waitFor();
    await treeItem(page, 'y.card').waitFor();
    await expect.poll(async () => Number.parseInt(await warnings.innerText(), 10), POLL).toBeGreaterThan(before);
    const after = Number.parseInt(await warnings.innerText(), 10);
    expect(after - before).toBeLessThanOrEqual(2);
    // y.card is a card; x.card is not.
    await expect.poll(async () => Number.parseInt(await cards.innerText(), 10), POLL).toBe(cardsBefore + 1);

    await openFromTree(page, 'x.card');
    const bar = page.getByRole('region', { name: 'File encoding' });
    await expect.poll(() => bar.innerText(), POLL).toMatch(/binary file/);
    expect(await editorText(page)).toBe('');

    // The compile counts the same cards, and says why x.card is not among them.
    await page.getByRole('toolbar', { name: 'Workspace actions' }).getByRole('button', { name: 'Compile' }).click();
    const result = page.getByRole('region', { name: 'Compile result' });
    await result.getByRole('heading', { name: 'Pack compiled' }).waitFor({ timeout: 20_000 });
    expect(Number(await result.getByTestId('compile-card-count').innerText())).toBe(cardsBefore + 1);
    const skipped = result.getByRole('list', { name: 'Compile warnings' }).getByRole('button', { name: /^x\.card/ });
    expect(await skipped.innerText()).toMatch(/binary-file/);
  });
});
