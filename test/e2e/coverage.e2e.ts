import { existsSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseOracleRecords, sampleCardFiles } from '../../engine/download/oracle-records.js';
import {
  browserSessions,
  editorText,
  POLL,
  screenshot,
  statusCursor,
  updateDocsScreenshot,
  warningsRegion,
} from './harness.js';

const sessions = browserSessions();

/**
 * Real cards added to the workspace, so the tab has several phrases to show: the Tenth Edition cards of
 * ../shared/fixtures/cards-sample.jsonl (245, as scripts/sample-to-cards.ts writes them) when the shared fixtures are
 * beside the project, else a few of them written out here. Which phrases the parser refuses changes as the grammar
 * grows: the test reads the groups from the page rather than naming them.
 */
function sampleCards(): Record<string, string> {
  const fixture = fileURLToPath(new URL('../../../shared/fixtures/cards-sample.jsonl', import.meta.url));
  if (!existsSync(fixture)) return FEW_CARDS;
  const records = parseOracleRecords(readFileSync(fixture, 'utf8')).filter((r) => r.set === '10E');
  return Object.fromEntries(sampleCardFiles(records).map((f) => [f.fileName, f.text]));
}

const FEW_CARDS: Record<string, string> = {
  'Abduction.card':
    'name Abduction\ncost {2}{U}{U}\ntype enchantment - aura\ntext Enchant creature\n' +
    'text When ~ enters the battlefield, untap enchanted creature.\ntext You control enchanted creature.\n' +
    "text When enchanted creature dies, return that card to the battlefield under its owner's control.\n",
  'Venerable Monk.card':
    'name Venerable Monk\ncost {2}{W}\ntype creature - human monk cleric\npt 2/2\n' +
    'text When ~ enters the battlefield, you gain 2 life.\n',
  'Gravedigger.card':
    'name Gravedigger\ncost {3}{B}\ntype creature - zombie\npt 2/2\n' +
    'text When ~ enters the battlefield, you may return target creature card from your graveyard to your hand.\n',
  'Phyrexian Arena.card':
    'name Phyrexian Arena\ncost {1}{B}{B}\ntype enchantment\n' +
    'text At the beginning of your upkeep, you draw a card and you lose 1 life.\n',
  'Howling Mine.card':
    "name Howling Mine\ncost {2}\ntype artifact\ntext At the beginning of each player's draw step, if ~ is untapped, " +
    'that player draws an additional card.\n',
  'Angelic Chorus.card':
    'name Angelic Chorus\ncost {3}{W}{W}\ntype enchantment\n' +
    'text Whenever a creature enters the battlefield under your control, you gain life equal to its toughness.\n',
  'Goblin Guide.card':
    'name Goblin Guide\ncost {R}\ntype creature - goblin scout\npt 2/2\ntext Haste\n' +
    "text Whenever ~ attacks, defending player reveals the top card of their library. If it's a land card, that " +
    'player puts it into their hand.\n',
  'Abyssal Specter.card':
    'name Abyssal Specter\ncost {2}{B}{B}\ntype creature - specter\npt 2/3\ntext Flying\n' +
    'text Whenever ~ deals damage to a player, that player discards a card.\n',
  'Giant Growth.card':
    'name Giant Growth\ncost {G}\ntype instant\ntext Target creature gets +3/+3 until end of turn.\n',
};

const SAMPLE = sampleCards();

describe('the Coverage tab', () => {
  it('shows the numbers and the phrases that stop the parser, and opens a refused line in the editor', async () => {
    const session = await sessions.open();
    const { page, workspace } = session;
    const cardCount = page.getByTestId('card-count');
    await expect.poll(() => cardCount.innerText(), POLL).toMatch(/^\d+ cards$/);
    const before = Number.parseInt(await cardCount.innerText(), 10);
    await mkdir(path.join(workspace, 'sample'));
    for (const [name, text] of Object.entries(SAMPLE)) await writeFile(path.join(workspace, 'sample', name), text);
    const total = before + Object.keys(SAMPLE).length;
    await expect.poll(() => cardCount.innerText(), POLL).toBe(`${total} cards`);
    await expect.poll(() => page.getByTestId('read-progress').count(), POLL).toBe(0);

    const panel = warningsRegion(page);
    await panel.getByRole('tab', { name: /^Coverage/ }).click();
    const headline = panel.getByTestId('coverage-headline');
    await expect.poll(() => headline.innerText(), POLL).toContain(`Cards without warnings:`);
    const text = await headline.innerText();
    // Counts of a thousand and more are written with separators ("1,024"): the workspace's cards/ folder grows.
    const lines = /Ability lines understood: ([\d,]+) of ([\d,]+) \((\d+\.\d)%\)/.exec(text);
    expect(lines).not.toBeNull();
    const count = (digits: string | undefined): number => Number((digits ?? '').replaceAll(',', ''));
    expect(count(lines?.[2])).toBeGreaterThan(count(lines?.[1]));
    expect(text).toMatch(
      new RegExp(`Cards without warnings: [\\d,]+ of ${total.toLocaleString('en')} \\(\\d+\\.\\d%\\)`),
    );

    // The groups: a list of buttons, largest first, each with a bar, its count and its phrase.
    const groups = panel.getByRole('list', { name: 'Refused lines by the phrase that stopped the parser' });
    const buttons = groups.getByRole('button');
    await buttons.first().waitFor();
    const counts = await groups.locator('.coverage-count').allInnerTexts();
    expect(counts.length).toBeGreaterThan(1);
    expect(counts.map(Number)).toEqual([...counts.map(Number)].sort((a, b) => b - a));
    const firstLabel = (await buttons.first().getAttribute('aria-label')) ?? '';
    expect(firstLabel).toMatch(/^.+: \d+ refused lines?, \d+\.\d% of all/);
    expect(await groups.locator('.coverage-bar').first().getAttribute('style')).toMatch(/width: \d/);

    // Keyboard: the arrows move between groups, Enter opens one and lists its lines.
    await buttons.first().focus();
    await page.keyboard.press('ArrowDown');
    expect(await buttons.nth(1).evaluate((b) => b === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    expect(await buttons.nth(1).getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    expect(await buttons.first().getAttribute('aria-expanded')).toBe('true');
    expect(await buttons.nth(1).getAttribute('aria-expanded')).toBe('false');

    const key = firstLabel.slice(0, firstLabel.indexOf(': '));
    const refused = panel.getByRole('list', { name: `Lines stopped at "${key}"` }).getByRole('button');
    await refused.first().waitFor();
    // "sample/Venerable Monk.card, line 5, column 6: When ~ enters ..."
    const lineLabel = (await refused.first().getAttribute('aria-label')) ?? '';
    const place = /^(.+\.card), line (\d+), column (\d+): /.exec(lineLabel);
    expect(place).not.toBeNull();
    const [, file = '', line = '', column = ''] = place ?? [];

    // Clicking the line opens its card with the cursor where the parser stopped.
    await refused.first().click();
    await page.getByRole('tab', { name: path.basename(file), exact: true }).waitFor();
    await expect.poll(() => statusCursor(page).innerText(), POLL).toBe(`Ln ${line}, Col ${column}`);
    expect(await page.evaluate(() => document.activeElement?.closest('.monaco-editor') !== null)).toBe(true);
    const written = SAMPLE[path.basename(file)] ?? (await session.disk(file));
    expect(await editorText(page)).toContain(written.split('\n')[0]);
    // The README's picture: the numbers, the bars, the chosen phrase's lines and the card opened at one of them.
    await updateDocsScreenshot(await screenshot(page, 'coverage'), 'coverage.png');
  });
});
