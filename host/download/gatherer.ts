import type { CardMatch, DownloadedCard } from '../../engine/download/downloaded-card.js';
import { fail, ok, type Result } from './errors.js';
import { mergeSplitParts, readGathererPage, type GathererPage } from './gatherer-page.js';
import type { HttpClient } from './http.js';

/** Gatherer is a web site, not an API: a few requests a second keeps us polite. */
export const GATHERER_BUCKETS = { gatherer: 4 } as const;
const MAX_SEARCH_PAGES = 50;

/** Reads cards from Gatherer's pages (classic and today's) through the shared HTTP client. */
export class GathererClient {
  constructor(
    private readonly http: HttpClient,
    private readonly baseUrl: string,
  ) {}

  private url(path: string): string {
    return new URL(path, this.baseUrl.endsWith('/') ? this.baseUrl : `${this.baseUrl}/`).toString();
  }

  private async page(url: string, signal?: AbortSignal): Promise<Result<{ page: GathererPage; url: string }>> {
    let current = url;
    // A 200 "Object moved" body is a redirect too; follow it once or twice, no more.
    for (let hop = 0; hop < 3; hop++) {
      const res = await this.http.get(current, { buckets: ['gatherer'], signal });
      if (!res.ok) return res;
      const { status, body, finalUrl } = res.value;
      if (status === 404) return fail('unknown-id', `Gatherer has no page at ${current} (404).`, current);
      if (status !== 200) return fail('http', `Gatherer answered ${status} for ${current}.`, current);
      const page = readGathererPage(body, finalUrl);
      if (page.kind === 'moved') {
        current = new URL(page.location, finalUrl).toString();
        continue;
      }
      return ok({ page, url: finalUrl });
    }
    return fail('http', `Gatherer kept redirecting from ${url}.`, url);
  }

  /** `Pages/Card/Details.aspx?multiverseid=N`; split halves on other pages are fetched and joined. */
  async byMultiverseId(id: number, signal?: AbortSignal): Promise<Result<DownloadedCard>> {
    const url = this.url(`Pages/Card/Details.aspx?multiverseid=${id}`);
    const res = await this.page(url, signal);
    if (!res.ok) return res;
    const { page } = res.value;
    if (page.kind === 'home')
      return fail('unknown-id', `Gatherer has no card with multiverse id ${id} (${url} leads to its home page).`, url);
    return this.cardFrom(page, url, signal);
  }

  /** `Pages/Card/Details.aspx?name=X`: Gatherer shows the card, or a search page when the name is not exact. */
  async byName(name: string, signal?: AbortSignal): Promise<Result<DownloadedCard>> {
    // A split card is found by either half's name; the other half is fetched by its `part`.
    const lookup = name.includes(' // ') ? (name.split(' // ')[0] ?? name).trim() : name;
    const url = this.url(`Pages/Card/Details.aspx?name=${encodeURIComponent(lookup)}`);
    const res = await this.page(url, signal);
    if (!res.ok) return res;
    const { page } = res.value;
    if (page.kind === 'home') return fail('unknown-name', `Gatherer has no card named "${name}".`, url);
    if (page.kind === 'search') {
      const exact = page.matches.filter((m) => m.name.toLowerCase() === name.toLowerCase());
      const pick = exact[0];
      if (pick?.multiverseId != null) return this.byMultiverseId(pick.multiverseId, signal);
      const names = [...new Set(page.matches.map((m) => m.name))];
      if (names.length > 1) {
        return fail(
          'ambiguous-name',
          `"${name}" matches ${names.length} cards on Gatherer; give the full name.`,
          url,
          names.slice(0, 10),
        );
      }
      const only = page.matches[0];
      if (only?.multiverseId != null) return this.byMultiverseId(only.multiverseId, signal);
      return fail('unknown-name', `Gatherer has no card named "${name}".`, url, page.suggestions);
    }
    return this.cardFrom(page, url, signal);
  }

  private async cardFrom(page: GathererPage, url: string, signal?: AbortSignal): Promise<Result<DownloadedCard>> {
    if (page.kind !== 'card') {
      const what = page.kind === 'unknown' ? page.reason : `a ${page.kind} page`;
      return fail('malformed', `${url} is not a card page Cardsmith can read (found ${what}).`, url);
    }
    if (page.missingParts.length === 0) return ok(page.card);
    const parts: DownloadedCard[] = [page.card];
    const id = page.card.multiverseIds[0];
    const base = id === undefined ? url : this.url(`Pages/Card/Details.aspx?multiverseid=${id}`);
    for (const part of page.missingParts) {
      const partUrl = `${base}&part=${encodeURIComponent(part)}`;
      const res = await this.page(partUrl, signal);
      if (!res.ok) return res;
      if (res.value.page.kind !== 'card')
        return fail('malformed', `${partUrl} does not show the "${part}" half.`, partUrl);
      parts.push(res.value.page.card);
    }
    const merged = mergeSplitParts(parts, page.partOrder);
    return merged ? ok(merged) : fail('malformed', `The halves of the split card at ${url} do not fit together.`, url);
  }

  /**
   * Search result pages, all of them (standard, compact or checklist output). `query` is either a Gatherer
   * query string (`set=["Shadowmoor"]&type=+["Land"]`) or words to look for in card names.
   */
  async search(query: string, signal?: AbortSignal): Promise<Result<CardMatch[]>> {
    const qs = query.includes('=')
      ? query
      : `name=${query
          .split(/\s+/)
          .filter((w) => w !== '')
          .map((w) => `+[${encodeURIComponent(w)}]`)
          .join('')}`;
    let url: string | null = this.url(`Pages/Search/Default.aspx?${qs}`);
    const matches: CardMatch[] = [];
    const seen = new Set<number>();
    for (let n = 0; url !== null && n < MAX_SEARCH_PAGES; n++) {
      const res = await this.page(url, signal);
      if (!res.ok) return res;
      const { page } = res.value;
      if (page.kind === 'card') {
        // A single hit: Gatherer goes straight to the card.
        return ok([
          {
            name: page.card.name,
            multiverseId: page.card.multiverseIds[0] ?? null,
            ref: null,
            typeLine: page.card.faces[0]?.typeLine ?? null,
            manaCost: page.card.faces[0]?.manaCost ?? null,
            language: null,
          },
        ]);
      }
      if (page.kind !== 'search') return fail('malformed', `${url} is not a Gatherer search page.`, url);
      if (page.matches.length === 0 && matches.length === 0) {
        return fail('no-results', `Gatherer found no cards for "${query}".`, url, page.suggestions);
      }
      for (const m of page.matches) {
        if (m.multiverseId !== null && !seen.has(m.multiverseId)) {
          seen.add(m.multiverseId);
          matches.push(m);
        }
      }
      url = page.nextPage;
    }
    return ok(matches);
  }

  /** `Pages/Card/Languages.aspx?multiverseid=N`: the printings of a card in other languages. */
  async languages(id: number, signal?: AbortSignal): Promise<Result<CardMatch[]>> {
    const url = this.url(`Pages/Card/Languages.aspx?multiverseid=${id}`);
    const res = await this.page(url, signal);
    if (!res.ok) return res;
    if (res.value.page.kind !== 'languages') return fail('malformed', `${url} is not a Gatherer languages page.`, url);
    return ok([...res.value.page.matches]);
  }
}
