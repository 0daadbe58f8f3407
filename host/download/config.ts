import { toolVersion } from '../tool-version.js';
import { defaultCacheDir, DiskCache } from './cache.js';
import { GATHERER_BUCKETS, GathererClient } from './gatherer.js';
import { HttpClient } from './http.js';
import { RateLimiter, systemClock, type Clock } from './rate-limiter.js';
import { SCRYFALL_BUCKETS, ScryfallClient } from './scryfall.js';

export const DEFAULT_GATHERER_URL = 'https://gatherer.wizards.com/';
export const DEFAULT_SCRYFALL_URL = 'https://api.scryfall.com/';

/** Everything a caller may set; the CLI fills it from flags, the app from its settings, tests from the fixture server. */
export interface ClientOptions {
  /** Option, else CARDSMITH_GATHERER_URL, else the real site. */
  readonly gathererUrl?: string;
  readonly scryfallUrl?: string;
  /** A directory for the 24-hour cache, `null` for no cache; default `~/.cache/cardsmith`. */
  readonly cacheDir?: string | null;
  readonly env?: Readonly<Record<string, string | undefined>>;
  readonly timeoutMs?: number;
  readonly retries?: number;
  readonly backoffMs?: number;
  readonly fetch?: typeof fetch;
  readonly clock?: Clock;
}

export interface Clients {
  readonly gatherer: GathererClient;
  readonly scryfall: ScryfallClient;
  readonly gathererUrl: string;
  readonly scryfallUrl: string;
}

/** Scryfall asks every client to name itself and accept JSON (https://scryfall.com/docs/api#headers). */
export const USER_AGENT = `Cardsmith/${toolVersion()}`;
export const ACCEPT = 'application/json;q=0.9,*/*;q=0.8';

function validUrl(url: string, what: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`${what} "${url}" is not a URL; expected e.g. https://api.scryfall.com/`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
    throw new Error(`${what} "${url}" must be an http(s) URL`);
  return parsed.toString();
}

/** Builds both clients sharing one rate limiter, one cache and one clock. Throws only on a malformed base URL. */
export function createClients(options: ClientOptions = {}): Clients {
  const env = options.env ?? process.env;
  const clock = options.clock ?? systemClock;
  const gathererUrl = validUrl(
    options.gathererUrl ?? env['CARDSMITH_GATHERER_URL'] ?? DEFAULT_GATHERER_URL,
    'the Gatherer URL',
  );
  const scryfallUrl = validUrl(
    options.scryfallUrl ?? env['CARDSMITH_SCRYFALL_URL'] ?? DEFAULT_SCRYFALL_URL,
    'the Scryfall URL',
  );
  const cacheDir = options.cacheDir === undefined ? defaultCacheDir(env) : options.cacheDir;
  const http = new HttpClient({
    fetch: options.fetch ?? globalThis.fetch,
    clock,
    limiter: new RateLimiter({ ...SCRYFALL_BUCKETS, ...GATHERER_BUCKETS }, clock),
    cache: cacheDir === null ? null : new DiskCache(cacheDir, clock),
    userAgent: USER_AGENT,
    accept: ACCEPT,
    timeoutMs: options.timeoutMs ?? 20_000,
    retries: options.retries ?? 3,
    backoffMs: options.backoffMs ?? 1000,
    maxBackoffMs: 16_000,
    maxRedirects: 5,
  });
  return {
    gatherer: new GathererClient(http, gathererUrl),
    scryfall: new ScryfallClient(http, scryfallUrl),
    gathererUrl,
    scryfallUrl,
  };
}
