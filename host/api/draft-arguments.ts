import { MAX_DRAFT_TABS, TEXT_ENCODINGS, type DraftTab, type Drafts } from '../contract.js';
import { list, object, oneOf, optional, string, type ArgValidator } from './validate.js';

/* The validator of hot exit's record: untrusted input from the page, checked field by field. */

const stringOrNull: ArgValidator<string | null> = (value, name) => (value === null ? null : string(value, name));

const draftTab = object<DraftTab>({ path: string, text: stringOrNull, encoding: optional(oneOf(TEXT_ENCODINGS)) });

export const drafts = object<Drafts>({ tabs: list(draftTab, MAX_DRAFT_TABS), active: stringOrNull });
