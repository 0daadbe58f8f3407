/** The directives both shells share. Monaco needs `blob:` workers and inline styles; nothing else is loosened. */
const COMMON_DIRECTIVES = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "worker-src 'self' blob:",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
];

/** Web mode's Content-Security-Policy: the page may also open its event WebSocket to the loopback server. */
export const CONTENT_SECURITY_POLICY = [...COMMON_DIRECTIVES, "connect-src 'self' ws://127.0.0.1:*"].join('; ');

/** The desktop window's Content-Security-Policy: IPC only, so no network connections at all beyond 'self'. */
export const DESKTOP_CONTENT_SECURITY_POLICY = [...COMMON_DIRECTIVES, "connect-src 'self'"].join('; ');
