import type { CompileRequest, DownloadCardsRequest, DownloadSource } from '../contract.js';
import { HostError } from '../workspace/host-error.js';
import { boolean, integer, list, object, oneOf, optional, string, variants, type ArgValidator } from './validate.js';

/* Validators for the compile and download requests: untrusted input from the page, checked field by field. */

/** Longer than any real card name or search, short enough to keep junk out of URLs and logs. */
const MAX_QUERY = 1000;
/** More ticked cards than this in one go is a mistake (and hours of polite requests). */
const MAX_PICKS = 1000;

const text: ArgValidator<string> = (value, name) => {
  const checked = string(value, name);
  if (checked.length > MAX_QUERY) throw new HostError('invalid-argument', `${name} is too long`);
  return checked;
};

const multiverseId = integer(1, Number.MAX_SAFE_INTEGER);

export const compileRequest = object<CompileRequest>({ out: optional(string), strict: optional(boolean) });

export const downloadSource = oneOf<DownloadSource>(['gatherer', 'scryfall']);

export const searchQuery = variants<{ readonly name: string } | { readonly search: string }>([
  { has: 'name', validate: object<{ name: string }>({ name: text }) },
  { has: 'search', validate: object<{ search: string }>({ search: text }) },
]);

/**
 * A ticked match's id: a number that is no multiverse id (0, as an old fixture server sent) means the card has
 * none, and it is fetched by name. One odd pick must not fail the whole batch.
 */
const pickId: ArgValidator<number | null> = (value, name) => {
  if (value === null) return null;
  if (typeof value !== 'number') throw new HostError('invalid-argument', `${name} must be a number or null`);
  return Number.isSafeInteger(value) && value >= 1 ? value : null;
};

const pick: ArgValidator<{ name: string; multiverseId: number | null }> = object({
  name: text,
  multiverseId: pickId,
});

export const downloadQuery = variants<DownloadCardsRequest['query']>([
  { has: 'name', validate: object<{ name: string }>({ name: text }) },
  { has: 'search', validate: object<{ search: string }>({ search: text }) },
  { has: 'multiverseIds', validate: object({ multiverseIds: list(multiverseId, MAX_PICKS) }) },
  { has: 'multiverseId', validate: object({ multiverseId }) },
  { has: 'picks', validate: object({ picks: list(pick, MAX_PICKS) }) },
]);

export const downloadRequest = object<DownloadCardsRequest>({
  query: downloadQuery,
  source: downloadSource,
  folder: string,
  force: boolean,
});
