import { sizeInWords } from '../../engine/format/json/bounded-json.js';
import type { CachedResponse, DiskCache } from './cache.js';
import { fail, ok, type Result } from './errors.js';
import type { Clock, RateLimiter } from './rate-limiter.js';

export interface HttpResponse {
  /** The URL asked for. */
  readonly url: string;
  /** Where the answer came from after redirects. */
  readonly finalUrl: string;
  readonly status: number;
  readonly contentType: string;
  readonly body: string;
  readonly fromCache: boolean;
}

export interface HttpClientOptions {
  readonly fetch: typeof fetch;
  readonly clock: Clock;
  readonly limiter: RateLimiter;
  readonly cache: DiskCache | null;
  readonly userAgent: string;
  readonly accept: string;
  /** Per request, including reading the body. */
  readonly timeoutMs: number;
  /** Extra attempts after a 429 or 5xx answer. */
  readonly retries: number;
  /** First back-off; doubles per attempt unless the server sends Retry-After. */
  readonly backoffMs: number;
  readonly maxBackoffMs: number;
  readonly maxRedirects: number;
  /** The most bytes one answer may have; default DEFAULT_MAX_BODY_BYTES. */
  readonly maxBodyBytes?: number;
}

/** Far above any real answer (a Gatherer page is about 300 KB, a page of Scryfall search results 1-2 MB). */
export const DEFAULT_MAX_BODY_BYTES = 16 * 1024 * 1024;

/** A body over the cap: reported as such rather than as a failed connection. */
class TooLarge {}

/** The body as text, read until `max` bytes and no further (the rest is never downloaded). */
async function cappedText(res: Response, max: number): Promise<string | TooLarge> {
  const declared = Number(res.headers.get('content-length') ?? NaN);
  if (declared > max) {
    await res.body?.cancel().catch(() => undefined);
    return new TooLarge();
  }
  if (!res.body) return '';
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => undefined);
      return new TooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export interface GetOptions {
  /** Rate-limit buckets this request counts against. */
  readonly buckets: readonly string[];
  readonly signal?: AbortSignal;
  /** Skip the cache for this request (e.g. later pages of a search that change). */
  readonly noCache?: boolean;
}

/** Retry-After is seconds or an HTTP date (RFC 9110 §10.2.3). */
function retryAfterMs(value: string | null, now: number): number | null {
  if (value === null) return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

function fromCache(entry: CachedResponse): HttpResponse {
  return { ...entry, fromCache: true };
}

/**
 * GET with everything a polite client needs: the cache, the rate limiter, a timeout on every attempt,
 * bounded redirects, and exponential back-off on 429 and 5xx. Never throws; failures are DownloadErrors.
 */
export class HttpClient {
  constructor(private readonly options: HttpClientOptions) {}

  get maxBodyBytes(): number {
    return this.options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  }

  async get(url: string, get: GetOptions): Promise<Result<HttpResponse>> {
    const cached = get.noCache || !this.options.cache ? null : await this.options.cache.get(url);
    if (cached) return ok(fromCache(cached));
    let current = url;
    for (let hop = 0; hop <= this.options.maxRedirects; hop++) {
      const answer = await this.withRetries(current, get);
      if (!answer.ok) return answer;
      const { status, location } = answer.value;
      if (status >= 300 && status < 400 && location !== null) {
        current = new URL(location, current).toString();
        continue;
      }
      const response: HttpResponse = { ...answer.value.response, url, finalUrl: current };
      if (status === 200 && this.options.cache && !get.noCache) {
        await this.options.cache.set({
          url,
          finalUrl: current,
          status,
          contentType: response.contentType,
          body: response.body,
        });
      }
      return ok(response);
    }
    return fail('http', `Too many redirects (more than ${this.options.maxRedirects}) starting at ${url}.`, url);
  }

  private async withRetries(
    url: string,
    get: GetOptions,
  ): Promise<Result<{ status: number; location: string | null; response: HttpResponse }>> {
    for (let attempt = 0; ; attempt++) {
      await this.options.limiter.acquire(get.buckets, get.signal);
      const once = await this.once(url, get.signal);
      if (!once.ok) return once;
      const { status } = once.value;
      const retryable = status === 429 || (status >= 500 && status <= 599);
      if (!retryable) return once;
      if (attempt >= this.options.retries) {
        if (status === 429) {
          return fail('rate-limited', `${url} kept answering 429 Too Many Requests after ${attempt + 1} tries.`, url);
        }
        return fail('http', `${url} answered ${status} (server error) after ${attempt + 1} tries.`, url);
      }
      const backoff = Math.min(this.options.backoffMs * 2 ** attempt, this.options.maxBackoffMs);
      const asked = retryAfterMs(once.value.retryAfter, this.options.clock.now());
      // A server asking for a longer pause than our longest back-off is not waited for: minutes of a frozen
      // download help nobody, and the user can try again later.
      if (asked !== null && asked > this.options.maxBackoffMs) {
        return fail(
          status === 429 ? 'rate-limited' : 'http',
          `${url} answered ${status} and asks to wait ${Math.round(asked / 1000)} s before trying again; try again later.`,
          url,
        );
      }
      await this.options.clock.sleep(asked ?? backoff, get.signal);
    }
  }

  private async once(
    url: string,
    signal: AbortSignal | undefined,
  ): Promise<Result<{ status: number; location: string | null; retryAfter: string | null; response: HttpResponse }>> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), this.options.timeoutMs);
    const onAbort = (): void => controller.abort();
    signal?.addEventListener('abort', onAbort);
    try {
      const res = await this.options.fetch(url, {
        headers: { 'User-Agent': this.options.userAgent, Accept: this.options.accept },
        redirect: 'manual',
        signal: controller.signal,
      });
      const body = await cappedText(res, this.maxBodyBytes);
      if (body instanceof TooLarge) {
        const size = sizeInWords(this.maxBodyBytes);
        return fail('too-large', `${url} sent more than ${size}, the most Cardsmith reads from one address.`, url);
      }
      return ok({
        status: res.status,
        location: res.headers.get('location'),
        retryAfter: res.headers.get('retry-after'),
        response: {
          url,
          finalUrl: url,
          status: res.status,
          contentType: res.headers.get('content-type') ?? '',
          body,
          fromCache: false,
        },
      });
    } catch (error) {
      if (signal?.aborted) return fail('network', `The download was cancelled while asking ${url}.`, url);
      if (controller.signal.aborted) {
        return fail('timeout', `${url} did not answer within ${formatMs(this.options.timeoutMs)}.`, url);
      }
      const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error);
      return fail('network', `Could not reach ${url} (${cause}). Check the network connection or the base URL.`, url);
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    }
  }
}

function formatMs(ms: number): string {
  return ms < 1000 ? `${ms} ms` : `${Math.round(ms / 100) / 10} s`;
}
