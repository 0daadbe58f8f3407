import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import type { HostErrorShape, HostEvent, HostResult } from '../contract.js';
import { dispatch } from '../api/dispatch.js';
import { lazyClients } from '../api/download-clients.js';
import { CompileJobs } from '../api/compile-jobs.js';
import type { HostContext } from '../api/methods.js';
import type { ClientOptions } from '../download/config.js';
import { rendererDir } from '../app-paths.js';
import { Workspace } from '../workspace/workspace.js';
import { isWorkspaceFile } from '../workspace/workspace-files.js';
import { DraftStore, workspaceDraftsFile } from '../workspace/drafts.js';
import { WINDOW_ID, WindowDrafts } from '../workspace/window-drafts.js';
import { bearerToken, isAllowedHost, isAllowedOrigin, newToken, tokenMatches } from './access-guard.js';
import { serveStatic } from './static-files.js';
import { errorMessage } from '../error-message.js';
import { isJsonMediaType } from '../json-media-type.js';
import { parseBoundedJson, sizeInWords, type JsonBounds } from '../../engine/format/json/bounded-json.js';

export interface WebServerOptions {
  /** The workspace folder to serve. */
  readonly workspace: string;
  /** 0 (default) picks a free port. */
  readonly port?: number;
  /** Loopback only, by design. */
  readonly host?: '127.0.0.1';
  /** The built renderer. Default: dist/renderer. */
  readonly staticDir?: string;
  /**
   * Download clients' settings (base URLs, cache folder). Unset base URLs come from `CARDSMITH_GATHERER_URL` and
   * `CARDSMITH_SCRYFALL_URL`, as in the CLI; that is how tests point the Download dialog at a local server.
   */
  readonly download?: ClientOptions;
}

export interface WebServer {
  /** The page to open, token included: `http://127.0.0.1:<port>/?token=<token>`. */
  readonly url: string;
  readonly token: string;
  readonly port: number;
  /** Absolute realpath of the served workspace. */
  readonly workspaceRoot: string;
  /** Closes sockets, the server and the workspace watcher. */
  close(): Promise<void>;
}

/** The longest JSON body accepted: the largest text a file may hold, escaped. */
const MAX_BODY_BYTES = 40 * 1024 * 1024;
const EVENTS_PATH = '/api/events';
const API_PREFIX = '/api/';
const HEARTBEAT_MS = 30_000;

const STATUS_OF: Readonly<Record<HostErrorShape['code'], number>> = {
  'invalid-argument': 400,
  unauthorized: 401,
  'outside-workspace': 403,
  'not-found': 404,
  exists: 409,
  'read-only': 409,
  io: 500,
};

/** Sent with every response. */
const COMMON_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Resource-Policy': 'same-origin',
};

function sendResult(response: ServerResponse, result: HostResult<unknown>): void {
  const status = result.ok ? 200 : STATUS_OF[result.error.code];
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  response.end(JSON.stringify(result));
}

function sendError(response: ServerResponse, status: number, code: HostErrorShape['code'], message: string): void {
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  response.end(JSON.stringify({ ok: false, error: { code, message } } satisfies HostResult<never>));
}

/** What a call's arguments may be: a file's text, escaped, at most; a few levels of arrays and objects. */
const REQUEST_BOUNDS: JsonBounds = { maxLength: MAX_BODY_BYTES, maxDepth: 32 };

/**
 * After a 413, how long the rest of an oversize body is read and dropped before the connection is closed: closing
 * with unread bytes makes the client's system reset the connection, and the 413 is lost with it.
 */
const LINGER_MS = 2000;

/** Reads a JSON body, refusing oversize ones early. Resolves undefined when too large (the rest is being dropped). */
function readBody(request: IncomingMessage): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const declared = Number(request.headers['content-length'] ?? 0);
    if (declared > MAX_BODY_BYTES) {
      request.resume();
      resolve(undefined);
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    const collect = (chunk: Buffer): void => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        chunks.length = 0;
        request.off('data', collect);
        request.resume();
        resolve(undefined);
        return;
      }
      chunks.push(chunk);
    };
    request.on('data', collect);
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

/**
 * Answers 413 while the rest of the body is read and dropped, so the client gets the answer rather than a reset
 * (no `Connection: close`: Node would then close at once, with the body still coming); a body still coming after
 * LINGER_MS has its connection closed.
 */
function refuseTooLarge(request: IncomingMessage, response: ServerResponse): void {
  sendError(
    response,
    413,
    'invalid-argument',
    `request too large: a call may send at most ${sizeInWords(MAX_BODY_BYTES)}`,
  );
  if (request.complete) return;
  const timer = setTimeout(() => request.socket.destroy(), LINGER_MS);
  timer.unref();
  request.once('end', () => clearTimeout(timer));
  request.once('close', () => clearTimeout(timer));
}

/**
 * Web mode: the built renderer plus the HostApi over HTTP (`POST /api/<method>`, body = JSON array of the
 * arguments, answer = HostResult) and a WebSocket (`/api/events?token=…`, HostEvent messages), on 127.0.0.1 only.
 * Every API request needs the per-session token; every request needs a loopback Host header.
 */
export async function startWebServer(options: WebServerOptions): Promise<WebServer> {
  const workspace = await Workspace.open(options.workspace, { fileFilter: isWorkspaceFile });
  const token = newToken();
  const staticDir = options.staticDir ?? rendererDir;
  const drafts = new DraftStore(workspaceDraftsFile(workspace.root));
  // Each browser tab keeps its own drafts in the one file; a tab is open while its event socket is.
  const windowDrafts = new WindowDrafts(drafts);
  const context: HostContext = {
    workspace,
    // One user per server (the token): every open page sees a job's progress, as it sees every change.
    progress: (progress) => broadcast({ type: 'progress', progress }),
    downloadClients: lazyClients(options.download),
    compiles: new CompileJobs(),
    drafts,
    windowDrafts,
  };
  const host = options.host ?? '127.0.0.1';
  let port = 0;

  async function handleApi(request: IncomingMessage, response: ServerResponse, pathname: string): Promise<void> {
    if (!tokenMatches(bearerToken(request), token)) {
      sendError(response, 401, 'unauthorized', 'missing or wrong token');
      return;
    }
    if (!isAllowedOrigin(request.headers.origin, port)) {
      sendError(response, 403, 'unauthorized', 'cross-origin request refused');
      return;
    }
    if (request.method !== 'POST') {
      response.setHeader('Allow', 'POST');
      sendError(response, 405, 'invalid-argument', 'API methods are called with POST');
      return;
    }
    if (!isJsonMediaType(request.headers['content-type'])) {
      sendError(response, 415, 'invalid-argument', 'the body must be application/json');
      return;
    }
    const body = await readBody(request);
    if (body === undefined) {
      refuseTooLarge(request, response);
      return;
    }
    const args = body.trim() === '' ? { ok: true as const, value: [] } : parseBoundedJson(body, REQUEST_BOUNDS);
    if (!args.ok) {
      sendError(response, 400, 'invalid-argument', `the body ${args.message}`);
      return;
    }
    sendResult(response, await dispatch(context, pathname.slice(API_PREFIX.length), args.value));
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    for (const [name, value] of Object.entries(COMMON_HEADERS)) response.setHeader(name, value);
    if (!isAllowedHost(request.headers.host, port)) {
      sendError(response, 403, 'unauthorized', 'this server only answers to 127.0.0.1 and localhost');
      return;
    }
    const { pathname } = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (pathname === EVENTS_PATH) {
      sendError(response, 426, 'invalid-argument', 'events are a WebSocket');
      return;
    }
    if (pathname.startsWith(API_PREFIX)) {
      await handleApi(request, response, pathname);
      return;
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.setHeader('Allow', 'GET, HEAD');
      sendError(response, 405, 'invalid-argument', 'method not allowed');
      return;
    }
    await serveStatic(staticDir, pathname, request.method, response);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (response.headersSent) {
        response.destroy();
        return;
      }
      sendError(response, 500, 'io', errorMessage(error));
    });
  });

  const sockets = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });

  function refuseUpgrade(socket: Duplex, status: string): void {
    socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  }

  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (url.pathname !== EVENTS_PATH) return refuseUpgrade(socket, '404 Not Found');
    if (!isAllowedHost(request.headers.host, port)) return refuseUpgrade(socket, '403 Forbidden');
    if (!isAllowedOrigin(request.headers.origin, port)) return refuseUpgrade(socket, '403 Forbidden');
    // Browsers cannot set headers on a WebSocket, so here the token comes in the query.
    const candidate = url.searchParams.get('token') ?? bearerToken(request);
    if (!tokenMatches(candidate, token)) return refuseUpgrade(socket, '401 Unauthorized');
    sockets.handleUpgrade(request, socket, head, (client) => sockets.emit('connection', client, request));
  });

  function broadcast(event: HostEvent): void {
    const message = JSON.stringify(event);
    for (const client of sockets.clients) if (client.readyState === client.OPEN) client.send(message);
  }

  const alive = new WeakSet<WebSocket>();
  sockets.on('connection', (client: WebSocket, request: IncomingMessage) => {
    const window = new URL(request.url ?? '/', 'http://127.0.0.1').searchParams.get('window');
    if (window !== null && WINDOW_ID.test(window)) client.on('close', windowDrafts.connect(window));
    const send = (event: HostEvent): void => {
      if (client.readyState === client.OPEN) client.send(JSON.stringify(event));
    };
    alive.add(client);
    client.on('pong', () => alive.add(client));
    const unsubscribe = workspace.onChange((changes) => send({ type: 'changes', changes }));
    client.on('close', unsubscribe);
    client.on('error', () => client.terminate());
    // "ready" tells the client that from now on no change is missed (the watcher has scanned the tree).
    workspace.watching().then(
      () => send({ type: 'ready' }),
      () => client.close(1011, 'watcher failed'),
    );
  });

  // Drops clients that vanished without a close frame (sleeping laptop, killed tab).
  const heartbeat = setInterval(() => {
    for (const client of sockets.clients) {
      if (!alive.has(client)) {
        client.terminate();
        continue;
      }
      alive.delete(client);
      client.ping();
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();

  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port ?? 0, host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    clearInterval(heartbeat);
    sockets.close();
    await workspace.close();
    throw error;
  }
  const address = server.address();
  port = typeof address === 'object' && address !== null ? address.port : 0;

  let closing: Promise<void> | undefined;
  return {
    url: `http://${host}:${port}/?token=${token}`,
    token,
    port,
    workspaceRoot: workspace.root,
    close() {
      closing ??= (async () => {
        context.compiles.cancelAll();
        clearInterval(heartbeat);
        for (const client of sockets.clients) client.terminate();
        sockets.close();
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeAllConnections();
        await closed;
        await workspace.close();
      })();
      return closing;
    },
  };
}
