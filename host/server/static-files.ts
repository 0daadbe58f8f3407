import { createReadStream } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import { CONTENT_SECURITY_POLICY } from '../security-policy.js';

const MIME_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
};

/** The Content-Type for a served file, by extension. */
export function contentTypeOf(file: string): string {
  return MIME_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/** Shown when the renderer has not been built: the API still works, the page says what to run. */
const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Cardsmith</title></head>
<body><h1>Cardsmith</h1><p>The renderer is not built. Run <code>npx vite build</code> (or <code>npm run web</code>), then reload.</p></body></html>
`;

/** Headers of every HTML page: the strict CSP, no framing, no referrer (the URL can carry the token). */
export function htmlHeaders(): Record<string, string> {
  return {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Security-Policy': CONTENT_SECURITY_POLICY,
    'Cache-Control': 'no-store',
  };
}

/** Maps a URL path to a file inside `dir` (a realpath), or undefined if it names nothing servable there. */
export async function resolveStatic(dir: string, urlPath: string): Promise<string | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const candidate = path.resolve(dir, `.${path.posix.normalize(`/${decoded}`)}`);
  try {
    const real = await realpath(candidate);
    const rel = path.relative(dir, real);
    if (rel.startsWith('..') || path.isAbsolute(rel)) return undefined;
    return (await stat(real)).isFile() ? real : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Serves the built single-page app from `dir`: existing files as they are, any other extension-less path as
 * index.html (client-side routes). Nothing outside `dir` is ever served.
 */
export async function serveStatic(
  dir: string,
  urlPath: string,
  method: string,
  response: ServerResponse,
): Promise<void> {
  const pageRoute = path.posix.extname(urlPath) === '' || urlPath.endsWith('.html');
  const root = await realpath(dir).catch(() => undefined);
  let file = root === undefined ? undefined : await resolveStatic(root, urlPath);
  if (file === undefined && root !== undefined && pageRoute) file = await resolveStatic(root, '/index.html');
  if (file === undefined) {
    // No index.html at all: the renderer is not built. Say so instead of a bare 404.
    response.writeHead(
      pageRoute ? 200 : 404,
      pageRoute ? htmlHeaders() : { 'Content-Type': 'text/plain; charset=utf-8' },
    );
    response.end(method === 'HEAD' ? undefined : pageRoute ? NOT_BUILT_PAGE : 'Not found');
    return;
  }
  const type = contentTypeOf(file);
  const headers: Record<string, string> = type.startsWith('text/html')
    ? htmlHeaders()
    : { 'Content-Type': type, 'Cache-Control': 'no-cache' };
  response.writeHead(200, headers);
  if (method === 'HEAD') {
    response.end();
    return;
  }
  const stream = createReadStream(file);
  stream.on('error', () => response.destroy());
  stream.pipe(response);
}
