import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SampleCatalog, type ScryfallObject } from './catalog-cards.js';
import { readManifest } from './manifest.js';
import { json, type Reply } from './replies.js';

const REAL_BASE = 'https://api.scryfall.com/';
const SAMPLE_CACHE = new Map<string, SampleCatalog>();
const NAMES_CACHE = new Map<string, readonly string[]>();

/** Recorded searches: the query each list answers, by the tests and the README (forests page 2 via next_page). */
const RECORDED_SEARCHES: readonly { readonly q: string; readonly file: string }[] = [
  { q: 't:forest', file: 'aioscryfall/cards/forests-page1.json' },
  { q: 't:frog', file: 'api-types/List/Frogs.json' },
  { q: 'mythos', file: 'ScryfallSwift/Mock Data/MockCard_search-no-rarity.json' },
  { q: "healer's hawk", file: 'ScryfallSwift/Test json files/List/ListTest0.json' },
];
const RECORDED_NEXT_PAGES: Readonly<Record<string, string>> = {
  'cards/search?some_args=stuff': 'aioscryfall/cards/forests-page2.json',
};

/** Filter lands of Shadowmoor and Eventide for `is:filterland`: those cards-sample.jsonl holds (four of ten). */
const FILTER_LANDS = [
  'Mystic Gate',
  'Sunken Ruins',
  'Graven Cairns',
  'Fire-Lit Thicket',
  'Wooded Bastion',
  'Fetid Heath',
  'Cascade Bluffs',
  'Twilight Mire',
  'Rugged Prairie',
  'Flooded Grove',
];

/** Scryfall's API, replayed from the recorded responses, with cards-sample.jsonl behind it. */
export class ScryfallRoutes {
  private readonly cards: { readonly names: string[]; readonly object: ScryfallObject }[] = [];
  private readonly samplePath: string;
  private readonly notFound: ScryfallObject;

  constructor(
    private readonly dir: string,
    samplePath: string,
    private readonly pageSize: number,
  ) {
    for (const row of readManifest(dir)) {
      if (row.kind !== 'card') continue;
      const object = JSON.parse(readFileSync(row.absolute, 'utf8')) as ScryfallObject;
      const faces = Array.isArray(object['card_faces']) ? (object['card_faces'] as { name?: string }[]) : [];
      const names = [String(object['name']), ...faces.map((f) => f.name ?? '')].filter((n) => n !== '');
      this.cards.push({ names: names.map((n) => n.toLowerCase()), object });
    }
    this.samplePath = samplePath;
    // Load before listening (once per process), so no request pays for it against a client's timeout.
    void this.catalog;
    this.notFound = JSON.parse(readFileSync(path.join(dir, 'api-types/Error/NotFound.json'), 'utf8')) as ScryfallObject;
  }

  /** cards-sample.jsonl is large: read it once per process. */
  private get catalog(): SampleCatalog {
    let catalog = SAMPLE_CACHE.get(this.samplePath);
    if (!catalog) {
      catalog = new SampleCatalog(this.samplePath);
      SAMPLE_CACHE.set(this.samplePath, catalog);
    }
    return catalog;
  }

  private get cardNames(): readonly string[] {
    const file = path.join(this.dir, 'aioscryfall/catalog/card-names.json');
    let names = NAMES_CACHE.get(file);
    if (!names) {
      names = (JSON.parse(readFileSync(file, 'utf8')) as { data: string[] }).data;
      NAMES_CACHE.set(file, names);
    }
    return names;
  }

  private file(file: string, base: string): Reply {
    return {
      status: 200,
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: rebase(readFileSync(path.join(this.dir, file), 'utf8'), base),
    };
  }

  private recordedById(id: number): ScryfallObject | undefined {
    return this.cards.find(
      (c) => Array.isArray(c.object['multiverse_ids']) && (c.object['multiverse_ids'] as number[]).includes(id),
    )?.object;
  }

  private recordedByName(name: string): ScryfallObject | undefined {
    return this.cards.find((c) => c.names.includes(name.toLowerCase()))?.object;
  }

  route(url: URL, base: string): Reply | null {
    const p = url.pathname.replace(/^\/+/, '');
    const q = url.searchParams;
    const id = /^cards\/multiverse\/(\d+)$/.exec(p)?.[1];
    if (id !== undefined) {
      const recorded = this.recordedById(Number(id));
      if (recorded) return json(200, rebaseObject(recorded, base));
      const sample = this.catalog.byMultiverseId(Number(id), base);
      if (sample) return json(200, sample, 'cards-sample.jsonl');
      return json(404, this.notFound);
    }
    if (p === 'cards/named') {
      const exact = q.get('exact');
      const fuzzy = q.get('fuzzy');
      if (exact !== null) return this.named(exact, base);
      if (fuzzy !== null) return this.fuzzy(fuzzy, base);
      return json(
        400,
        { object: 'error', code: 'bad_request', status: 400, details: 'Provide exact or fuzzy.' },
        'rule',
      );
    }
    if (p === 'cards/autocomplete') {
      // Like Scryfall's, loosely: names that contain the first word of what was typed.
      const first = (q.get('q') ?? '').toLowerCase().split(/\s+/)[0] ?? '';
      const data = first.length < 2 ? [] : this.cardNames.filter((n) => n.toLowerCase().includes(first)).slice(0, 20);
      return json(200, { object: 'catalog', total_values: data.length, data }, 'catalog/card-names.json');
    }
    const nextFile = RECORDED_NEXT_PAGES[`${p}${url.search}`];
    if (nextFile) return this.file(nextFile, base);
    if (p === 'cards/search') return this.search(q.get('q') ?? '', Number(q.get('page') ?? '1'), base);
    return null;
  }

  private named(name: string, base: string): Reply {
    const recorded = this.recordedByName(name);
    if (recorded) return json(200, rebaseObject(recorded, base));
    const sample = this.catalog.named(name, base);
    if (sample) return json(200, sample, 'cards-sample.jsonl');
    return json(404, { ...this.notFound, details: `No cards found matching “${name}”` }, 'rule');
  }

  private fuzzy(name: string, base: string): Reply {
    const words = name
      .toLowerCase()
      .split(/\s+/)
      .filter((w) => w !== '');
    const all = [...new Set([...this.cards.map((c) => String(c.object['name'])), ...this.catalog.names()])];
    const hits = all.filter((n) => words.every((w) => n.toLowerCase().includes(w)));
    const [only] = hits;
    if (hits.length === 1 && only) return this.named(only, base);
    if (hits.length > 1) {
      return json(
        404,
        {
          object: 'error',
          code: 'not_found',
          status: 404,
          type: 'ambiguous',
          details: `Too many cards match ambiguous name “${name}”. Add more words to refine your search.`,
        },
        'rule',
      );
    }
    return json(404, { ...this.notFound, details: `No cards found matching “${name}”` }, 'rule');
  }

  private search(query: string, page: number, base: string): Reply {
    const recorded = RECORDED_SEARCHES.find((s) => s.q === query.trim().toLowerCase());
    if (recorded && page === 1) return this.file(recorded.file, base);
    let cards: ScryfallObject[] = [];
    if (query.trim().toLowerCase() === 'is:filterland') {
      cards = FILTER_LANDS.map((n) => this.catalog.named(n, base)).filter((c): c is ScryfallObject => c !== null);
    } else {
      const bang = /^!"(.+)"$/.exec(query.trim());
      const words = bang
        ? []
        : query
            .toLowerCase()
            .split(/\s+/)
            .filter((w) => w !== '');
      const names = [...new Set([...this.cards.map((c) => String(c.object['name'])), ...this.catalog.names()])];
      const hits = bang
        ? names.filter((n) => n.toLowerCase() === (bang[1] ?? '').toLowerCase())
        : names.filter((n) => words.length > 0 && words.every((w) => n.toLowerCase().includes(w)));
      cards = hits.map((n) => rebaseObject(this.recordedByName(n) ?? this.catalog.named(n, base) ?? {}, base));
    }
    if (cards.length === 0) {
      return json(
        404,
        {
          object: 'error',
          code: 'not_found',
          status: 404,
          details:
            'Your query didn’t match any cards. Adjust your search terms or refer to the syntax guide at https://scryfall.com/docs/reference',
        },
        'rule',
      );
    }
    const start = (page - 1) * this.pageSize;
    const data = cards.slice(start, start + this.pageSize);
    const hasMore = start + this.pageSize < cards.length;
    const next = `${base}cards/search?q=${encodeURIComponent(query)}&page=${page + 1}`;
    return json(
      200,
      { object: 'list', total_cards: cards.length, has_more: hasMore, ...(hasMore ? { next_page: next } : {}), data },
      'rule',
    );
  }
}

/** Links in recorded bodies point at api.scryfall.com; point them at the fixture server instead. */
function rebase(body: string, base: string): string {
  return body.split(REAL_BASE).join(base);
}

function rebaseObject(object: ScryfallObject, base: string): ScryfallObject {
  return JSON.parse(rebase(JSON.stringify(object), base)) as ScryfallObject;
}
