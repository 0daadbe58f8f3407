import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** A fresh secret per server start: 32 random bytes, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

const LOCAL_HOSTNAMES: ReadonlySet<string> = new Set(['127.0.0.1', 'localhost']);

/**
 * Only requests addressed to our own loopback name and port pass. A DNS-rebinding page reaches us with its own
 * hostname in `Host`, so this refuses it even before the token check.
 */
export function isAllowedHost(hostHeader: string | undefined, port: number): boolean {
  if (hostHeader === undefined) return false;
  const match = /^([^:]+):(\d+)$/.exec(hostHeader.toLowerCase());
  if (!match) return false;
  return LOCAL_HOSTNAMES.has(match[1] ?? '') && Number(match[2]) === port;
}

/** A browser sends `Origin` on cross-origin requests and WebSocket handshakes: it must be us, if present. */
export function isAllowedOrigin(originHeader: string | undefined, port: number): boolean {
  if (originHeader === undefined) return true;
  try {
    const origin = new URL(originHeader);
    return origin.protocol === 'http:' && isAllowedHost(origin.host, port);
  } catch {
    return false;
  }
}

/** Constant-time comparison, so response timing tells nothing about how much of a guess was right. */
export function tokenMatches(candidate: string | null | undefined, token: string): boolean {
  if (typeof candidate !== 'string') return false;
  const a = Buffer.from(candidate);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The token of an API request: `Authorization: Bearer <token>` only (never a cookie, so no CSRF). */
export function bearerToken(request: IncomingMessage): string | undefined {
  const header = request.headers.authorization;
  const match = header === undefined ? null : /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}
