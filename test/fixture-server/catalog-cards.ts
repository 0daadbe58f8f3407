import { readFileSync } from 'node:fs';

/**
 * `cards-sample.jsonl` (real Oracle data) as Scryfall card objects, for cards no recorded Scryfall response
 * covers (Shock, the filter lands). Responses built from it are marked synthesized by the server.
 */
interface SampleRecord {
  readonly name: string;
  readonly manaCost: string | null;
  readonly typeLine: string;
  readonly oracleText: string | null;
  readonly power: string | null;
  readonly toughness: string | null;
  readonly loyalty: string | null;
  readonly colors: readonly string[];
  readonly multiverseIds: readonly number[];
  readonly set: string;
  readonly layout: string | null;
  readonly source: string;
}

export type ScryfallObject = Record<string, unknown>;

export class SampleCatalog {
  private readonly byId = new Map<number, SampleRecord>();
  private readonly byName = new Map<string, SampleRecord>();

  constructor(jsonlPath: string) {
    for (const line of readFileSync(jsonlPath, 'utf8').split('\n')) {
      if (line.trim() === '') continue;
      const record = JSON.parse(line) as SampleRecord;
      // Only one-face cards: multi-face records are one line per face and need recorded data instead.
      if (record.layout !== 'normal' || record.source !== 'mtgjson3') continue;
      for (const id of record.multiverseIds) if (!this.byId.has(id)) this.byId.set(id, record);
      const key = record.name.toLowerCase();
      if (!this.byName.has(key)) this.byName.set(key, record);
    }
  }

  names(): string[] {
    return [...this.byName.values()].map((r) => r.name);
  }

  byMultiverseId(id: number, base: string): ScryfallObject | null {
    const record = this.byId.get(id);
    return record ? toScryfall(record, base, id) : null;
  }

  named(name: string, base: string): ScryfallObject | null {
    const record = this.byName.get(name.toLowerCase());
    return record ? toScryfall(record, base, record.multiverseIds[0] ?? 0) : null;
  }
}

function toScryfall(r: SampleRecord, base: string, id: number): ScryfallObject {
  const slug = r.name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return {
    object: 'card',
    name: r.name,
    lang: 'en',
    layout: 'normal',
    // As the real Scryfall: [] for a card without a multiverse id, never [0].
    multiverse_ids: id > 0 ? [id] : [],
    mana_cost: r.manaCost ?? '',
    type_line: r.typeLine,
    oracle_text: r.oracleText ?? '',
    ...(r.power !== null ? { power: r.power } : {}),
    ...(r.toughness !== null ? { toughness: r.toughness } : {}),
    ...(r.loyalty !== null ? { loyalty: r.loyalty } : {}),
    colors: r.colors,
    set: r.set.toLowerCase(),
    uri: `${base}cards/multiverse/${id}`,
    scryfall_uri: `${base}card/${r.set.toLowerCase()}/${slug}`,
  };
}
