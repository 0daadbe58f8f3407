import { request as httpRequest } from 'node:http';
import { mkdir, mkdtemp, readFile, realpath, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type { HostEvent, WorkspaceChange } from '../contract.js';
import { WebHost, type SocketLike } from '../../renderer/src/host-client/web-host.js';
import { isHostError } from '../../renderer/src/host-client/host-error.js';
import { startWebServer, type WebServer } from './web-server.js';

let base: string;
let root: string;
let staticDir: string;
let server: WebServer;

beforeEach(async () => {
  base = await realpath(await mkdtemp(path.join(tmpdir(), 'cardsmith-web-')));
  root = path.join(base, 'cards');
  staticDir = path.join(base, 'renderer');
  await mkdir(path.join(root, 'creatures'), { recursive: true });
  await mkdir(path.join(staticDir, 'assets'), { recursive: true });
  await writeFile(path.join(root, 'bolt.card'), 'Name: Lightning Bolt\n');
  await writeFile(path.join(base, 'secret.txt'), 'secret');
  await writeFile(path.join(staticDir, 'index.html'), '<!doctype html><title>Cardsmith</title>');
  await writeFile(path.join(staticDir, 'assets', 'app.js'), 'console.log(1)');
  server = await startWebServer({ workspace: root, port: 0, staticDir });
});

afterEach(async () => {
  await server.close();
  await rm(base, { recursive: true, force: true });
});

interface RawResponse {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: string;
}

/** Raw HTTP, so tests can send what a browser would not (a foreign Host header, a `..` path). */
function raw(
  method: string,
  urlPath: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port: server.port, method, path: urlPath, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** `token: null` sends no Authorization header at all. */
function api(method: string, args: unknown, token: string | null = server.token): Promise<RawResponse> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (token !== null) headers.Authorization = `Bearer ${token}`;
  return raw('POST', `/api/${method}`, headers, JSON.stringify(args));
}

describe('access control', () => {
  it('prints a loopback URL carrying a long random token', () => {
    expect(server.url).toBe(`http://127.0.0.1:${server.port}/?token=${server.token}`);
    expect(server.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('refuses API calls without the token or with a wrong one (401)', async () => {
    for (const token of [null, '', 'wrong', `${server.token}x`]) {
      const response = await api('readFile', ['bolt.card'], token);
      expect(response.status).toBe(401);
      expect(JSON.parse(response.body)).toMatchObject({ ok: false, error: { code: 'unauthorized' } });
    }
    // The page-load form `?token=` is not accepted for API calls.
    const viaQuery = await raw(
      'POST',
      `/api/readFile?token=${server.token}`,
      { 'Content-Type': 'application/json' },
      '["bolt.card"]',
    );
    expect(viaQuery.status).toBe(401);
  });

  it('answers only to 127.0.0.1 / localhost Host headers (DNS rebinding)', async () => {
    const auth = { Authorization: `Bearer ${server.token}`, 'Content-Type': 'application/json' };
    expect((await raw('POST', '/api/workspace', { ...auth, Host: `evil.example:${server.port}` }, '[]')).status).toBe(
      403,
    );
    expect((await raw('GET', '/', { Host: `evil.example:${server.port}` })).status).toBe(403);
    expect((await raw('POST', '/api/workspace', { ...auth, Host: `localhost:${server.port}` }, '[]')).status).toBe(200);
    const crossOrigin = await raw('POST', '/api/workspace', { ...auth, Origin: 'http://evil.example' }, '[]');
    expect(crossOrigin.status).toBe(403);
  });

  it('requires POST with a JSON body', async () => {
    const auth = { Authorization: `Bearer ${server.token}` };
    expect((await raw('GET', '/api/workspace', auth)).status).toBe(405);
    expect((await raw('POST', '/api/workspace', { ...auth, 'Content-Type': 'text/plain' }, '[]')).status).toBe(415);
    expect((await raw('POST', '/api/workspace', { ...auth, 'Content-Type': 'application/json' }, '{nope')).status).toBe(
      400,
    );
  });
});

describe('API', () => {
  it('runs the workspace methods and reports errors as values with codes', async () => {
    const info = JSON.parse((await api('workspace', [])).body);
    expect(info.value.root).toBe(root);
    expect(info.value.tree.children.map((c: { name: string }) => c.name)).toEqual(['creatures', 'bolt.card']);

    expect(JSON.parse((await api('writeFile', ['bolt.card', 'Name: Shock\n'])).body)).toMatchObject({
      ok: true,
      value: { path: 'bolt.card', text: 'Name: Shock\n' },
    });
    expect(await readFile(path.join(root, 'bolt.card'), 'utf8')).toBe('Name: Shock\n');

    const missing = await api('readFile', ['nope.card']);
    expect(missing.status).toBe(404);
    expect(JSON.parse(missing.body)).toMatchObject({ ok: false, error: { code: 'not-found' } });
    expect((await api('createFile', ['bolt.card', ''])).status).toBe(409);
  });

  it('validates method names and argument types before touching the disk', async () => {
    expect((await api('unlinkEverything', [])).status).toBe(400);
    expect((await api('toString', [])).status).toBe(400);
    expect((await api('__proto__', [])).status).toBe(400);
    expect((await api('readFile', [42])).status).toBe(400);
    expect((await api('readFile', 'bolt.card')).status).toBe(400);
    expect((await api('writeFile', ['bolt.card'])).status).toBe(400);
  });

  it('refuses traversal over HTTP', async () => {
    for (const attempt of ['../secret.txt', '/etc/passwd', 'creatures/../../secret.txt', '..\\secret.txt']) {
      const response = await api('readFile', [attempt]);
      expect(response.status).toBe(403);
      expect(JSON.parse(response.body)).toMatchObject({ ok: false, error: { code: 'outside-workspace' } });
      expect(response.body).not.toContain('secret\n');
    }
    expect((await api('writeFile', ['../secret.txt', 'owned'])).status).toBe(403);
    expect(await readFile(path.join(base, 'secret.txt'), 'utf8')).toBe('secret');
  });
});

describe('static renderer', () => {
  it('serves index.html with the strict CSP, assets, and the SPA fallback', async () => {
    const page = await raw('GET', `/?token=${server.token}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain('<title>Cardsmith</title>');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("worker-src 'self' blob:");
    expect(csp).not.toContain('unsafe-eval');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect((await raw('GET', '/assets/app.js')).headers['content-type']).toContain('javascript');
    expect((await raw('GET', '/some/route')).body).toContain('<title>Cardsmith</title>');
    expect((await raw('GET', '/assets/missing.js')).status).toBe(404);
  });

  it('never serves files outside the static folder', async () => {
    for (const attempt of [
      '/../secret.txt',
      '/%2e%2e/secret.txt',
      '/assets/%2e%2e/%2e%2e/secret.txt',
      '/..%2fsecret.txt',
    ]) {
      const response = await raw('GET', attempt);
      expect(response.body).not.toBe('secret');
    }
  });
});

describe('events', () => {
  function connect(query: string): Promise<{ socket: WebSocket; events: HostEvent[] }> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(`ws://127.0.0.1:${server.port}/api/events${query}`);
      const events: HostEvent[] = [];
      socket.on('message', (data) => {
        events.push(JSON.parse(String(data)) as HostEvent);
        if (events.length === 1) resolve({ socket, events });
      });
      socket.on('error', reject);
    });
  }

  it('refuses a socket without the right token', async () => {
    await expect(connect('')).rejects.toThrow(/401/);
    await expect(connect('?token=wrong')).rejects.toThrow(/401/);
  });

  it('pushes batches of changes made on disk', async () => {
    const { socket, events } = await connect(`?token=${server.token}`);
    expect(events[0]).toEqual({ type: 'ready' });
    await writeFile(path.join(root, 'creatures', 'bear.card'), 'Name: Grizzly Bears\n');
    const started = Date.now();
    while (!events.some((e) => e.type === 'changes' && e.changes.some((c) => c.path === 'creatures/bear.card'))) {
      if (Date.now() - started > 1000) throw new Error(`no event: ${JSON.stringify(events)}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    socket.close();
  });
});

describe('the renderer web host client', () => {
  function client(token: string | undefined): WebHost {
    return new WebHost({
      origin: `http://127.0.0.1:${server.port}`,
      token,
      fetch: (url, init) => fetch(url, init),
      openSocket: (url) => new WebSocket(url) as unknown as SocketLike,
    });
  }

  it('implements HostApi over the server, rejecting with coded errors', async () => {
    const host = client(server.token);
    expect((await host.readFile('bolt.card')).text).toBe('Name: Lightning Bolt\n');
    await host.createDirectory('instants');
    await host.createFile('instants/shock.card', 'Name: Shock\n');
    await host.rename('instants/shock.card', 'shock.card');
    await host.delete('instants');
    expect((await host.workspace()).tree.children?.map((c) => c.path)).toEqual([
      'creatures',
      'bolt.card',
      'shock.card',
    ]);
    const error: unknown = await host.readFile('../secret.txt').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(isHostError(error) && error.code).toBe('outside-workspace');
    const unauthorized: unknown = await client('wrong')
      .workspace()
      .catch((e: unknown) => e);
    expect(isHostError(unauthorized) && unauthorized.code).toBe('unauthorized');
    const noToken: unknown = await client(undefined)
      .workspace()
      .catch((e: unknown) => e);
    expect(isHostError(noToken) && noToken.code).toBe('unauthorized');
  });

  it('delivers change batches to onChange listeners until unsubscribed', async () => {
    const host = client(server.token);
    const seen: WorkspaceChange[] = [];
    const unsubscribe = host.onChange((changes) => seen.push(...changes));
    await host.eventsReady();
    await writeFile(path.join(root, 'new.card'), 'Name: New\n');
    const started = Date.now();
    while (!seen.some((c) => c.type === 'add' && c.path === 'new.card')) {
      if (Date.now() - started > 1000) throw new Error(`no event: ${JSON.stringify(seen)}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    unsubscribe();
  });
});

describe('what the tree shows', () => {
  it('lists folders, card files and scenarios, not other files', async () => {
    await writeFile(path.join(root, 'notes.txt'), 'not a card');
    await writeFile(path.join(root, 'combat.scenario'), '');
    const tree = JSON.parse((await api('workspace', [])).body).value.tree;
    expect(tree.children.map((c: { name: string }) => c.name)).toEqual(['creatures', 'bolt.card', 'combat.scenario']);
  });
});
