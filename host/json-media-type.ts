/**
 * Whether a Content-Type names JSON as Cardsmith reads it: exactly `application/json`, with any parameters
 * (`; charset=utf-8`). Not `application/json-patch+json`, `application/problem+json` or other `+json` types: RFC 6839
 * makes the suffix say only that the syntax is JSON; the type names a different document (a patch, an error
 * report), which is not a list of call arguments nor a card.
 */
export function isJsonMediaType(contentType: string | null | undefined): boolean {
  const essence = (contentType ?? '').split(';', 1)[0]?.trim().toLowerCase();
  return essence === 'application/json';
}
