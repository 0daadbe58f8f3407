import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { parseScenario } from '../../engine/rules/scenario/parse.js';
import { lookupIn, runScenario } from '../../engine/rules/scenario/run.js';
import { loadCards } from '../../host/cli/commands/card-library.js';
import { browserSessions, POLL, openFromTree, screenshot } from './harness.js';

const sessions = browserSessions();
/** Each test plays a whole game through the UI: a few dozen clicks, more than the default 30 s on a busy machine. */
const GAME_TIMEOUT = 60_000;

/** Opens the app and switches to the rules tester. */
async function openTester(page: Page): Promise<Locator> {
  // A step that cannot happen fails fast, naming its locator, well inside the test's own timeout.
  page.setDefaultTimeout(8_000);
  await page.getByRole('button', { name: 'Rules tester', exact: true }).click();
  const tester = page.getByRole('region', { name: 'Rules tester' });
  await tester.waitFor();
  return tester;
}

/** Picks a workspace card in the searchable picker and puts it into a zone. */
async function addCard(
  tester: Locator,
  name: string,
  player: 'Player 1' | 'Player 2',
  zone: string,
  sick = false,
): Promise<void> {
  const picker = tester.getByRole('combobox', { name: 'Card', exact: true });
  await picker.click();
  await picker.fill(name);
  await tester
    .getByRole('listbox', { name: 'Cards' })
    .getByRole('option', { name: new RegExp(`^${name} `) })
    .first()
    .click();
  await tester.getByRole('combobox', { name: 'Player', exact: true }).selectOption({ label: player });
  await tester.getByRole('combobox', { name: 'Zone', exact: true }).selectOption(zone);
  await tester.getByRole('checkbox', { name: 'Summoning sick', exact: true }).setChecked(sick);
  await tester.getByRole('button', { name: 'Add card', exact: true }).click();
  if (zone === 'library') {
    // A library shows only its size.
    await expect
      .poll(() => tester.getByRole('status', { name: 'Tester message' }).innerText(), POLL)
      .toBe(`Added ${name} to ${player}'s library`);
    return;
  }
  await zoneOf(tester, player, zone).getByRole('listitem', { name, exact: true }).first().waitFor();
}

const zoneOf = (tester: Locator, player: string, zone: string): Locator =>
  tester.getByRole('region', { name: `${player} ${zone}`, exact: true });

const cardIn = (tester: Locator, player: string, zone: string, name: string): Locator =>
  zoneOf(tester, player, zone).getByRole('listitem', { name, exact: true });

const pool = (tester: Locator, player: string): Locator =>
  tester.getByRole('status', { name: `${player} mana pool`, exact: true });

async function addMana(tester: Locator, player: string, mana: string): Promise<void> {
  for (const symbol of mana.match(/\{[^}]+\}/g) ?? []) {
    await tester.getByRole('button', { name: `Add ${symbol} to ${player}'s pool`, exact: true }).click();
  }
}

/** Writes a card file into the session's workspace copy; the app hears of it and lists it in the Card box. */
async function writeCard(workspace: string, relative: string, lines: readonly string[]): Promise<void> {
  await writeFile(path.join(workspace, relative), `${lines.join('\n')}\n`, 'utf8');
}

describe('the rules tester', () => {
  it(
    "puts the editor's Llanowar Elves on the battlefield, taps it for {G}, and undoes it",
    async () => {
      const session = await sessions.open();
      const { page } = session;
      await openFromTree(page, 'creatures/llanowar-elves.card');
      const tester = await openTester(page);

      // The card in the editor is the picker's default: add it as typed.
      await expect.poll(() => tester.getByText('Selected:').innerText(), POLL).toContain('Llanowar Elves');
      await tester.getByRole('button', { name: 'Add card', exact: true }).click();
      const elves = cardIn(tester, 'Player 1', 'battlefield', 'Llanowar Elves');
      await elves.waitFor();
      expect(await pool(tester, 'Player 1').innerText()).toBe('empty');

      await elves.getByRole('button', { name: 'Activate Llanowar Elves: {T}: Add {G}.' }).click();
      await expect.poll(() => pool(tester, 'Player 1').innerText(), POLL).toBe('{G}');
      await expect.poll(() => elves.getAttribute('class'), POLL).toContain('tapped');
      expect(await tester.getByRole('list', { name: 'Event log' }).innerText()).toContain(
        'Llanowar Elves (c1) became tapped',
      );

      // Ctrl+Z with the focus in the tester takes the whole action back; Shift+Ctrl+Z redoes it.
      await page.keyboard.press('Control+z');
      await expect.poll(() => pool(tester, 'Player 1').innerText(), POLL).toBe('empty');
      await expect.poll(() => elves.getAttribute('class'), POLL).not.toContain('tapped');
      expect(await tester.getByRole('list', { name: 'Event log' }).count()).toBe(0);
      await page.keyboard.press('Control+Shift+z');
      await expect.poll(() => pool(tester, 'Player 1').innerText(), POLL).toBe('{G}');
      await tester.getByRole('button', { name: 'Undo', exact: true }).click();
      await expect.poll(() => pool(tester, 'Player 1').innerText(), POLL).toBe('empty');
      expect(await elves.getAttribute('class')).not.toContain('tapped');
      await tester.getByRole('button', { name: 'Undo', exact: true }).click();
      await expect.poll(() => elves.count(), POLL).toBe(0);
    },
    GAME_TIMEOUT,
  );

  it(
    'casts Shock at a creature and it dies; the log shows any earlier moment',
    async () => {
      const session = await sessions.open();
      const { page } = session;
      const tester = await openTester(page);
      await addCard(tester, 'Grizzly Bears', 'Player 2', 'battlefield');
      await addCard(tester, 'Shock', 'Player 1', 'hand');
      await addCard(tester, 'Mountain', 'Player 1', 'battlefield');

      // The hidden-information toggle: as Player 2 sees it, Player 1's hand is only a count.
      await tester.getByRole('radio', { name: 'Player 2', exact: true }).check();
      await zoneOf(tester, 'Player 1', 'hand').getByText('1 hidden card(s)').waitFor();
      expect(await cardIn(tester, 'Player 1', 'hand', 'Shock').count()).toBe(0);
      await tester.getByRole('radio', { name: 'Everything', exact: true }).check();

      // Auto-tap is on: casting taps the Mountain for {R}.
      await cardIn(tester, 'Player 1', 'hand', 'Shock').getByRole('button', { name: 'Cast Shock' }).click();
      await tester.getByRole('region', { name: 'Choices' }).getByText('any target').waitFor();
      await cardIn(tester, 'Player 2', 'battlefield', 'Grizzly Bears')
        .getByRole('button', { name: 'Target Grizzly Bears' })
        .click();
      const stack = tester.getByRole('region', { name: 'Stack', exact: true });
      await stack.getByText('Shock').waitFor();
      expect(await cardIn(tester, 'Player 1', 'battlefield', 'Mountain').getAttribute('class')).toContain('tapped');

      await tester.getByRole('button', { name: 'Resolve top', exact: true }).click();
      await cardIn(tester, 'Player 2', 'graveyard', 'Grizzly Bears').waitFor();
      expect(await cardIn(tester, 'Player 2', 'battlefield', 'Grizzly Bears').count()).toBe(0);
      await cardIn(tester, 'Player 1', 'graveyard', 'Shock').waitFor();
      const log = tester.getByRole('list', { name: 'Event log' });
      expect(await log.innerText()).toMatch(/Shock \(c\d+\) dealt 2 damage to Grizzly Bears/);

      // Inspect the moment Shock was cast: the Bears are back on the battlefield, read-only.
      await log.getByRole('button', { name: /cast Shock/ }).click();
      await tester.getByText(/Showing the state after event \d+/).waitFor();
      await cardIn(tester, 'Player 2', 'battlefield', 'Grizzly Bears').waitFor();
      expect(await tester.getByRole('button', { name: 'Next step', exact: true }).isDisabled()).toBe(true);
      await tester.getByRole('button', { name: 'Back to the current state' }).click();
      await cardIn(tester, 'Player 2', 'graveyard', 'Grizzly Bears').waitFor();

      // The clicked buttons are gone, but the focus stayed in the tester: Ctrl+Z takes the resolution back.
      await page.keyboard.press('Control+z');
      await cardIn(tester, 'Player 2', 'battlefield', 'Grizzly Bears').waitFor();
      await tester.getByRole('region', { name: 'Stack', exact: true }).getByText('Shock').waitFor();
    },
    GAME_TIMEOUT,
  );

  it(
    'lets a regenerating creature survive a destroy effect',
    async () => {
      const session = await sessions.open();
      const { page } = session;
      const tester = await openTester(page);
      await addCard(tester, 'Drudge Skeletons', 'Player 2', 'battlefield');
      await addCard(tester, 'Eviscerate', 'Player 1', 'hand');
      await addMana(tester, 'Player 2', '{B}');
      await addMana(tester, 'Player 1', '{B}{C}{C}{C}');
      await expect.poll(() => pool(tester, 'Player 1').innerText(), POLL).toBe('{B}{C}{C}{C}');

      const skeletons = cardIn(tester, 'Player 2', 'battlefield', 'Drudge Skeletons');
      await skeletons.getByRole('button', { name: /^Activate Drudge Skeletons: \{B\}: Regenerate/ }).click();
      await tester
        .getByRole('region', { name: 'Stack', exact: true })
        .getByText(/Drudge Skeletons: \{B\}/)
        .waitFor();
      await tester.getByRole('button', { name: 'Resolve top', exact: true }).click();
      await skeletons.getByText('regeneration shield').waitFor();

      await cardIn(tester, 'Player 1', 'hand', 'Eviscerate').getByRole('button', { name: 'Cast Eviscerate' }).click();
      await skeletons.getByRole('button', { name: 'Target Drudge Skeletons' }).click();
      await tester.getByRole('region', { name: 'Stack', exact: true }).getByText('Eviscerate').waitFor();
      await tester.getByRole('button', { name: 'Resolve top', exact: true }).click();
      await cardIn(tester, 'Player 1', 'graveyard', 'Eviscerate').waitFor();

      // The shield replaced the destruction: still on the battlefield, tapped, the shield used up.
      expect(await skeletons.count()).toBe(1);
      expect(await skeletons.getAttribute('class')).toContain('tapped');
      expect(await skeletons.getByText('regeneration shield').count()).toBe(0);
      expect(await tester.getByRole('list', { name: 'Event log' }).innerText()).toMatch(
        /Drudge Skeletons \(c\d+\) regenerated/,
      );

      // Life totals can be set by hand, like the pools.
      await tester.getByRole('button', { name: 'Player 2 loses 1 life' }).click();
      await expect.poll(() => tester.getByRole('status', { name: 'Player 2 life' }).innerText(), POLL).toBe('19');
    },
    GAME_TIMEOUT,
  );

  it(
    'offers a flying attacker only legal blockers, refuses illegal choices with the reason, and saves a scenario',
    async () => {
      const session = await sessions.open();
      const { page } = session;
      // A line no grammar will ever read.
      await writeCard(session.workspace, 'creatures/odd-dreamer.card', [
        'name Odd Dreamer',
        'cost {1}{U}',
        'type creature - shapeshifter',
        'pt 0/3',
        'text {2}: ~ dreams of the sea.',
      ]);
      const tester = await openTester(page);
      await addCard(tester, 'Serra Angel', 'Player 1', 'battlefield');
      await addCard(tester, 'Odd Dreamer', 'Player 1', 'battlefield');
      await addCard(tester, 'Grizzly Bears', 'Player 1', 'battlefield', true);
      await addCard(tester, 'Grizzly Bears', 'Player 2', 'battlefield');
      await addCard(tester, 'Canopy Spider', 'Player 2', 'battlefield');

      // An ability the parser did not understand is greyed, with the reason; clicking it gets the engine's refusal.
      const dreamer = cardIn(tester, 'Player 1', 'battlefield', 'Odd Dreamer');
      const pump = dreamer.getByRole('button', { name: /^Activate Odd Dreamer: \{2\}/ });
      expect(await pump.getAttribute('aria-disabled')).toBe('true');
      await pump.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => tester.getByRole('alert').innerText(), POLL).toMatch(/was not understood by the parser/);

      const next = tester.getByRole('button', { name: 'Next step', exact: true });
      await next.click();
      await next.click();
      const combat = tester.getByRole('region', { name: 'Combat', exact: true });
      await combat.getByRole('checkbox', { name: 'Attack with Serra Angel' }).check();
      // A summoning-sick creature may be ticked, but the engine refuses the declaration and says why.
      await combat.getByRole('checkbox', { name: 'Attack with Grizzly Bears' }).check();
      await combat.getByRole('button', { name: 'Declare attackers' }).click();
      await expect.poll(() => tester.getByRole('alert').innerText(), POLL).toMatch(/summoning sickness/);
      await combat.getByRole('checkbox', { name: 'Attack with Grizzly Bears' }).uncheck();
      await combat.getByRole('button', { name: 'Declare attackers' }).click();
      await expect.poll(() => combat.innerText(), POLL).toContain('Serra Angel attacks Player 2');

      await next.click();
      const bears = combat.getByRole('group', { name: 'Grizzly Bears blocks' });
      await bears.waitFor();
      expect(await bears.getByRole('checkbox').count()).toBe(0);
      expect(await bears.innerText()).toContain('flying: needs flying or reach');
      const spider = combat.getByRole('group', { name: 'Canopy Spider blocks' });
      await spider.getByRole('checkbox', { name: 'Block Serra Angel with Canopy Spider' }).check();
      await screenshot(page, 'rules-tester');
      await combat.getByRole('button', { name: 'Declare blockers' }).click();
      await expect.poll(() => combat.innerText(), POLL).toContain('blocked by Canopy Spider');

      // Undo the block; then an illegal declaration is refused with the engine's reason.
      await tester.getByRole('button', { name: 'Undo', exact: true }).click();
      await combat.getByRole('button', { name: 'Declare blockers' }).waitFor();

      // Save the game so far as a scenario in the workspace.
      await tester.getByRole('textbox', { name: 'Scenario file' }).fill('scenarios/angel-tester.scenario');
      await tester.getByRole('button', { name: 'Save as scenario', exact: true }).click();
      await expect
        .poll(() => tester.getByRole('status', { name: 'Tester message' }).innerText(), POLL)
        .toContain('Saved the scenario');
      const saved = await session.disk('scenarios/angel-tester.scenario');
      expect(saved).toContain('setup p1 battlefield Serra Angel\n');
      expect(saved).toContain('do attack p1 Serra Angel\n');
      expect(saved).toContain('expect attacking Serra Angel\n');
      // …and it is a passing `cardsmith test` scenario against the workspace's cards.
      const cards = await loadCards(['.'], session.workspace);
      const parsed = parseScenario(saved, 'angel-tester.scenario');
      expect(parsed.problems).toEqual([]);
      expect(runScenario(parsed.scenario, lookupIn(cards.map((c) => c.card))).problems).toEqual([]);
    },
    GAME_TIMEOUT,
  );

  it(
    'stops "up to two" targets after one with No more targets, and the spell resolves with that one (601.2c)',
    async () => {
      const session = await sessions.open();
      const { page } = session;
      await writeCard(session.workspace, 'spells/floodwaters.card', [
        'name Floodwaters',
        'cost {4}{U}{U}',
        'type sorcery',
        "text Return up to two target creatures to their owners' hands.",
      ]);
      const tester = await openTester(page);
      await addCard(tester, 'Grizzly Bears', 'Player 2', 'battlefield');
      await addCard(tester, 'Grizzly Bears', 'Player 2', 'battlefield');
      await addCard(tester, 'Floodwaters', 'Player 1', 'hand');
      await addMana(tester, 'Player 1', '{U}{U}{C}{C}{C}{C}');
      await expect.poll(() => pool(tester, 'Player 1').innerText(), POLL).toBe('{U}{U}{C}{C}{C}{C}');
      await cardIn(tester, 'Player 1', 'hand', 'Floodwaters').getByRole('button', { name: 'Cast Floodwaters' }).click();

      const prompt = tester.getByRole('region', { name: 'Choices', exact: true });
      await prompt.getByText(/choose target 1 \(up to 2\)/).waitFor();
      const bears = cardIn(tester, 'Player 2', 'battlefield', 'Grizzly Bears');
      await bears.first().getByRole('button', { name: 'Target Grizzly Bears' }).click();
      await prompt.getByText(/choose target 2 \(up to 2\)/).waitFor();
      // Only targets to choose: ending the "up to" part casts it, as the last click would.
      await prompt.getByRole('button', { name: /^No more targets for/ }).click();
      const stack = tester.getByRole('region', { name: 'Stack', exact: true });
      await stack.getByText('Floodwaters').waitFor();
      await tester.getByRole('button', { name: 'Resolve top', exact: true }).click();
      await cardIn(tester, 'Player 2', 'hand', 'Grizzly Bears').waitFor();
      expect(await bears.count()).toBe(1);
    },
    GAME_TIMEOUT,
  );

  it(
    "puts Flametongue Kavu's trigger on the stack with the target clicked, and the target dies",
    async () => {
      const session = await sessions.open();
      const { page } = session;
      await writeCard(session.workspace, 'creatures/flametongue-kavu.card', [
        'name Flametongue Kavu',
        'cost {3}{R}',
        'type creature - kavu',
        'pt 4/2',
        'text When ~ enters the battlefield, it deals 4 damage to target creature.',
      ]);
      const tester = await openTester(page);
      await addCard(tester, 'Grizzly Bears', 'Player 2', 'battlefield');
      await addCard(tester, 'Flametongue Kavu', 'Player 1', 'hand');
      await addMana(tester, 'Player 1', '{R}{C}{C}{C}');
      await expect.poll(() => pool(tester, 'Player 1').innerText(), POLL).toBe('{R}{C}{C}{C}');
      await cardIn(tester, 'Player 1', 'hand', 'Flametongue Kavu')
        .getByRole('button', { name: 'Cast Flametongue Kavu' })
        .click();
      const stack = tester.getByRole('region', { name: 'Stack', exact: true });
      await stack.getByText('Flametongue Kavu').waitFor();
      await tester.getByRole('button', { name: 'Resolve top', exact: true }).click();

      // It entered: its trigger waits for a target (603.3d), and nothing else may happen meanwhile.
      const triggers = tester.getByRole('region', { name: 'Pending triggers', exact: true });
      await triggers.getByText('waiting for targets').waitFor();
      expect(await triggers.innerText()).toMatch(/Flametongue Kavu: When ~ enters the battlefield, it deals 4 damage/);
      expect(await triggers.innerText()).toContain('(Player 1)');
      const put = triggers.getByRole('button', { name: "Put Flametongue Kavu's trigger on the stack", exact: true });
      expect(await put.isDisabled()).toBe(true);
      await tester.getByRole('button', { name: 'Next step', exact: true }).click();
      await expect.poll(() => tester.getByRole('alert').innerText(), POLL).toMatch(/put the triggered ability/);

      // Its legal targets are highlighted like a spell's; the one clicked is named, then the keyboard puts it.
      const bears = cardIn(tester, 'Player 2', 'battlefield', 'Grizzly Bears');
      await cardIn(tester, 'Player 1', 'battlefield', 'Flametongue Kavu')
        .getByRole('button', { name: 'Target Flametongue Kavu' })
        .waitFor();
      await bears.getByRole('button', { name: 'Target Grizzly Bears' }).click();
      await triggers.getByText(/Targets: Grizzly Bears/).waitFor();
      expect(await put.isDisabled()).toBe(false);
      await screenshot(page, 'rules-tester-trigger');
      await put.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => triggers.count(), POLL).toBe(0);
      await stack.getByText(/Flametongue Kavu: When ~ enters/).waitFor();
      expect(await stack.innerText()).toContain('Grizzly Bears');

      await tester.getByRole('button', { name: 'Resolve top', exact: true }).click();
      await cardIn(tester, 'Player 2', 'graveyard', 'Grizzly Bears').waitFor();
      expect(await bears.count()).toBe(0);
      const log = await tester.getByRole('list', { name: 'Event log' }).innerText();
      expect(log).toMatch(/An ability of Flametongue Kavu \(c\d+\) triggered/);
      expect(log).toMatch(/put triggered ability of Flametongue Kavu \(c\d+\) on the stack/);
    },
    GAME_TIMEOUT,
  );

  it(
    'asks "you may" before resolving; No leaves the card in the library, and the scenario says so',
    async () => {
      const session = await sessions.open();
      const { page } = session;
      await writeCard(session.workspace, 'creatures/prying-sprite.card', [
        'name Prying Sprite',
        'cost {U}',
        'type creature - faerie',
        'pt 1/1',
        'text When ~ enters the battlefield, you may draw a card.',
      ]);
      await writeCard(session.workspace, 'spells/giant-growth.card', [
        'name Giant Growth',
        'cost {G}',
        'type instant',
        'text Target creature gets +3/+3 until end of turn.',
      ]);
      const tester = await openTester(page);
      await addCard(tester, 'Grizzly Bears', 'Player 1', 'library');
      await addCard(tester, 'Prying Sprite', 'Player 1', 'hand');
      await addMana(tester, 'Player 1', '{U}');
      await cardIn(tester, 'Player 1', 'hand', 'Prying Sprite')
        .getByRole('button', { name: 'Cast Prying Sprite' })
        .click();
      const stack = tester.getByRole('region', { name: 'Stack', exact: true });
      await stack.getByText('Prying Sprite').waitFor();
      await tester.getByRole('button', { name: 'Resolve top', exact: true }).click();

      // The trigger has no target: it went on the stack by itself. Resolving it asks first.
      await stack.getByText(/Prying Sprite: When ~ enters/).waitFor();
      await tester.getByRole('button', { name: 'Resolve top', exact: true }).click();
      const form = tester.getByRole('form', { name: 'Resolution choices' });
      const may = form.getByRole('group', { name: 'You may draw a card' });
      expect(await may.getByRole('radio', { name: 'Yes' }).isChecked()).toBe(true);
      await may.getByRole('radio', { name: 'No' }).check();
      await form.getByRole('button', { name: 'Resolve with these choices' }).click();
      await expect.poll(() => stack.innerText(), POLL).toContain('empty');
      expect(await form.count()).toBe(0);
      expect(await zoneOf(tester, 'Player 1', 'hand').innerText()).toContain('empty');
      const sprite = cardIn(tester, 'Player 1', 'battlefield', 'Prying Sprite');
      await sprite.waitFor();

      // Giant Growth: the current power and toughness, the printed ones beside them, and why on hover.
      await addCard(tester, 'Giant Growth', 'Player 1', 'hand');
      await addMana(tester, 'Player 1', '{G}');
      await cardIn(tester, 'Player 1', 'hand', 'Giant Growth')
        .getByRole('button', { name: 'Cast Giant Growth' })
        .click();
      await sprite.getByRole('button', { name: 'Target Prying Sprite' }).click();
      await stack.getByText('Giant Growth').waitFor();
      await tester.getByRole('button', { name: 'Resolve top', exact: true }).click();
      const pt = sprite.getByLabel('power and toughness');
      await expect.poll(() => pt.innerText(), POLL).toBe('4/4 (printed 1/1)');
      expect(await pt.getAttribute('title')).toBe('+3/+3 Giant Growth');

      await tester.getByRole('textbox', { name: 'Scenario file' }).fill('scenarios/sprite-tester.scenario');
      await tester.getByRole('button', { name: 'Save as scenario', exact: true }).click();
      await expect
        .poll(() => tester.getByRole('status', { name: 'Tester message' }).innerText(), POLL)
        .toContain('Saved the scenario');
      const saved = await session.disk('scenarios/sprite-tester.scenario');
      expect(saved).toContain('do resolve no\n');
      const cards = await loadCards(['.'], session.workspace);
      const parsed = parseScenario(saved, 'sprite-tester.scenario');
      expect(parsed.problems).toEqual([]);
      expect(runScenario(parsed.scenario, lookupIn(cards.map((c) => c.card))).problems).toEqual([]);
    },
    GAME_TIMEOUT,
  );

  it(
    'shows the combat matrix with reasons on hover',
    async () => {
      const session = await sessions.open();
      const { page } = session;
      const tester = await openTester(page);
      await tester.getByRole('tab', { name: 'Combat matrix' }).click();
      const table = tester.getByRole('table');
      await table.waitFor();
      const header = table.getByRole('rowheader', { name: 'Serra Angel', exact: true });
      await header.waitFor();
      const row = table
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: 'Serra Angel', exact: true }) });
      const columns = await table.getByRole('columnheader').allInnerTexts();
      const bears = columns.indexOf('Grizzly Bears');
      const spider = columns.indexOf('Canopy Spider');
      expect(bears).toBeGreaterThan(0);
      const cells = row.getByRole('cell');
      // The first column is the row header, so cell i is column i + 1.
      expect(await cells.nth(bears - 1).getAttribute('title')).toBe(
        "Grizzly Bears can't block Serra Angel: flying: needs flying or reach",
      );
      expect(await cells.nth(spider - 1).innerText()).toBe('yes');
      await tester.getByRole('combobox', { name: 'Creatures from' }).selectOption('creatures-combat');
      await expect.poll(() => table.getByRole('rowheader', { name: 'Serra Angel', exact: true }).count(), POLL).toBe(0);
    },
    GAME_TIMEOUT,
  );

  it(
    'loads the pack the app compiled and puts a card of it on the battlefield',
    async () => {
      const session = await sessions.open();
      const { page } = session;
      page.setDefaultTimeout(10_000);
      await page.getByRole('toolbar', { name: 'Workspace actions' }).getByRole('button', { name: 'Compile' }).click();
      const result = page.getByRole('region', { name: 'Compile result' });
      await result.getByRole('heading', { name: 'Pack compiled' }).waitFor();
      const packPath = await result.getByTestId('compile-pack-path').innerText();

      const tester = await openTester(page);
      const field = tester.getByRole('textbox', { name: 'Pack path', exact: true });
      // The field starts where Compile writes.
      await expect.poll(() => field.inputValue(), POLL).toBe(packPath);
      await tester.getByRole('button', { name: 'Load pack', exact: true }).click();
      await expect
        .poll(() => tester.getByRole('status', { name: 'Tester message' }).innerText(), POLL)
        .toMatch(new RegExp(`^Loaded \\d+ card\\(s\\) from ${packPath.replace(/[.]/g, '\\.')}$`));

      const picker = tester.getByRole('combobox', { name: 'Card', exact: true });
      await picker.click();
      await picker.fill('Grizzly Bears');
      await tester
        .getByRole('listbox', { name: 'Cards' })
        .getByRole('option', { name: /^Grizzly Bears \(pack\) / })
        .click();
      expect(await tester.getByText('Selected:').innerText()).toContain('Grizzly Bears (pack)');
      await tester.getByRole('combobox', { name: 'Zone', exact: true }).selectOption('battlefield');
      await tester.getByRole('button', { name: 'Add card', exact: true }).click();
      await cardIn(tester, 'Player 1', 'battlefield', 'Grizzly Bears').waitFor();

      // A path outside the workspace is refused, the reason in the tester's alert.
      await field.fill('../elsewhere.zip');
      await tester.getByRole('button', { name: 'Load pack', exact: true }).click();
      await expect.poll(() => tester.getByRole('alert').innerText(), POLL).toMatch(/^Cannot load the pack: /);
    },
    GAME_TIMEOUT,
  );

  it(
    'casts a modal spell: Blue Elemental Blast, mode 2, destroys a red creature',
    async () => {
      const session = await sessions.open();
      const { page } = session;
      await mkdir(path.join(session.workspace, 'spells-modal'), { recursive: true });
      await writeCard(session.workspace, 'spells-modal/blue-elemental-blast.card', [
        'name Blue Elemental Blast',
        'cost {U}',
        'type instant',
        'text Choose one —',
        'text • Counter target red spell.',
        'text • Destroy target red permanent.',
      ]);
      const tester = await openTester(page);
      await addCard(tester, 'Sandstone Warrior', 'Player 2', 'battlefield');
      await addCard(tester, 'Blue Elemental Blast', 'Player 1', 'hand');
      await addMana(tester, 'Player 1', '{U}');
      await cardIn(tester, 'Player 1', 'hand', 'Blue Elemental Blast')
        .getByRole('button', { name: 'Cast Blue Elemental Blast' })
        .click();

      // The modes come first: one radio per mode; no red spell is on the stack, so mode 1 is greyed with the reason.
      const choices = tester.getByRole('region', { name: 'Choices' });
      const modes = choices.getByRole('group', { name: 'Modes' });
      const counter = modes.getByRole('radio', { name: /^Counter target red spell\./ });
      expect(await counter.isDisabled()).toBe(true);
      expect(await modes.innerText()).toContain('no legal target for target red spell');
      const choose = modes.getByRole('button', { name: 'Choose mode' });
      expect(await choose.isDisabled()).toBe(true);
      await modes.getByRole('radio', { name: 'Destroy target red permanent.' }).check();
      await choose.click();

      // Then the chosen mode's target: only the red creature is offered.
      await choices.getByText('target red permanent', { exact: true }).waitFor();
      await cardIn(tester, 'Player 2', 'battlefield', 'Sandstone Warrior')
        .getByRole('button', { name: 'Target Sandstone Warrior' })
        .click();
      const stack = tester.getByRole('region', { name: 'Stack', exact: true });
      await expect
        .poll(() => stack.getByLabel('Chosen modes').innerText(), POLL)
        .toContain('Destroy target red permanent.');
      await tester.getByRole('button', { name: 'Resolve top', exact: true }).click();
      await cardIn(tester, 'Player 2', 'graveyard', 'Sandstone Warrior').waitFor();
      expect(await cardIn(tester, 'Player 1', 'graveyard', 'Blue Elemental Blast').count()).toBe(1);
    },
    GAME_TIMEOUT,
  );

  it(
    'offers a land made a creature until end of turn as an attacker, with its power and toughness',
    async () => {
      const session = await sessions.open();
      const { page } = session;
      const tester = await openTester(page);
      await addCard(tester, 'Dread Statuary', 'Player 1', 'battlefield');
      const statuary = cardIn(tester, 'Player 1', 'battlefield', 'Dread Statuary');
      expect(await statuary.getByLabel('power and toughness').count()).toBe(0);
      await addMana(tester, 'Player 1', '{C}{C}{C}{C}');
      await statuary.getByRole('button', { name: /^Activate Dread Statuary: \{4\}/ }).click();
      await tester.getByRole('button', { name: 'Resolve top', exact: true }).click();
      // 205.1b: a creature now, printed without power and toughness; the base it was given says why (613.4b).
      const pt = statuary.getByLabel('power and toughness');
      await expect.poll(() => pt.innerText(), POLL).toBe('4/2 (printed —)');
      expect(await pt.getAttribute('title')).toBe('base 4/2 Dread Statuary');

      const next = tester.getByRole('button', { name: 'Next step', exact: true });
      await next.click();
      await next.click();
      const combat = tester.getByRole('region', { name: 'Combat', exact: true });
      await combat.getByRole('checkbox', { name: 'Attack with Dread Statuary' }).check();
      await combat.getByRole('button', { name: 'Declare attackers' }).click();
      await expect.poll(() => combat.innerText(), POLL).toContain('Dread Statuary attacks Player 2');
    },
    GAME_TIMEOUT,
  );

  it(
    'offers an ability an effect gave (613.1f), and keeps a permanent tapped in its untap step when asked (502.3)',
    async () => {
      const session = await sessions.open();
      const { page, workspace } = session;
      await writeCard(workspace, 'lightning-volley.card', [
        'name Lightning Volley',
        'cost {3}{R}',
        'type instant',
        'text Until end of turn, creatures you control gain "{T}: This creature deals 1 damage to any target."',
      ]);
      await writeCard(workspace, 'willow-satyr.card', [
        'name Willow Satyr',
        'cost {2}{G}{G}',
        'type creature - satyr',
        'pt 1/1',
        'text You may choose not to untap ~ during your untap step.',
      ]);
      const tester = await openTester(page);
      await addCard(tester, 'Grizzly Bears', 'Player 1', 'battlefield');
      await addCard(tester, 'Lightning Volley', 'Player 1', 'hand');
      await tester.getByRole('checkbox', { name: 'Tapped', exact: true }).setChecked(true);
      await addCard(tester, 'Willow Satyr', 'Player 2', 'battlefield');
      const bears = cardIn(tester, 'Player 1', 'battlefield', 'Grizzly Bears');
      expect(await bears.getByRole('button', { name: /^Activate Grizzly Bears/ }).count()).toBe(0);

      await addMana(tester, 'Player 1', '{R}{R}{R}{R}');
      await cardIn(tester, 'Player 1', 'hand', 'Lightning Volley').getByRole('button', { name: /^Cast/ }).click();
      await tester.getByRole('button', { name: 'Resolve top', exact: true }).click();
      await bears.getByRole('button', { name: /^Activate Grizzly Bears: \{T\}/ }).waitFor();

      // In the cleanup step, Player 2's tapped Satyr may stay tapped as their turn begins.
      const keep = tester.getByRole('group', { name: 'Keep tapped in the next untap step (502.3)' });
      const next = tester.getByRole('button', { name: 'Next step', exact: true });
      const step = tester.locator('.tester-turn strong');
      for (let i = 0; i < 12 && (await step.innerText()) !== 'Cleanup'; i++) {
        const before = await step.innerText();
        await next.click();
        await expect.poll(() => step.innerText(), POLL).not.toBe(before);
      }
      await keep.getByRole('checkbox', { name: 'Willow Satyr' }).check();
      await next.click();
      await expect.poll(() => tester.locator('.tester-turn').innerText(), POLL).toContain('Turn 2');
      const satyr = cardIn(tester, 'Player 2', 'battlefield', 'Willow Satyr');
      expect(await satyr.getAttribute('class')).toContain('tapped');
      // The ability lasted until end of turn (514.2).
      expect(await bears.getByRole('button', { name: /^Activate Grizzly Bears/ }).count()).toBe(0);
    },
    GAME_TIMEOUT,
  );

  it(
    "asks which card of the revealed hand Duress takes and Prism Ring's color, by keyboard; the scenario says so",
    async () => {
      const session = await sessions.open();
      const { page } = session;
      const tester = await openTester(page);
      await addCard(tester, 'Shock', 'Player 2', 'hand');
      await addCard(tester, 'Grizzly Bears', 'Player 2', 'hand');
      await addCard(tester, 'Opt', 'Player 2', 'hand');
      await addCard(tester, 'Duress', 'Player 1', 'hand');
      await addMana(tester, 'Player 1', '{B}');
      await cardIn(tester, 'Player 1', 'hand', 'Duress').getByRole('button', { name: 'Cast Duress' }).click();
      await tester.getByRole('button', { name: 'Target Player 2', exact: true }).click();
      const stack = tester.getByRole('region', { name: 'Stack', exact: true });
      await stack.getByText('Duress').waitFor();
      await tester.getByRole('button', { name: 'Resolve top', exact: true }).click();

      // Only the noncreature, nonland cards are offered; the engine's default (the first) is ticked.
      const form = tester.getByRole('form', { name: 'Resolution choices' });
      const choice = form.getByRole('group', { name: /^Choose noncreature nonland card .*: choose 1 card/ });
      const shock = choice.getByRole('checkbox', { name: /^Choose Shock/ });
      const opt = choice.getByRole('checkbox', { name: /^Choose Opt/ });
      expect(await choice.getByRole('checkbox').count()).toBe(2);
      expect(await shock.isChecked()).toBe(true);
      expect(await opt.isDisabled()).toBe(true);
      await shock.focus();
      await page.keyboard.press('Space');
      await opt.focus();
      await page.keyboard.press('Space');
      await expect.poll(() => opt.isChecked(), POLL).toBe(true);
      await form.getByRole('button', { name: 'Resolve with these choices' }).click();
      await cardIn(tester, 'Player 2', 'graveyard', 'Opt').waitFor();
      expect(await cardIn(tester, 'Player 2', 'hand', 'Shock').count()).toBe(1);

      // 614.12: a permanent spell's "As ~ enters the battlefield, choose a color" is asked as it resolves.
      await addCard(tester, 'Prism Ring', 'Player 1', 'hand');
      await addMana(tester, 'Player 1', '{C}');
      await cardIn(tester, 'Player 1', 'hand', 'Prism Ring').getByRole('button', { name: 'Cast Prism Ring' }).click();
      await stack.getByText('Prism Ring').waitFor();
      await tester.getByRole('button', { name: 'Resolve top', exact: true }).click();
      await form.getByRole('combobox', { name: 'As it enters, choose a color' }).selectOption('red');
      await form.getByRole('button', { name: 'Resolve with these choices' }).click();
      await cardIn(tester, 'Player 1', 'battlefield', 'Prism Ring').waitFor();

      await tester.getByRole('textbox', { name: 'Scenario file' }).fill('scenarios/duress-tester.scenario');
      await tester.getByRole('button', { name: 'Save as scenario', exact: true }).click();
      await expect
        .poll(() => tester.getByRole('status', { name: 'Tester message' }).innerText(), POLL)
        .toContain('Saved the scenario');
      const saved = await session.disk('scenarios/duress-tester.scenario');
      expect(saved).toContain('do resolve pick Opt\n');
      expect(saved).toContain('do resolve choose red\n');
      const cards = await loadCards(['.'], session.workspace);
      const parsed = parseScenario(saved, 'duress-tester.scenario');
      expect(parsed.problems).toEqual([]);
      expect(runScenario(parsed.scenario, lookupIn(cards.map((c) => c.card))).problems).toEqual([]);
    },
    GAME_TIMEOUT,
  );
});
