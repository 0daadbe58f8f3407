/** What a route answers; the server turns it into an HTTP response. */
export interface Reply {
  readonly status: number;
  readonly headers?: Readonly<Record<string, string>>;
  readonly body: string;
  /** Marks responses the server made up (from cards-sample.jsonl or by rule) rather than replayed. */
  readonly synthesized?: string;
}

export function json(status: number, value: unknown, synthesized?: string): Reply {
  return {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
    body: JSON.stringify(value),
    ...(synthesized ? { synthesized } : {}),
  };
}

export function html(body: string, status = 200): Reply {
  return { status, headers: { 'content-type': 'text/html; charset=utf-8' }, body };
}

export function redirect(location: string, synthesized: string): Reply {
  return {
    status: 302,
    headers: { location, 'content-type': 'text/html; charset=utf-8' },
    body: `<html><head><title>Object moved</title></head><body>\r\n<h2>Object moved to <a href="${encodeURIComponent(location)}">here</a>.</h2>\r\n</body></html>\r\n`,
    synthesized,
  };
}
