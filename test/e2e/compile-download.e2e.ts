import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadPack } from '../../host/packs/load-pack.js';
import { findCardFiles } from '../../host/workspace/card-files.js';
import { startFixtureServer, type FixtureServer } from '../fixture-server/fixture-server.js';
import { hasSharedFixtures } from '../fixture-server/fixtures-dir.js';
import { editorText, launchBrowser, openSession, screenshot, statusCursor, treeItem, type Session } from './harness.js';

let browser: Browser;
let session: Session | undefined;
let fixtures: FixtureServer | undefined;
let cacheDir: string;
const savedEnv = { ...process.env };

beforeAll(async () => {
  browser = await launchBrowser();
  // Web mode takes the sources' base URLs from the environment, like the CLI: point them at the local replay
  // server, and keep the response cache out of the user's home. (Each e2e file runs in its own process.)
  if (hasSharedFixtures()) {
    fixtures = await startFixtureServer();
    process.env['CARDSMITH_SCRYFALL_URL'] = fixtures.scryfallUrl;
    process.env['CARDSMITH_GATHERER_URL'] = fixtures.gathererUrl;
  }
  cacheDir = await mkdtemp(path.join(tmpdir(), 'cardsmith-e2e-cache-'));
  process.env['XDG_CACHE_HOME'] = cacheDir;
});
afterAll(async () => {
  await browser?.close();
  await fixtures?.close();
  await rm(cacheDir, { recursive: true, force: true });
  process.env = savedEnv;
});
afterEach(async () => {
  await session?.close();
  session = undefined;
});

const POLL = { timeout: 10_000, interval: 100 };

describe('compile', () => {
  it('compiles the workspace with progress and a summary, into a pack that loads; Ctrl+B compiles too', async () => {
    session = await openSession(browser);
    const { page, workspace } = session;
    page.setDefaultTimeout(10_000);
    // A card with a line the parser cannot read, so the summary has a warning to click whatever cards/ holds.
    await writeFile(path.join(workspace, 'broken.card'), 'name Broken\ncost {R}\ntype instant\nflavor Nope.\n');
    // And 250 more, so the summary's list is longer than it shows at once.
    const unknownLines = Array.from({ length: 250 }, (_, i) => `note${i} not a key`).join('\n');
    await writeFile(path.join(workspace, 'many.card'), `name Many\ntype instant\n${unknownLines}\n`);
    const cardFiles = (await findCardFiles([workspace])).length;
    expect(cardFiles).toBeGreaterThan(10);

    await page.getByRole('toolbar', { name: 'Workspace actions' }).getByRole('button', { name: 'Compile' }).click();
    const result = page.getByRole('region', { name: 'Compile result' });
    const bar = result.getByRole('progressbar', { name: 'Compile progress' });
    await bar.waitFor();
    // Done when every file is counted: files done / total.
    await expect.poll(() => bar.getAttribute('aria-valuenow'), POLL).toBe(String(cardFiles));
    expect(await bar.getAttribute('aria-valuemax')).toBe(String(cardFiles));
    await result.getByRole('heading', { name: 'Pack compiled' }).waitFor();
    await screenshot(page, 'compile-result');

    const shownCards = Number(await result.getByTestId('compile-card-count').innerText());
    const packPath = await result.getByTestId('compile-pack-path').innerText();
    expect(packPath).toBe(`packs/${path.basename(workspace)}.zip`);
    expect(await result.getByRole('status').innerText()).toMatch(
      new RegExp(`^Compiled ${shownCards} cards with \\d+ warnings? into ${packPath.replace(/[.]/g, '\\.')} \\(`),
    );
    const pack = await loadPack(path.join(workspace, packPath));
    if (!pack.ok) throw new Error(`the pack does not load: ${JSON.stringify(pack.errors)}`);
    expect(pack.templates).toHaveLength(shownCards);
    expect(pack.manifest.cardCount).toBe(shownCards);
    expect(pack.templates.map((t) => t.name)).toContain('Shock');

    // Long lists show 200 warnings, then more on demand.
    const listed = result.getByRole('list', { name: 'Compile warnings' }).getByRole('listitem');
    expect(await listed.count()).toBe(200);
    await result.getByRole('button', { name: /^Show \d+ more \(\d+ not shown\)$/ }).click();
    await expect.poll(() => listed.count(), POLL).toBeGreaterThan(250);
    expect(await result.getByRole('button', { name: /^Show \d+ more/ }).count()).toBe(0);

    // A warning opens its file at its place.
    const warning = result
      .getByRole('list', { name: 'Compile warnings' })
      .getByRole('button', { name: /^broken\.card/ });
    expect(await warning.innerText()).toMatch(/^broken\.card\s*Ln 4, Col 1\s*unknown-key/);
    await warning.click();
    await page.getByRole('tab', { name: 'broken.card', exact: true }).waitFor();
    await expect.poll(() => statusCursor(page).innerText(), POLL).toBe('Ln 4, Col 1');

    // Escape closes the summary; Ctrl+B compiles again (the pack is rewritten with the same bytes).
    const before = await readFile(path.join(workspace, packPath));
    await result.getByRole('button', { name: 'Close compile result' }).click();
    await result.waitFor({ state: 'detached' });
    await page.keyboard.press('Control+B');
    await result.getByRole('heading', { name: 'Pack compiled' }).waitFor();
    expect(Buffer.compare(await readFile(path.join(workspace, packPath)), before)).toBe(0);
    await result.getByRole('list', { name: 'Compile warnings' }).getByRole('button').first().focus();
    await page.keyboard.press('Escape');
    await result.waitFor({ state: 'detached' });
  });

  it('cancels a running compile: nothing is written, and the next compile works', async () => {
    session = await openSession(browser);
    const { page, workspace } = session;
    page.setDefaultTimeout(10_000);
    // One card with 100,000 abilities keeps the host busy for seconds (parsing it, then zipping its template),
    // so the click lands while it works.
    const abilities = Array.from({ length: 100_000 }, (_, i) => `text ~ deals ${(i % 9) + 1} damage to any target.`);
    await writeFile(path.join(workspace, 'huge.card'), `name Huge\ntype instant\n${abilities.join('\n')}\n`);
    const packFile = path.join(workspace, 'packs', `${path.basename(workspace)}.zip`);

    await page.getByRole('toolbar', { name: 'Workspace actions' }).getByRole('button', { name: 'Compile' }).click();
    const result = page.getByRole('region', { name: 'Compile result' });
    await result.getByRole('button', { name: 'Cancel compile' }).waitFor();
    await screenshot(page, 'compile-running');
    await result.getByRole('button', { name: 'Cancel compile' }).click();
    const status = result.getByRole('status');
    await expect
      .poll(() => status.innerText(), { ...POLL, timeout: 30_000 })
      .toBe('Compile cancelled: no pack was written.');
    expect(await result.getByRole('heading').innerText()).toBe('Compile');
    // No facts about a pack that was not made, and no progress bar stopped at some file.
    expect(await result.getByRole('progressbar').count()).toBe(0);
    await expect(readFile(packFile)).rejects.toThrow();
    await screenshot(page, 'compile-cancelled');

    // Escape closes it; the next compile runs to the end.
    await result.getByRole('button', { name: 'Close compile result' }).focus();
    await page.keyboard.press('Escape');
    await result.waitFor({ state: 'detached' });
    await page.keyboard.press('Control+B');
    await result.getByRole('heading', { name: 'Pack compiled' }).waitFor({ timeout: 60_000 });
    expect((await readFile(packFile)).length).toBeGreaterThan(0);
  });
});

describe.skipIf(!hasSharedFixtures())('download', () => {
  it('downloads a batch of 129 card by card: writes the good ones, lists the skipped with why, opens one tab, selects the rest in the tree, remembers the settings', async () => {
    session = await openSession(browser);
    const { page } = session;
    page.setDefaultTimeout(20_000);
    await page.getByRole('button', { name: 'Download', exact: true }).click();
    let dialog = page.getByRole('dialog', { name: 'Download cards' });
    await dialog.getByLabel('Find by').selectOption('search');
    await dialog.getByLabel('Folder in the workspace').fill('goblins');
    await dialog.getByLabel('Search query').fill('goblin');
    await dialog.getByRole('button', { name: 'Search' }).click();
    const boxes = dialog.getByRole('group', { name: 'Matches' }).getByRole('checkbox');
    await boxes.first().waitFor();
    const ticks = await boxes.count();
    expect(ticks).toBe(129);
    await dialog.getByRole('button', { name: 'Select all' }).click();
    await dialog.getByRole('button', { name: 'Download', exact: true }).click();

    // The workspace already has some goblins (shipped cards): those picks are skipped, each saying where the card
    // is, and the others are written; the dialog stays open on the list.
    const skipped = dialog.getByRole('list', { name: /^Skipped \d+$/ });
    await skipped.waitFor({ timeout: 60_000 });
    expect(await skipped.getByRole('listitem').allInnerTexts()).toContain(
      'A card named Goblin Piker already exists at creatures-combat/goblin-piker.card.',
    );
    const skippedCount = Number((await dialog.getByRole('heading', { name: /^Skipped/ }).innerText()).split(' ')[1]);
    expect(skippedCount).toBeGreaterThanOrEqual(4);
    const written = (await readdir(path.join(session.workspace, 'goblins'))).filter((f) => f.endsWith('.card'));
    expect(written).toHaveLength(ticks - skippedCount);
    expect(await dialog.getByRole('status').innerText()).toMatch(
      new RegExp(
        `^Downloaded ${written.length} cards into goblins/( \\(\\d+ warnings? to look at\\))?\\. Skipped ${skippedCount}\\.$`,
      ),
    );
    // File names follow the shipped cards: kebab-case.
    expect(written).toContain('goblin-war-drums.card');
    expect(written).not.toContain('goblin-piker.card');
    await screenshot(page, 'download-batch-skipped');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });

    // One tab (the first card written); the others are selected in the tree, their folder open.
    await expect.poll(() => page.getByRole('tab').filter({ hasText: '.card' }).count(), POLL).toBe(1);
    const tree = page.getByRole('tree', { name: 'Cards' });
    expect(await tree.getAttribute('aria-multiselectable')).toBe('true');
    const selected = tree.getByRole('treeitem', { selected: true });
    await expect.poll(() => selected.count(), POLL).toBeGreaterThan(10);
    await screenshot(page, 'download-batch-tree');
    for (const name of await selected.evaluateAll((rows) => rows.map((r) => r.getAttribute('title') ?? ''))) {
      expect(name).toMatch(/^goblins\/[a-z0-9-]*goblin[a-z0-9-]*\.card$/);
    }
    await treeItem(page, 'goblins').waitFor();
    expect(await treeItem(page, 'goblins').getAttribute('aria-expanded')).toBe('true');
    // A click goes back to one selected row.
    await treeItem(page, 'goblins').click();
    await expect.poll(() => selected.count(), POLL).toBe(1);

    await page.getByRole('button', { name: 'Download', exact: true }).click();
    dialog = page.getByRole('dialog', { name: 'Download cards' });
    expect(await dialog.getByLabel('Folder in the workspace').inputValue()).toBe('goblins');
    expect(await dialog.getByLabel('Find by').inputValue()).toBe('search');
    // Also after a reload: the settings are kept in the page's storage.
    await page.reload();
    await page.getByRole('button', { name: 'Download', exact: true }).click();
    dialog = page.getByRole('dialog', { name: 'Download cards' });
    expect(await dialog.getByLabel('Folder in the workspace').inputValue()).toBe('goblins');
    expect(await dialog.getByLabel('Source').inputValue()).toBe('scryfall');
  }, 120_000);

  it('downloads a card by name into the workspace, opens it, and asks before replacing it', async () => {
    // Without the shipped Shock: a card the workspace has in another file is skipped (see the batch test).
    session = await openSession(browser, { prepare: (ws) => rm(path.join(ws, 'spells', 'shock.card')) });
    const { page } = session;
    page.setDefaultTimeout(10_000);
    const openDialog = async () => {
      await page.getByRole('button', { name: 'Download', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Download cards' });
      await dialog.waitFor();
      return dialog;
    };

    // Search lists the match, ticked; Download writes it, the tree shows it and the editor opens it.
    let dialog = await openDialog();
    await dialog.getByLabel('Card name').fill('Shock');
    await dialog.getByRole('button', { name: 'Search' }).click();
    const match = dialog.getByRole('checkbox', { name: /^Shock · / });
    await match.waitFor();
    expect(await match.isChecked()).toBe(true);
    await screenshot(page, 'download-dialog');
    await dialog.getByRole('button', { name: 'Download', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await treeItem(page, 'shock.card').waitFor();
    await page.getByRole('tab', { name: 'shock.card', exact: true }).waitFor();
    await expect.poll(() => editorText(page), POLL).toContain('text ~ deals 2 damage to any target.');
    const downloaded = await session.disk('shock.card');
    expect(downloaded).toMatch(/^name Shock\ncost \{R\}\ntype instant\n/);

    // An unknown name is a notice with suggestions; picking one fills the field.
    dialog = await openDialog();
    await dialog.getByLabel('Card name').fill('Llanowar Elvez');
    await dialog.getByRole('button', { name: 'Download', exact: true }).click();
    const notice = dialog.getByRole('alert');
    await expect.poll(() => notice.innerText(), POLL).toMatch(/no card named "Llanowar Elvez"/);
    await notice.getByRole('button', { name: 'Llanowar Elves' }).click();
    expect(await dialog.getByLabel('Card name').inputValue()).toBe('Llanowar Elves');

    // The second download of Shock finds the file there (changed meanwhile) and asks; Keep leaves it alone.
    await writeFile(path.join(session.workspace, 'shock.card'), 'name Shock\n# mine\n');
    await dialog.getByLabel('Card name').fill('Shock');
    await dialog.getByRole('button', { name: 'Download', exact: true }).click();
    let prompt = page.getByRole('alertdialog', { name: 'Replace existing files?' });
    await prompt.waitFor();
    expect(await prompt.innerText()).toContain('shock.card already exists');
    await screenshot(page, 'download-overwrite');
    await prompt.getByRole('button', { name: 'Keep existing' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await session.disk('shock.card')).toBe('name Shock\n# mine\n');

    // Replace writes the downloaded card over it, and the open editor follows the disk.
    dialog = await openDialog();
    await dialog.getByLabel('Card name').fill('Shock');
    await dialog.getByRole('button', { name: 'Download', exact: true }).click();
    prompt = page.getByRole('alertdialog', { name: 'Replace existing files?' });
    await prompt.getByRole('button', { name: 'Replace' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => session?.disk('shock.card'), POLL).toBe(downloaded);
    await expect.poll(() => editorText(page), POLL).toContain('text ~ deals 2 damage to any target.');
  });

  it('searches, ticks several matches and downloads them into a folder', async () => {
    session = await openSession(browser, {
      prepare: (ws) => rm(path.join(ws, 'lands', 'filter'), { recursive: true }),
    });
    const { page } = session;
    page.setDefaultTimeout(10_000);
    await page.getByRole('button', { name: 'Download', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Download cards' });
    await dialog.getByLabel('Find by').selectOption('search');
    await dialog.getByLabel('Search query').fill('is:filterland');
    await dialog.getByLabel('Folder in the workspace').fill('downloads/filter');
    await dialog.getByLabel('Search query').press('Enter');
    const boxes = dialog.getByRole('group', { name: 'Matches' }).getByRole('checkbox');
    await boxes.first().waitFor();
    const count = await boxes.count();
    expect(count).toBeGreaterThan(1);
    await dialog.getByRole('button', { name: 'Select all' }).click();
    await dialog.getByRole('button', { name: 'Download', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await treeItem(page, 'downloads').waitFor();
    // A batch opens its first new file only; the rest are in the tree.
    const cardTabs = async () => (await page.getByRole('tab').allInnerTexts()).filter((n) => n.includes('.card'));
    await expect.poll(async () => (await cardTabs()).length, POLL).toBe(1);
    const files = await findCardFiles([path.join(session.workspace, 'downloads', 'filter')]);
    expect(files).toHaveLength(count);
  });
});
