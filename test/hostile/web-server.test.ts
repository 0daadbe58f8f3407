import { request as httpRequest, type IncomingMessage } from 'node:http';
import { mkdir, mkdtemp, realpath, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startWebServer, type WebServer } from '../../host/server/web-server.js';

/**
 * Issue 24, items 7 and 10 (web mode): one authenticated 38 MB request of nested arrays held the server 12 s and
 * 2.2 GB; an oversize body got a connection reset instead of the 413; `application/json-patch+json` passed as JSON.
 */
let base: string;
let server: WebServer;

beforeEach(async () => {
  base = await realpath(await mkdtemp(path.join(tmpdir(), 'cardsmith-hostile-web-')));
  await mkdir(path.join(base, 'cards'));
  await mkdir(path.join(base, 'renderer'));
  server = await startWebServer({
    workspace: path.join(base, 'cards'),
    port: 0,
    staticDir: path.join(base, 'renderer'),
  });
});

afterEach(async () => {
  await server.close();
  await rm(base, { recursive: true, force: true });
});

interface Answer {
  readonly status: number;
  readonly body: string;
}

function read(res: IncomingMessage): Promise<Answer> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
  });
}

/**
 * POSTs to /api/workspace with the token. `write` sends the body (it may stop early once the answer is in); the
 * promise settles with the answer, or rejects when the connection fails before one came.
 */
function post(
  headers: Record<string, string>,
  write: (send: (chunk: string | Buffer) => boolean, answered: () => boolean) => Promise<void>,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: server.port,
        method: 'POST',
        path: '/api/workspace',
        headers: { Authorization: `Bearer ${server.token}`, 'Content-Type': 'application/json', ...headers },
      },
      (res) => {
        answered = true;
        void read(res).then(resolve);
      },
    );
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    void write(
      (chunk) => req.write(chunk),
      () => answered,
    ).then(() => {
      if (!answered) req.end();
    });
  });
}

const body = (text: string) => async (send: (chunk: string) => boolean) => {
  send(text);
};

describe('web server requests are bounded', () => {
  it('refuses a request nested deeper than any call, without parsing it (400)', async () => {
    const answer = await post({}, body(`${'['.repeat(10_000)}${']'.repeat(10_000)}`));
    expect(answer.status).toBe(400);
    expect(answer.body).toContain('nested more than 32 levels deep');
  });

  it('answers 413 to a body declared too large, at once, before reading it', async () => {
    const answer = await post({ 'Content-Length': String(41 * 1024 * 1024) }, body('['));
    expect(answer.status).toBe(413);
    expect(answer.body).toContain('too large');
  });

  it('answers 413 to a streamed body that grows too large, before closing the connection', async () => {
    const chunk = Buffer.alloc(1024 * 1024, 0x20);
    const answer = await post({ 'Transfer-Encoding': 'chunked' }, async (send, answered) => {
      send('[');
      for (let sent = 0; sent < 48 && !answered(); sent++) {
        // Wait for the socket to drain, as a well-behaved client does, and stop once the answer is in.
        if (!send(chunk)) await new Promise((resolve) => setTimeout(resolve, 5));
      }
    });
    expect(answer.status).toBe(413);
  });

  it('takes only application/json, not another JSON-based type (RFC 6839 +json is a different document)', async () => {
    for (const type of ['application/json-patch+json', 'application/problem+json', 'application/jsonx']) {
      expect((await post({ 'Content-Type': type }, body('[]'))).status, type).toBe(415);
    }
    for (const type of ['application/json', 'application/json; charset=utf-8', 'Application/JSON;charset=UTF-8']) {
      expect((await post({ 'Content-Type': type }, body('[]'))).status, type).toBe(200);
    }
  });
});
