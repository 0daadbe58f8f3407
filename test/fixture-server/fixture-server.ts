import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { LOCAL_FIXTURES_DIR, sharedFixturesDir } from './fixtures-dir.js';
import { GathererRoutes } from './gatherer-routes.js';
import type { Reply } from './replies.js';
import { ScryfallRoutes } from './scryfall-routes.js';

/**
 * A local stand-in for Gatherer and Scryfall on 127.0.0.1 (port 0): it replays the recorded real responses
 * in ../shared/fixtures (mapped through their MANIFEST.tsv files and VCR cassettes) and synthesizes failures
 * (429, 500, hangs) on demand. Both sites answer at the same root; their paths do not overlap.
 */
export type Failure =
  | { readonly status: 429 | 500 | 502 | 503 | 504; readonly retryAfter?: string }
  /** Accept the request and never answer, to trigger the client's timeout. */
  | { readonly hang: true }
  /** Close the connection without an answer: a network failure. */
  | { readonly reset: true };

export interface RecordedRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
}

export interface FixtureServer {
  /** Base URL, ending with `/`. */
  readonly url: string;
  readonly gathererUrl: string;
  readonly scryfallUrl: string;
  /** Every request, in order (tests check headers and that a cache hit asked nothing). */
  readonly requests: RecordedRequest[];
  /** Queue failures for the next requests whose path+query matches `match` (every request when omitted). */
  failNext(failures: readonly Failure[], match?: RegExp): void;
  close(): Promise<void>;
}

export interface FixtureServerOptions {
  /** Synthesized Scryfall search pages hold this many cards (recorded ones keep theirs). */
  readonly pageSize?: number;
  readonly fixturesDir?: string;
}

/** Synthetic new-site Gatherer pages (no page of the 2025 site was recorded): multiverse id → file. */
export const SYNTHETIC_GATHERER_PAGES = [
  { id: 146746, file: path.join(LOCAL_FIXTURES_DIR, 'gatherer-next', 'mystic-gate.synthetic.html.txt') },
  { id: 195402, file: path.join(LOCAL_FIXTURES_DIR, 'gatherer-next', 'jace-beleren-ja.synthetic.html.txt') },
  { id: 999999, file: path.join(LOCAL_FIXTURES_DIR, 'gatherer-next', 'no-card.synthetic.html.txt') },
] as const;

export async function startFixtureServer(options: FixtureServerOptions = {}): Promise<FixtureServer> {
  const dir = options.fixturesDir ?? sharedFixturesDir();
  const gatherer = new GathererRoutes(path.join(dir, 'gatherer'), SYNTHETIC_GATHERER_PAGES);
  const scryfall = new ScryfallRoutes(
    path.join(dir, 'scryfall'),
    path.join(dir, 'cards-sample.jsonl'),
    options.pageSize ?? 175,
  );
  const requests: RecordedRequest[] = [];
  const queue: { failure: Failure; match: RegExp | undefined }[] = [];
  const hanging = new Set<ServerResponse>();
  let base = '';

  const handle = (req: IncomingMessage, res: ServerResponse): void => {
    const url = new URL(req.url ?? '/', base);
    requests.push({ method: req.method ?? 'GET', url: url.toString(), headers: req.headers });
    const at = queue.findIndex((q) => !q.match || q.match.test(`${url.pathname}${url.search}`));
    if (at >= 0) {
      const failure = queue.splice(at, 1)[0]?.failure ?? { reset: true };
      if ('hang' in failure) {
        hanging.add(res);
        return;
      }
      if ('reset' in failure) {
        req.socket.destroy();
        return;
      }
      const headers: Record<string, string> = {
        'content-type': 'application/json',
        'x-fixture-synthesized': 'failure',
      };
      if (failure.retryAfter !== undefined) headers['retry-after'] = failure.retryAfter;
      res.writeHead(failure.status, headers);
      res.end(
        JSON.stringify({
          object: 'error',
          code: failure.status === 429 ? 'rate_limited' : 'server_error',
          status: failure.status,
          details: 'Synthesized by the fixture server.',
        }),
      );
      return;
    }
    let reply: Reply | null = null;
    try {
      reply = scryfall.route(url, base) ?? gatherer.route(url);
    } catch (error) {
      reply = { status: 500, body: `fixture server error: ${error instanceof Error ? error.stack : String(error)}` };
    }
    if (!reply)
      reply = {
        status: 404,
        headers: { 'content-type': 'text/plain' },
        body: `no fixture for ${url.pathname}${url.search}`,
      };
    res.writeHead(reply.status, {
      ...reply.headers,
      ...(reply.synthesized ? { 'x-fixture-synthesized': reply.synthesized } : {}),
    });
    res.end(reply.body);
  };

  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  base = `http://127.0.0.1:${port}/`;
  return {
    url: base,
    gathererUrl: base,
    scryfallUrl: base,
    requests,
    failNext(failures, match) {
      for (const failure of failures) queue.push({ failure, match });
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
