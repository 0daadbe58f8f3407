import { MAX_DRAFT_TABS, TEXT_ENCODINGS, type DraftTab, type Drafts } from '../contract.js';
import { HostError } from '../workspace/host-error.js';
import { WINDOW_ID } from '../workspace/window-drafts.js';
import { list, object, oneOf, optional, string, type ArgValidator } from './validate.js';

/* The validator of hot exit's record: untrusted input from the page, checked field by field. */

const stringOrNull: ArgValidator<string | null> = (value, name) => (value === null ? null : string(value, name));

const draftTab = object<DraftTab>({ path: string, text: stringOrNull, encoding: optional(oneOf(TEXT_ENCODINGS)) });

export const drafts = object<Drafts>({ tabs: list(draftTab, MAX_DRAFT_TABS), active: stringOrNull });

/** A browser tab's window id (web mode): a short plain name, as it becomes a key in the drafts file. */
export const windowId: ArgValidator<string> = (value, name) => {
  const id = string(value, name);
  if (!WINDOW_ID.test(id)) throw new HostError('invalid-argument', `${name} must be 1 to 64 letters, digits, - or _`);
  return id;
};
