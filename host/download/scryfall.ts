import type { CardMatch, DownloadedCard } from '../../engine/download/downloaded-card.js';
import { scryfallCard, scryfallError, scryfallList } from '../../engine/download/scryfall-card.js';
import { parseBoundedJson, type JsonBounds } from '../../engine/format/json/bounded-json.js';
import { isJsonMediaType } from '../json-media-type.js';
import { fail, ok, type Result } from './errors.js';
import type { HttpClient, HttpResponse } from './http.js';

/** Scryfall's published limits: ~10 requests a second overall, 2 a second on /cards/search and /cards/named. */
export const SCRYFALL_BUCKETS = { scryfall: 10, 'scryfall-search': 2 } as const;
const ALL = ['scryfall'];
const SEARCH = ['scryfall', 'scryfall-search'];
const MAX_PAGES = 40;
/** Scryfall's objects are a few levels deep (a list of cards, their faces, their image links); the size is the HTTP cap. */
const ANSWER_BOUNDS: JsonBounds = { maxLength: Number.POSITIVE_INFINITY, maxDepth: 64 };

export interface NamedCard {
  readonly card: DownloadedCard;
  /** Set when the exact name found nothing and a fuzzy match was used instead. */
  readonly note: string | null;
}

export interface SearchResult {
  readonly cards: readonly DownloadedCard[];
  readonly matches: readonly CardMatch[];
  readonly totalCards: number | null;
}

/** Scryfall's REST API (https://scryfall.com/docs/api) through the shared HTTP client. */
export class ScryfallClient {
  constructor(
    private readonly http: HttpClient,
    private readonly baseUrl: string,
  ) {}

  private url(path: string): string {
    return new URL(path, this.baseUrl.endsWith('/') ? this.baseUrl : `${this.baseUrl}/`).toString();
  }

  private parseBody(res: HttpResponse): Result<unknown> {
    if (!isJsonMediaType(res.contentType)) {
      const type = res.contentType === '' ? 'no content type' : res.contentType;
      const says = `${res.url} did not answer with JSON (it sent ${type}, status ${res.status}).`;
      return fail('malformed', says, res.url);
    }
    const parsed = parseBoundedJson(res.body, ANSWER_BOUNDS);
    if (parsed.ok) return ok(parsed.value);
    const why = parsed.problem === 'invalid' ? 'did not answer with JSON' : `answered JSON that ${parsed.message}`;
    return fail('malformed', `${res.url} ${why} (status ${res.status}).`, res.url);
  }

  /** GET and read the JSON; Scryfall error objects come back as `{ error }` so callers can phrase them. */
  private async json(
    url: string,
    buckets: readonly string[],
    signal?: AbortSignal,
  ): Promise<Result<{ status: number; json: unknown; url: string }>> {
    const res = await this.http.get(url, { buckets, signal });
    if (!res.ok) return res;
    const body = this.parseBody(res.value);
    if (!body.ok) return body;
    return ok({ status: res.value.status, json: body.value, url });
  }

  async byMultiverseId(id: number, signal?: AbortSignal): Promise<Result<DownloadedCard>> {
    const res = await this.json(this.url(`cards/multiverse/${id}`), ALL, signal);
    if (!res.ok) return res;
    const error = scryfallError(res.value.json);
    if (error) {
      if (error.status === 404)
        return fail('unknown-id', `Scryfall has no card with multiverse id ${id}.`, res.value.url);
      return fail('http', `Scryfall: ${error.details || error.code} (${res.value.url}).`, res.value.url);
    }
    return this.card(res.value.json, res.value.url);
  }

  private card(json: unknown, url: string): Result<DownloadedCard> {
    const card = scryfallCard(json, url);
    return card.ok ? ok(card.value) : fail('malformed', `${url}: ${card.problem}.`, url);
  }

  /** `/cards/named?exact=`, then `fuzzy=` when the exact name finds nothing (and says so). */
  async byName(name: string, signal?: AbortSignal): Promise<Result<NamedCard>> {
    const exactUrl = this.url(`cards/named?exact=${encodeURIComponent(name)}`);
    const exact = await this.json(exactUrl, SEARCH, signal);
    if (!exact.ok) return exact;
    const exactError = scryfallError(exact.value.json);
    if (!exactError) {
      const card = this.card(exact.value.json, exactUrl);
      return card.ok ? ok({ card: card.value, note: null }) : card;
    }
    if (exactError.status !== 404) return fail('http', `Scryfall: ${exactError.details} (${exactUrl}).`, exactUrl);
    const fuzzyUrl = this.url(`cards/named?fuzzy=${encodeURIComponent(name)}`);
    const fuzzy = await this.json(fuzzyUrl, SEARCH, signal);
    if (!fuzzy.ok) return fuzzy;
    const fuzzyError = scryfallError(fuzzy.value.json);
    if (fuzzyError) {
      const suggestions = await this.suggestions(name, signal);
      if (fuzzyError.type === 'ambiguous') {
        return fail(
          'ambiguous-name',
          `"${name}" matches several cards on Scryfall; give more of the name.`,
          fuzzyUrl,
          suggestions,
        );
      }
      return fail('unknown-name', `Scryfall has no card named "${name}".`, fuzzyUrl, suggestions);
    }
    const card = this.card(fuzzy.value.json, fuzzyUrl);
    if (!card.ok) return card;
    return ok({
      card: card.value,
      note: `No card is named exactly "${name}"; Scryfall's closest match is "${card.value.name}".`,
    });
  }

  /** Close names from `/cards/autocomplete`, for "did you mean"; none when that fails. */
  private async suggestions(name: string, signal?: AbortSignal): Promise<string[]> {
    const res = await this.json(this.url(`cards/autocomplete?q=${encodeURIComponent(name)}`), ALL, signal);
    if (!res.ok) return [];
    const data = (res.value.json as { data?: unknown }).data;
    return Array.isArray(data) ? data.filter((d): d is string => typeof d === 'string').slice(0, 10) : [];
  }

  /** `/cards/search?q=`, following `next_page` while `has_more`. */
  async search(query: string, signal?: AbortSignal): Promise<Result<SearchResult>> {
    let url: string | null = this.url(`cards/search?q=${encodeURIComponent(query)}`);
    const cards: DownloadedCard[] = [];
    const matches: CardMatch[] = [];
    let total: number | null = null;
    for (let n = 0; url !== null; n++) {
      if (n >= MAX_PAGES)
        return fail('malformed', `Scryfall's search for "${query}" has more than ${MAX_PAGES} pages; narrow it.`, url);
      const res = await this.json(url, SEARCH, signal);
      if (!res.ok) return res;
      const error = scryfallError(res.value.json);
      if (error) {
        if (error.status === 404) return fail('no-results', `Scryfall found no cards for "${query}".`, url);
        return fail('invalid-argument', `Scryfall could not run the search "${query}": ${error.details}`, url);
      }
      const list = scryfallList(res.value.json, url);
      if (!list.ok) return fail('malformed', `${url}: ${list.problem}.`, url);
      cards.push(...list.value.cards);
      matches.push(...list.value.matches);
      total = list.value.totalCards ?? total;
      url = list.value.nextPage;
    }
    return ok({ cards, matches, totalCards: total });
  }
}
