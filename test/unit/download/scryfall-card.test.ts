import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { hasSharedFixtures, sharedFixturesDir } from '../../fixture-server/fixtures-dir.js';
import { readManifest } from '../../fixture-server/manifest.js';
import { expectRoundTrip } from './round-trip.js';
import { toCardFile } from '../../../engine/download/card-file.js';
import { scryfallCard, scryfallError, scryfallList } from '../../../engine/download/scryfall-card.js';

const dir = path.join(sharedFixturesDir(), 'scryfall');
const load = (file: string): unknown => JSON.parse(readFileSync(path.join(dir, file), 'utf8'));

describe.skipIf(!hasSharedFixtures())('Scryfall card objects (recorded)', () => {
  // vitest still runs a skipped describe's body to collect its tests: read nothing when the fixtures are absent.
  const cards = hasSharedFixtures()
    ? readManifest(dir).filter((r) => r.kind === 'card' && !/ArtSeries|Emblem/.test(r.file))
    : [];

  it.each(cards.map((r) => [r.file]))('%s converts and reads back', (file) => {
    const parsed = scryfallCard(load(file), file);
    expect(parsed.ok).toBe(true);
    if (parsed.ok) expectRoundTrip(parsed.value);
  });

  it('writes Lightning Bolt, a transform card and a split card whole', () => {
    const bolt = scryfallCard(load('api-types/Card/layouts/Normal/Spell/LightningBolt.json'), 'x');
    expect(bolt.ok && toCardFile(bolt.value)).toBe(
      'name Lightning Bolt\ncost {R}\ntype instant\ntext ~ deals 3 damage to any target.\n',
    );
    const breaking = scryfallCard(load('api-types/Card/layouts/SplitSpell/BreakingAndEntering.json'), 'x');
    expect(breaking.ok && toCardFile(breaking.value)).toBe(
      // Scryfall prints Fuse in both halves' text, as the card does.
      'layout split\n\nface Breaking\ncost {U}{B}\ntype sorcery\ntext Target player mills eight cards.\n' +
        'text Fuse (You may cast one or both halves of this card from your hand.)\n' +
        '\nface Entering\ncost {4}{B}{R}\ntype sorcery\n' +
        'text Put a creature card from a graveyard onto the battlefield under your control. It gains haste until end of turn.\n' +
        'text Fuse (You may cast one or both halves of this card from your hand.)\n',
    );
    const elbrus = scryfallCard(load('api-types/Card/layouts/Transform/Elbrus.json'), 'x');
    expect(elbrus.ok && elbrus.value.layout).toBe('transform');
    expect(elbrus.ok && toCardFile(elbrus.value)).toContain(
      '\nface Withengar Unbound\ncolor black\nsuper legendary\ntype creature - demon\n',
    );
  });

  it('reads lists with pagination fields and error objects', () => {
    const page1 = scryfallList(load('aioscryfall/cards/forests-page1.json'), 'x');
    expect(page1.ok && [page1.value.hasMore, page1.value.nextPage, page1.value.cards.length]).toEqual([
      true,
      'https://api.scryfall.com/cards/search?some_args=stuff',
      10,
    ]);
    const page2 = scryfallList(load('aioscryfall/cards/forests-page2.json'), 'x');
    expect(page2.ok && [page2.value.hasMore, page2.value.nextPage]).toEqual([false, null]);
    expect(scryfallError(load('api-types/Error/NotFound.json'))).toMatchObject({ status: 404, code: 'not_found' });
    expect(scryfallError(load('api-types/Card/layouts/Normal/Spell/LightningBolt.json'))).toBeNull();
  });

  it('refuses what is not a card', () => {
    expect(scryfallCard(load('api-types/Card/layouts/Emblem/Chandra.json'), 'x')).toMatchObject({
      ok: false,
      problem: expect.stringContaining('emblem'),
    });
    expect(scryfallCard(load('api-types/Card/layouts/ArtSeries/Alaundo.json'), 'x')).toMatchObject({ ok: false });
    expect(scryfallCard(load('api-types/Set/KTK.json'), 'x')).toMatchObject({ ok: false });
    expect(scryfallCard({ object: 'card' }, 'x')).toMatchObject({ ok: false });
    expect(scryfallList({ object: 'list', has_more: true, data: [] }, 'x')).toMatchObject({ ok: false });
  });
});
