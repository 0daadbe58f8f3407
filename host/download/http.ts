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
      const wait = retryAfterMs(once.value.retryAfter, this.options.clock.now()) ?? backoff;
      await this.options.clock.sleep(Math.min(wait, this.options.maxBackoffMs * 4), get.signal);
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
      const body = await res.text();
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
