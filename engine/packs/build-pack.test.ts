import { describe, expect, it } from 'vitest';
import { buildPack, type CompiledCard } from './build-pack.js';
import { canonicalJson } from './canonical-json.js';
import { PACK_FORMAT_VERSION, validateManifest } from './manifest.js';
import { card, fakeSha256, oddity, parsed, shock, warning } from './testing/sample-cards.js';

const options = { toolVersion: '9.9.9', sha256: fakeSha256 };
const decode = (bytes: Uint8Array | undefined): string => new TextDecoder().decode(bytes);

const cards: CompiledCard[] = [
  { source: 'red/shock.card', result: parsed(shock) },
  { source: 'green/llanowar.card', result: parsed(card()) },
  {
    source: 'odd.card',
    result: parsed(oddity, [warning('odd.card', 5), warning('odd.card', 6, { code: 'unknown-key', column: 2 })]),
  },
];

describe('buildPack', () => {
  it('lays out manifest.json first, then one canonical JSON entry per card, sorted', () => {
    const pack = buildPack(cards, options);
    expect(pack.entries.map((e) => e.path)).toEqual([
      'manifest.json',
      'cards/green/llanowar.json',
      'cards/odd.json',
      'cards/red/shock.json',
    ]);
    const shockText = decode(pack.entries[3]?.bytes);
    expect(JSON.parse(shockText)).toEqual(shock);
    expect(shockText.endsWith('}\n')).toBe(true);
    expect(shockText.startsWith('{"abilities":[')).toBe(true);
    // Compact canonical JSON: no whitespace outside strings, one line, and it round-trips to the same text.
    expect(shockText).toBe(canonicalJson(JSON.parse(shockText)));
    expect(shockText.indexOf('\n')).toBe(shockText.length - 1);
  });

  it('writes a manifest with versions, count, each card and every warning', () => {
    const pack = buildPack(cards, options);
    const manifest = JSON.parse(decode(pack.entries[0]?.bytes)) as unknown;
    expect(decode(pack.entries[0]?.bytes)).toBe(canonicalJson(manifest, 2));
    expect(manifest).toEqual(pack.manifest);
    expect(validateManifest(manifest).ok).toBe(true);
    expect(pack.manifest).toMatchObject({ packFormatVersion: PACK_FORMAT_VERSION, toolVersion: '9.9.9', cardCount: 3 });
    expect(pack.manifest.cards).toEqual([
      {
        name: 'Llanowar Elves',
        source: 'green/llanowar.card',
        entry: 'cards/green/llanowar.json',
        sha256: fakeSha256(pack.entries[1]?.bytes ?? new Uint8Array()),
      },
      {
        name: 'Oddity',
        source: 'odd.card',
        entry: 'cards/odd.json',
        sha256: expect.stringMatching(/^[0-9a-f]{64}$/) as string,
      },
      { name: 'Shock', source: 'red/shock.card', entry: 'cards/red/shock.json', sha256: expect.any(String) as string },
    ]);
    expect(pack.manifest.warnings).toEqual([
      warning('odd.card', 5),
      warning('odd.card', 6, { code: 'unknown-key', column: 2 }),
    ]);
    expect(pack.warnings).toHaveLength(2);
  });

  it('gives identical bytes whatever order the cards arrive in', () => {
    const a = buildPack(cards, options);
    const b = buildPack([...cards].reverse(), options);
    expect(b.entries).toEqual(a.entries);
  });

  it('reports duplicate names, ignoring case, with every path', () => {
    const pack = buildPack(
      [
        ...cards,
        { source: 'b/shock-again.card', result: parsed(card({ name: 'SHOCK' })) },
        { source: 'nameless-1.card', result: parsed(card({ name: '' })) },
        { source: 'nameless-2.card', result: parsed(card({ name: '' })) },
      ],
      options,
    );
    expect(pack.duplicates).toEqual([{ name: 'SHOCK', sources: ['b/shock-again.card', 'red/shock.card'] }]);
    expect(pack.manifest.duplicates).toEqual(pack.duplicates);
    const manifestText = decode(pack.entries[0]?.bytes);
    expect(manifestText).toBe(canonicalJson(JSON.parse(manifestText), 2));
    expect(pack.manifest.cardCount).toBe(6);
    expect(pack.problems).toEqual([]);
  });

  it('reports two sources that would share one entry, and unsafe sources, as problems', () => {
    const pack = buildPack(
      [
        { source: 'elves.card', result: parsed(card()) },
        { source: 'elves.json', result: parsed(card({ name: 'Other' })) },
        { source: '../outside.card', result: parsed(shock) },
      ],
      options,
    );
    expect(pack.problems).toEqual([
      { code: 'unsafe-source', sources: ['../outside.card'], message: expect.stringContaining('".."') as string },
      {
        code: 'entry-collision',
        sources: ['elves.card', 'elves.json'],
        message: 'elves.card and elves.json would both be stored as cards/elves.json; rename one of them',
      },
    ]);
  });

  it('builds an empty pack from no cards', () => {
    const pack = buildPack([], options);
    expect(pack.entries.map((e) => e.path)).toEqual(['manifest.json']);
    expect(pack.manifest).toEqual({
      packFormatVersion: PACK_FORMAT_VERSION,
      toolVersion: '9.9.9',
      cardCount: 0,
      cards: [],
      warnings: [],
      duplicates: [],
    });
  });
});
