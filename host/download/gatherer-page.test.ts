import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { toCardFile } from '../../engine/download/card-file.js';
import { hasSharedFixtures, LOCAL_FIXTURES_DIR, sharedFixturesDir } from '../../test/fixture-server/fixtures-dir.js';
import { readManifest } from '../../test/fixture-server/manifest.js';
import { expectRoundTrip } from '../../test/unit/download/round-trip.js';
import { readGathererPage, type GathererPage } from './gatherer-page.js';

const dir = path.join(sharedFixturesDir(), 'gatherer');
const read = (file: string): GathererPage =>
  readGathererPage(readFileSync(path.join(dir, file), 'utf8'), `https://gatherer.wizards.com/${file}`);
const cardText = (file: string): string => {
  const page = read(file);
  if (page.kind !== 'card') throw new Error(`${file} is a ${page.kind} page`);
  return toCardFile(page.card);
};

/** Un-cards print half points (1½), which no card file can hold: the parser flags them instead. */
const HALF_POINTS = new Set(['tutor/test/fixtures/web/cardpecker.html', 'tutor/test/fixtures/web/cheapass.html']);

describe.skipIf(!hasSharedFixtures())('Gatherer pages (recorded)', () => {
  // vitest still runs a skipped describe's body to collect its tests: read nothing when the fixtures are absent.
  const rows = hasSharedFixtures() ? readManifest(dir).filter((r) => !r.file.endsWith('.yml')) : [];

  it('recognises every recorded page shape', () => {
    const expected = (kind: string): GathererPage['kind'] =>
      kind.startsWith('card details')
        ? 'card'
        : kind.startsWith('search results')
          ? 'search'
          : kind.startsWith('card languages')
            ? 'languages'
            : kind.startsWith('home')
              ? 'home'
              : kind.includes('redirect body')
                ? 'moved'
                : 'unknown';
    for (const row of rows) expect([row.file, read(row.file).kind]).toEqual([row.file, expected(row.kind)]);
  });

  const details = rows.filter((r) => r.kind.startsWith('card details'));
  it.each(details.map((r) => [r.file, r]))('%s: names, ids and a card file the parser reads back', (_, row) => {
    const page = read(row.file);
    if (page.kind !== 'card') throw new Error('not a card');
    expect(page.card.multiverseIds).toEqual(expect.arrayContaining(row.multiverseIds.slice(0, 1)));
    const shown = page.card.faces.map((f) => f.name);
    expect([...shown, ...page.missingParts]).toEqual(expect.arrayContaining([...row.cardNames]));
    if (page.missingParts.length === 0 && !HALF_POINTS.has(row.file)) expectRoundTrip(page.card);
  });

  it('writes Stand // Deliver, a split card on one page, in printed order', () => {
    expect(cardText('frantic-search/fixtures/standdeliver.html')).toBe(
      'layout split\n\nface Stand\ncost {W}\ntype instant\n' +
        'text Prevent the next 2 damage that would be dealt to target creature this turn.\n' +
        "\nface Deliver\ncost {2}{U}\ntype instant\ntext Return target permanent to its owner's hand.\n",
    );
  });

  it('writes a flip card', () => {
    expect(cardText('frantic-search/fixtures/bushi.html')).toBe(
      'layout flip\n\nface Bushi Tenderfoot\ncost {W}\ntype creature - human soldier\npt 1/1\n' +
        'text When a creature dealt damage by ~ this turn dies, flip ~.\n' +
        '\nface Kenzo the Hardhearted\ncost {W}\nsuper legendary\ntype creature - human samurai\npt 3/4\n' +
        'text Double strike; bushido 2 (When this blocks or becomes blocked, it gets +2/+2 until end of turn.)\n',
    );
  });

  it('writes a double-faced card with the back face’s color indicator', () => {
    expect(cardText('frantic-search/fixtures/huntmaster.html')).toBe(
      'layout transform\n\nface Huntmaster of the Fells\ncost {2}{R}{G}\ntype creature - human werewolf\npt 2/2\n' +
        'text Whenever this creature enters the battlefield or transforms into ~, put a 2/2 green Wolf creature token onto the battlefield and you gain 2 life.\n' +
        'text At the beginning of each upkeep, if no spells were cast last turn, transform ~.\n' +
        '\nface Ravager of the Fells\ncolor red green\ntype creature - werewolf\npt 4/4\ntext Trample\n' +
        'text Whenever this creature transforms into ~, it deals 2 damage to target opponent and 2 damage to up to one target creature that player controls.\n' +
        'text At the beginning of each upkeep, if a player cast two or more spells last turn, transform ~.\n',
    );
  });

  it('writes a planeswalker with loyalty and the legendary short name', () => {
    expect(cardText('thejonanshow-gatherer/spec/fixtures/nicol_bolas_planeswalker.html')).toBe(
      'name Nicol Bolas, Planeswalker\ncost {4}{U}{B}{B}{R}\ntype planeswalker - bolas\nloyalty 5\n' +
        'text +3: Destroy target noncreature permanent.\ntext -2: Gain control of target creature.\n' +
        'text -9: ~ deals 7 damage to target player. That player discards seven cards, then sacrifices seven permanents.\n',
    );
  });

  it('writes a localized page with its types in English', () => {
    expect(cardText('tutor/test/fixtures/web/birdsofparadise_de.html')).toBe(
      'name Paradiesvögel\ncost {G}\ntype creature - vogel\npt 0/1\ntext Fliegend\n' +
        'text {T}: Erhöhe deinen Manavorrat um ein Mana einer beliebigen Farbe.\n',
    );
    expect(cardText('tutor/test/fixtures/web/akromaangelofwrath_de.html')).toContain(
      'super legendary\ntype creature - engel\n',
    );
  });

  it('reads symbols: phyrexian, two-brid, tap and printed-text codes', () => {
    expect(cardText('frantic-search/fixtures/233056.html')).toContain('cost {U/P}\n');
    expect(cardText('tutor/test/fixtures/web/flamejavelin.html')).toContain('cost {2/R}{2/R}{2/R}\n');
    expect(cardText('thejonanshow-gatherer/spec/fixtures/nezumi_shortfang.html')).toContain(
      'text {1}{B}, {T}: Target opponent',
    );
    expect(
      cardText(
        'robinroestenburg-mtg/extracted_html/test_vcr_cassettes_detail_pages/Details.aspx_printed=true_multiverseid=40197.html',
      ),
    ).toContain(
      'text {3}, {T}, Sacrifice a creature of the chosen type: ~ deals 3 damage to target creature or player.\n',
    );
    expect(cardText('thejonanshow-gatherer/spec/fixtures/otaria.html')).toContain(
      'text Whenever you roll {CHAOS}, take an extra turn after this one.\n',
    );
  });

  it('reads a half of a split card and names the other half', () => {
    const page = read('thejonanshow-gatherer/spec/fixtures/fire.html');
    expect(page).toMatchObject({ kind: 'card', missingParts: ['Ice'], partOrder: ['Fire', 'Ice'] });
  });

  it('reads search pages: standard, compact and checklist, with paging and counts', () => {
    const standard = read('tutor/test/fixtures/web/homelands_pg1.html');
    expect(standard).toMatchObject({ kind: 'search', total: 115 });
    if (standard.kind !== 'search') return;
    expect(standard.matches).toHaveLength(25);
    expect(standard.matches[0]).toEqual({
      name: 'Abbey Gargoyles',
      multiverseId: 3010,
      ref: null,
      typeLine: 'Creature — Gargoyle',
      manaCost: '{2}{W}{W}{W}',
      language: null,
    });
    expect(standard.nextPage).toBe(
      'https://gatherer.wizards.com/Pages/Search/Default.aspx?page=1&set=%5B%22Homelands%22%5D',
    );
    const last = read('gatherer_extractor/spec/support/SearchSetLastPage.html');
    expect(last).toMatchObject({ kind: 'search', nextPage: null, total: 269 });
    const compact = read('frantic-search/fixtures/search.html');
    expect(compact.kind === 'search' && compact.matches.length).toBe(100);
    const checklist = read(
      'robinroestenburg-mtg/extracted_html/test_vcr_cassettes_checklist_pages/Default.aspx_output=checklist_set=_22Mirrodin_20Besieged_22_.html',
    );
    expect(
      checklist.kind === 'search' && [checklist.matches.length, checklist.total, checklist.matches[0]?.name],
    ).toEqual([150, 150, 'Accorder Paladin']);
    const none = read(
      'robinroestenburg-mtg/extracted_html/test_vcr_cassettes_checklist_pages/Default.aspx_output=checklist_set=_2522Mirrodin_20Besieged_2522_.html',
    );
    expect(none).toMatchObject({ kind: 'search', matches: [], total: 0 });
  });

  it('reads languages pages', () => {
    const page = read('tutor/test/fixtures/web/birdsofparadise.html');
    expect(page.kind === 'languages' && page.matches.find((m) => m.language === 'German')).toMatchObject({
      name: 'Paradiesvögel',
      multiverseId: 263789,
    });
  });

  it('reads the "Object moved" body as a redirect', () => {
    expect(
      read(
        'robinroestenburg-mtg/extracted_html/test_vcr_cassettes_detail_pages/Details.aspx_printed=true_multiverseid=40917.html',
      ),
    ).toEqual({
      kind: 'moved',
      location: '/Pages/Default.aspx',
    });
  });
});

describe('today’s Gatherer (synthetic pages built from the documented facts)', () => {
  const next = (file: string): GathererPage =>
    readGathererPage(
      readFileSync(path.join(LOCAL_FIXTURES_DIR, 'gatherer-next', file), 'utf8'),
      'https://gatherer.wizards.com/x',
    );

  it('reads the card from the Next.js chunks and normalizes its symbols', () => {
    const page = next('mystic-gate.synthetic.html.txt');
    expect(page.kind === 'card' && toCardFile(page.card)).toBe(
      'name Mystic Gate\ntype land\ntext {T}: Add {C}.\ntext {W/U}, {T}: Add {W}{W}, {W}{U}, or {U}{U}.\n',
    );
    expect(page.kind === 'card' && page.card.multiverseIds).toEqual([146746]);
  });

  it('reads a localized planeswalker with full-width loyalty costs', () => {
    const page = next('jace-beleren-ja.synthetic.html.txt');
    expect(page.kind === 'card' && page.card.language).toBe('ja');
    expect(page.kind === 'card' && toCardFile(page.card)).toBe(
      'name ジェイス・ベレレン\ncost {1}{U}{U}\nsuper legendary\ntype planeswalker - ジェイス\nloyalty 3\n' +
        'text +2: 各プレイヤーはカードを１枚引く。\ntext -1: プレイヤー１人を対象とする。そのプレイヤーはカードを１枚引く。\n' +
        'text -10: プレイヤー１人を対象とする。そのプレイヤーは自分のライブラリーの一番上から２０枚のカードを自分の墓地に置く。\n',
    );
  });

  it('refuses a Next.js page without a card, and anything else unknown', () => {
    expect(next('no-card.synthetic.html.txt')).toEqual({
      kind: 'unknown',
      reason: 'a Next.js page without a card object',
    });
    expect(readGathererPage('<html><head><title>Maintenance</title></head></html>', 'u')).toEqual({
      kind: 'unknown',
      reason: 'a page titled "Maintenance"',
    });
    expect(readGathererPage('not html at all', 'u').kind).toBe('unknown');
  });
});
