import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readManifest, type ManifestRow } from './manifest.js';
import { html, redirect, type Reply } from './replies.js';
import { readCassette, type CassetteInteraction } from './vcr-cassette.js';

/** Search pages and the `set` + `page` they answer (their own paging links say so). */
const SEARCH_PAGES: readonly { readonly set: string; readonly page: number; readonly file: string }[] = [
  { set: 'homelands', page: 0, file: 'tutor/test/fixtures/web/homelands_pg1.html' },
  { set: 'unhinged', page: 0, file: 'tutor/test/fixtures/web/unhinged_pg1.html' },
  { set: 'return to ravnica', page: 0, file: 'thejonanshow-gatherer/spec/fixtures/return_to_ravnica.html' },
  { set: 'magic 2015 core set', page: 0, file: 'gatherer_extractor/spec/support/SearchSetPage0.html' },
  { set: 'magic 2015 core set', page: 10, file: 'gatherer_extractor/spec/support/SearchSetLastPage.html' },
];
const COMPACT_SEARCH = 'frantic-search/fixtures/search.html';
const ZERO_RESULTS =
  'robinroestenburg-mtg/extracted_html/test_vcr_cassettes_checklist_pages/Default.aspx_output=checklist_set=_2522Mirrodin_20Besieged_2522_.html';
const HOME = 'tutor/test/fixtures/web/gatherer_index.html';

/** Cassettes are half a megabyte of YAML: decode each once per process. */
const CASSETTES = new Map<string, CassetteInteraction[]>();
function cassetteOf(file: string): CassetteInteraction[] {
  let interactions = CASSETTES.get(file);
  if (!interactions) {
    interactions = readCassette(readFileSync(file, 'utf8'));
    CASSETTES.set(file, interactions);
  }
  return interactions;
}

/** Gatherer's classic pages replayed from the recorded files and VCR cassettes, plus synthetic new-site pages. */
export class GathererRoutes {
  private readonly details: ManifestRow[];
  private readonly languages = new Map<number, string>();
  private readonly cassette: CassetteInteraction[] = [];
  private readonly synthetic: readonly { readonly id: number; readonly file: string }[];

  constructor(
    private readonly dir: string,
    syntheticPages: readonly { readonly id: number; readonly file: string }[],
  ) {
    const rows = readManifest(dir);
    this.details = rows.filter((r) => r.kind.startsWith('card details page'));
    for (const row of rows) {
      if (row.kind.startsWith('card languages page')) {
        const id = /Languages\.aspx\?multiverseid=(\d+)/.exec(readFileSync(row.absolute, 'utf8'))?.[1];
        if (id !== undefined && !this.languages.has(Number(id))) this.languages.set(Number(id), row.absolute);
      }
      if (row.kind.startsWith('VCR cassette')) this.cassette.push(...cassetteOf(row.absolute));
    }
    this.synthetic = syntheticPages;
  }

  private file(relative: string): Reply {
    return html(readFileSync(path.join(this.dir, relative), 'utf8'));
  }

  route(url: URL): Reply | null {
    const recorded = this.fromCassette(url);
    if (recorded) return recorded;
    const p = url.pathname.toLowerCase();
    const q = url.searchParams;
    if (p === '/pages/card/details.aspx') return this.detailsPage(q);
    if (p === '/pages/card/languages.aspx') {
      const file = this.languages.get(Number(q.get('multiverseid')));
      return file ? html(readFileSync(file, 'utf8')) : redirect('/Pages/Default.aspx', 'rule: unknown id goes home');
    }
    if (p === '/pages/search/default.aspx') return this.searchPage(q);
    if (p === '/pages/default.aspx' || p === '/') return this.file(HOME);
    return null;
  }

  /** Exact request URIs recorded in the cassettes (the 302 for an unknown id, checklist searches). */
  private fromCassette(url: URL): Reply | null {
    const wanted = decodeURIComponent(`${url.pathname}${url.search}`).toLowerCase();
    const hit = this.cassette.find((i) => {
      const u = new URL(i.uri);
      return decodeURIComponent(`${u.pathname}${u.search}`).toLowerCase() === wanted;
    });
    if (!hit || hit.body === null) return null;
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(hit.headers)) {
      if (k === 'content-type' || k === 'location') headers[k] = v.join(', ');
    }
    return { status: hit.status, headers, body: hit.body };
  }

  private detailsPage(q: URLSearchParams): Reply {
    const id = q.get('multiverseid');
    const part = q.get('part');
    const name = q.get('name');
    if (id !== null) {
      const synthetic = this.synthetic.find((s) => s.id === Number(id));
      if (synthetic) return { ...html(readFileSync(synthetic.file, 'utf8')), synthesized: 'synthetic new-site page' };
      const rows = this.details.filter((r) => r.multiverseIds.includes(Number(id)));
      const row =
        (part ? rows.find((r) => r.cardNames.some((n) => n.toLowerCase() === part.toLowerCase())) : undefined) ??
        rows[0];
      // Real Gatherer sends unknown ids to its home page (recorded: multiverseid=40917).
      return row
        ? html(readFileSync(row.absolute, 'utf8'))
        : redirect('/Pages/Default.aspx', 'rule: unknown id goes home');
    }
    if (name !== null) {
      const row = this.details.find((r) => r.cardNames.some((n) => n.toLowerCase() === name.toLowerCase()));
      if (row) return html(readFileSync(row.absolute, 'utf8'));
      return redirect(`/Pages/Search/Default.aspx?name=+[${encodeURIComponent(name)}]`, 'rule: inexact name searches');
    }
    return this.file(HOME);
  }

  private searchPage(q: URLSearchParams): Reply {
    const set = (q.get('set') ?? '')
      .replace(/[[\]"+]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .toLowerCase();
    const page = Number(q.get('page') ?? '0');
    const hit = SEARCH_PAGES.find((s) => s.set === set && s.page === page);
    if (hit) return this.file(hit.file);
    if (q.get('output') === 'compact' && q.has('cmc') && page === 0) return this.file(COMPACT_SEARCH);
    return { ...this.file(ZERO_RESULTS), synthesized: 'recorded zero-result page for any other search' };
  }
}
