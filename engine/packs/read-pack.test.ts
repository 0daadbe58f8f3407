import { describe, expect, it } from 'vitest';
import { buildPack, type PackEntry } from './build-pack.js';
import { canonicalJson } from './canonical-json.js';
import { PACK_FORMAT_VERSION, validateManifest } from './manifest.js';
import { readPack } from './read-pack.js';
import { card, fakeSha256, oddity, parsed, shock, warning } from './testing/sample-cards.js';

const encode = (text: string): Uint8Array => new TextEncoder().encode(text);

function built(): Map<string, Uint8Array> {
  const pack = buildPack(
    [
      { source: 'shock.card', result: parsed(shock) },
      { source: 'elves/llanowar.card', result: parsed(card()) },
      { source: 'odd.card', result: parsed(oddity, [warning('odd.card', 5)]) },
    ],
    { toolVersion: '1.0.0', sha256: fakeSha256 },
  );
  return new Map(pack.entries.map((e: PackEntry) => [e.path, e.bytes]));
}

function errorsOf(entries: ReadonlyMap<string, Uint8Array>): unknown {
  const result = readPack(entries, fakeSha256);
  return result.ok ? [] : result.errors;
}

describe('readPack', () => {
  it('gives back exactly the templates that were built, in manifest order', () => {
    const result = readPack(built(), fakeSha256);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.templates).toEqual([card(), oddity, shock]);
    expect(result.manifest.cards.map((c) => c.source)).toEqual(['elves/llanowar.card', 'odd.card', 'shock.card']);
  });

  it('refuses a pack without a manifest', () => {
    const entries = built();
    entries.delete('manifest.json');
    expect(errorsOf(entries)).toEqual([
      { entry: 'manifest.json', code: 'missing-manifest', message: 'is missing; this is not a cardsmith pack' },
    ]);
  });

  it('refuses a manifest that is not JSON, not UTF-8, or not a manifest', () => {
    for (const [bytes, message] of [
      [encode('{"cards": ['), 'is not valid JSON'],
      [new Uint8Array([0xff, 0xfe, 0x7b]), 'is not valid UTF-8'],
      [encode('{"packFormatVersion": 1}'), '$.toolVersion is missing'],
      [
        encode(
          canonicalJson({
            packFormatVersion: 7,
            toolVersion: 'x',
            cardCount: 0,
            cards: [],
            warnings: [],
            duplicates: [],
          }),
        ),
        'pack format 7 is not supported',
      ],
    ] as const) {
      const entries = built();
      entries.set('manifest.json', bytes);
      const result = readPack(entries, fakeSha256);
      expect(result.ok).toBe(false);
      if (result.ok) continue;
      expect(result.errors).toHaveLength(1);
      expect(result.errors[0]?.entry).toBe('manifest.json');
      expect(result.errors[0]?.message).toContain(message);
    }
  });

  it('reports a changed entry as a hash mismatch naming the entry', () => {
    const entries = built();
    const tampered = JSON.parse(new TextDecoder().decode(entries.get('cards/shock.json'))) as { power: string | null };
    tampered.power = '99';
    entries.set('cards/shock.json', encode(canonicalJson(tampered)));
    expect(errorsOf(entries)).toEqual([
      {
        entry: 'cards/shock.json',
        code: 'hash-mismatch',
        message: expect.stringContaining('was changed after compiling'),
      },
    ]);
  });

  it('reports entries that are missing, unlisted, not JSON or not templates', () => {
    const entries = built();
    entries.delete('cards/odd.json');
    entries.set('cards/extra.json', encode('{}'));
    const manifest = JSON.parse(new TextDecoder().decode(entries.get('manifest.json'))) as {
      cards: { entry: string; sha256: string }[];
    };
    // Re-sign broken entries so they get past the hash check and fail on their content.
    const notJson = encode('{ nope');
    const notTemplate = encode(canonicalJson({ ...card(), power: 3 }));
    entries.set('cards/elves/llanowar.json', notJson);
    entries.set('cards/shock.json', notTemplate);
    for (const c of manifest.cards) {
      if (c.entry === 'cards/elves/llanowar.json') c.sha256 = fakeSha256(notJson);
      if (c.entry === 'cards/shock.json') c.sha256 = fakeSha256(notTemplate);
    }
    entries.set('manifest.json', encode(canonicalJson(manifest)));
    expect(errorsOf(entries)).toEqual([
      { entry: 'cards/elves/llanowar.json', code: 'bad-json', message: expect.stringContaining('is not valid JSON') },
      { entry: 'cards/odd.json', code: 'missing-entry', message: expect.stringContaining('(for odd.card)') },
      {
        entry: 'cards/shock.json',
        code: 'bad-template',
        message: 'is not a valid card template: $.power expected a string, got the number 3',
      },
      { entry: 'cards/extra.json', code: 'unexpected-entry', message: 'is not listed in the manifest' },
    ]);
  });

  it('still returns a valid manifest beside entry errors', () => {
    const entries = built();
    entries.delete('cards/odd.json');
    const result = readPack(entries, fakeSha256);
    expect(result.ok).toBe(false);
    expect(result.manifest?.cardCount).toBe(3);
  });
});

describe('validateManifest', () => {
  const good = {
    packFormatVersion: PACK_FORMAT_VERSION,
    toolVersion: '1.0.0',
    cardCount: 1,
    cards: [{ name: 'Shock', source: 'shock.card', entry: 'cards/shock.json', sha256: 'a'.repeat(64) }],
    warnings: [],
    duplicates: [],
  };

  it('accepts a consistent manifest', () => {
    expect(validateManifest(good)).toEqual({ ok: true, manifest: good });
  });

  it('refuses entries that do not follow the layout, unsafe sources, and a wrong count', () => {
    const result = validateManifest({
      ...good,
      cardCount: 3,
      cards: [
        { ...good.cards[0], entry: 'manifest.json' },
        { ...good.cards[0], source: '../../etc/passwd', entry: 'cards/../../etc/passwd.json' },
      ],
    });
    expect(result.ok ? [] : result.errors.map((e) => e.path)).toEqual([
      '$.cardCount',
      '$.cards[0].entry',
      '$.cards[1].source',
    ]);
  });
});
